import { readFile } from 'node:fs/promises';
import type { ImportRowError } from '@/contract/desk/import';
import { DAYS } from '@/contract/opening-hours';
import { fileProblem } from './file-problem';
import { ROW_BATCH, type FileRow, type RowSink } from './rows';

// GeoJSON: a FeatureCollection of Points whose properties are places (the export's form, or a GIS
// tool's flat properties). Read whole (the upload is capped in size); each feature becomes a row of
// columns: its properties flattened (`location.city` → `city`, the week → a column per day), the
// point's coordinates → latitude and longitude. Row numbers count features from 1. A feature that
// is not a point (a LineString among the lockers) is its own row's error, naming its geometry, not
// the whole file's (issue 43).

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const text = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

const intervals = (list: unknown) =>
  Array.isArray(list) ? list.map((i) => (isObject(i) ? `${text(i.from)}-${text(i.to)}` : '')).join(' ') : '';

function flatten(properties: Json): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(properties)) {
    if (key === 'location' && isObject(value)) {
      for (const [k, v] of Object.entries(value)) if (!isObject(v)) out.set(k, text(v));
    } else if (key === 'openingHours' && isObject(value)) {
      const regular = isObject(value.regular) ? value.regular : {};
      for (const day of DAYS) out.set(day, intervals(regular[day]));
      const exceptions = Array.isArray(value.exceptions) ? value.exceptions : [];
      out.set(
        'exceptions',
        exceptions.length
          ? JSON.stringify(exceptions.map((e: Json) => ({ date: e.date, hours: e.hours, reason: e.reason })))
          : '',
      );
    } else if (Array.isArray(value)) out.set(key, value.map(text).join(' '));
    else out.set(key, text(value));
  }
  return out;
}

/** A place's feature needs 7 levels (collection, features, feature, properties, openingHours,
 * exceptions, an exception's hours); anything far deeper is not a file of places, and walking it
 * (flattening, JSON.stringify) would overflow the stack. */
export const MAX_GEOJSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in JSON text, brackets inside strings not counted. */
function nestingDepth(json: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

export async function readGeojson(path: string, sink: RowSink): Promise<void> {
  const json = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  // Checked before parsing, so no part of the file is walked deeper than a place can be.
  if (nestingDepth(json) > MAX_GEOJSON_DEPTH) throw fileProblem('not_geojson');
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch {
    throw fileProblem('not_geojson');
  }
  if (!isObject(doc) || doc.type !== 'FeatureCollection' || !Array.isArray(doc.features))
    throw fileProblem('not_geojson');
  const rows: { cells: Map<string, string>; problem?: ImportRowError }[] = [];
  const headers = new Map<string, number>();
  const add = (key: string) => headers.has(key) || headers.set(key, headers.size);
  for (const feature of doc.features as unknown[]) {
    if (!isObject(feature) || feature.type !== 'Feature') throw fileProblem('not_geojson');
    const geometry = feature.geometry;
    const point = geometry === null || (isObject(geometry) && geometry.type === 'Point');
    const cells = flatten(isObject(feature.properties) ? feature.properties : {});
    if (feature.id !== undefined && !cells.has('id')) cells.set('id', text(feature.id));
    const coordinates =
      point && isObject(geometry) && Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
    cells.set('latitude', text(coordinates[1]));
    cells.set('longitude', text(coordinates[0]));
    for (const key of cells.keys()) add(key);
    const kind =
      isObject(geometry) && typeof geometry.type === 'string' ? geometry.type.slice(0, 50) : 'none';
    rows.push(
      point
        ? { cells }
        : { cells, problem: { column: null, target: null, reason: 'not_a_point', detail: kind } },
    );
  }
  if (!rows.length) throw fileProblem('empty');
  const header = [...headers.keys()];
  sink.header(header);
  for (let from = 0; from < rows.length; from += ROW_BATCH) {
    await sink.rows(
      rows.slice(from, from + ROW_BATCH).map(({ cells, problem }, i): FileRow => ({
        row: from + i + 1,
        cells: header.map((h) => cells.get(h) ?? ''),
        ...(problem ? { problem } : {}),
      })),
    );
  }
}
