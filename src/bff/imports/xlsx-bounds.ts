import { createReadStream } from 'node:fs';
import type { Duplex, Readable } from 'node:stream';
import { fileProblem } from './file-problem';
import { ofExcelJs } from './of-exceljs';

// An .xlsx is a zip that may unpack to a thousand times its size. Before anything parses it, it is
// unpacked once with the unzipper ExcelJS uses (so both see the same entries), nothing kept:
// entries, unpacked bytes, shared strings and cells are counted as they stream, and the first
// limit passed stops the read.

/** The part of ExcelJS's own unzipper used here (it ships no types). */
interface Unzipper {
  Parse(options: { forceStream: true }): Duplex & AsyncIterable<Readable & { path: string }>;
}
const unzipper = ofExcelJs('unzipper') as Unzipper;

export interface XlsxLimits {
  maxUnpackedBytes: number;
  /** Cells of all worksheets, and shared strings, each. */
  maxCells: number;
}

/** A workbook of one sheet has about ten parts; a thousand is no spreadsheet. */
export const MAX_XLSX_ENTRIES = 1000;

const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** Counts `<name` opening tags across chunks (a tag split between two is counted once). */
export function tagCounter(name: string) {
  const tag = `<${name}`;
  const ends = new Set([' ', '>', '/', '\t', '\n', '\r']);
  let carry = '';
  return (chunk: Buffer): number => {
    const text = carry + chunk.toString('latin1');
    let count = 0;
    for (let at = text.indexOf(tag); at !== -1; at = text.indexOf(tag, at + 1)) {
      if (at + tag.length >= text.length) break; // its end is in the next chunk
      if (ends.has(text[at + tag.length]!)) count++;
    }
    carry = text.slice(-tag.length);
    return count;
  };
}

export async function checkXlsxBounds(path: string, limits: XlsxLimits): Promise<void> {
  const file = createReadStream(path);
  const zip = file.pipe(unzipper.Parse({ forceStream: true }));
  file.on('error', (error) => zip.destroy(error));
  let entries = 0;
  let bytes = 0;
  let strings = 0;
  let cells = 0;
  try {
    for await (const entry of zip) {
      if (++entries > MAX_XLSX_ENTRIES)
        throw fileProblem('unpacked_too_large', 413, {
          limit: limits.maxUnpackedBytes,
          entries: MAX_XLSX_ENTRIES,
        });
      const isStrings = entry.path === 'xl/sharedStrings.xml';
      const count = isStrings ? tagCounter('si') : SHEET.test(entry.path) ? tagCounter('c') : null;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > limits.maxUnpackedBytes)
          throw fileProblem('unpacked_too_large', 413, { limit: limits.maxUnpackedBytes });
        if (!count) continue;
        if (isStrings) strings += count(chunk);
        else cells += count(chunk);
        if (strings > limits.maxCells || cells > limits.maxCells)
          throw fileProblem('too_many_cells', 413, { limit: limits.maxCells });
      }
    }
  } finally {
    zip.destroy();
    file.destroy();
  }
}
