import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { BffConfig } from '../config';
import { registerSecurityHeaders } from './security-headers';

// The security headers are computed once at start-up; every kind of answer must still carry them,
// and HSTS only over HTTPS.

const config = {
  mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
  imageOrigins: ['https://images.example.org'],
} as BffConfig;

async function app(trustProxy = false) {
  const app = Fastify({ logger: false, trustProxy });
  await registerSecurityHeaders(app, config);
  app.get('/api/ok', async () => ({ ok: true }));
  app.get('/api/fails', async () => {
    throw new Error('boom');
  });
  app.get('/api/stream', (_request, reply) => reply.type('text/plain').send(Buffer.from('x')));
  return app;
}

describe('security headers', () => {
  it('are on JSON answers, errors, unknown paths and raw bodies alike', async () => {
    const server = await app();
    for (const url of ['/api/ok', '/api/fails', '/nowhere', '/api/stream']) {
      const res = await server.inject({ url });
      const policy = String(res.headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain(
        "img-src 'self' data: blob: https://*.tile.example.org https://images.example.org",
      );
      expect(policy, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    await server.close();
  });

  it('are the same on every answer (computed once, not shared mutable state)', async () => {
    const server = await app();
    const first = await server.inject({ url: '/api/ok' });
    const second = await server.inject({ url: '/api/ok' });
    const pick = (h: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'content-length'].includes(k)));
    expect(pick(second.headers)).toEqual(pick(first.headers));
    await server.close();
  });

  it('add Strict-Transport-Security over HTTPS only', async () => {
    const server = await app(true);
    const https = await server.inject({ url: '/api/ok', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https.headers['content-security-policy']).toBeTruthy();
    const http = await server.inject({ url: '/api/ok' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // The HTTPS answer did not leave HSTS behind for the next plain one.
    const again = await server.inject({ url: '/api/fails' });
    expect(again.headers['strict-transport-security']).toBeUndefined();
    await server.close();
  });
});
