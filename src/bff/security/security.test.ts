import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBffEnv } from '../config';
import { configErrorOf } from '@/testing/config-error';
import { decrypt, encrypt, randomToken, sha256 } from './crypto-box';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

// Unit tests, no server: password hashing, sealing secrets at rest and the validation of the BFF's
// environment (the login limiter has its own file).

describe('passwords (scrypt)', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('correct horse battery staple');
  });

  /** The hash with one base64 character of part `index` changed. */
  const tamper = (stored: string, index: number) => {
    const parts = stored.split('$');
    const part = parts[index]!;
    const pos = Math.floor(part.length / 2);
    parts[index] = part.slice(0, pos) + (part[pos] === 'A' ? 'B' : 'A') + part.slice(pos + 1);
    return parts.join('$');
  };
  /** True only when the password verifies; a refusal by exception counts as not verified. */
  const verifies = (password: string, stored: string) => verifyPassword(password, stored).catch(() => false);

  it('writes scrypt$N$r$p$salt$hash with sound parameters', () => {
    expect(hash.startsWith('scrypt$')).toBe(true);
    const [, n, r, p, salt, key] = hash.split('$');
    expect(Number(n)).toBeGreaterThanOrEqual(2 ** 14);
    expect(Number(r)).toBeGreaterThanOrEqual(8);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(salt!, 'base64').length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(key!, 'base64').length).toBeGreaterThanOrEqual(32);
    expect(hash).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword('Correct horse battery staple', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const again = await hashPassword('correct horse battery staple');
    expect(again).not.toBe(hash);
    expect(again.split('$')[4]).not.toBe(hash.split('$')[4]);
  });

  it('refuses the right password against a tampered hash string', async () => {
    expect(await verifyPassword('correct horse battery staple', tamper(hash, 5))).toBe(false); // the key
    expect(await verifyPassword('correct horse battery staple', tamper(hash, 4))).toBe(false); // the salt
    expect(await verifyPassword('correct horse battery staple', hash.replace(/^scrypt\$/, 'bcrypt$'))).toBe(
      false,
    );
    expect(await verifyPassword('correct horse battery staple', hash.slice(0, -8))).toBe(false); // truncated key
    expect(await verifyPassword('correct horse battery staple', '')).toBe(false);
    expect(await verifyPassword('correct horse battery staple', 'scrypt$')).toBe(false);
    // Changed cost parameters never let a password through.
    const [, , r, p, salt, key] = hash.split('$');
    expect(
      await verifies('correct horse battery staple', ['scrypt', 2 ** 14, r, p, salt, key].join('$')),
    ).toBe(false);
    expect(await verifies('correct horse battery staple', ['scrypt', 'x', r, p, salt, key].join('$'))).toBe(
      false,
    );
  });

  it('has a dummy hash that no password matches', async () => {
    expect(DUMMY_HASH.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('demo', DUMMY_HASH)).toBe(false);
  });
});

describe('crypto-box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  /** The sealed value with one base64url character of part `index` changed. */
  const tamper = (sealed: string, index: number) => {
    const parts = sealed.split('.');
    const part = parts[index]!;
    parts[index] = (part[0] === 'A' ? 'B' : 'A') + part.slice(1);
    return parts.join('.');
  };

  it('round-trips text, including non-ASCII and empty text', () => {
    for (const text of ['access-token-123', 'žluťoučký kůň 🐎', '', 'x'.repeat(10_000)]) {
      const sealed = encrypt(key, text);
      expect(sealed.startsWith('v1.')).toBe(true);
      if (text) expect(sealed).not.toContain(text);
      expect(decrypt(key, sealed)).toBe(text);
    }
  });

  it('seals the same text differently every time (random IV)', () => {
    const a = encrypt(key, 'refresh-token');
    const b = encrypt(key, 'refresh-token');
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
    expect(decrypt(key, a)).toBe(decrypt(key, b));
  });

  it('throws on a tampered ciphertext, tag or IV', () => {
    const sealed = encrypt(key, 'a secret that must not be forged');
    expect(() => decrypt(key, tamper(sealed, 3))).toThrow();
    expect(() => decrypt(key, tamper(sealed, 2))).toThrow();
    expect(() => decrypt(key, tamper(sealed, 1))).toThrow();
    expect(() => decrypt(key, `${sealed}AA`)).toThrow();
  });

  it('throws with the wrong key', () => {
    const sealed = encrypt(key, 'a secret');
    expect(() => decrypt(randomBytes(32), sealed)).toThrow();
  });

  it('throws on something that is not a sealed value', () => {
    for (const value of ['', 'plain-token', 'v2.a.b.c', 'v1.onlyiv', 'v1..tag.data'])
      expect(() => decrypt(key, value)).toThrow();
  });

  it('has a sha256 in hex and random url-safe tokens', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const tokens = new Set(Array.from({ length: 50 }, () => randomToken()));
    expect(tokens.size).toBe(50);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('parseBffEnv', () => {
  const SHOP_1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
  const SHOP_2 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2';
  const KEY = randomBytes(32).toString('base64');
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bff-env-'));
  });
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('has defaults for an empty environment (demo mode)', () => {
    const env = parseBffEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      TRUST_PROXY: false,
      DEMO_PASSWORD: 'demo',
      SESSION_IDLE_MINUTES: expect.any(Number),
    });
    expect(env.PICKUP_BASE_URL).toBeUndefined();
  });

  it('names PICKUP_API_KEY when PICKUP_BASE_URL is set without it', () => {
    const message = configErrorOf({ PICKUP_BASE_URL: 'https://api.example.com', ESHOPS: `${SHOP_1}:Shop` });
    expect(message).toContain('PICKUP_API_KEY');
  });

  it('accepts a complete platform configuration', () => {
    const env = parseBffEnv({
      PICKUP_BASE_URL: 'https://api.example.com/',
      PICKUP_API_KEY: 'key-1',
      ESHOPS: `${SHOP_1}:Shop`,
    });
    expect(env.PICKUP_BASE_URL).toBe('https://api.example.com');
    expect(env.PICKUP_API_KEY).toBe('key-1');
  });

  it('reads ESHOPS as "id:Name,id:Name"', () => {
    const env = parseBffEnv({ ESHOPS: ` ${SHOP_1}:Shop CZ , ${SHOP_2}:Shop: SK` });
    expect(env.ESHOPS).toEqual([
      { id: SHOP_1, name: 'Shop CZ' },
      { id: SHOP_2, name: 'Shop: SK' },
    ]);
  });

  it('reads ESHOPS as a JSON array of {id, name}', () => {
    const env = parseBffEnv({
      ESHOPS: JSON.stringify([
        { id: SHOP_1, name: 'Shop CZ' },
        { id: SHOP_2, name: 'Shop SK' },
      ]),
    });
    expect(env.ESHOPS).toEqual([
      { id: SHOP_1, name: 'Shop CZ' },
      { id: SHOP_2, name: 'Shop SK' },
    ]);
  });

  it('names ESHOPS when it is malformed', () => {
    expect(configErrorOf({ ESHOPS: 'not-a-uuid:Shop' })).toContain('ESHOPS');
    expect(configErrorOf({ ESHOPS: '[{"id": ' })).toContain('ESHOPS');
    expect(configErrorOf({ ESHOPS: '[]' })).toContain('ESHOPS');
  });

  it('reads a secret from NAME_FILE', async () => {
    const keyFile = join(dir, 'api-key');
    const tokenKeyFile = join(dir, 'token-key');
    await writeFile(keyFile, 'key-from-file\n');
    await writeFile(tokenKeyFile, `${KEY}\n`);
    const databaseUrlFile = join(dir, 'database-url');
    await writeFile(databaseUrlFile, 'postgres://desk:secret@db.internal:5432/desk\n');
    const env = parseBffEnv({
      PICKUP_BASE_URL: 'https://api.example.com',
      PICKUP_API_KEY_FILE: keyFile,
      TOKEN_ENCRYPTION_KEY_FILE: tokenKeyFile,
      DATABASE_URL_FILE: databaseUrlFile, // a Kubernetes Secret mounted as a file
      ESHOPS: `${SHOP_1}:Shop`,
    });
    expect(env.PICKUP_API_KEY).toBe('key-from-file');
    expect(env.TOKEN_ENCRYPTION_KEY).toBe(KEY);
    expect(env.DATABASE_URL).toBe('postgres://desk:secret@db.internal:5432/desk');
  });

  it('names an unreadable NAME_FILE', () => {
    const missing = join(dir, 'does-not-exist');
    const message = configErrorOf({
      PICKUP_BASE_URL: 'https://api.example.com',
      PICKUP_API_KEY_FILE: missing,
      ESHOPS: `${SHOP_1}:Shop`,
    });
    expect(message).toContain('PICKUP_API_KEY_FILE');
    expect(message).toContain(missing);
    expect(configErrorOf({ OAUTH_CLIENT_SECRET_FILE: dir })).toContain('OAUTH_CLIENT_SECRET_FILE'); // a folder, not a file
  });

  it('names a malformed TOKEN_ENCRYPTION_KEY without echoing it', () => {
    for (const bad of ['not-a-key', randomBytes(16).toString('base64'), randomBytes(64).toString('base64')]) {
      const message = configErrorOf({ TOKEN_ENCRYPTION_KEY: bad });
      expect(message).toContain('TOKEN_ENCRYPTION_KEY');
      expect(message).not.toContain(bad);
    }
    expect(parseBffEnv({ TOKEN_ENCRYPTION_KEY: KEY }).TOKEN_ENCRYPTION_KEY).toBe(KEY);
  });

  it('names what an incomplete OAuth configuration lacks', () => {
    const message = configErrorOf({ AUTH_URL: 'https://auth.example.com', OAUTH_CLIENT_ID: 'client' });
    expect(message).toContain('OAUTH_CLIENT_SECRET');
    expect(message).toContain('OAUTH_REDIRECT_URI');
    expect(message).toContain('REST_URL');
    expect(message).not.toMatch(/AUTH_URL: /);
  });

  it('requires TOKEN_ENCRYPTION_KEY with an OAuth client secret', () => {
    const message = configErrorOf({
      AUTH_URL: 'https://auth.example.com',
      OAUTH_CLIENT_ID: 'client',
      OAUTH_CLIENT_SECRET: 'very-secret-value',
      OAUTH_REDIRECT_URI: 'https://desk.example.com/auth/callback',
      REST_URL: 'https://api.example.com',
    });
    expect(message).toContain('TOKEN_ENCRYPTION_KEY');
    expect(message).not.toContain('very-secret-value');
  });
});
