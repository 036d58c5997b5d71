import { describe, expect, it } from 'vitest';
import { placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient, DEMO_ESHOP } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// GET /metrics (Prometheus text) for admins, and the request id that ties the BFF's logs to the
// platform's: taken from a sane X-Request-Id, else made, and answered back.

describe('GET /metrics and X-Request-Id', () => {
  const stack = useStack();

  it('shows requests by route and status, platform calls and the event-loop lag to admins only', async () => {
    const staff = await signedIn(stack(), 'staff');
    expect((await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`)).status).toBe(200);
    expectProblem(await staff.fetch('/metrics'), 403);
    expectProblem(await new BrowserClient(stack().bffUrl).fetch('/metrics'), 401);
    const res = await (await signedIn(stack(), 'admin')).fetch('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toMatch(
      /bff_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/pickup-place",status="200"\} 1/,
    );
    expect(res.text).toMatch(/bff_upstream_request_duration_seconds_count\{method="GET",status="200"\} \d/);
    expect(res.text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(res.text).toMatch(/bff_token_refreshes 0/);
  });

  it('shows read-model fills and bulk job progress', async () => {
    const staff = await signedIn(stack(), 'staff');
    expect((await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&q=metrikov`)).status).toBe(200);
    const ids = await placesIn(staff, 'Metrikov', 2);
    const job = await startJob(staff, { selection: { ids }, action: { kind: 'storageTime', days: 12 } });
    await waitForJob(staff, job.id);
    const res = await (await signedIn(stack(), 'admin')).fetch('/metrics');
    expect(res.text).toMatch(/bff_read_model_fill_duration_seconds_count\{outcome="ok"\} [1-9]/);
    // The event loop while the fill ran (issue 30): p99 and max, in seconds.
    expect(res.text).toMatch(/bff_read_model_fill_event_loop_delay_seconds\{quantile="0.99"\} \d/);
    // By outcome (issue 41): the alert on failed places needs the label.
    expect(res.text).toMatch(/bff_job_places_total\{outcome="done"\} 2\b/);
    expect(res.text).toMatch(/bff_jobs_running 0\b/);
  });

  it('shows sign-ins by outcome, the build, readiness, the read models’ age and the pool', async () => {
    const client = new BrowserClient(stack().bffUrl);
    expect((await client.login('staff', 'wrong')).status).toBe(401);
    expect((await client.login('staff')).status).toBe(200);
    const staff = await signedIn(stack(), 'staff');
    expect((await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&q=stari`)).status).toBe(200);
    const text = (await (await signedIn(stack(), 'admin')).fetch('/metrics')).text;
    const count = (outcome: string) =>
      Number(
        text.match(new RegExp(`bff_signins_total\\{method="password",outcome="${outcome}"\\} (\\d+)`))?.[1],
      );
    expect(count('bad-credentials')).toBeGreaterThanOrEqual(1);
    expect(count('ok')).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/bff_build_info\{version="\d+\.\d+\.\d+[^"]*",node="\d+\.\d+\.\d+"\} 1/);
    expect(text).toMatch(/bff_ready [01]\b/);
    const age = text.match(new RegExp(`bff_read_model_age_seconds\\{eshop="${DEMO_ESHOP}"\\} ([\\d.e-]+)`));
    expect(Number(age?.[1])).toBeGreaterThanOrEqual(0);
    expect(Number(age?.[1])).toBeLessThan(60);
    // PostgreSQL (npm run test:postgres): the pool; SQLite has none, and no such series.
    if (process.env.DATABASE_URL) {
      expect(text).toMatch(/bff_database_pool_connections [1-9]/);
      expect(text).toMatch(/bff_database_pool_idle \d/);
      expect(text).toMatch(/bff_database_pool_waiting \d/); // the readiness probe may be queued this instant
      expect(text).toMatch(/bff_database_pool_max 10\b/);
    } else expect(text).not.toMatch(/bff_database_pool/);
  });

  // An id given by a trusted proxy is kept: forwarded.test.ts, where TRUST_PROXY names one.
  it('answers with a request id of its own to a sender that is no trusted proxy', async () => {
    const client = new BrowserClient(stack().bffUrl);
    const given = await client.fetch('/healthz', { headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const made = await client.fetch('/healthz', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
