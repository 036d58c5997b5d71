import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upload } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { startStack } from '@/testing/stack';
import { INLINE_ROW, thousand, workbook } from '@/testing/xlsx-bombs';

// `npx tsx --expose-gc scripts/measure-import-bombs.ts`: each spreadsheet bomb of issue 27 sent to a
// BFF with the default limits, in this process; prints its answer, the time, the peak RSS above
// the RSS before it, and what it left in the temporary folder.

process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'measure-bombs-'));
const TMP = process.env.TMPDIR;
const stack = await startStack();
const staff = await signedIn(stack, 'staff');
const SST = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
const SHARED_ROW =
  '<row r="2">' +
  'ABCDEFGHIJ'
    .split('')
    .map((c) => `<c r="${c}2" t="s"><v>0</v></c>`)
    .join('') +
  '</row>';
const long = (n: number) => `<row r="2"><c r="A2" t="inlineStr"><is><t>${'x'.repeat(n)}</t></is></c></row>`;
const strings = (text: string, count: number) => ({
  head: SST,
  ...thousand(`<si><t>${text}</t></si>`, count),
  tail: '</sst>',
});

const cases: [string, string, () => Buffer][] = [
  ['no shared strings, 2 GB unpacked', 'bomb.xlsx', () => workbook({ row: long(1000), rows: 2_000_000 })],
  [
    '5 000 000 shared strings',
    'strings.xlsx',
    () => workbook({ row: SHARED_ROW, rows: 10, sharedStrings: strings('a', 5_000_000) }),
  ],
  [
    '2 900 000 shared strings of 60 characters (within the counts)',
    'heavy.xlsx',
    () => workbook({ row: SHARED_ROW, rows: 10, sharedStrings: strings('y'.repeat(60), 2_900_000) }),
  ],
  [
    '10 000 000 cells without shared strings',
    'cells.xlsx',
    () => workbook({ row: INLINE_ROW, rows: 5_000_000 }),
  ],
  ['CSV of one 19 MB line', 'line.csv', () => Buffer.from(`name\n"${'x'.repeat(19_000_000)}"\n`)],
  [
    'a real 100 000 rows × 10 columns, 1 000 000 shared strings',
    'real.xlsx',
    () =>
      workbook({ row: SHARED_ROW, rows: 100_000, sharedStrings: strings('Papírnictví U Řeky', 1_000_000) }),
  ],
];

for (const [label, name, make] of cases) {
  const bytes = make();
  globalThis.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = Date.now();
  const res = await upload(staff, name, bytes);
  clearInterval(timer);
  const left = readdirSync(TMP).filter((n) => n.startsWith('pd-import-'));
  const reason = res.data?.properties?.reason ?? res.data?.counts?.total;
  console.log(
    `${label}: ${(bytes.length / 2 ** 20).toFixed(1)} MiB → ${res.status} ${reason}, ${Date.now() - started} ms, ` +
      `RSS +${Math.round((peak - base) / 2 ** 20)} MiB, left: ${left.length ? left.join(' ') : 'nothing'}`,
  );
}
await stack.close();
rmSync(TMP, { recursive: true, force: true });
