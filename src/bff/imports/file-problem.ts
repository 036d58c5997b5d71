import type { ImportFileReason } from '@/contract/desk/import-reasons';
import type { ImportFileProperties } from '@/contract/desk/problem-properties';
import { Problem } from '@/bff/problem';

// A file that cannot be imported as a whole: problem type /problems/import-file, its reason as a
// code in `properties.reason` (the web words it) and English words in the detail.

const DETAILS: Record<ImportFileReason, string> = {
  empty: 'The file is empty.',
  no_file: 'Upload the file as multipart/form-data, in a part named "file".',
  wrong_format: 'The file is not what its name says.',
  unknown_format: 'The file is not a CSV, an Excel workbook (.xlsx) or GeoJSON.',
  binary: 'The file is not text: it holds binary data.',
  unclosed_quote: 'A quoted value is never closed.',
  too_large: 'The file is larger than the import allows.',
  too_many_rows: 'The file has more rows than the import allows.',
  no_header: 'The first row holds no column names.',
  not_geojson: 'The file is not a GeoJSON FeatureCollection of points.',
  unreadable_xlsx: 'The Excel workbook cannot be read.',
  sheet_not_found: 'The workbook has no sheet of that name.',
  unpacked_too_large: 'The Excel workbook unpacks to more than the import allows.',
  too_many_cells: 'The Excel workbook holds more cells or texts than the import allows.',
  too_complex: 'The Excel workbook needs more memory to read than the import allows.',
  line_too_long: 'A row of the file is longer than the import allows.',
};

export function fileProblem(
  reason: ImportFileReason,
  status = 400,
  extra: Omit<ImportFileProperties, 'reason'> = {},
) {
  const detail = DETAILS[reason];
  const kind =
    status === 413 ? 'payload-too-large' : status === 415 ? 'unsupported-media-type' : 'import-file';
  const properties: ImportFileProperties = { reason, ...extra };
  return new Problem(status, kind, 'The file cannot be imported', detail, {
    ...properties,
    errors: [{ field: 'file', message: detail }],
  });
}
