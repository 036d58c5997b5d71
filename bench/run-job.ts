import type { Job } from '@/contract/desk/bulk-jobs';
import type { BrowserClient } from '@/testing/stack';
import { UPSTREAM_TIMEOUT_MS } from './context';
import { spawnServer } from './servers';
import { sleep } from './util';

// A bulk job through the BFF's API as the benches run one: created (POST /bff/jobs, 202), then
// polled every `pollMs` until it is neither running nor cancelling; and the BFF it runs on.

/**
 * A BFF of its own on a platform, its jobs' pace starting at `concurrency` calls in flight and held
 * there, or raised up to `max` (BULK_CONCURRENCY_MAX) when that is higher.
 */
export function jobStack(upstreamUrl: string, concurrency: number, max = concurrency) {
  return spawnServer({
    role: 'stack',
    options: {
      upstreamUrl,
      bff: {
        upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
        bulkConcurrency: concurrency,
        bulkConcurrencyMin: concurrency,
        bulkConcurrencyMax: max,
      },
    },
  });
}

export async function runJob(
  client: BrowserClient,
  body: Record<string, unknown>,
  { pollMs = 250, timeoutMs = Infinity } = {},
): Promise<Job> {
  const started = performance.now();
  const created = await client.fetch('/bff/jobs', { method: 'POST', json: body });
  if (created.status !== 202)
    throw new Error(`job answered ${created.status}: ${created.text.slice(0, 200)}`);
  let job: Job = created.data;
  while (job.state === 'running' || job.state === 'cancelling') {
    if (performance.now() - started > timeoutMs) throw new Error(`job ${job.id} did not end`);
    await sleep(pollMs);
    job = (await client.fetch(`/bff/jobs/${job.id}`)).data;
  }
  return job;
}
