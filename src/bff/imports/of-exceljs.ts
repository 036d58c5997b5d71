import { createRequire } from 'node:module';

/** A module as ExcelJS itself requires it (its unzipper, its tmp): the very instance it uses. */
export const ofExcelJs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
