import type { RequestListener } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import { Problem } from '../problem';
import type { PlatformTokenStore, PlatformTokens } from '../store/platform-tokens';
import { createUpstreamClient } from './client';
import { createPlatformAuth } from './platform-auth';

// The token endpoint answered by a platform that misbehaves: every answer that is not a token is
// the 502 "unreadable token" (never a crash, never a token stored), whatever it sends instead.

const TOKEN = {
  access_token: 'a'.repeat(40),
  expires_in: '3600',
  token_type: 'bearer',
  scope: 'deliveries',
  refresh_token: 'r'.repeat(40),
};

/** The tokens in memory: what the code exchange stored, if anything. */
function memoryTokens() {
  const saved = new Map<number, PlatformTokens>();
  const store = {
    get: async (userId: number) => saved.get(userId),
    save: async (userId: number, tokens: PlatformTokens) => void saved.set(userId, tokens),
    remove: async (userId: number) => void saved.delete(userId),
  };
  return { saved, store: store as unknown as PlatformTokenStore };
}

let fake: FakeUpstream | undefined;
afterEach(() => fake?.close());

async function exchangeAgainst(handler: RequestListener) {
  fake = await startFakeUpstream(handler);
  const { saved, store } = memoryTokens();
  const config = {
    rest: { url: fake.url, basicToken: 'basic' },
    oauth: {
      authUrl: fake.url,
      clientId: 'client',
      clientSecret: 'secret',
      redirectUri: 'http://app/auth/callback',
      scopes: ['deliveries'],
    },
  };
  const auth = createPlatformAuth(config, store, createUpstreamClient(2_000));
  const outcome = await auth.exchangeCode(7, 'code').then(
    () => 'stored',
    (error: unknown) => error,
  );
  return { outcome, saved };
}

const json = (status: number, body: string, type = 'application/json'): RequestListener => {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
};

describe('the platform’s token answers', () => {
  it('stores a token the platform answers with 201', async () => {
    const { outcome, saved } = await exchangeAgainst(json(201, JSON.stringify(TOKEN)));
    expect(outcome).toBe('stored');
    expect(saved.get(7)).toMatchObject({ accessToken: TOKEN.access_token, scope: 'deliveries' });
  });

  it.each([
    ['HTML with 200', json(200, '<html>maintenance</html>', 'text/html')],
    ['garbage labelled JSON', json(200, '{"access_token": ')],
    ['JSON that is not a token', json(200, JSON.stringify({ ...TOKEN, token_type: 'mac' }))],
    ['a token of 1 MiB', json(200, JSON.stringify({ ...TOKEN, access_token: 'x'.repeat(1 << 20) }))],
    ['a 302 to elsewhere', (_req, res) => res.writeHead(302, { location: 'http://elsewhere/' }).end()],
  ] satisfies [string, RequestListener][])(
    'answers 502 for %s and stores nothing',
    async (_what, handler) => {
      const { outcome, saved } = await exchangeAgainst(handler);
      expect(outcome).toBeInstanceOf(Problem);
      expect((outcome as Problem).status).toBe(502);
      expect(saved.size).toBe(0);
    },
  );

  it('passes the platform’s own refusal of the code on as its problem', async () => {
    const { outcome, saved } = await exchangeAgainst(
      json(400, JSON.stringify({ error: 'invalid_grant', error_description: 'The code has expired.' })),
    );
    expect(outcome).toBeInstanceOf(Problem);
    expect((outcome as Problem).status).not.toBe(500);
    expect(saved.size).toBe(0);
  });
});
