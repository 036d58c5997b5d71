import { JobSchema } from '../desk/bulk-jobs';
import {
  ImportIdParamsSchema,
  ImportLimitsSchema,
  ImportMappingBodySchema,
  ImportRowsPageSchema,
  ImportRowsQuerySchema,
  ImportSchema,
  ImportUploadQuerySchema,
} from '../desk/import';
import { importOperations } from '../operations/imports';
import { COMMON, mediaAt200 as text, NOT_FOUND, NOT_JSON, READ, SEARCHED } from './bff-answers';
import { describeOperation as d, type Described } from './describe';

// The BFF's imports (/bff/imports): an upload and its dry run, the rows, a new mapping, the job
// that applies it, and the templates.

const imports = ['imports'];

export const bffImportOperations: readonly Described[] = [
  d(
    importOperations.limits,
    { answers: { 200: ImportLimitsSchema } },
    { summary: 'The limits of an import', tags: imports, errors: COMMON },
  ),
  d(
    importOperations.upload,
    { query: ImportUploadQuerySchema, answers: { 201: ImportSchema } },
    {
      summary: 'Uploads a file (multipart, part `file`) and answers its dry run',
      tags: imports,
      bodyType: 'multipart/form-data',
      errors: { ...SEARCHED, 413: 'The file is too large', 415: 'Not a CSV or XLSX file' },
    },
  ),
  d(
    importOperations.get,
    { params: ImportIdParamsSchema, answers: { 200: ImportSchema } },
    { summary: 'An import', tags: imports, errors: { ...READ, ...NOT_FOUND } },
  ),
  d(
    importOperations.rows,
    { params: ImportIdParamsSchema, query: ImportRowsQuerySchema, answers: { 200: ImportRowsPageSchema } },
    {
      summary: 'The dry run’s rows, errors first',
      tags: imports,
      errors: { ...READ, ...NOT_FOUND },
    },
  ),
  d(
    importOperations.remap,
    { params: ImportIdParamsSchema, body: ImportMappingBodySchema, answers: { 200: ImportSchema } },
    {
      summary: 'The dry run again under a mapping and defaults',
      tags: imports,
      errors: { ...READ, ...NOT_FOUND, ...NOT_JSON },
    },
  ),
  d(
    importOperations.apply,
    { params: ImportIdParamsSchema, answers: { 202: JobSchema } },
    {
      summary: 'Starts the job of the rows to create or update (once)',
      tags: imports,
      errors: { ...READ, ...NOT_FOUND, 409: 'Applied already' },
    },
  ),
  d(
    importOperations.templateCsv,
    { answers: { 200: null } },
    { summary: 'A CSV template', tags: imports, media: text('text/csv'), errors: COMMON },
  ),
  d(
    importOperations.templateXlsx,
    { answers: { 200: null } },
    {
      summary: 'An XLSX template',
      tags: imports,
      media: text('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      errors: COMMON,
    },
  ),
];
