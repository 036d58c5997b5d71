import {
  DEFAULT_IMPORT_MAX_BYTES,
  DEFAULT_IMPORT_MAX_CELLS,
  DEFAULT_IMPORT_MAX_ROWS,
  DEFAULT_IMPORT_MAX_UNPACKED_BYTES,
  type Import,
  type ImportLimits,
} from '@/contract/desk/import';
import type { BffConfig } from '@/bff/config';
import { Problem } from '@/bff/problem';
import type { PlacesModelCache } from '@/bff/read-model/places-model-cache';
import type { AuditLog } from '@/bff/store/audit';
import type { ImportsStore } from '@/bff/store/imports';
import type { JobRouteDeps } from '../jobs/deps';

// What the import routes share: their store, the read model the rows are matched against, the
// jobs that apply them, and the scope of an import (an e-shop this installation manages).

export interface ImportRouteDeps {
  config: BffConfig;
  places: PlacesModelCache;
  imports: ImportsStore;
  audit: AuditLog;
  jobs: JobRouteDeps;
}

export const limitsOf = (config: BffConfig): ImportLimits => ({
  maxBytes: config.importMaxBytes ?? DEFAULT_IMPORT_MAX_BYTES,
  maxRows: config.importMaxRows ?? DEFAULT_IMPORT_MAX_ROWS,
});

/** The limits of reading a file (the stated ones and those of an .xlsx unpacked). */
export const readLimitsOf = (config: BffConfig) => ({
  ...limitsOf(config),
  maxUnpackedBytes: config.importMaxUnpackedBytes ?? DEFAULT_IMPORT_MAX_UNPACKED_BYTES,
  maxCells: config.importMaxCells ?? DEFAULT_IMPORT_MAX_CELLS,
});

const notFound = () => new Problem(404, 'not-found', 'Not found', 'There is no such import.');

/** The import, when it is of an e-shop this installation manages (the route's hooks check the role). */
export async function importFor(deps: ImportRouteDeps, id: string) {
  const found = await deps.imports.get(id);
  if (!found || !deps.config.eshops.some((e) => e.id === found.eshopId)) throw notFound();
  return found;
}

/** What the browser is answered: the import without who made it. */
export const importView = ({
  createdBy: _,
  createdById: __,
  ...rest
}: Import & { createdBy: string; createdById: number | null }): Import => rest;
