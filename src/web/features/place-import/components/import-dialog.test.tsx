// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Job } from '@/contract/desk/bulk-jobs';
import type { Import, ImportRowsPage } from '@/contract/desk/import';
import type { Language } from '@/contract/languages';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { fakeUpload, type SentUpload } from '@/web/testing/fake-upload';
import { renderInApp } from '@/web/testing/render';
import ImportDialog from './import-dialog';

// Importing places from a file: choose it, see which column fills which field and what applying
// would do (a dry run on the BFF), then apply it as a job. The BFF is faked at fetch and at the
// upload's XMLHttpRequest.

const ESHOP = '11111111-1111-4111-8111-111111111111';
const IMPORT_ID = 'cccccccc-cccc-4ccc-8ccc-ccccccccccc1';
const JOB = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1', eshopId: ESHOP } as Job;

const IMPORTED: Import = {
  id: IMPORT_ID,
  eshopId: ESHOP,
  fileName: 'places.csv',
  format: 'csv',
  encoding: 'utf-8',
  delimiter: ';',
  sheets: [],
  sheet: null,
  columns: [
    { header: 'Název', samples: ['Brno Main Square', 'Ostrava Station'], offered: null },
    { header: 'Město', samples: ['Brno', 'Ostrava'], offered: null },
  ],
  mapping: ['name', 'city'],
  defaults: {},
  counts: {
    total: 3,
    create: 2,
    update: 0,
    unchanged: 0,
    error: 1,
    withoutHours: 0,
    hoursNoted: 0,
    pinFar: 0,
  },
  createdAt: '2026-11-25T08:00:00.000Z',
  jobId: null,
};

const ROWS: ImportRowsPage = {
  items: [
    {
      row: 4,
      outcome: 'error',
      placeId: null,
      name: 'Nameless',
      originPickupPlaceId: 'X-3',
      fields: [],
      changes: [],
      errors: [{ column: 'Název', target: 'name', reason: 'required' }],
      notes: [],
    },
    {
      row: 2,
      outcome: 'create',
      placeId: null,
      name: 'Brno Main Square',
      originPickupPlaceId: 'X-1',
      fields: [],
      changes: [],
      errors: [],
      notes: [],
    },
  ],
  page: { number: 0, size: 20, totalElements: 2 },
};

const WORDS = {
  en: {
    title: 'Import places from a file',
    drop: 'Drop a CSV, Excel (.xlsx) or GeoJSON file here, or',
    retry: 'Try again',
    sending: 'Sending the file… 50 %',
    file: 'File to import',
    limits: 'At most 20 MiB and 10,000 rows.',
    mapping: 'Columns',
    targetOf: (column: string) => `Field filled by column ${column}`,
    name: 'Name',
    city: 'City',
    ignore: 'Ignore',
    rows: 'Rows of the file',
    rowError: 'Název: required, but empty',
    skipped: '1 row with an error will not be written.',
    stale: 'The columns or values changed: check again to see what applying would do.',
    check: 'Check again with this mapping',
    apply: (create: number, update: number) => `Apply: ${create} new, ${update} changed`,
    another: 'Another file',
    cancel: 'Cancel',
    unclosed: 'broken.csv: A quote opened on row 3 is never closed.',
  },
  cs: {
    title: 'Import míst ze souboru',
    drop: 'Přetáhněte sem soubor CSV, Excel (.xlsx) nebo GeoJSON, nebo',
    retry: 'Zkusit znovu',
    sending: 'Odesílání souboru… 50 %',
    file: 'Soubor k importu',
    // Testing Library folds the no-break space of Czech thousands into a space.
    limits: 'Nejvýše 20 MiB a 10 000 řádků.',
    mapping: 'Sloupce',
    targetOf: (column: string) => `Pole plněné sloupcem ${column}`,
    name: 'Název',
    city: 'Město',
    ignore: 'Nepoužít',
    rows: 'Řádky souboru',
    rowError: 'Název: povinné, ale prázdné',
    skipped: '1 řádek s chybou se nezapíše.',
    stale: 'Sloupce nebo hodnoty se změnily: zkontrolujte soubor znovu, ať vidíte, co by import udělal.',
    check: 'Zkontrolovat znovu s tímto přiřazením',
    apply: (create: number, update: number) => `Použít: ${create} nových, ${update} změněných`,
    another: 'Jiný soubor',
    cancel: 'Zrušit',
    unclosed: 'broken.csv: Uvozovka otevřená na řádku 3 není uzavřena.',
  },
} satisfies Record<Language, unknown>;

/** The BFF's import endpoints (a file named broken.csv is refused); `remapped` answers a new mapping. */
function fakeImports(remapped: Import = IMPORTED) {
  const upload = ({ file }: SentUpload): Answer =>
    file?.name === 'broken.csv'
      ? [400, { status: 400, title: 'Unreadable file', properties: { reason: 'unclosed_quote', row: 3 } }]
      : [201, IMPORTED];
  const bff = ({ method, path }: SentRequest): Answer => {
    if (path === '/bff/imports/limits') return [200, { maxBytes: 20 * 1024 * 1024, maxRows: 10_000 }];
    if (path.startsWith(`/bff/imports/${IMPORT_ID}/rows?`)) return [200, ROWS];
    if (method === 'PUT' && path === `/bff/imports/${IMPORT_ID}/mapping`) return [200, remapped];
    if (method === 'POST' && path === `/bff/imports/${IMPORT_ID}/apply`) return [202, JOB];
    return [404, { title: `Not faked: ${method} ${path}` }];
  };
  return { uploads: fakeUpload(upload), requests: fakeBff(bff) };
}

async function open(language: Language, remapped?: Import) {
  const sent = fakeImports(remapped);
  const handlers = { onClose: vi.fn(), onStarted: vi.fn() };
  const view = await renderInApp(<ImportDialog eshopId={ESHOP} {...handlers} />, { language });
  return { ...view, ...handlers, ...sent };
}

const csv = (name = 'places.csv') => new File(['Název;Město\n'], name, { type: 'text/csv' });

describe.each(['en', 'cs'] as const)('the import dialog in %s', (language) => {
  const w = WORDS[language];

  it('reads the file, shows the mapping and the dry run, and applies it as a job', async () => {
    const { user, uploads, requests, onStarted } = await open(language);
    const dialog = screen.getByRole('dialog', { name: w.title });
    expect(await within(dialog).findByText(w.limits, { exact: false })).toBeDefined();

    await user.upload(within(dialog).getByLabelText(w.file), csv());
    const mapping = await within(dialog).findByRole('table', { name: w.mapping });
    expect(uploads.map((u) => [u.path, u.file?.name])).toEqual([
      [`/bff/imports?eshopId=${ESHOP}&encoding=auto`, 'places.csv'],
    ]);
    expect(within(mapping).getByRole('combobox', { name: w.targetOf('Název') }).textContent).toBe(w.name);
    expect(within(mapping).getByRole('combobox', { name: w.targetOf('Město') }).textContent).toBe(w.city);

    const rows = within(dialog).getByRole('table', { name: w.rows });
    expect(await within(rows).findByText(w.rowError)).toBeDefined();
    expect(within(dialog).getByText(w.skipped)).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: w.apply(2, 0) }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith(JOB));
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: `/bff/imports/${IMPORT_ID}/apply` });
  });

  it('reads a file dropped on the upload zone', async () => {
    const { uploads } = await open(language);
    fireEvent.drop(screen.getByText(w.drop), { dataTransfer: { files: [csv()] } });
    expect(await screen.findByRole('table', { name: w.mapping })).toBeDefined();
    expect(uploads.map((u) => u.file?.name)).toEqual(['places.csv']);
  });

  it('says why the dry run’s rows cannot be read, and reads them again', async () => {
    let rowsFail = true;
    fakeUpload(() => [201, IMPORTED]);
    fakeBff(({ path }) =>
      path === '/bff/imports/limits'
        ? [200, { maxBytes: 20 * 1024 * 1024, maxRows: 10_000 }]
        : rowsFail
          ? [409, { status: 409, title: 'The dry run is being read again' }]
          : [200, ROWS],
    );
    const { user } = await renderInApp(
      <ImportDialog eshopId={ESHOP} onClose={vi.fn()} onStarted={vi.fn()} />,
      {
        language,
      },
    );
    await user.upload(screen.getByLabelText(w.file), csv());
    const problem = (await screen.findByText('The dry run is being read again')).closest<HTMLElement>(
      '[role=alert]',
    )!;
    rowsFail = false;
    await user.click(within(problem).getByRole('button', { name: w.retry }));
    const rows = screen.getByRole('table', { name: w.rows });
    expect(await within(rows).findByText(w.rowError)).toBeDefined();
    expect(screen.queryByText('The dry run is being read again')).toBeNull();
  });

  it('says what is wrong with a file it cannot read, and stays on the upload', async () => {
    const { user } = await open(language);
    await user.upload(screen.getByLabelText(w.file), csv('broken.csv'));
    expect((await screen.findByRole('alert')).textContent).toBe(w.unclosed);
    expect(screen.queryByRole('table', { name: w.mapping })).toBeNull();
    expect(screen.queryByRole('button', { name: w.apply(2, 0) })).toBeNull();
  });

  it('will not apply a changed mapping before it is checked again', async () => {
    const remapped = { ...IMPORTED, mapping: ['name', null], counts: { ...IMPORTED.counts, error: 0 } };
    const { user, requests } = await open(language, remapped as Import);
    await user.upload(screen.getByLabelText(w.file), csv());
    await user.click(await screen.findByRole('combobox', { name: w.targetOf('Město') }));
    await user.click(screen.getByRole('option', { name: w.ignore }));

    expect(screen.getByText(w.stale)).toBeDefined();
    expect(screen.getByRole('button', { name: w.apply(2, 0) })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: w.check }));
    await vi.waitFor(() => expect(screen.queryByText(w.stale)).toBeNull());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ mapping: ['name', null], defaults: {} });
    expect(screen.getByRole('button', { name: w.apply(2, 0) })).toHaveProperty('disabled', false);
  });
});

describe('the import dialog, cancelled or used by keyboard', () => {
  const w = WORDS.en;

  it('stops sending the file when closed meanwhile', async () => {
    fakeBff(() => [200, { maxBytes: 20 * 1024 * 1024, maxRows: 10_000 }]);
    const uploads = fakeUpload(() => new Promise<Answer>(() => undefined), { progress: [0.5] });
    const { user, unmount } = await renderInApp(
      <ImportDialog eshopId={ESHOP} onClose={vi.fn()} onStarted={vi.fn()} />,
    );
    await user.upload(screen.getByLabelText(w.file), csv());
    expect(await screen.findByText(w.sending)).toBeDefined();
    unmount();
    expect(uploads.map((u) => u.aborted)).toEqual([true]);
  });

  it('goes back to another file without closing, and cancels without applying', async () => {
    const { user, onClose, onStarted, requests } = await open('en');
    await user.upload(screen.getByLabelText(w.file), csv());
    await user.click(await screen.findByRole('button', { name: w.another }));
    expect(screen.getByLabelText(w.file)).toBeDefined();
    expect(screen.queryByRole('table', { name: w.mapping })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: w.cancel }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onStarted).not.toHaveBeenCalled();
    expect(requests.some((r) => r.path.endsWith('/apply'))).toBe(false);
  });

  it('keeps the focus off the page behind once the file is read, and closes on Escape without applying', async () => {
    const { user, onClose, onStarted } = await open('en');
    await user.upload(screen.getByLabelText(w.file), csv());
    await screen.findByRole('table', { name: w.mapping });
    // The upload step (and its button) went away with the focus; the dialog's focus trap takes it
    // back, so Escape still reaches the dialog.
    await vi.waitFor(() => expect(document.activeElement).not.toBe(document.body));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('is applied with the keyboard from Cancel', async () => {
    const { user, onStarted } = await open('en');
    await user.upload(screen.getByLabelText(w.file), csv());
    const cancel = await screen.findByRole('button', { name: w.cancel });
    cancel.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: w.apply(2, 0) }));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith(JOB));
  });
});
