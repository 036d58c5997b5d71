import { request } from 'undici';
import type { Job } from '@/contract/desk/bulk-jobs';
import { BrowserClient } from '@/testing/stack';
import { DEMO_ESHOP, DEMO_KEY, UPSTREAM_TIMEOUT_MS, seededDir, type BenchModule } from './context';
import { figure } from './report';
import { spawnServer } from './servers';
import { count, ms, round, sleep } from './util';

// Bulk changes of issue 12 over 10 000 places (the BFF in its own process, the sandbox inside it):
//  - the preview of a weekly-hours change over every place (the read model warm), median of 3;
//  - the job itself (a GET with its ETag and a PATCH with If-Match per place, BULK_CONCURRENCY 4)
//    against the same PATCHes sent straight to the sandbox 4 at a time, as places per second and
//    their ratio; then every place read back: none lost.

const PLACES = 10_000;
const CONCURRENCY = 4;
const PREVIEW_TARGET_MS = 2000;
const RATIO_TARGET = 0.8;
const week = (from: string, to: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, [{ from, to }]]),
  );

export const bulkJobs: BenchModule = {
  name: 'bulk jobs',
  figures: [
    { id: 'bulk.preview', name: 'BFF: preview of a bulk hours change, 10 000 places', target: '< 2 s' },
    {
      id: 'bulk.rate',
      name: 'BFF: bulk hours change job, 10 000 places, places/s vs straight PATCHes (4 at a time)',
      target: `≥ ${RATIO_TARGET}×`,
    },
  ],
  timeoutMs: 300_000,
  async run(ctx, emit) {
    const stack = await spawnServer({
      role: 'stack',
      options: {
        sandbox: { dataDir: seededDir(ctx, PLACES), seedPlaces: PLACES },
        bff: { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS, bulkConcurrency: CONCURRENCY },
      },
    });
    try {
      const client = new BrowserClient(stack.bffUrl!);
      if ((await client.login('staff')).status !== 200) throw new Error('sign-in failed');
      const body = (regular: object, dryRun: boolean) => ({
        eshopId: DEMO_ESHOP,
        selection: { filter: {} },
        action: { kind: 'weeklyHours', regular },
        dryRun,
      });
      await client.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=1`); // the read model, warm

      const previews: number[] = [];
      let selected = 0;
      for (let k = 0; k < 3; k++) {
        const started = performance.now();
        const res = await client.fetch('/bff/jobs', {
          method: 'POST',
          json: body(week('07:00', '19:00'), true),
        });
        if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${res.text.slice(0, 200)}`);
        previews.push(performance.now() - started);
        selected = res.data.selected;
      }
      const preview = previews.sort((a, b) => a - b)[1]!;
      emit(
        figure({
          id: 'bulk.preview',
          name: 'BFF: preview of a bulk hours change, 10 000 places',
          value: ms(preview),
          target: '< 2 s',
          pass: preview < PREVIEW_TARGET_MS,
          note: `median of 3 over HTTP, ${count(selected)} places selected`,
        }),
      );

      // The job: 07:00–19:00 on weekdays for every place.
      const started = performance.now();
      const created = await client.fetch('/bff/jobs', {
        method: 'POST',
        json: body(week('07:00', '19:00'), false),
      });
      if (created.status !== 202)
        throw new Error(`job answered ${created.status}: ${created.text.slice(0, 200)}`);
      let job: Job = created.data;
      while (job.state === 'running') {
        await sleep(250);
        job = (await client.fetch(`/bff/jobs/${job.id}`)).data;
      }
      const jobS = (performance.now() - started) / 1000;
      const jobRate = job.counts.done / jobS;

      // Every place read back, then the same PATCHes straight to the sandbox, 4 at a time (another
      // template, so each changes).
      const ids: string[] = [];
      let lost = 0;
      for (let page = 0; ; page++) {
        const res = await request(
          `${stack.sandboxUrl}/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=2000&page=${page}`,
          {
            headers: { 'x-api-key': DEMO_KEY },
          },
        );
        const data = (await res.body.json()) as {
          items: { id: string; openingHours: { regular: { monday: { from: string }[] } } }[];
        };
        if (!data.items.length) break;
        for (const p of data.items) {
          ids.push(p.id);
          if (p.openingHours.regular.monday[0]?.from !== '07:00') lost++; // read back: the job's change is there
        }
      }
      const patch = JSON.stringify({ openingHours: { regular: week('06:00', '20:00'), exceptions: [] } });
      let next = 0;
      const baseStart = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < ids.length) {
            const id = ids[next++]!;
            const res = await request(`${stack.sandboxUrl}/api/v1/pickup-place/${id}`, {
              method: 'PATCH',
              headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
              body: patch,
            });
            await res.body.dump();
          }
        }),
      );
      const baseRate = ids.length / ((performance.now() - baseStart) / 1000);
      emit(
        figure({
          id: 'bulk.rate',
          name: 'BFF: bulk hours change job, 10 000 places, places/s vs straight PATCHes (4 at a time)',
          value: `${round(jobRate, 1)} places/s`,
          baseline: `${round(baseRate, 1)} places/s`,
          ratio: round(jobRate / baseRate),
          target: `≥ ${RATIO_TARGET}×`,
          pass: jobRate / baseRate >= RATIO_TARGET && lost === 0 && job.counts.failed === 0,
          note: `${count(job.counts.done)} changed in ${round(jobS, 1)} s (GET + PATCH with If-Match each), ${job.counts.failed} failed, ${job.counts.conflicts} conflicts, ${lost} lost`,
        }),
      );
    } finally {
      await stack.stop();
    }
  },
};
