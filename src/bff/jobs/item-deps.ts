import type { JobsStore } from '../store/jobs';
import type { PlaceHistory } from '../store/place-history';
import type { JobBook } from './job-book';
import type { PinLookup } from './pin-lookup';
import type { PlaceCalls } from './place-calls';
import type { RetryPolicy } from './retry';

// What the steps of one place of a job work with (run-item.ts, run-import-item.ts): its own file,
// so that the two steps do not import each other.

export interface ItemDeps {
  jobs: Pick<JobsStore, 'sending'>;
  history: Pick<PlaceHistory, 'ofJob'>;
  book: JobBook;
  calls: PlaceCalls;
  retry: RetryPolicy;
  signal?: AbortSignal;
  /** The "place pins from addresses" job's lookups (issue 46). */
  pins?: PinLookup;
}
