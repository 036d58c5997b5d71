// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Import, ImportRow, ImportRowsPage } from '@/contract/desk/import';
import type { Language } from '@/contract/languages';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { ResultStep } from './result-step';

// The import's dry run, row by row: what each row would do in words (its errors by column and
// reason, an update's changes old → new, which values came from a default and which coordinate was
// rounded), filtered by outcome and paged through the BFF.

const IMPORT_ID = 'cccccccc-cccc-4ccc-8ccc-ccccccccccc1';
const ROWS = `/bff/imports/${IMPORT_ID}/rows`;
const SOON = { timeout: 5_000 };

const RESULT = {
  id: IMPORT_ID,
  counts: {
    total: 45,
    create: 30,
    update: 10,
    unchanged: 3,
    error: 2,
    withoutHours: 30,
    hoursNoted: 1,
    pinFar: 1,
  },
  defaults: { phone: '+420 800 100 100', missingHours: 'always_open' },
} as Import;

const row = (n: number, fields: Partial<ImportRow>): ImportRow => ({
  row: n,
  outcome: 'create',
  placeId: null,
  name: `Place ${n}`,
  originPickupPlaceId: `X-${n}`,
  fields: [],
  changes: [],
  errors: [],
  notes: [],
  ...fields,
});

const ERRORS = [
  row(4, { outcome: 'error', name: '', errors: [{ column: 'Název', target: 'name', reason: 'required' }] }),
  row(9, { outcome: 'error', errors: [{ column: null, target: 'latitude', reason: 'required' }] }),
  row(11, {
    outcome: 'error',
    errors: [
      { column: null, target: null, reason: 'not_a_point', detail: 'LineString' },
      { column: 'Telefon', target: 'phone', reason: 'phone_digits' },
      {
        column: 'opening_hours',
        target: 'openingHours',
        reason: 'hours_guessed',
        detail: '“sb” read as Tuesday',
        warnings: [
          {
            code: 'checker',
            detail: 'PN-PT 10-19 SB <--- (Please use the English abbreviation "Tu" for "sb".)',
          },
        ],
      },
    ],
  }),
];
const OTHERS = [
  row(2, {
    outcome: 'update',
    placeId: '11111111-1111-4111-8111-111111111111',
    fields: ['storageTimeInDays'],
    changes: [{ field: 'storageTimeInDays', before: 7, after: 10 }],
  }),
  row(3, { fields: ['name', 'phone'] }),
  row(5, {
    notes: [
      { kind: 'default', target: 'phone', column: null },
      { kind: 'default', target: 'openingHours', column: null },
      { kind: 'rounded', target: 'latitude', column: 'lat' },
      { kind: 'pin_far', target: 'latitude', column: 'lat', town: 'Praha', km: 1185 },
      {
        kind: 'hours',
        target: 'openingHours',
        column: 'opening_hours',
        warnings: [{ code: 'day_names', detail: 'So|Sa|cs' }],
      },
    ],
  }),
];

/** The rows endpoint: the errors when asked for them, else the others; 45 rows in all. */
function rowsBff(first: Answer | undefined = undefined) {
  let failing = first;
  return fakeBff(({ method, path }: SentRequest): Answer => {
    if (method !== 'GET' || !path.startsWith(`${ROWS}?`)) return [404, { title: `Not faked: ${path}` }];
    if (failing) {
      const answer = failing;
      failing = undefined;
      return answer;
    }
    const query = new URL(path, 'http://desk').searchParams;
    const errors = query.get('outcome') === 'error';
    const items = errors ? ERRORS : OTHERS;
    return [
      200,
      {
        items,
        page: { number: Number(query.get('page')), size: 20, totalElements: errors ? 2 : 45 },
      } satisfies ImportRowsPage,
    ];
  });
}

/** The rows asked for, as outcome and page. */
const asked = (sent: SentRequest[]) =>
  sent.map((r) => {
    const query = new URL(r.path, 'http://desk').searchParams;
    return `${query.get('outcome') || 'all'}:${query.get('page')}`;
  });

const WORDS = {
  en: {
    filter: 'Show rows',
    counts: ['All 45', 'New 30', 'Changed 10', 'Unchanged 3', 'Errors 2'],
    errors: 'Errors 2',
    all: 'All 45',
    rows: 'Rows of the file',
    update: ['2', 'change', 'Place 2', 'Storage time: 7 days → 10 days'],
    create: ['3', 'new', 'Place 3', 'Name, Phone'],
    noName: ['4', 'error', 'X-4', 'Název: required, but empty'],
    noColumn: ['9', 'error', 'Place 9', 'Latitude (no column): required, but empty'],
    line: [
      '11',
      'error',
      'Place 11',
      'the feature is not a point (LineString); Telefon: needs 6 to 20 digits; opening_hours: opening hours that can be read only by guessing (“sb” read as Tuesday)',
    ],
    hoursNoted: '1 row’s opening hours are stored with a note: read it before applying.',
    pinFar: '1 row puts its pin far from the town of its address: check it before applying.',
    notes: [
      '5',
      'new',
      'Place 5',
      'The pin is 1,185 km from Praha, the town of its address: check it before applyingopening_hours: “So” read as Saturday (Czech day names)From defaults: Phone, opening hours (Open 24/7)Latitude rounded to 12 decimals',
    ],
  },
  cs: {
    filter: 'Zobrazit řádky',
    counts: ['Vše 45', 'Nová 30', 'Změněná 10', 'Beze změny 3', 'Chyby 2'],
    errors: 'Chyby 2',
    all: 'Vše 45',
    rows: 'Řádky souboru',
    update: ['2', 'změna', 'Place 2', 'Úložní doba: 7 dní → 10 dní'],
    create: ['3', 'nové', 'Place 3', 'Název, Telefon'],
    noName: ['4', 'chyba', 'X-4', 'Název: povinné, ale prázdné'],
    noColumn: ['9', 'chyba', 'Place 9', 'Zeměpisná šířka (bez sloupce): povinné, ale prázdné'],
    line: [
      '11',
      'chyba',
      'Place 11',
      'prvek není bod (LineString); Telefon: potřebuje 6 až 20 číslic; opening_hours: otevírací doba, kterou lze přečíst jen odhadem („sb“ čteno jako úterý)',
    ],
    hoursNoted: 'Otevírací doba 1 řádku se uloží s poznámkou: přečtěte ji před použitím.',
    pinFar: '1 řádek má špendlík daleko od obce ze své adresy: před použitím ho zkontrolujte.',
    notes: [
      '5',
      'nové',
      'Place 5',
      'Špendlík je 1\u00a0185 km od obce Praha z adresy: před použitím ho zkontrolujteopening_hours: „So“ čteno jako sobota (názvy dnů česky)Z výchozích hodnot: Telefon, otevírací doba (Otevřeno nonstop)Zeměpisná šířka zaokrouhleno na 12 desetinných míst',
    ],
  },
} satisfies Record<Language, unknown>;

/** The table's rows as their cells read. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe.each(['en', 'cs'] as const)('the dry run of an import in %s', (language) => {
  const w = WORDS[language];

  it("says what each row would do, and shows a chosen outcome's rows only", async () => {
    const sent = rowsBff();
    const { user } = await renderInApp(<ResultStep result={RESULT} />, { language });
    const filter = screen.getByRole('group', { name: w.filter });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(w.counts);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([w.hoursNoted, w.pinFar]);
    await vi.waitFor(() => expect(tableRows(w.rows)).toEqual([w.update, w.create, w.notes]), SOON);

    await user.click(within(filter).getByRole('button', { name: w.errors }));
    await vi.waitFor(() => expect(tableRows(w.rows)).toEqual([w.noName, w.noColumn, w.line]), SOON);
    expect(within(filter).getByRole('button', { name: w.errors }).getAttribute('aria-pressed')).toBe('true');
    expect(asked(sent)).toEqual(['all:0', 'error:0']);
  });
});

describe('the dry run of an import, paged or failing', () => {
  const w = WORDS.en;

  it('pages through the rows, and starts again at the first page for another outcome', async () => {
    const sent = rowsBff();
    const { user } = await renderInApp(<ResultStep result={RESULT} />);
    expect(await screen.findByText('1–20 of 45')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('21–40 of 45')).toBeDefined();
    await user.click(screen.getByRole('button', { name: w.errors }));
    expect(await screen.findByText('1–2 of 2')).toBeDefined();
    await user.click(screen.getByRole('button', { name: w.all }));
    expect(await screen.findByText('1–20 of 45')).toBeDefined();
    expect(asked(sent)).toEqual(['all:0', 'all:1', 'error:0']);
  });

  it('says why the rows cannot be read, and reads them again on "Try again"', async () => {
    const sent = rowsBff([403, { status: 403, title: 'Forbidden', detail: 'Not your import.' }]);
    const { user } = await renderInApp(<ResultStep result={RESULT} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ForbiddenNot your import.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(tableRows(w.rows)).toEqual([w.update, w.create, w.notes]), SOON);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toHaveLength(2);
  });
});
