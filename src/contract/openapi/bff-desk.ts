import { AuditPageSchema, AuditQuerySchema } from '../desk/audit';
import { CitySuggestionsQuerySchema, CitySuggestionsSchema } from '../desk/city-suggestions';
import { AppConfigSchema } from '../desk/config';
import {
  HistoryEntrySchema,
  HistoryPageSchema,
  HistoryParamsSchema,
  RestoreResultSchema,
  RevertParamsSchema,
} from '../desk/place-history';
import { DriftReportSchema } from '../desk/platform-drift';
import { PlacePointsQuerySchema, PlacePointsSchema } from '../desk/points';
import {
  PlaceCsvExportQuerySchema,
  PlaceFiltersSchema,
  PlaceSearchQuerySchema,
  PlaceSearchResultSchema,
} from '../place-search';
import { deskOperations } from '../operations/desk';
import { historyOperations } from '../operations/history';
import { placeOperations } from '../operations/places';
import { COMMON, mediaAt200 as text, NOT_FOUND, READ, SEARCHED, UPSTREAM } from './bff-answers';
import { describeOperation as d, describeRoute, type Described } from './describe';

// The BFF's own operations for the desk (/bff): the search over the read model, its exports, the
// configuration, the audit log, a place's history and this document.

const desk = ['desk'];

export const bffDeskOperations: readonly Described[] = [
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
    placeOperations.cities,
    { query: CitySuggestionsQuerySchema, answers: { 200: CitySuggestionsSchema } },
    {
      summary: 'The towns of the e-shop’s places a typed start matches, most places first',
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
