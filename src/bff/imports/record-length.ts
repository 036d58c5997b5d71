import { createReadStream } from 'node:fs';
import { fileProblem } from './file-problem';

// A CSV parser holds a whole record while it reads it: one line of 19 MB cost 346 MB. The file is
// scanned for its longest record first, streamed, nothing kept; `"` and line ends are the same
// bytes in UTF-8 and Windows-1250, so quotes are followed without decoding (a quoted line break
// does not end a record).

export const MAX_RECORD_BYTES = 1024 * 1024;

export async function checkRecordLength(path: string, max = MAX_RECORD_BYTES): Promise<void> {
  let length = 0;
  let row = 1;
  let quoted = false;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (const byte of chunk) {
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) {
        length = 0;
        row++;
        continue;
      }
      if (++length > max) throw fileProblem('line_too_long', 413, { row, limit: max });
    }
  }
}
