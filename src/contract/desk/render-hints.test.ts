import { describe, expect, it } from 'vitest';
import { decodeRenderHints, encodeRenderHints } from './render-hints';

describe('render hints (the cookie the app writes for the server render)', () => {
  it('reads back what was written, leaving out what is unset', () => {
    const hints = {
      language: 'cs',
      eshop: 'shop-1',
      user: 'staff',
      columns: '{"order":[],"hidden":[]}',
      scheme: 'dark' as const,
      compact: true,
    };
    expect(decodeRenderHints(encodeRenderHints(hints))).toEqual(hints);
    expect(decodeRenderHints(encodeRenderHints({ user: 'staff' }))).toEqual({ user: 'staff' });
    expect(decodeRenderHints(encodeRenderHints({ compact: false }))).toEqual({ compact: false });
    // A cookie value: no quotes, commas, semicolons or spaces.
    expect(encodeRenderHints(hints)).toMatch(/^[\w%.!~*'()-]+$/);
  });

  it('ignores what is not the app’s: garbage, other types, unknown schemes, overlong values', () => {
    expect(decodeRenderHints(undefined)).toEqual({});
    expect(decodeRenderHints('%E0%A4%A')).toEqual({});
    expect(decodeRenderHints('not-json')).toEqual({});
    expect(decodeRenderHints(encodeURIComponent('[1,2]'))).toEqual({});
    expect(decodeRenderHints(encodeURIComponent('{"l":["cs"],"e":7,"s":"blue","u":"ann","w":true}'))).toEqual(
      {
        user: 'ann',
      },
    );
    expect(decodeRenderHints(encodeURIComponent(JSON.stringify({ c: 'x'.repeat(601), l: 'en' })))).toEqual({
      language: 'en',
    });
    expect(decodeRenderHints('x'.repeat(5000))).toEqual({});
  });
});
