import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';

// A stopping instance (main.ts calls drain() at SIGTERM, before it closes anything): /readyz says
// not ready, and every answer closes its connection, so a balancer keeping connections sends no
// further request on one; what still arrives is served, a write too (a balancer retries no write).
// The whole stop under load: src/testing/cluster/rolling-restart.test.ts.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('a stopping instance', () => {
  it('says "stopping" on /readyz, serves a write and closes every connection after its answer', async () => {
    const admin = await signedIn(stack, 'admin');
    const staff = await signedIn(stack, 'staff');
    const kept = new Agent({ connections: 1 });
    const connectionOf = async (path: string) => {
      const res = await request(`${stack.bffUrl}${path}`, { dispatcher: kept });
      await res.body.dump();
      return res.headers.connection;
    };
    expect(await connectionOf('/healthz')).toBe('keep-alive');
    const list = await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`);
    const id = list.data.items[0].id as string;

    stack.bff.drain();
    const readyz = await admin.fetch('/readyz');
    expect(readyz.status).toBe(503);
    expect(readyz.data).toMatchObject({ status: 'unavailable', reason: 'stopping' });
    expect(readyz.headers.get('connection')).toBe('close');
    const renamed = await staff.fetch(`/api/v1/pickup-place/${id}`, {
      method: 'PATCH',
      json: { name: 'Výdejna při zastavování' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.headers.get('connection')).toBe('close');
    expect(await connectionOf('/healthz')).toBe('close');
    await kept.close();
  });
});
