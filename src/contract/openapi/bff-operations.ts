import { z } from 'zod';
import { UuidSchema } from '../common';
import { AuditPageSchema, AuditQuerySchema } from '../desk/audit';
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
import { AppConfigSchema } from '../desk/config';
import {
  ImportIdParamsSchema,
  ImportLimitsSchema,
  ImportMappingBodySchema,
  ImportRowsPageSchema,
  ImportRowsQuerySchema,
  ImportSchema,
  ImportUploadQuerySchema,
} from '../desk/import';
import {
  HistoryEntrySchema,
  HistoryPageSchema,
  HistoryParamsSchema,
  RestoreResultSchema,
  RevertParamsSchema,
} from '../desk/place-history';
import { PlatformConnectQuerySchema } from '../desk/platform-connect';
import { DriftReportSchema } from '../desk/platform-drift';
import { PlacePointsQuerySchema, PlacePointsSchema } from '../desk/points';
import { LoginRequestSchema, SessionInfoSchema } from '../desk/session';
import { LogoutAnswerSchema } from '../desk/sso';
import { OrderSchema } from '../orders/order';
import {
  PlaceCsvExportQuerySchema,
  PlaceFiltersSchema,
  PlaceSearchQuerySchema,
  PlaceSearchResultSchema,
} from '../place-search';
import {
  FileInfoSchema,
  PickupPlaceCollectionSchema,
  PickupPlaceCreateSchema,
  PickupPlaceSchema,
  PickupPlaceUpdateSchema,
  PLACE_IMAGE_TYPES,
  PlaceListQuerySchema,
} from '../places';
import { authOperations } from '../operations/auth';
import { deskOperations } from '../operations/desk';
import { historyOperations } from '../operations/history';
import { importOperations } from '../operations/imports';
import { jobOperations } from '../operations/jobs';
import { orderOperations } from '../operations/orders';
import { placeOperations } from '../operations/places';
import { describeOperation as d, describeRoute, type Described } from './describe';

// The BFF's operations for the browser: its own (/bff, /auth) and the platform's it relays (/api,
// /files) with the session, the CSRF token and the e-shops of the installation.

const IdParams = z.object({ id: UuidSchema });

/** What every route under /api and /bff may answer (docs/architecture.md, what the BFF guarantees). */
const COMMON = {
  401: 'No session',
  403: 'The role may not, or a change without X-CSRF-Token or from another Origin',
};
const INPUT = { 400: 'Invalid input: `properties.errors` names each field' };
const NOT_FOUND = { 404: 'Not found' };
const UPSTREAM = {
  502: 'The platform failed or answered what the contract does not allow',
  504: 'The platform did not answer in time',
};
const READ = { ...COMMON, ...INPUT };
/** A search or an export of an e-shop outside the installation's ESHOPS. */
const SEARCHED = { ...READ, 404: 'The e-shop is not one of the installation’s' };
const text = (media: string) => ({ 200: media });

const places = ['places (relayed)'];
const desk = ['desk'];
const jobs = ['jobs'];
const imports = ['imports'];
const session = ['session'];

function relayed(): Described[] {
  const write = {
    ...READ,
    ...UPSTREAM,
    409: 'Another place has this originPickupPlaceId',
    412: 'Someone else saved first (If-Match)',
    415: 'Content-Type is not JSON',
  };
  const relay =
    'The platform’s operation with the same shapes; the BFF adds X-API-Key and confines it to the installation’s e-shops.';
  return [
    d(
      placeOperations.list,
      { query: PlaceListQuerySchema, answers: { 200: PickupPlaceCollectionSchema } },
      {
        summary: 'The e-shop’s places, a page at a time',
        description: relay,
        tags: places,
        errors: { ...READ, ...NOT_FOUND, ...UPSTREAM },
      },
    ),
    d(
      placeOperations.get,
      { params: IdParams, answers: { 200: PickupPlaceSchema } },
      {
        summary: 'One place; its ETag is its version',
        description: relay,
        tags: places,
        errors: { ...READ, ...NOT_FOUND, ...UPSTREAM },
      },
    ),
    d(
      placeOperations.create,
      { body: PickupPlaceCreateSchema, answers: { 201: PickupPlaceSchema } },
      {
        summary: 'Creates a place (recorded in its history)',
        description: relay,
        tags: places,
        errors: { ...write, 404: 'The e-shop is not one of the installation’s' },
      },
    ),
    d(
      placeOperations.update,
      { params: IdParams, body: PickupPlaceUpdateSchema, answers: { 200: PickupPlaceSchema } },
      {
        summary: 'Changes a place with If-Match',
        description: relay,
        tags: places,
        errors: { ...write, ...NOT_FOUND },
      },
    ),
    d(
      placeOperations.delete,
      { params: IdParams, answers: { 204: null } },
      {
        summary: 'Deletes a place',
        description: relay,
        tags: places,
        errors: { ...write, ...NOT_FOUND },
      },
    ),
    d(
      placeOperations.uploadImage,
      { params: IdParams, answers: { 201: FileInfoSchema } },
      {
        summary:
          'Uploads a place’s image (multipart, part `file`: JPEG, PNG or WebP up to maxImageBytes of /bff/config)',
        tags: places,
        bodyType: 'multipart/form-data',
        fileTypes: PLACE_IMAGE_TYPES,
        errors: {
          ...READ,
          ...NOT_FOUND,
          ...UPSTREAM,
          413: 'The image is too large',
          415: 'Not a JPEG, PNG or WebP image',
        },
      },
    ),
    d(
      orderOperations.get,
      { params: z.object({ orderId: UuidSchema }), answers: { 200: OrderSchema } },
      {
        summary: 'An order, with the user’s Bearer token or else the installation’s Basic token',
        tags: ['orders (relayed)'],
        errors: { ...READ, ...NOT_FOUND, ...UPSTREAM },
      },
    ),
    describeRoute(
      'GET',
      '/files/*',
      {
        params: z.object({
          path: z.string().meta({ description: 'pickup-places/<uuid>/<uuid>.(jpg|png|webp)' }),
        }),
        answers: { 200: null },
      },
      {
        summary: 'The platform’s image files (demo mode)',
        tags: places,
        media: { 200: 'image/*' },
        errors: { ...COMMON, ...NOT_FOUND },
      },
    ),
  ];
}

function own(): Described[] {
  return [
    d(
      placeOperations.search,
      { query: PlaceSearchQuerySchema, answers: { 200: PlaceSearchResultSchema } },
      {
        summary: 'Search over the read model: a page, the flags’ counts and the matches’ bounds',
        tags: desk,
        errors: SEARCHED,
      },
    ),
    d(
      placeOperations.points,
      { query: PlacePointsQuerySchema, answers: { 200: PlacePointsSchema } },
      {
        summary: 'The map’s points, in columns',
        tags: desk,
        errors: SEARCHED,
      },
    ),
    d(
      placeOperations.exportCsv,
      { query: PlaceCsvExportQuerySchema, answers: { 200: null } },
      {
        summary: 'Every match as CSV (UTF-8 with BOM, CRLF)',
        tags: desk,
        media: text('text/csv'),
        errors: SEARCHED,
      },
    ),
    d(
      placeOperations.exportGeojson,
      { query: PlaceFiltersSchema, answers: { 200: null } },
      {
        summary: 'Every match as a GeoJSON FeatureCollection',
        tags: desk,
        media: text('application/geo+json'),
        errors: SEARCHED,
      },
    ),
    d(
      deskOperations.config,
      { answers: { 200: AppConfigSchema } },
      { summary: 'The installation’s configuration for the app', tags: desk, errors: COMMON },
    ),
    d(
      deskOperations.audit,
      { query: AuditQuerySchema, answers: { 200: AuditPageSchema } },
      { summary: 'The audit log (admins)', tags: desk, errors: READ },
    ),
    d(
      deskOperations.platformDrift,
      { answers: { 200: DriftReportSchema } },
      {
        summary: 'What the platform sent that this version does not know (admins)',
        tags: desk,
        errors: COMMON,
      },
    ),
    d(
      historyOperations.list,
      { params: HistoryParamsSchema, answers: { 200: HistoryPageSchema } },
      {
        summary: 'A place’s history, newest first (also of a deleted place)',
        tags: desk,
        errors: READ,
      },
    ),
    d(
      historyOperations.revert,
      { params: RevertParamsSchema, answers: { 201: HistoryEntrySchema } },
      {
        summary: 'Reverts one change',
        tags: desk,
        errors: { ...READ, ...NOT_FOUND, ...UPSTREAM, 409: 'A later change touched the same fields' },
      },
    ),
    d(
      historyOperations.restore,
      { params: HistoryParamsSchema, answers: { 201: RestoreResultSchema } },
      {
        summary: 'Makes a deleted place again (a new id)',
        tags: desk,
        errors: {
          ...READ,
          ...NOT_FOUND,
          ...UPSTREAM,
          409: 'Not deleted, restored already, or refused',
          422: 'The recorded values are not a complete place',
        },
      },
    ),
    describeRoute(
      'GET',
      '/bff/openapi.json',
      { answers: { 200: null } },
      { summary: 'This document', tags: desk, media: text('application/json'), errors: COMMON },
    ),
    describeRoute(
      'GET',
      '/bff/openapi',
      { answers: { 200: null } },
      {
        summary: 'This document as a page to read (no script, no other origin)',
        tags: desk,
        media: text('text/html'),
        errors: COMMON,
      },
    ),
  ];
}

function jobsAndImports(): Described[] {
  const mine = {
    ...READ,
    ...NOT_FOUND,
    403: 'Neither the job’s maker nor an admin',
    409: 'Not in a state for this',
  };
  return [
    d(
      jobOperations.list,
      { query: JobListQuerySchema, answers: { 200: JobListSchema } },
      { summary: 'The e-shop’s jobs', tags: jobs, errors: READ },
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
        errors: READ,
      },
    ),
    d(
      jobOperations.start,
      { body: JobCreateSchema, answers: { 202: JobSchema } },
      { summary: '', tags: jobs, errors: READ, joins: true },
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
        errors: { ...READ, 413: 'The file is too large', 415: 'Not a CSV or XLSX file' },
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
        errors: { ...READ, ...NOT_FOUND },
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
}

function auth(): Described[] {
  const publicOp = { security: [] };
  return [
    d(
      authOperations.session,
      { answers: { 200: SessionInfoSchema } },
      {
        summary: 'The signed-in user and the CSRF token',
        tags: session,
        errors: { 401: 'No session' },
        ...publicOp,
      },
    ),
    d(
      authOperations.login,
      { body: LoginRequestSchema, answers: { 200: SessionInfoSchema } },
      {
        summary: 'Local sign-in; sets the session cookie',
        tags: session,
        ...publicOp,
        errors: {
          ...INPUT,
          401: 'Wrong user name or password',
          403: 'Local sign-in is off, or another Origin',
          429: 'Too many attempts',
        },
      },
    ),
    d(
      authOperations.logout,
      { answers: { 200: LogoutAnswerSchema, 204: null } },
      {
        summary: 'Ends the session; with single sign-on, names the provider’s sign-out',
        tags: session,
        errors: COMMON,
      },
    ),
    d(
      authOperations.ssoLogin,
      { answers: { 302: null } },
      { summary: 'Single sign-on: to the provider', tags: session, errors: {}, ...publicOp },
    ),
    d(
      authOperations.platformConnect,
      { query: PlatformConnectQuerySchema, answers: { 302: null } },
      {
        summary: 'Starts the OAuth flow with the platform',
        tags: session,
        errors: COMMON,
      },
    ),
    d(
      authOperations.platformDisconnect,
      { answers: { 204: null } },
      { summary: 'Forgets the user’s platform tokens', tags: session, errors: COMMON },
    ),
  ];
}

/** A change needs the CSRF token besides the session; a read the session only. */
const CHANGE = [{ Session: [], CsrfToken: [] }];

export const bffOperations: readonly Described[] = [
  ...relayed(),
  ...own(),
  ...jobsAndImports(),
  ...auth(),
].map((op) => (op.security || op.method === 'GET' ? op : { ...op, security: CHANGE }));
