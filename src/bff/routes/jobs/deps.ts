import type { FastifyRequest } from 'fastify';
import type { BffConfig } from '@/bff/config';
import type { PinLookup } from '@/bff/jobs/pin-lookup';
import type { JobRunner } from '@/bff/jobs/runner';
import { requireUser } from '@/bff/plugins/session';
import { Problem } from '@/bff/problem';
import type { PlacesModelCache } from '@/bff/read-model/places-model-cache';
import type { AuditLog } from '@/bff/store/audit';
import type { JobRow, JobsStore } from '@/bff/store/jobs';
import type { PlaceHistory } from '@/bff/store/place-history';

// What the bulk job routes share: their stores, the runner, and the scope of a job (the e-shops
// this installation manages; any other job is as unknown as a missing one).

export interface JobRouteDeps {
  config: BffConfig;
  places: PlacesModelCache;
  jobs: JobsStore;
  history: PlaceHistory;
  runner: JobRunner;
  audit: AuditLog;
  /** The "place pins from addresses" preview's lookups (issue 46). */
  pins?: PinLookup;
}

export const jobNotFound = () => new Problem(404, 'not-found', 'Not found', 'There is no such job.');

/** The job, when it is of an e-shop this installation manages (the route's hooks check the role). */
export async function jobFor(deps: JobRouteDeps, id: string): Promise<JobRow> {
  const job = await deps.jobs.get(id);
  if (!job || !deps.config.eshops.some((e) => e.id === job.eshopId)) throw jobNotFound();
  return job;
}

/** Records a job operation in the audit log (awaited: a failed write is the request's error). */
export async function auditJob(
  deps: JobRouteDeps,
  request: FastifyRequest,
  operation: string,
  target: string,
  status: number,
) {
  const user = requireUser(request);
  await deps.audit.record({ username: user.username, role: user.role, operation, target, status });
}
