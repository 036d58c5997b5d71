import { z } from 'zod';

// Why an import (import.ts) cannot read a file or write a row: codes, worded by the web in the
// user's language.

/** Why a whole file cannot be read (problem type /problems/import-file, `properties.reason`). */
export const IMPORT_FILE_REASONS = [
  'empty',
  'no_file',
  'wrong_format',
  'unknown_format',
  'binary',
  'unclosed_quote',
  'too_large',
  'too_many_rows',
  'no_header',
  'not_geojson',
  'unreadable_xlsx',
  'sheet_not_found',
  'unpacked_too_large',
  'too_many_cells',
  'too_complex',
  'line_too_long',
] as const;
export const ImportFileReasonSchema = z.enum(IMPORT_FILE_REASONS);
export type ImportFileReason = z.infer<typeof ImportFileReasonSchema>;

/** Why a row cannot be written. */
export const IMPORT_ROW_REASONS = [
  'required',
  'too_long',
  'not_allowed',
  'invalid_format',
  'out_of_range',
  'not_a_number',
  'invalid_hours',
  /**
   * Hours text the reader read only by guessing (a day name it took for another, rules not joined):
   * the editor shows the guess under the text; an import does not store it (`warnings` say which).
   */
  'hours_guessed',
  /** Hours text with sunrise or sunset at a row without coordinates. */
  'hours_need_coordinates',
  /** Hours text with PH or SH in a country whose holidays are not known. */
  'no_holidays',
  'invalid_exceptions',
  'ragged_row',
  'duplicate_origin_id',
  'duplicate_id',
  'unknown_id',
  'origin_id_taken',
  /** A phone number with fewer than 6 or more than 20 digits. */
  'phone_digits',
  /** A GeoJSON feature whose geometry is not a point (its type in `detail`). */
  'not_a_point',
  /** A new place the file gives no hours, while the mapping has not said what such rows get. */
  'no_hours',
  'invalid',
] as const;
export const ImportRowReasonSchema = z.enum(IMPORT_ROW_REASONS);
export type ImportRowReason = z.infer<typeof ImportRowReasonSchema>;
