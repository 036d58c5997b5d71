// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Job } from '@/contract/desk/bulk-jobs';
import type { Language } from '@/contract/languages';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { TEST_ESHOP, testJob } from '@/web/testing/test-jobs';
import ActivityPage from './activity-page';

// The Activity screen against a fake BFF: every job of the e-shop a page at a time, who started
// it and when, its counts; the filters are the list's query; Undo and Cancel only for the jobs
// the user may control; loading, empty and error states say so.

const WORDS = {
  en: {
    list: 'Bulk jobs',
    storage: 'Set storage time · finished · started by staff',
    importRunning: 'Import · running · started by colleague',
    undo: 'Undo job',
    cancel: 'Cancel job',
    loadMore: 'Load more',
    startedBy: 'Started by',
    me: 'Me',
    empty: 'No bulk job has run in this e-shop yet.',
    emptyFiltered: 'No job matches these filters.',
    retry: 'Try again',
  },
  cs: {
    list: 'Hromadné úlohy',
    storage: 'Nastavit úložní dobu · dokončena · spustil(a) staff',
    importRunning: 'Import · běží · spustil(a) colleague',
    undo: 'Vrátit úlohu',
    cancel: 'Zrušit úlohu',
    loadMore: 'Načíst další',
    startedBy: 'Spustil',
    me: 'Já',
    empty: 'V tomto e-shopu zatím neproběhla žádná hromadná úloha.',
    emptyFiltered: 'Těmto filtrům neodpovídá žádná úloha.',
    retry: 'Zkusit znovu',
  },
} satisfies Record<Language, unknown>;

const LIST = `/bff/jobs?eshopId=${TEST_ESHOP}&limit=50`;
const mine = testJob('j-mine', 'finished', 0);
const theirs = testJob('j-theirs', 'running', 40, {
  createdBy: 'colleague',
  action: { kind: 'import', importId: '33333333-3333-4333-8333-333333333333' },
});
const older = testJob('j-older', 'finished', 0, { createdAt: '2026-11-20T08:00:00.000Z' });

function open(language: Language, answer: (request: SentRequest) => Answer) {
  const sent = fakeBff(answer);
  const rendered = renderInApp(
    <ActivityPage
      eshopId={TEST_ESHOP}
      eshops={[{ id: TEST_ESHOP, name: 'Demo' }]}
      canEdit
      user={{ username: 'staff', role: 'staff' }}
    />,
    { language, address: '/activity' },
  );
  return { sent, rendered };
}

const page = (items: Job[], next?: string): Answer => [200, { items, ...(next ? { next } : {}) }];

describe.each(['en', 'cs'] as const)('the Activity screen in %s', (language) => {
  const w = WORDS[language];

  it('lists the jobs a page at a time, offering Undo and Cancel only where the user may', async () => {
    const { sent, rendered } = open(language, ({ method, path }) =>
      method === 'POST'
        ? [202, testJob('j-undo', 'running', 100, { undoOf: 'j-mine' })]
        : path === LIST
          ? page([theirs, mine], 'j-mine')
          : path === `${LIST}&before=j-mine`
            ? page([older])
            : [404, {}],
    );
    const { user } = await rendered;
    const list = await screen.findByRole('list', { name: w.list });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain(w.importRunning);
    expect(within(first!).queryByRole('button', { name: w.cancel })).toBeNull();
    expect(second!.textContent).toContain(w.storage);
    expect(second!.querySelector('time')?.getAttribute('datetime')).toBe(mine.createdAt);

    // By keyboard: the button is reached and pressed as any other.
    screen.getByRole('button', { name: w.loadMore }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: w.loadMore })).toBeNull();

    await user.click(within(second!).getByRole('button', { name: w.undo }));
    await vi.waitFor(
      () => expect(sent.some((r) => r.method === 'POST' && r.path === '/bff/jobs/j-mine/undo')).toBe(true),
      { timeout: 5_000 },
    );
  });

  it('asks for the filtered jobs, and says when none match', async () => {
    const { sent, rendered } = open(language, ({ path }) => (path === LIST ? page([mine]) : page([])));
    const { user } = await rendered;
    await screen.findByRole('list', { name: w.list });
    // The filter by keyboard: open the select, go down to "me", take it.
    screen.getByRole('combobox', { name: w.startedBy }).focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: w.me });
    await user.keyboard('{ArrowDown}{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe(w.emptyFiltered);
    expect(sent.some((r) => r.path === `${LIST}&createdBy=me`)).toBe(true);
  });

  it('says when the e-shop has no job, and why the list could not be read', async () => {
    let fails = true;
    const { rendered } = open(language, () =>
      fails ? [503, { status: 503, title: 'Temporarily unavailable' }] : page([]),
    );
    const { user } = await rendered;
    expect((await screen.findByRole('alert')).textContent).toContain('Temporarily unavailable');
    fails = false;
    await user.click(screen.getByRole('button', { name: w.retry }));
    expect((await screen.findByRole('status')).textContent).toBe(w.empty);
  });
});
