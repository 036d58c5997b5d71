// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@/contract/desk/place-history';
import type { Language } from '@/contract/languages';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import GonePlaceHistory from './gone-place-history';
import { PlaceHistory } from './place-history';

/** How long a test waits for what the user should see: the machine may be running other tests. */
const SOON = { timeout: 5_000 };

// A place's history below its editor: who changed what and when, in words, each change revertible
// unless a later change touched the same fields; and a deleted place's history, from which it can
// be made again. The BFF is faked at fetch.

const PLACE = '11111111-1111-4111-8111-111111111111';
const RESTORED = '22222222-2222-4222-8222-222222222222';
const JOB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1';
const HISTORY = `/bff/places/${PLACE}/history`;

const entry = (id: number, fields: Partial<HistoryEntry>): HistoryEntry => ({
  id,
  placeId: PLACE,
  at: `2026-11-2${id % 10}T09:30:00.000Z`,
  username: 'anna',
  operation: 'update',
  jobId: null,
  revertOf: null,
  changes: [],
  ...fields,
});

const BY_JOB = entry(13, {
  username: 'petr',
  operation: 'bulk',
  jobId: JOB,
  job: {
    id: JOB,
    kind: 'storageTime',
    createdBy: 'petr',
    createdAt: '2026-11-23T08:00:00.000Z',
    undoOf: null,
  },
  changes: [{ field: 'storageTimeInDays', before: 7, after: 10 }],
});
const EDIT = entry(12, {
  changes: [
    { field: 'phone', before: '+420 111 222 333', after: '+420 222 333 444' },
    { field: 'type', before: 'PARCEL_SHOP', after: 'PARCEL_BOX' },
  ],
});
const IMAGE = entry(11, {
  operation: 'image',
  image: { replaced: false, url: '/files/front.jpg', fileName: 'front.jpg' },
});
const CREATED = entry(10, {
  operation: 'create',
  changes: [{ field: 'name', before: null, after: 'Brno Zoo' }],
});
const DELETED = entry(14, {
  operation: 'delete',
  changes: [{ field: 'name', before: 'Brno Zoo', after: null }],
});

const WORDS = {
  en: {
    history: 'History',
    retry: 'Try again',
    empty: 'No changes recorded yet.',
    revert: 'Revert this change',
    reverted: 'Reverted.',
    ops: ['Bulk change', 'Edit', 'Image', 'Created'],
    job: (when: string) => `Job “Set storage time” started by petr, ${when}`,
    storage: 'Storage time: 7 days → 10 days',
    phone: 'Phone: +420 111 222 333 → +420 222 333 444',
    type: 'Type: Parcel shop → Parcel box',
    image: 'Image added: front.jpg',
    changedAgain: (when: string) => `petr changed Phone, Type again on ${when}. Revert that change first.`,
    restore: 'Restore',
    restoreHint: 'This place was deleted. Restore makes it again',
    restored: 'The place was restored as a new place with a new id.',
    openRestored: 'Open the restored place',
  },
  cs: {
    history: 'Historie',
    retry: 'Zkusit znovu',
    empty: 'Zatím nejsou zaznamenány žádné změny.',
    revert: 'Vrátit tuto změnu',
    reverted: 'Vráceno.',
    ops: ['Hromadná změna', 'Úprava', 'Obrázek', 'Vytvoření'],
    job: (when: string) => `Úloha „Nastavit úložní dobu“ spuštěná uživatelem petr, ${when}`,
    storage: 'Úložní doba: 7 dní → 10 dní',
    phone: 'Telefon: +420 111 222 333 → +420 222 333 444',
    type: 'Typ: Výdejna → Výdejní box',
    image: 'Obrázek přidán: front.jpg',
    changedAgain: (when: string) => `petr znovu změnil(a) Telefon, Typ (${when}). Nejprve vraťte tuto změnu.`,
    restore: 'Obnovit',
    restoreHint: 'Toto místo bylo smazáno. Obnovení ho vytvoří znovu',
    restored: 'Místo bylo obnoveno jako nové místo s novým ID.',
    openRestored: 'Otevřít obnovené místo',
  },
} satisfies Record<Language, unknown>;

/** A time as the screen shows it to a user of that language, in this machine's zone. */
const when = (at: string, language: Language) =>
  new Date(at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** The history endpoints; `revert` and `restore` answer those commands (a revert: the new entry). */
function historyBff(
  items: HistoryEntry[],
  {
    revert = [200, entry(15, { operation: 'revert', revertOf: 12 })],
    restore,
  }: { revert?: Answer; restore?: Answer } = {},
) {
  let history = items;
  return fakeBff(({ method, path }: SentRequest): Answer => {
    if (method === 'GET' && path === HISTORY) return [200, { items: history }];
    if (method === 'POST' && path.startsWith(`${HISTORY}/`) && path.endsWith('/revert')) return revert;
    if (method === 'POST' && path === `/bff/places/${PLACE}/restore` && restore) {
      if (restore[0] < 300) history = [entry(15, { operation: 'restore', restoredAs: RESTORED }), ...history];
      return restore;
    }
    return [404, { status: 404, title: `Not faked: ${method} ${path}` }];
  });
}

async function openHistory(language: Language, sent: SentRequest[], readOnly = false) {
  const onReverted = vi.fn();
  const view = await renderInApp(
    <PlaceHistory placeId={PLACE} readOnly={readOnly} onReverted={onReverted} />,
    {
      language,
    },
  );
  const section = await screen.findByRole('region', { name: WORDS[language].history });
  await within(section).findAllByRole('listitem');
  return { ...view, section, onReverted, sent };
}

/** The entries as the list shows them, newest first. */
const entries = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.closest('li') === null);
/** An entry's lines of changes. */
const lines = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe.each(['en', 'cs'] as const)("a place's history in %s", (language) => {
  const w = WORDS[language];

  it('says who changed what and when, newest first, in words', async () => {
    const { section } = await openHistory(language, historyBff([BY_JOB, EDIT, IMAGE, CREATED]));
    const items = entries(section);
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual(w.ops);
    const [job, edit, image] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(job).getByText(`petr, ${when(BY_JOB.at, language)}`)).toBeDefined();
    expect(within(job).getByText(w.job(when(BY_JOB.job!.createdAt, language)))).toBeDefined();
    expect(lines(job)).toEqual([w.storage]);
    expect(within(edit).getByText(`anna, ${when(EDIT.at, language)}`)).toBeDefined();
    expect(lines(edit)).toEqual([w.phone, w.type]);
    expect(image.textContent).toContain(w.image);
    expect(within(image).getByRole('link', { name: 'front.jpg' }).getAttribute('href')).toBe(
      '/files/front.jpg',
    );
  });

  it('reverts a change, says so and has the editor reload the place', async () => {
    const sent = historyBff([BY_JOB, EDIT, IMAGE, CREATED]);
    const { user, section, onReverted } = await openHistory(language, sent);
    const edit = entries(section)[1]!;
    await user.click(within(edit).getByRole('button', { name: w.revert }));
    expect(await within(edit).findByText(w.reverted)).toBeDefined();
    expect(onReverted).toHaveBeenCalledOnce();
    expect(
      sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.headers['accept-language']]),
    ).toEqual([[`${HISTORY}/12/revert`, language]]);
    // The history is read again, with the revert in it.
    await vi.waitFor(() => expect(sent.filter((r) => r.path === HISTORY)).toHaveLength(2), SOON);
  });

  it('says who changed the same fields since, when a revert is refused for it', async () => {
    const later = {
      laterUsername: 'petr',
      laterFields: ['phone', 'type'],
      laterAt: '2026-11-25T16:45:00.000Z',
    };
    const sent = historyBff([BY_JOB, EDIT], {
      revert: [409, { status: 409, title: 'Conflict', detail: 'Changed again', properties: later }],
    });
    const { user, section, onReverted } = await openHistory(language, sent);
    const edit = entries(section)[1]!;
    await user.click(within(edit).getByRole('button', { name: w.revert }));
    expect(await within(edit).findByText(w.changedAgain(when(later.laterAt, language)))).toBeDefined();
    expect(within(edit).queryByText(w.reverted)).toBeNull();
    expect(within(entries(section)[0]!).queryByRole('alert')).toBeNull();
    expect(onReverted).not.toHaveBeenCalled();
  });

  it('offers a deleted place to be made again, and links to the new one once made', async () => {
    const restoreResult = {
      placeId: RESTORED,
      entry: entry(15, { operation: 'restore', restoredAs: RESTORED }),
    };
    const sent = historyBff([DELETED, EDIT], { restore: [201, restoreResult] });
    const { user } = await renderInApp(<GonePlaceHistory placeId={PLACE} canRestore />, { language });
    expect((await screen.findByText(w.restoreHint, { exact: false })).textContent).toContain(w.restoreHint);
    // A deletion is not reverted: the place comes back by its restore.
    expect(screen.queryByRole('button', { name: w.revert })).toBeNull();
    await user.click(screen.getByRole('button', { name: w.restore }));

    const done = (await screen.findByText(w.restored, { exact: false })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(done).getByRole('link', { name: w.openRestored }).getAttribute('href')).toBe(
      `/places/${RESTORED}`,
    );
    expect(screen.queryByRole('button', { name: w.restore })).toBeNull();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/bff/places/${PLACE}/restore`,
    ]);
  });
});

describe("a place's history, read only or in trouble", () => {
  const w = WORDS.en;

  it('offers no revert to a user who may only read, nor for a creation or an image', async () => {
    const sent = historyBff([BY_JOB, EDIT, IMAGE, CREATED]);
    const readOnly = await openHistory('en', sent, true);
    expect(within(readOnly.section).queryByRole('button', { name: w.revert })).toBeNull();
    readOnly.unmount();

    const { section } = await openHistory('en', sent);
    const revertible = entries(section).map(
      (item) => within(item).queryByRole('button', { name: w.revert }) !== null,
    );
    expect(revertible).toEqual([true, true, false, false]);
  });

  it('shows why another refused revert failed, on its entry', async () => {
    const sent = historyBff([EDIT], {
      revert: [403, { status: 403, title: 'Forbidden', detail: 'Your role may not revert.' }],
    });
    const { user, section, onReverted } = await openHistory('en', sent);
    await user.click(within(section).getByRole('button', { name: w.revert }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toBe('ForbiddenYour role may not revert.');
    expect(onReverted).not.toHaveBeenCalled();
  });

  it('says when nothing was recorded yet', async () => {
    historyBff([]);
    await renderInApp(<PlaceHistory placeId={PLACE} readOnly={false} onReverted={() => {}} />);
    expect(await screen.findByText(w.empty)).toBeDefined();
  });

  it('says why the history cannot be read', async () => {
    fakeBff(() => [403, { status: 403, title: 'Forbidden', detail: 'Not your e-shop.' }]);
    await renderInApp(<PlaceHistory placeId={PLACE} readOnly={false} onReverted={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Forbidden')).toBeDefined();
    expect(within(alert).getByText('Not your e-shop.')).toBeDefined();
    expect(screen.queryByText(w.empty)).toBeNull();
  });

  it('reads the history again on request after a failure that passed', async () => {
    let down = true;
    fakeBff(({ method, path }) =>
      down
        ? [503, { status: 503, title: 'Unavailable', detail: 'The database did not answer.' }]
        : method === 'GET' && path === HISTORY
          ? [200, { items: [EDIT] }]
          : [404, { status: 404, title: 'Not faked' }],
    );
    const { user } = await renderInApp(
      <PlaceHistory placeId={PLACE} readOnly={false} onReverted={() => {}} />,
    );
    const alert = await screen.findByRole('alert');
    down = false;
    await user.click(within(alert).getByRole('button', { name: w.retry }));
    const section = await screen.findByRole('region', { name: w.history });
    expect(await within(section).findAllByRole('listitem')).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refused restore, and none to a user who may not create places', async () => {
    historyBff([DELETED], {
      restore: [502, { status: 502, title: 'Bad Gateway', detail: 'The platform did not answer.' }],
    });
    const { user, unmount } = await renderInApp(<GonePlaceHistory placeId={PLACE} canRestore />);
    await user.click(await screen.findByRole('button', { name: w.restore }));
    const refused = (await screen.findByText('Bad Gateway')).closest('[role="alert"]');
    expect(refused?.textContent).toBe('Bad GatewayThe platform did not answer.');
    expect(screen.getByRole('button', { name: w.restore })).toHaveProperty('disabled', false);
    unmount();

    await renderInApp(<GonePlaceHistory placeId={PLACE} canRestore={false} />);
    expect(await screen.findByRole('region', { name: w.history })).toBeDefined();
    expect(screen.queryByRole('button', { name: w.restore })).toBeNull();
  });
});
