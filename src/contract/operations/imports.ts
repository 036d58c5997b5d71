import type { JobSchema } from '../desk/bulk-jobs';
import type {
  ImportIdParamsSchema,
  ImportLimitsSchema,
  ImportMappingBodySchema,
  ImportRowsPageSchema,
  ImportRowsQuerySchema,
  ImportSchema,
  ImportUploadQuerySchema,
} from '../desk/import';
import { operation } from './operation';

// Imports of places from a file (issue 14): the upload and its dry run, the rows by outcome, a
// changed mapping checked again, and the apply that starts a job.

export const importOperations = {
  limits: operation<{
    answers: { 200: typeof ImportLimitsSchema };
  }>()('GET', '/bff/imports/limits'),
  /** Multipart (`file`), sent with its progress by the web's upload. */
  upload: operation<{
    query: typeof ImportUploadQuerySchema;
    answers: { 201: typeof ImportSchema };
  }>()('POST', '/bff/imports'),
  get: operation<{
    params: typeof ImportIdParamsSchema;
    answers: { 200: typeof ImportSchema };
  }>()('GET', '/bff/imports/:id'),
  rows: operation<{
    params: typeof ImportIdParamsSchema;
    query: typeof ImportRowsQuerySchema;
    answers: { 200: typeof ImportRowsPageSchema };
  }>()('GET', '/bff/imports/:id/rows'),
  remap: operation<{
    params: typeof ImportIdParamsSchema;
    body: typeof ImportMappingBodySchema;
    answers: { 200: typeof ImportSchema };
  }>()('PUT', '/bff/imports/:id/mapping'),
  apply: operation<{
    params: typeof ImportIdParamsSchema;
    answers: { 202: typeof JobSchema };
  }>()('POST', '/bff/imports/:id/apply'),
  templateCsv: operation<{ answers: { 200: null } }>()('GET', '/bff/imports/template.csv'),
  templateXlsx: operation<{ answers: { 200: null } }>()('GET', '/bff/imports/template.xlsx'),
};
