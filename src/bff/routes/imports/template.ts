import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { IMPORT_TARGETS } from '@/contract/desk/import';
import { requireRole } from '@/bff/plugins/session';
import { routeOf } from '../operation-route';
import { importOperations } from '@/contract/operations/imports';

// GET /bff/imports/template.csv and template.xlsx: the columns an import reads, named as the export
// names them (so they map by themselves), with two example rows: a parcel shop and a parcel box.

/** Every field an import fills, hours as one column per day (the export's form, not the text one). */
const HEADERS = IMPORT_TARGETS.filter((target) => target !== 'openingHours');
const WEEKDAYS = Array(5).fill('08:00-12:00 13:00-18:00');
const EXAMPLES = [
  ['', 'SHOP-001', 'PARCEL_SHOP', 'Papírnictví U Řeky', 'CZ', 'Náměstí Míru 12', '', 'Třeboň', '', '', '379 01',
    '49.0036', '14.7706', '+420 384 721 111', 'trebon@example.cz', 'Vchod ze dvora', '7', 'CALENDAR_DAYS',
    ...WEEKDAYS, '09:00-12:00', '', '[{"date":"2026-12-24","hours":[],"reason":"Štědrý den"}]'],
  ['', 'BOX-002', 'PARCEL_BOX', 'Box Žižkov', 'CZ', 'Seifertova 45', '', 'Praha', '', '', '130 00', '50.0840',
    '14.4520', '+420 222 333 444', 'zizkov@example.cz', '', '3', 'CALENDAR_DAYS',
    ...Array(7).fill('00:00-24:00'), ''],
]; // prettier-ignore

const attachment = (extension: string) => `attachment; filename="places-import-template.${extension}"`;

export function registerImportTemplates(app: FastifyInstance) {
  const reader = { preValidation: requireRole('places:read') };
  app.route({
    ...routeOf(importOperations.templateCsv),
    ...reader,
    handler: async (_request, reply) => {
      reply.header('content-disposition', attachment('csv')).type('text/csv; charset=utf-8');
      return stringify([HEADERS, ...EXAMPLES], { bom: true, record_delimiter: 'windows' });
    },
  });
  app.route({
    ...routeOf(importOperations.templateXlsx),
    ...reader,
    handler: async (_request, reply) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Places');
      sheet.addRows([HEADERS, ...EXAMPLES]);
      sheet.getRow(1).font = { bold: true };
      reply
        .header('content-disposition', attachment('xlsx'))
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  });
}
