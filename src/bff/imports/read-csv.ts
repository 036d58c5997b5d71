import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { ImportEncoding } from '@/contract/desk/import';
import { fileProblem } from './file-problem';
import { checkRecordLength } from './record-length';
import { ROW_BATCH, isBlank, type FileRow, type RowSink } from './rows';

// A CSV streamed from disk: decoded by iconv-lite (UTF-8, with or without a byte order mark, or
// Windows-1250), parsed by Papa Parse a row at a time with the delimiter detected between `,` and
// `;` (or chosen). The parser pauses while a batch of rows is written, so the file never sits in memory.

export interface CsvOptions {
  encoding: ImportEncoding;
  delimiter?: ',' | ';';
}

/**
 * The delimiter of the header row: whichever of `,` and `;` it holds more of outside quotes. (Papa
 * Parse's own guess weighs the field counts of the first rows, which a decimal comma in the data
 * or the empty line after the last record lead astray.)
 */
async function headerDelimiter(path: string, encoding: ImportEncoding): Promise<',' | ';'> {
  const file = await open(path);
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    const text = iconv.decode(head.subarray(0, bytesRead), iconvName(encoding));
    let commas = 0;
    let semicolons = 0;
    let quoted = false;
    for (const c of text) {
      if (c === '"') quoted = !quoted;
      else if (!quoted && (c === '\n' || c === '\r')) break;
      else if (!quoted && c === ',') commas++;
      else if (!quoted && c === ';') semicolons++;
    }
    return semicolons > commas ? ';' : ',';
  } finally {
    await file.close();
  }
}

const HEAD_BYTES = 64 * 1024;
const iconvName = (encoding: ImportEncoding) => (encoding === 'windows-1250' ? 'win1250' : 'utf8');

export async function readCsv(
  path: string,
  options: CsvOptions,
  sink: RowSink,
): Promise<{ delimiter: ',' | ';' }> {
  await checkRecordLength(path);
  const text: Readable = createReadStream(path).pipe(
    iconv.decodeStream(iconvName(options.encoding), { stripBOM: true }),
  ) as unknown as Readable;
  let row = 0;
  let header = false;
  let batch: FileRow[] = [];
  const delimiter = options.delimiter ?? (await headerDelimiter(path, options.encoding));
  let failure: unknown = null;

  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(text, {
      delimiter,
      step(results, parser) {
        row++;
        const quote = results.errors.find((e) => e.code === 'MissingQuotes');
        if (quote) {
          failure = fileProblem('unclosed_quote', 400, { row });
          return parser.abort();
        }
        const cells = results.data;
        if (!header) {
          if (isBlank(cells)) {
            failure = fileProblem('no_header', 400, { row });
            return parser.abort();
          }
          header = true;
          return sink.header(cells);
        }
        if (isBlank(cells)) return;
        batch.push({ row, cells });
        if (batch.length < ROW_BATCH) return;
        parser.pause();
        const full = batch;
        batch = [];
        sink.rows(full).then(
          () => parser.resume(),
          (error: unknown) => {
            failure = error;
            parser.abort();
          },
        );
      },
      complete: () => resolve(),
      error: (error) => reject(error),
    });
  });
  text.destroy();
  if (failure) throw failure;
  if (!header) throw fileProblem('empty');
  if (batch.length) await sink.rows(batch);
  return { delimiter };
}
