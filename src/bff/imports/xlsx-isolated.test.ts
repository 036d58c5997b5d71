import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Problem } from '../problem';
import { workbook, thousand } from '@/testing/xlsx-bombs';
import type { FileRow } from './rows';
import { readXlsxIsolated } from './xlsx-isolated';

// The worker thread an .xlsx is read in: a workbook within every count that still needs more
// memory than the worker's heap ends the worker with 413 `too_complex`, not this process; a good
// one hands its rows over in batches.

const dir = mkdtempSync(join(tmpdir(), 'xlsx-isolated-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const LIMITS = { maxUnpackedBytes: 1024 ** 3, maxCells: 10_000_000 };
const SST = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
const ROW = '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>';

function file(name: string, bytes: Buffer) {
  writeFileSync(join(dir, name), bytes);
  return { path: join(dir, name), dir };
}

describe('an .xlsx read in a worker thread', () => {
  it('answers too_complex when the workbook outgrows the worker heap, and this process goes on', async () => {
    const sharedStrings = {
      head: SST,
      ...thousand(`<si><t>${'y'.repeat(60)}</t></si>`, 600_000),
      tail: '</sst>',
    };
    const bomb = file('heavy.xlsx', workbook({ row: ROW, rows: 10, sharedStrings }));
    const sink = { header: () => {}, rows: async () => {} };
    const failure = await readXlsxIsolated(bomb, undefined, sink, LIMITS, 16).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Problem);
    expect((failure as Problem).extra).toMatchObject({ reason: 'too_complex' });
  });

  it('hands the rows over and leaves no file of its own', async () => {
    const sharedStrings = {
      head: SST,
      piece: '<si><t>Praha</t></si><si><t>Brno</t></si>',
      times: 1,
      tail: '</sst>',
    };
    const good = file('good.xlsx', workbook({ row: ROW, rows: 2500, sharedStrings }));
    const header: string[][] = [];
    const rows: FileRow[] = [];
    const sink = {
      header: (cells: string[]) => void header.push(cells),
      rows: async (b: FileRow[]) => void rows.push(...b),
    };
    expect(await readXlsxIsolated(good, undefined, sink, LIMITS)).toEqual({
      sheets: ['Places'],
      sheet: 'Places',
    });
    expect(header).toEqual([['Name', 'City']]);
    expect(rows).toHaveLength(3000);
    expect(rows[0]).toEqual({ row: 2, cells: ['Praha', 'Brno'] });
    expect(readdirSync(dir).sort()).toEqual(['good.xlsx', 'heavy.xlsx']);
  });
});
