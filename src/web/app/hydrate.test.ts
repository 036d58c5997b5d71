// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Bootstrap } from '@/contract/desk/bootstrap';
import { encodeRenderHints } from '@/contract/desk/render-hints';
import { STORED_KEYS } from '../shared/lib/stored';
import { rendersAsServer } from './hydrate';

// The browser takes the server's HTML over only when its first render would be the same.

const COLUMNS = '{"order":["name","city"],"hidden":["type"]}';
const bootstrap = (rendered: Partial<NonNullable<Bootstrap['rendered']>> = {}) =>
  ({
    session: { user: { username: 'staff', role: 'staff' }, csrfToken: 't' },
    config: {
      eshops: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
    },
    rendered: {
      language: 'en',
      eshop: 'a',
      columnsFromHints: false,
      compact: false,
      firstPage: { queryKey: [], data: {} },
      ...rendered,
    },
  }) as unknown as Bootstrap;
const none = new URLSearchParams();

afterEach(() => localStorage.clear());

describe('rendersAsServer', () => {
  it('agrees when language, e-shop, columns and width are the server’s', () => {
    localStorage.setItem(STORED_KEYS.language, 'en');
    expect(rendersAsServer(bootstrap(), none, undefined, false)).toBe(true);
    localStorage.setItem(STORED_KEYS.columns('staff'), COLUMNS);
    const sent = encodeRenderHints({ user: 'staff', columns: COLUMNS });
    expect(rendersAsServer(bootstrap({ columnsFromHints: true }), none, sent, false)).toBe(true);
  });

  it('renders afresh when any of them differs', () => {
    localStorage.setItem(STORED_KEYS.language, 'cs');
    expect(rendersAsServer(bootstrap(), none, undefined, false)).toBe(false);
    localStorage.setItem(STORED_KEYS.language, 'en');
    expect(rendersAsServer(bootstrap(), none, undefined, true)).toBe(false);
    expect(rendersAsServer(bootstrap(), new URLSearchParams('eshop=b'), undefined, false)).toBe(false);
    localStorage.setItem(STORED_KEYS.eshop, 'b');
    expect(rendersAsServer(bootstrap(), none, undefined, false)).toBe(false);
    localStorage.removeItem(STORED_KEYS.eshop);
    // Columns chosen in this browser that the server did not know of (no cookie yet, another tab).
    localStorage.setItem(STORED_KEYS.columns('staff'), COLUMNS);
    expect(rendersAsServer(bootstrap(), none, undefined, false)).toBe(false);
    const older = encodeRenderHints({ user: 'staff', columns: '{"order":[],"hidden":[]}' });
    expect(rendersAsServer(bootstrap({ columnsFromHints: true }), none, older, false)).toBe(false);
  });

  it('renders afresh without a server render or a session', () => {
    expect(rendersAsServer({ ...bootstrap(), rendered: undefined }, none, undefined, false)).toBe(false);
    expect(rendersAsServer({ ...bootstrap(), session: null }, none, undefined, false)).toBe(false);
  });
});
