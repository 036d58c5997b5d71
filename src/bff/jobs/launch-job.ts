import type { Job } from '@/contract/desk/bulk-jobs';
import type { JobsStore, NewJob } from '../store/jobs';
import { jobView } from './job-view';
import type { JobRunner } from './runner';

/** Makes the job and starts it: a new job, its retry or undo, or an import's apply. */
export async function launchJob(
  deps: { jobs: JobsStore; runner: JobRunner },
  job: Omit<NewJob, 'createdAt'>,
): Promise<Job> {
  await deps.jobs.create({ ...job, createdAt: new Date().toISOString() });
  const row = (await deps.jobs.get(job.id))!;
  deps.runner.start(row);
  return jobView(deps.jobs, row);
}
