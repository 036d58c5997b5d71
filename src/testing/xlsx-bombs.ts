import { constants, crc32, deflateRawSync } from 'node:zlib';

// Spreadsheet bombs for the import tests, made in a few milliseconds: a zip whose parts repeat a
// piece many times. Each piece is deflated once with a full flush (no reference across pieces), so
// the deflated piece can be repeated as it is: megabytes of file that unpack to gigabytes.

/** A part's text: `head`, then `piece` `times` times, then `tail`. */
export interface Part {
  name: string;
  head: string;
  piece?: string;
  times?: number;
  tail?: string;
}

const flushed = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_FULL_FLUSH });

function packed(part: Part) {
  const head = Buffer.from(part.head);
  const piece = Buffer.from(part.piece ?? '');
  const tail = Buffer.from(part.tail ?? '');
  const times = part.times ?? 0;
  let crc = crc32(head);
  for (let i = 0; i < times; i++) crc = crc32(piece, crc);
  crc = crc32(tail, crc);
  const deflatedPiece = flushed(part.piece ?? '');
  const chunks = [
    flushed(part.head),
    ...Array(times).fill(deflatedPiece),
    flushed(part.tail ?? ''),
    deflateRawSync(Buffer.alloc(0)),
  ];
  const data = Buffer.concat(chunks);
  return { name: Buffer.from(part.name), data, crc, size: head.length + piece.length * times + tail.length };
}

export function zip(parts: Part[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { name, data, crc, size } = packed(part);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    out.push(local, name, data);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Places" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';
const inline = (col: string, text: string) => `<c r="${col}1" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A piece of a thousand copies: a deflated piece is then a few hundred times smaller. */
export const thousand = (text: string, copies: number) => ({
  piece: text.repeat(1000),
  times: Math.ceil(copies / 1000),
});

/** A workbook of one sheet: the header row, then `row` `rows` times (in thousands); `sharedStrings` before it. */
export function workbook(options: {
  row: string;
  rows: number;
  tail?: string;
  sharedStrings?: Omit<Part, 'name'>;
}) {
  const header = `<row r="1">${inline('A', 'Name')}${inline('B', 'City')}</row>`;
  return zip([
    { name: 'xl/workbook.xml', head: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', head: RELS },
    ...(options.sharedStrings ? [{ name: 'xl/sharedStrings.xml', ...options.sharedStrings }] : []),
    {
      name: 'xl/worksheets/sheet1.xml',
      head: SHEET_HEAD + header,
      ...thousand(options.row, options.rows),
      tail: options.tail ?? SHEET_TAIL,
    },
  ]);
}

/** A row of two inline texts: no shared strings needed. */
export const INLINE_ROW = `<row r="2">${inline('A', 'Papírnictví')}${inline('B', 'Praha')}</row>`;
