import {
  JobCreateSchema,
  JobIdParamsSchema,
  JobItemsQuerySchema,
  JobItemsSchema,
  JobListQuerySchema,
  JobListSchema,
  JobPreviewSchema,
  JobSchema,
} from '../desk/bulk-jobs';
import { jobOperations } from '../operations/jobs';
import { NOT_FOUND, NOT_JSON, READ, SEARCHED } from './bff-answers';
import { describeOperation as d, type Described } from './describe';

// The BFF's bulk jobs (/bff/jobs): a preview or a start, the job's progress and report, and the
// jobs that retry, undo or cancel one.

const jobs = ['jobs'];
/** A change to someone's job: only its maker or an admin, and only in a state that allows it. */
const mine = {
  ...READ,
  ...NOT_FOUND,
  403: 'Neither the job’s maker nor an admin',
  409: 'Not in a state for this',
};

export const bffJobOperations: readonly Described[] = [
  d(
    jobOperations.list,
    { query: JobListQuerySchema, answers: { 200: JobListSchema } },
    { summary: 'The e-shop’s jobs', tags: jobs, errors: SEARCHED },
  ),
  d(
    jobOperations.get,
    { params: JobIdParamsSchema, answers: { 200: JobSchema } },
    { summary: 'A job with its counts, rate and ETA', tags: jobs, errors: { ...READ, ...NOT_FOUND } },
  ),
  d(
    jobOperations.items,
    { params: JobIdParamsSchema, query: JobItemsQuerySchema, answers: { 200: JobItemsSchema } },
    {
      summary: 'The job’s report: each place’s outcome',
      tags: jobs,
      errors: { ...READ, ...NOT_FOUND },
    },
  ),
  d(
    jobOperations.preview,
    { body: JobCreateSchema, answers: { 200: JobPreviewSchema } },
    {
      summary: 'A bulk change: `dryRun: true` answers the preview (200), otherwise the job starts (202)',
      tags: jobs,
      errors: { ...SEARCHED, ...NOT_JSON },
    },
  ),
  d(
    jobOperations.start,
    { body: JobCreateSchema, answers: { 202: JobSchema } },
    { summary: '', tags: jobs, errors: { ...SEARCHED, ...NOT_JSON }, joins: true },
  ),
  d(
    jobOperations.retry,
    { params: JobIdParamsSchema, answers: { 202: JobSchema } },
    { summary: 'A new job for the failed and conflicting places', tags: jobs, errors: mine },
  ),
  d(
    jobOperations.undo,
    { params: JobIdParamsSchema, answers: { 202: JobSchema } },
    { summary: 'A new job restoring what the job changed', tags: jobs, errors: mine },
  ),
  d(
    jobOperations.cancel,
    { params: JobIdParamsSchema, answers: { 200: JobSchema } },
    { summary: 'Cancels the places not started', tags: jobs, errors: mine },
  ),
];
