import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { configErrorOf } from '@/testing/config-error';
import { parseBffEnv } from '../config';
import { resolveBffConfig } from '../resolve-config';
import { bodyForPlatform, deskEndsStream, endsForDesk } from './platform-midnight';

// PLATFORM_MIDNIGHT=23:59 (issue 49): "until midnight" leaves as 23:59 and comes back as 24:00.

const hours = (to: string) => ({
  openingHours: {
    regular: {
      monday: [
        { from: '08:00', to: '12:00' },
        { from: '20:00', to },
      ],
    },
    exceptions: [{ date: '2026-12-24', intervals: [{ from: '00:00', to }] }],
  },
});

describe('the platform’s midnight', () => {
  it('writes every interval ending 24:00 as 23:59, and nothing else', () => {
    const sent = JSON.parse(
      bodyForPlatform(JSON.stringify({ name: '24:00 shop', ...hours('24:00') }), '23:59'),
    );
    expect(sent).toEqual({ name: '24:00 shop', ...hours('23:59') });
  });

  it('sends a body as it is when the platform takes 24:00, or when it is no JSON', () => {
    const body = JSON.stringify(hours('24:00'));
    expect(bodyForPlatform(body, '24:00')).toBe(body);
    expect(bodyForPlatform('{"to":"24:00"', '23:59')).toBe('{"to":"24:00"');
  });

  it('reads an answer’s 23:59 ends back as 24:00, keeping its length and every other 23:59', () => {
    const answer = JSON.stringify({ note: 'opens "23:59"', from: '23:59', ...hours('23:59') });
    const read = endsForDesk(answer);
    expect(read).toHaveLength(answer.length);
    expect(JSON.parse(read)).toEqual({ note: 'opens "23:59"', from: '23:59', ...hours('24:00') });
    expect(endsForDesk('{"to" : "23:59"}')).toBe('{"to" : "24:00"}');
  });

  it('maps a streamed answer however its chunks cut it, UTF-8 included', async () => {
    const answer = Buffer.from(JSON.stringify({ name: 'Výdejna Žižkov', ...hours('23:59') }));
    const expected = JSON.stringify({ name: 'Výdejna Žižkov', ...hours('24:00') });
    for (let cut = 1; cut < answer.length; cut += 1) {
      const chunks = [answer.subarray(0, cut), answer.subarray(cut)];
      expect(await text(Readable.from(chunks).pipe(deskEndsStream())), `cut at ${cut}`).toBe(expected);
    }
    const bytewise = [...answer].map((b) => Buffer.from([b]));
    expect(await text(Readable.from(bytewise).pipe(deskEndsStream()))).toBe(expected);
  });
});

describe('PLATFORM_MIDNIGHT', () => {
  const demo = {
    url: 'http://127.0.0.1:9999',
    apiKey: 'k',
    basicToken: 't',
    clientId: 'c',
    clientSecret: 's',
    eshops: [{ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', name: 'Shop' }],
  };
  const key = { TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
  const midnightOf = (env: NodeJS.ProcessEnv) =>
    resolveBffConfig(parseBffEnv({ ...key, ...env }), demo).platformMidnight ?? '24:00';
  it('is 24:00 unless set, and 23:59 when set so', () => {
    expect(midnightOf({})).toBe('24:00');
    expect(midnightOf({ PLATFORM_MIDNIGHT: '23:59' })).toBe('23:59');
  });
  it('refuses any other end by name', () => {
    expect(configErrorOf({ PLATFORM_MIDNIGHT: '00:00' })).toMatch(/PLATFORM_MIDNIGHT/);
  });
});
