import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '@/testing/expect-problem';
import { upload } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';
import { INLINE_ROW, thousand, workbook } from '@/testing/xlsx-bombs';

// Files made to exhaust the server (issue 27): spreadsheets that unpack to gigabytes or hold
// millions of texts, a CSV of one endless line, a body announced at a gigabyte, imports at once.
// Each is refused with a clear problem within its limit, and leaves no file behind. The limits
// are small here, so the bombs need only a few megabytes.

// The BFF runs in this process: its temporary files (and ExcelJS's) land in a folder of this file.
process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'import-bombs-'));
const TMP = process.env.TMPDIR;

const LIMITS = { importMaxUnpackedBytes: 16 * 1024 * 1024, importMaxCells: 200_000, importMaxConcurrent: 1 };
const stack = useStack({ bff: LIMITS });
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SST_HEAD = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`;
const SHARED_ROW = '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>0</v></c></row>';

describe('import bombs', () => {
  let staff: BrowserClient;
  let before: Set<string>;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
    before = new Set(readdirSync(TMP));
  });
  afterEach(() => {
    // (tsx keeps its compile cache there, as it does in the system's temporary folder.)
    const added = readdirSync(TMP).filter((name) => !before.has(name) && !name.startsWith('tsx-'));
    expect(added).toEqual([]);
  });

  it('refuses an .xlsx without shared strings that unpacks past IMPORT_MAX_UNPACKED_BYTES (413)', async () => {
    const row = `<row r="2"><c r="A2" t="inlineStr"><is><t>${'x'.repeat(1000)}</t></is></c></row>`;
    const bomb = workbook({ row, rows: 1_000_000 }); // 1 GB unpacked, few cells
    const res = await upload(staff, 'bomb.xlsx', bomb);
    expectProblem(res, 413, '/problems/payload-too-large');
    expect(res.data.properties).toMatchObject({
      reason: 'unpacked_too_large',
      limit: LIMITS.importMaxUnpackedBytes,
    });
  });

  it('leaves no temporary file behind an .xlsx that fails to parse', async () => {
    const broken = workbook({
      row: INLINE_ROW,
      rows: 20_000,
      tail: '<row r="3"><c r="A3"></row></sheetData>',
    });
    const res = await upload(staff, 'broken.xlsx', broken);
    expectProblem(res, 400, '/problems/import-file');
    expect(res.data.properties.reason).toBe('unreadable_xlsx');
  });

  it('stops counting shared strings at IMPORT_MAX_CELLS (413)', async () => {
    const sharedStrings = { head: SST_HEAD, ...thousand('<si><t>Praha</t></si>', 300_000), tail: '</sst>' };
    const res = await upload(staff, 'strings.xlsx', workbook({ row: SHARED_ROW, rows: 10, sharedStrings }));
    expectProblem(res, 413, '/problems/payload-too-large');
    expect(res.data.properties).toMatchObject({ reason: 'too_many_cells', limit: LIMITS.importMaxCells });
  });

  it('stops counting cells at IMPORT_MAX_CELLS (413)', async () => {
    const res = await upload(staff, 'cells.xlsx', workbook({ row: INLINE_ROW, rows: 110_000 }));
    expectProblem(res, 413, '/problems/payload-too-large');
    expect(res.data.properties).toMatchObject({ reason: 'too_many_cells', limit: LIMITS.importMaxCells });
  });

  it('still reads an .xlsx within the limits', async () => {
    const res = await upload(staff, 'places.xlsx', workbook({ row: INLINE_ROW, rows: 1000 }));
    expect(res.status, res.text).toBe(201);
    expect(res.data).toMatchObject({ format: 'xlsx', counts: { total: 1000 } });
  });

  it('refuses a CSV row longer than 1 MiB (413) before parsing it', async () => {
    const csv = `name,city\n"${'x'.repeat(2 * 1024 * 1024)}",Praha\n`;
    const res = await upload(staff, 'long.csv', Buffer.from(csv));
    expectProblem(res, 413, '/problems/payload-too-large');
    expect(res.data.properties).toMatchObject({ reason: 'line_too_long', row: 2 });
  });

  it('refuses a body announced larger than IMPORT_MAX_BYTES from its Content-Length, unread', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${stack().bffUrl}/bff/imports?eshopId=${DEMO_ESHOP}`, {
        method: 'POST',
        headers: {
          cookie: staff.cookie,
          'x-csrf-token': staff.csrf,
          origin: staff.origin,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(1024 ** 3),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('--x\r\ncontent-disposition: form-data; name="file"; filename="big.csv"\r\n\r\nname\n');
      // Nothing more is sent: only an answer before the body can end this.
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).properties).toMatchObject({ reason: 'too_large' });
  });

  it('answers 429 while IMPORT_MAX_CONCURRENT imports are being read, and frees the slot after', async () => {
    const stalled = httpRequest(`${stack().bffUrl}/bff/imports?eshopId=${DEMO_ESHOP}`, {
      method: 'POST',
      headers: {
        cookie: staff.cookie,
        'x-csrf-token': staff.csrf,
        origin: staff.origin,
        'content-type': 'multipart/form-data; boundary=x',
        'transfer-encoding': 'chunked',
      },
    });
    stalled.on('error', () => {});
    stalled.write('--x\r\ncontent-disposition: form-data; name="file"; filename="slow.csv"\r\n\r\nname\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await upload(staff, 'places.csv', Buffer.from('name\nPraha\n'));
    expectProblem(busy, 429, '/problems/too-many-uploads');
    expect(busy.headers.get('retry-after')).toBe('5');
    stalled.destroy();
    await expect
      .poll(async () => (await upload(staff, 'places.xlsx', workbook({ row: INLINE_ROW, rows: 1 }))).status)
      .toBe(201);
  });
});
