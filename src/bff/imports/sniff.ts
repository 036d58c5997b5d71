import { open } from 'node:fs/promises';
import type { ImportFormat } from '@/contract/desk/import';
import { fileProblem } from './file-problem';

// What the file is, from its first bytes, checked against what its name says: an .xlsx is a zip
// (`PK\x03\x04`), GeoJSON starts with `{`, a CSV is text. A file that is something else than its
// name says, or binary data that is neither, is refused as a whole.

const HEAD_BYTES = 64 * 1024;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function formatOfName(name: string): ImportFormat | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'geojson' || extension === 'json') return 'geojson';
  return null;
}

/** Bytes text never holds: NUL and the C0 controls other than tab, line feed, form feed, return. */
function looksBinary(head: Buffer): boolean {
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) controls++;
  }
  return controls > Math.max(8, head.length / 100);
}

function contentOf(head: Buffer): ImportFormat | 'binary' {
  if (head.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (looksBinary(head)) return 'binary';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('{') ? 'geojson' : 'csv';
}

export async function sniffFormat(path: string, name: string, size: number): Promise<ImportFormat> {
  if (size === 0) throw fileProblem('empty');
  const file = await open(path);
  const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
  try {
    await file.read(head, 0, head.length, 0);
  } finally {
    await file.close();
  }
  const content = contentOf(head);
  const named = formatOfName(name);
  if (content === 'binary')
    throw fileProblem(named ? 'wrong_format' : 'binary', 400, { named, found: 'binary' });
  if (named && named !== content) throw fileProblem('wrong_format', 400, { named, found: content });
  return content;
}
