// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@/contract/desk/bulk-jobs';
import type { Language } from '@/contract/languages';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { TEST_ESHOP, testJob } from '@/web/testing/test-jobs';
import {
  FAST_POLL_MS,
  FAST_WINDOW_MS,
  IDLE_POLL_MS,
  POLL_MS,
  forgetJobStarts,
  jobsPollMs,
  noteJobStarted,
} from '../api/job-queries';
import { EshopJobs } from './eshop-jobs';

// The e-shop's bulk jobs on the places page, read with TanStack Query: asked for every second while
// one runs (its progress shows live), no longer once it has ended, and a command or a report that
// fails says why. Only the query's interval is a fake timer; the rest runs as in the app.

const WORDS = {
  en: {
    job: 'Bulk job: Set storage time',
    running: 'Set storage time · running',
    finished: 'Set storage time · finished',
    cancel: 'Cancel job',
    report: 'Report',
    reportTitle: 'Places that failed or conflicted',
    failedPlace: 'Brno Main Square',
  },
  cs: {
    job: 'Hromadná úloha: Nastavit úložní dobu',
    running: 'Nastavit úložní dobu · běží',
    finished: 'Nastavit úložní dobu · dokončena',
    cancel: 'Zrušit úlohu',
    report: 'Přehled',
    reportTitle: 'Místa, která selhala nebo byla v konfliktu',
    failedPlace: 'Brno Main Square',
  },
} satisfies Record<Language, unknown>;

const JOBS = `/bff/jobs?eshopId=${TEST_ESHOP}`;
const ITEMS = '/bff/jobs/j1/items?state=failed,conflict';
const REFUSED: Answer = [409, { status: 409, title: 'The job has ended', detail: 'It cannot be cancelled.' }];

/** The BFF's answers to the job list, one after the other (the last one again after that). */
function fakeJobs(lists: Job[][], other: (request: SentRequest) => Answer = () => [404, {}]) {
  let polls = 0;
  const sent = fakeBff((request) =>
    request.path === JOBS ? [200, { items: lists[Math.min(polls++, lists.length - 1)] }] : other(request),
  );
  return { polls: () => sent.filter((r) => r.path === JOBS).length, sent };
}

async function open(language: Language, started: string | null = 'j1') {
  return renderInApp(
    <EshopJobs eshopId={TEST_ESHOP} canEdit user={{ username: 'staff', role: 'staff' }} started={started} />,
    { language },
  );
}

/** Moves the query's interval on, and lets the request it starts be answered. */
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

afterEach(() => {
  vi.useRealTimers();
  forgetJobStarts();
});

describe.each(['en', 'cs'] as const)('the e-shop’s jobs in %s', (language) => {
  const w = WORDS[language];

  it('are asked for every second while a job runs, and no more once it has ended', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const bff = fakeJobs([
      [testJob('j1', 'running', 80)],
      [testJob('j1', 'running', 40)],
      [testJob('j1', 'finished', 0)],
    ]);
    noteJobStarted({ id: 'j1' }, performance.now() - FAST_WINDOW_MS); // started here a while ago
    await open(language);
    const card = await screen.findByRole('region', { name: w.job });
    expect(card.textContent).toContain(w.running);
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');

    await wait(POLL_MS);
    await vi.waitFor(() =>
      expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60'),
    );
    await wait(POLL_MS);
    await vi.waitFor(() => expect(card.textContent).toContain(w.finished));
    expect(bff.polls()).toBe(3);

    // Ended: not every second any more, only the slow look for jobs started elsewhere.
    await wait(5 * POLL_MS);
    expect(bff.polls()).toBe(3);
    await wait(IDLE_POLL_MS - 5 * POLL_MS);
    expect(bff.polls()).toBe(4);
  });

  it('are asked for four times a second just after a start here, so a short job shows its end at once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const id = 'short';
    const bff = fakeJobs([
      [testJob(id, 'running', 90)],
      [testJob(id, 'running', 60)],
      [testJob(id, 'running', 30)],
      [testJob(id, 'finished', 0)],
    ]);
    await open(language, id);
    const card = await screen.findByRole('region', { name: w.job });
    const progress = () => within(card).getByRole('progressbar').getAttribute('aria-valuenow');
    await vi.waitFor(() => expect(progress()).toBe('40')); // the start's own refresh may come first
    const before = bff.polls();
    await wait(FAST_POLL_MS);
    await vi.waitFor(() => expect(bff.polls()).toBe(before + 1));
    await wait(FAST_POLL_MS);
    await vi.waitFor(() => expect(card.textContent).toContain(w.finished));
    expect(bff.polls()).toBe(4);
  });

  it('says why a command was refused, and offers it again', async () => {
    fakeJobs([[testJob('j1', 'running', 50)]], ({ method, path }) =>
      method === 'POST' && path === '/bff/jobs/j1/cancel' ? REFUSED : [404, {}],
    );
    const { user } = await open(language);
    await user.click(await screen.findByRole('button', { name: w.cancel }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The job has ended');
    expect(alert.textContent).toContain('It cannot be cancelled.');
    expect(screen.getByRole('button', { name: w.cancel })).toHaveProperty('disabled', false);
  });

  it('reads the report of a job with failed places, and says why when it cannot', async () => {
    const failed = testJob('j1', 'finished', 0, {
      counts: { total: 2, done: 1, unchanged: 0, failed: 1, conflicts: 0, cancelled: 0, remaining: 0 },
    });
    let reportFails = true;
    const bff = fakeJobs([[failed]], ({ path }) =>
      path !== ITEMS
        ? [404, {}]
        : reportFails
          ? [404, { status: 404, title: 'The job is gone' }]
          : [
              200,
              {
                items: [{ placeId: 'p1', name: w.failedPlace, state: 'failed', status: 500, message: null }],
              },
            ],
    );
    const { user } = await open(language);
    await user.click(await screen.findByRole('button', { name: w.report }));
    const dialog = await screen.findByRole('dialog', { name: w.reportTitle });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The job is gone');
    // An answer, not a glitch: not asked again (the app's query defaults).
    expect(bff.sent.filter((r) => r.path === ITEMS)).toHaveLength(1);

    await user.keyboard('{Escape}');
    reportFails = false;
    await user.click(screen.getByRole('button', { name: w.report }));
    const again = await screen.findByRole('dialog', { name: w.reportTitle });
    expect(await within(again).findByRole('link', { name: w.failedPlace })).toBeDefined();
  });
});

describe('how soon the jobs are asked for again', () => {
  const running = { items: [testJob('pace-1', 'running', 10)] };
  it('is every second for a running job, every 15 s with none running', () => {
    expect(jobsPollMs(running, 1000)).toBe(POLL_MS);
    expect(jobsPollMs({ items: [testJob('pace-1', 'finished', 0)] }, 1000)).toBe(IDLE_POLL_MS);
    expect(jobsPollMs(undefined)).toBe(IDLE_POLL_MS);
  });

  it('is every 250 ms for a job started here, for its first three seconds only (the first start counts)', () => {
    noteJobStarted({ id: 'pace-1' }, 10_000);
    noteJobStarted({ id: 'pace-1' }, 12_000); // shown again (the editor and back): not a new start
    expect(jobsPollMs(running, 10_100)).toBe(FAST_POLL_MS);
    expect(jobsPollMs(running, 10_000 + FAST_WINDOW_MS - 1)).toBe(FAST_POLL_MS);
    expect(jobsPollMs(running, 10_000 + FAST_WINDOW_MS)).toBe(POLL_MS);
  });
});
