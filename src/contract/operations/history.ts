import type {
  HistoryEntrySchema,
  HistoryPageSchema,
  HistoryParamsSchema,
  RestoreResultSchema,
  RevertParamsSchema,
} from '../desk/place-history';
import { operation } from './operation';

// A place's history kept by the BFF: read (also of a deleted place), one change reverted, a deleted
// place made again.

export const historyOperations = {
  list: operation<{
    params: typeof HistoryParamsSchema;
    answers: { 200: typeof HistoryPageSchema };
  }>()('GET', '/bff/places/:id/history'),
  revert: operation<{
    params: typeof RevertParamsSchema;
    answers: { 201: typeof HistoryEntrySchema };
  }>()('POST', '/bff/places/:id/history/:entryId/revert'),
  restore: operation<{
    params: typeof HistoryParamsSchema;
    answers: { 201: typeof RestoreResultSchema };
  }>()('POST', '/bff/places/:id/restore'),
};
