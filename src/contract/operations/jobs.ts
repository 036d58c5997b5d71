import type {
  JobCreateSchema,
  JobIdParamsSchema,
  JobItemsQuerySchema,
  JobItemsSchema,
  JobListQuerySchema,
  JobListSchema,
  JobPreviewSchema,
  JobSchema,
} from '../desk/bulk-jobs';
import { operation } from './operation';

// Bulk jobs (POST /bff/jobs and its commands). The route answers a dry run with the preview (200)
// and a start with the job (202): two operations here, so each caller gets the one answer it asks for.

export const jobOperations = {
  list: operation<{
    query: typeof JobListQuerySchema;
    answers: { 200: typeof JobListSchema };
  }>()('GET', '/bff/jobs'),
  get: operation<{
    params: typeof JobIdParamsSchema;
    answers: { 200: typeof JobSchema };
  }>()('GET', '/bff/jobs/:id'),
  items: operation<{
    params: typeof JobIdParamsSchema;
    query: typeof JobItemsQuerySchema;
    answers: { 200: typeof JobItemsSchema };
  }>()('GET', '/bff/jobs/:id/items'),
  preview: operation<{
    body: typeof JobCreateSchema;
    answers: { 200: typeof JobPreviewSchema };
  }>()('POST', '/bff/jobs'),
  start: operation<{
    body: typeof JobCreateSchema;
    answers: { 202: typeof JobSchema };
  }>()('POST', '/bff/jobs'),
  retry: operation<{
    params: typeof JobIdParamsSchema;
    answers: { 202: typeof JobSchema };
  }>()('POST', '/bff/jobs/:id/retry'),
  undo: operation<{
    params: typeof JobIdParamsSchema;
    answers: { 202: typeof JobSchema };
  }>()('POST', '/bff/jobs/:id/undo'),
  cancel: operation<{
    params: typeof JobIdParamsSchema;
    answers: { 200: typeof JobSchema };
  }>()('POST', '/bff/jobs/:id/cancel'),
};
