// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render as mount, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '@/contract/desk/bulk-jobs';
import { TEST_ESHOP, testJob } from '@/web/testing/test-jobs';
import JobsPanel from './jobs-panel';

// While a job runs the list is not searched again per progress tick (at 100 000 places each of
// those searches slowed the job 70-fold); it is refreshed once when the job ends.

const ESHOP_A = TEST_ESHOP;
const ESHOP_B = '22222222-2222-4222-8222-222222222222';
const job = (id: string, state: Job['state'], remaining: number) => testJob(id, state, remaining);

let mounted: RenderResult | undefined;
let client: QueryClient;
let refreshes: unknown[][] = [];

/** The panel with these jobs: the first call mounts it, the next ones render it again in place. */
async function render(jobs: Job[], eshopId = ESHOP_A, started: string | null = null) {
  const panel = (
    <QueryClientProvider client={client}>
      <JobsPanel
        eshopId={eshopId}
        jobs={jobs}
        canEdit
        user={{ username: 'staff', role: 'staff' }}
        started={started}
      />
    </QueryClientProvider>
  );
  // Inside an async act, as a poll's answer would: the refresh a job's end starts has run after it.
  await act(async () => {
    if (mounted) mounted.rerender(panel);
    else mounted = mount(panel);
  });
}

beforeEach(() => {
  client = new QueryClient();
  sessionStorage.clear();
  refreshes = [];
  const invalidate = client.invalidateQueries.bind(client);
  client.invalidateQueries = ((filters?: { queryKey?: unknown[] }) => {
    refreshes.push(filters?.queryKey ?? []);
    return invalidate(filters);
  }) as QueryClient['invalidateQueries'];
});

// Vitest runs without globals, so Testing Library's own clean-up is not registered.
afterEach(() => {
  cleanup();
  mounted = undefined;
});

describe('the jobs panel refreshing the places', () => {
  it('does not refresh per progress tick, and refreshes the lists once at the end', async () => {
    await render([job('j1', 'running', 100)]);
    for (const remaining of [90, 70, 40, 10]) await render([job('j1', 'running', remaining)]);
    await render([job('j1', 'cancelling', 5)]);
    expect(refreshes).toEqual([]);
    await render([job('j1', 'cancelled', 5)]);
    expect(refreshes).toEqual([['places', 'list']]);
    await render([job('j1', 'cancelled', 5)]);
    expect(refreshes).toHaveLength(1);
  });

  it('words the rate as the current pace while a job runs, as its average once it ended', async () => {
    await render([job('j1', 'running', 50)], ESHOP_A, 'j1');
    expect(mounted!.container.textContent).toContain('bulk.rateNow');
    await render([job('j1', 'finished', 0)], ESHOP_A, 'j1');
    expect(mounted!.container.textContent).toContain('bulk.rate');
    expect(mounted!.container.textContent).not.toContain('bulk.rateNow');
  });

  it('refreshes for a job that started and ended between two polls', async () => {
    await render([job('old', 'finished', 0)]);
    await render([job('quick', 'finished', 0), job('old', 'finished', 0)]);
    expect(refreshes).toHaveLength(1);
  });

  it('does not refresh for jobs that had ended before the page was opened or the e-shop switched', async () => {
    await render([job('old', 'finished', 0), job('older', 'cancelled', 0)]);
    expect(refreshes).toEqual([]);
    await render([job('other', 'finished', 0)], ESHOP_B);
    expect(refreshes).toEqual([]);
  });
});

describe('the jobs panel after a reload', () => {
  it('keeps a finished job it started shown until closed, and closed after a reload', async () => {
    const cards = () => screen.queryAllByRole('region').length;
    await render([job('mine', 'finished', 0)], ESHOP_A, 'mine');
    expect(cards()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'common.close' }));
    expect(cards()).toBe(0);

    // A reload: a new panel in the same tab.
    cleanup();
    mounted = undefined;
    await render([job('mine', 'finished', 0)]);
    expect(cards()).toBe(0);
  });
});
