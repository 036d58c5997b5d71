import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBffEnv } from '../config';
import { configErrorOf } from '@/testing/config-error';

// The token key compose.yaml and deploy/kubernetes/secret.yaml once shipped (issue 41): a BFF
// against a real platform refuses it at start, naming the setting and never echoing the key.

const PUBLISHED = 'ZGVtby1vbmx5LWtleS1jaGFuZ2UtbWUtMzItYnl0ZXM=';
const PLATFORM = {
  PICKUP_BASE_URL: 'https://api.example.com',
  PICKUP_API_KEY: 'key',
  ESHOPS: '11111111-1111-4111-8111-111111111111:Shop',
};

describe('a published TOKEN_ENCRYPTION_KEY', () => {
  it('stops a start against a real platform, given directly or as a file', async () => {
    const message = configErrorOf({ ...PLATFORM, TOKEN_ENCRYPTION_KEY: PUBLISHED });
    expect(message).toMatch(/TOKEN_ENCRYPTION_KEY: is the published demo key/);
    expect(message).toContain('openssl rand -base64 32');
    expect(message).not.toContain(PUBLISHED);
    // Orders only (REST_URL) is not demo mode either.
    expect(
      configErrorOf({
        REST_URL: 'https://api.example.com',
        REST_API_TOKEN: 't',
        TOKEN_ENCRYPTION_KEY: PUBLISHED,
      }),
    ).toContain('TOKEN_ENCRYPTION_KEY');
    const dir = await mkdtemp(join(tmpdir(), 'published-key-'));
    try {
      const file = join(dir, 'token-encryption-key');
      await writeFile(file, `${PUBLISHED}\n`); // a mounted Secret, as the manifests had it
      expect(configErrorOf({ ...PLATFORM, TOKEN_ENCRYPTION_KEY_FILE: file })).toContain(
        'TOKEN_ENCRYPTION_KEY',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is not hidden by another spelling of the same bytes', () => {
    const unpadded = PUBLISHED.replace(/=+$/, '');
    expect(configErrorOf({ ...PLATFORM, TOKEN_ENCRYPTION_KEY: unpadded })).toContain('TOKEN_ENCRYPTION_KEY');
  });

  it('is accepted in demo mode, where only sandbox tokens are sealed', () => {
    expect(parseBffEnv({ TOKEN_ENCRYPTION_KEY: PUBLISHED }).TOKEN_ENCRYPTION_KEY).toBe(PUBLISHED);
    expect(
      parseBffEnv({ TOKEN_ENCRYPTION_KEY: PUBLISHED, DEMO_SANDBOX_URL: 'http://sandbox:8090' })
        .TOKEN_ENCRYPTION_KEY,
    ).toBe(PUBLISHED);
  });

  it('leaves a key of its own alone', () => {
    const own = randomBytes(32).toString('base64');
    expect(parseBffEnv({ ...PLATFORM, TOKEN_ENCRYPTION_KEY: own }).TOKEN_ENCRYPTION_KEY).toBe(own);
  });
});
