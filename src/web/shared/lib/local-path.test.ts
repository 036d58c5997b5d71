import { describe, expect, it } from 'vitest';
import { localPath } from './local-path';

// The way back after sign-in comes from the address bar (`?returnTo=`), so anyone can craft it:
// only a path of this app may pass, never a way to another site or a script (no open redirect).

const ORIGIN = 'https://desk.example.com';

describe('localPath', () => {
  it.each([
    '/places',
    '/places?eshop=e1&page=2&sort=name,desc',
    '/orders/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1?tab=parcels#timeline',
    '/',
    '/places/%2F%2Fevil.example',
  ])('keeps the path of this app %s', (path) => {
    expect(localPath(path, ORIGIN)).toBe(path);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash that URLs read as a slash', '/\\evil.example/'],
    ['a backslash later on', '/places\\..\\'],
    ['another site', 'https://evil.example/'],
    ['this site written out in full', `${ORIGIN}/places`],
    ['a script', 'javascript:alert(1)'],
    ['a script in capitals', 'JavaScript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'orders/42'],
    ['a tab that browsers drop', '/\t/evil.example/'],
    ['a newline that browsers drop', '/\n/evil.example/'],
    ['a delete character', '/\u007f/evil.example/'],
    ['an empty value', ''],
    ['no value', null],
    ['a missing value', undefined],
  ])('refuses %s', (_, value) => {
    expect(localPath(value, ORIGIN)).toBeUndefined();
  });
});
