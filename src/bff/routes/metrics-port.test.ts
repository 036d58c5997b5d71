import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';
import { createMetrics } from '../metrics';
import { listenForMetrics } from './metrics';

// METRICS_PORT (issue 41): who may read the port is the network's decision (deploy/kubernetes's
// NetworkPolicy), never a header's. The listener serves every sender alike, whatever address
// X-Forwarded-For claims, and the app's own port, which believes that header from its trusted
// hop, no longer serves /metrics at all, to admins or to anyone claiming to be local.

const FORGED: Record<string, string>[] = [
  {},
  { 'x-forwarded-for': '127.0.0.1' },
  { 'x-forwarded-for': '10.0.0.99, 127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' },
];

describe('the metrics port', () => {
  const stack = useStack({ bff: { metricsPort: 0, trustProxy: 1 } });
  const metrics = createMetrics();
  let server: Awaited<ReturnType<typeof listenForMetrics>>;
  let url: string;
  beforeAll(async () => {
    server = await listenForMetrics(metrics, '127.0.0.1', 0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers every sender alike, whatever X-Forwarded-For claims', async () => {
    for (const headers of FORGED) {
      const res = await fetch(`${url}/metrics`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await res.text()).toMatch(/nodejs_eventloop_lag_seconds/);
      // Only /metrics, however the request claims to come from the inside.
      expect((await fetch(`${url}/healthz`, { headers })).status).toBe(404);
    }
  });

  it("is the only place: the app's port, with a trusted hop, serves no /metrics", async () => {
    for (const headers of FORGED) {
      const anyone = await new BrowserClient(stack().bffUrl).fetch('/metrics', { headers });
      expect(anyone.status, JSON.stringify(headers)).toBe(404);
      expect(anyone.text).not.toMatch(/bff_http_request_duration_seconds/);
    }
    const admin = await (await signedIn(stack(), 'admin')).fetch('/metrics');
    expect(admin.status).toBe(404);
  });
});
