// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import type { PickupPlace } from '@/contract/places';
import { samplePlace } from '@/testing/fixtures/places';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { SEARCH_DEBOUNCE_MS } from '@/web/features/places-list/components/search/place-search-box';
import { PlacesRoute } from './places-route';
import { testConfig } from '@/web/testing/test-config';

/** How long a test waits for what the user should see: the machine may be running other tests. */
const SOON = { timeout: 5_000 };

// The places screen's search bar and table as a user meets them: the search box (one search once
// typing stops, not one per key), the columns each user chooses (kept for them by this browser)
// and the export of every match. The BFF is faked at fetch.

const ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const ADDRESS = `/places?eshop=${ESHOP}`;
const PLACES: PickupPlace[] = ['Brno Main Square', 'Brno Station', 'Ostrava Zoo'].map((name, i) => ({
  ...samplePlace(),
  id: `11111111-1111-4111-8111-11111111111${i}`,
  eshopId: ESHOP,
  name,
}));
const BRNO = PLACES.slice(0, 2);

const config = testConfig({ eshops: [{ id: ESHOP, name: 'Demo shop' }] });
const session = (username = 'staff') => ({
  user: { username, role: 'staff' },
  csrfToken: 'csrf-1',
  platform: { connected: false, available: false },
});
const page = (total: number) => ({
  number: 0,
  size: 20,
  totalElements: total,
  totalPages: 1,
  first: true,
  last: true,
});

/** The search: the places whose name holds `q` (every place without one). */
function search(path: string): Answer {
  const q = new URL(path, 'http://desk').searchParams.get('q')?.toLowerCase() ?? '';
  const items = PLACES.filter((p) => p.name.toLowerCase().includes(q)).map((p) => ({ ...p, flags: [] }));
  return [200, { items, page: page(items.length), flagCounts: {}, bounds: null }];
}

/**
 * The BFF of the places screen; `exportAnswer` answers an export's fetch (a file, a failure, or one
 * that never ends until it is aborted).
 */
function placesBff({
  username = 'staff',
  exportAnswer = () => new Response('name\n', { headers: { 'content-type': 'text/csv' } }),
}: { username?: string; exportAnswer?: (init?: RequestInit) => Response | Promise<Response> } = {}) {
  const sent = fakeBff(({ method, path }: SentRequest): Answer => {
    if (path === '/auth/session') return [200, session(username)];
    if (path === '/bff/config') return [200, config];
    if (path.startsWith('/bff/jobs?')) return [200, { items: [] }];
    if (path.startsWith('/bff/places/search?')) return search(path);
    if (path.startsWith('/api/v1/pickup-place?')) return [200, { items: PLACES, page: page(PLACES.length) }];
    return [404, { status: 404, title: `Not faked: ${method} ${path}` }];
  });
  // An export is streamed and saved as a file, not read as JSON: answered apart.
  const json = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).startsWith('/bff/places/export')) return json(input, init);
    sent.push({ method: 'GET', path: String(input), headers: {}, body: undefined });
    return exportAnswer(init);
  });
  return sent;
}

const WORDS = {
  en: {
    search: 'Search places',
    clear: 'Clear search',
    twoMatch: '2 places match',
    table: 'Pickup places of the e-shop',
    columns: 'Columns',
    shown: 'Columns shown',
    name: 'Name',
    city: 'City',
    type: 'Type',
    carrier: 'Carrier',
    storage: 'Storage time',
    openNow: 'Open now',
    up: (name: string) => `Move ${name} up`,
    down: (name: string) => `Move ${name} down`,
    reset: 'Reset columns',
    export: 'Export',
    scope: 'Exports 2 places, all matches',
    formats: ['CSV', 'CSV for Excel', 'GeoJSON'],
    excel: 'CSV for Excel',
    saved: (name: string) => `Export saved as ${name}`,
  },
  cs: {
    search: 'Hledat místa',
    clear: 'Smazat hledání',
    twoMatch: 'Odpovídají 2 místa',
    table: 'Výdejní místa e-shopu',
    columns: 'Sloupce',
    shown: 'Zobrazené sloupce',
    name: 'Název',
    city: 'Město',
    type: 'Typ',
    carrier: 'Dopravce',
    storage: 'Úložní doba',
    openNow: 'Právě otevřeno',
    up: (name: string) => `Posunout ${name} nahoru`,
    down: (name: string) => `Posunout ${name} dolů`,
    reset: 'Obnovit sloupce',
    export: 'Export',
    scope: 'Exportuje 2 místa, všechny shody',
    formats: ['CSV', 'CSV pro Excel', 'GeoJSON'],
    excel: 'CSV pro Excel',
    saved: (name: string) => `Export uložen jako ${name}`,
  },
} satisfies Record<Language, unknown>;
type Words = (typeof WORDS)[Language];

async function openPlaces(language: Language, sent: SentRequest[]) {
  const view = await renderInApp(<PlacesRoute />, { language, address: ADDRESS });
  await screen.findByText('Ostrava Zoo', {}, SOON);
  return { ...view, sent };
}

// Each test starts as a first visit: no columns chosen, no e-shop remembered.
beforeEach(() => localStorage.clear());

/** The search texts sent, in order (the page of matches and the count alike). */
const searches = (sent: SentRequest[]) =>
  sent
    .filter((r) => r.path.startsWith('/bff/places/search?'))
    .map((r) => new URL(r.path, 'http://desk').searchParams.get('q'));

/** The table's column names, in order (also while the chooser over it hides it from the tree). */
const headers = (w: Words) =>
  within(screen.getByRole('table', { name: w.table, hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((h) => h.textContent)
    .filter(Boolean)
    .filter((name) => name !== 'Actions' && name !== 'Akce');

/** The places the table shows, by name. */
const rows = () =>
  PLACES.filter((p) => within(screen.getByRole('table')).queryByText(p.name) !== null).map((p) => p.name);

describe.each(['en', 'cs'] as const)('the places search box in %s', (language) => {
  const w = WORDS[language];

  it('searches once typing stops, not once per key', async () => {
    const { sent } = await openPlaces(language, placesBff());
    // Someone typing briskly: a key every 50 ms, each before the search would start.
    const typist = userEvent.setup({ delay: 50 });
    const box = screen.getByRole('searchbox', { name: w.search });
    const keyTimes: number[] = [];
    box.addEventListener('input', () => keyTimes.push(performance.now()));
    await typist.type(box, 'Brno');
    await vi.waitFor(() => expect(rows()).toEqual(BRNO.map((p) => p.name)), SOON);
    const asked = searches(sent).filter((q) => q !== null);
    // The page of matches and their count, each asked once, for the whole word; unless the machine
    // stalled between two keys for as long as the pause that starts a search (a busy test run), when
    // that prefix was rightly searched too, but still not one search per key.
    const longestGap = Math.max(...keyTimes.slice(1).map((t, i) => t - keyTimes[i]!));
    if (longestGap < SEARCH_DEBOUNCE_MS) expect(asked).toEqual(['Brno', 'Brno']);
    else expect(asked.length).toBeLessThan(2 * 'Brno'.length);
    expect(asked.slice(-2)).toEqual(['Brno', 'Brno']);
    // Said to screen readers too.
    expect(screen.getByText(w.twoMatch).getAttribute('role')).toBe('status');
  });

  it('clears the search with Escape, back to every place', async () => {
    const { user } = await openPlaces(language, placesBff());
    const box = screen.getByRole('searchbox', { name: w.search });
    await user.type(box, 'Brno');
    await vi.waitFor(() => expect(rows()).toHaveLength(2), SOON);
    await user.keyboard('{Escape}');
    expect(box).toHaveProperty('value', '');
    await vi.waitFor(() => expect(rows()).toEqual(PLACES.map((p) => p.name)), SOON);
  });
});

describe('the places search box by keyboard', () => {
  it('takes the focus with "/" from anywhere on the screen, and its cross clears it', async () => {
    const w = WORDS.en;
    const { user, sent } = await openPlaces('en', placesBff());
    screen.getByRole('button', { name: w.columns }).focus();
    await user.keyboard('/');
    const box = screen.getByRole('searchbox', { name: w.search });
    expect(document.activeElement).toBe(box);
    expect(box).toHaveProperty('value', '');
    await userEvent.setup({ delay: 50 }).keyboard('Zoo');
    await vi.waitFor(() => expect(rows()).toEqual(['Ostrava Zoo']), SOON);
    await user.click(screen.getByRole('button', { name: w.clear }));
    await vi.waitFor(() => expect(rows()).toHaveLength(3), SOON);
    // The whole word was searched (a prefix too, only if the machine stalled between two keys).
    expect(
      searches(sent)
        .filter((q) => q !== null)
        .slice(-2),
    ).toEqual(['Zoo', 'Zoo']);
  });
});

describe.each(['en', 'cs'] as const)('the column chooser in %s', (language) => {
  const w = WORDS[language];
  const all = [w.name, w.type, w.carrier, w.city, w.storage, w.openNow];

  it("hides and moves columns, and keeps them for the user's next visit, not for another user", async () => {
    const first = await openPlaces(language, placesBff());
    expect(headers(w)).toEqual(all);
    const { user } = first;
    await user.click(screen.getByRole('button', { name: w.columns }));
    const chooser = screen.getByRole('dialog', { name: w.shown });
    // The name says which place a row is: always shown.
    expect(within(chooser).getByRole('checkbox', { name: new RegExp(`^${w.name}`) })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(chooser).getByRole('checkbox', { name: w.city }));
    await user.click(within(chooser).getByRole('button', { name: w.up(w.carrier) }));
    const chosen = [w.name, w.carrier, w.type, w.storage, w.openNow];
    expect(headers(w)).toEqual(chosen);
    first.unmount();

    const again = await openPlaces(language, placesBff());
    expect(headers(w)).toEqual(chosen);
    again.unmount();

    await openPlaces(language, placesBff({ username: 'anna' }));
    expect(headers(w)).toEqual(all);
  });

  it('puts the columns back as they were with "Reset columns"', async () => {
    const { user } = await openPlaces(language, placesBff());
    await user.click(screen.getByRole('button', { name: w.columns }));
    await user.click(screen.getByRole('checkbox', { name: w.city }));
    await user.click(screen.getByRole('button', { name: w.down(w.type) }));
    expect(headers(w)).not.toEqual(all);
    await user.click(screen.getByRole('button', { name: w.reset }));
    expect(headers(w)).toEqual(all);
    expect(screen.getByRole('checkbox', { name: w.city })).toHaveProperty('checked', true);
  });
});

describe('the column chooser by keyboard', () => {
  const w = WORDS.en;

  it('opens with Enter, ticks with Space, moves with Enter, and gives the focus back on Escape', async () => {
    const { user } = await openPlaces('en', placesBff());
    const button = screen.getByRole('button', { name: w.columns });
    button.focus();
    await user.keyboard('{Enter}');
    const chooser = screen.getByRole('dialog', { name: w.shown });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Name (always shown, so not reachable), then Type and its two arrows (up is off for the first).
    await vi.waitFor(() => expect(chooser.contains(document.activeElement)).toBe(true), SOON);
    await user.tab();
    expect(document.activeElement).toBe(within(chooser).getByRole('checkbox', { name: 'Type' }));
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(within(chooser).getByRole('button', { name: w.down('Type') }));
    await user.keyboard('{Enter}');
    expect(headers(w)).toEqual(['Name', 'Carrier', 'City', 'Storage time', 'Open now']);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: w.shown })).toBeNull(), SOON);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

/** The files handed to the browser's download, by name. */
function downloads() {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

const csvFile = () =>
  new Response('name\n', {
    headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="places-brno.csv"' },
  });

describe.each(['en', 'cs'] as const)('the export in %s', (language) => {
  const w = WORDS[language];

  it('exports every match of the search, in the format chosen, as the file the BFF names', async () => {
    const saved = downloads();
    const { user, sent } = await openPlaces(language, placesBff({ exportAnswer: csvFile }));
    await user.type(screen.getByRole('searchbox', { name: w.search }), 'Brno');
    await vi.waitFor(() => expect(rows()).toHaveLength(2), SOON);

    await user.click(screen.getByRole('button', { name: w.export }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText(w.scope)).toBeDefined();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual(w.formats);
    await user.click(within(menu).getByRole('menuitem', { name: new RegExp(`^${w.excel}`) }));

    expect(await screen.findByText(w.saved('places-brno.csv'))).toBeDefined();
    expect(saved).toEqual(['places-brno.csv']);
    const [exported, ...more] = sent.filter((r) => r.path.startsWith('/bff/places/export'));
    expect(more).toEqual([]);
    const url = new URL(exported!.path, 'http://desk');
    expect(url.pathname).toBe('/bff/places/export.csv');
    // Czech Excel reads a decimal comma as a number, and only that.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      eshopId: ESHOP,
      q: 'Brno',
      separator: 'semicolon',
      ...(language === 'cs' ? { decimal: 'comma' } : {}),
    });
  });
});

describe('the export, cancelled or failed', () => {
  const w = WORDS.en;

  it('shows its progress, and can be cancelled: no file then', async () => {
    const saved = downloads();
    const endless = (init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    const { user } = await openPlaces('en', placesBff({ exportAnswer: endless }));
    await user.click(screen.getByRole('button', { name: w.export }));
    await user.click(screen.getByRole('menuitem', { name: /^GeoJSON/ }));
    const progress = await screen.findByText('Exporting… 0 B received');
    expect(progress.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled')).toBeDefined();
    expect(screen.getByRole('button', { name: w.export })).toBeDefined();
    expect(saved).toEqual([]);
  });

  it('says why it failed', async () => {
    const saved = downloads();
    const refused = () =>
      new Response(
        JSON.stringify({ status: 503, title: 'Unavailable', detail: 'The read model is warming up.' }),
        {
          status: 503,
          headers: { 'content-type': 'application/problem+json' },
        },
      );
    const { user } = await openPlaces('en', placesBff({ exportAnswer: refused }));
    await user.click(screen.getByRole('button', { name: w.export }));
    await user.click(screen.getByRole('menuitem', { name: /^CSV Comma/ }));
    const note = await screen.findByText('The export failed: The read model is warming up.');
    expect(note.closest('[role="alert"]')).not.toBeNull();
    expect(saved).toEqual([]);
  });
});
