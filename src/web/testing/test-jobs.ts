import type { Job } from '@/contract/desk/bulk-jobs';

// A bulk job as the BFF lists it, for the bulk-changes feature's tests (test data only: no screen
// imports it, a lint zone).

export const TEST_ESHOP = '11111111-1111-4111-8111-111111111111';

/** A storage-time job over 100 places of TEST_ESHOP, by "staff", with `remaining` places to go. */
export const testJob = (
  id: string,
  state: Job['state'],
  remaining: number,
  over: Partial<Job> = {},
): Job => ({
  id,
  eshopId: TEST_ESHOP,
  action: { kind: 'storageTime', days: 7 },
  state,
  createdBy: 'staff',
  createdAt: '2026-11-25T08:00:00.000Z',
  finishedAt: state === 'running' || state === 'cancelling' ? null : '2026-11-25T08:01:00.000Z',
  undoOf: null,
  retryOf: null,
  skipped: 0,
  counts: {
    total: 100,
    done: 100 - remaining,
    unchanged: 0,
    failed: 0,
    conflicts: 0,
    cancelled: 0,
    remaining,
  },
  rate: 10,
  etaSeconds: null,
  ...over,
});
