import {
  PO_IMPORT_COLUMNS,
  PO_IMPORT_HEADERS,
  PO_IMPORT_MESSAGES,
  PO_IMPORT_SHEET,
  type Lang,
  type PoImportRowError,
} from '@portal/domain';
import { writeXlsx, type XlsxCell } from '@portal/domain/src/xlsx';
import type { SheetRow } from './sheet-reader';

const MESSAGES_HEADER: Record<Lang, string> = { en: 'Messages', fr: 'Messages' };
const ROW_HEADER: Record<Lang, string> = { en: 'Row', fr: 'Ligne' };

/**
 * The uploaded rows with their messages, in the template's sheet and columns: the user fixes the rows in it
 * and uploads it again as it is (the Row and Messages columns are extra, so the import ignores them).
 */
export function errorWorkbook(
  rows: readonly SheetRow[],
  errors: readonly PoImportRowError[],
  lang: Lang,
): Buffer {
  const messages = new Map(
    errors.map((error) => [error.row, error.codes.map((code) => PO_IMPORT_MESSAGES[lang][code]).join('; ')]),
  );
  const headers = [
    ...PO_IMPORT_COLUMNS.map((column) => PO_IMPORT_HEADERS[lang][column]),
    ROW_HEADER[lang],
    MESSAGES_HEADER[lang],
  ];
  const cells = rows.map(({ row, values }): XlsxCell[] => [
    ...PO_IMPORT_COLUMNS.map((column) => values[column]),
    row,
    messages.get(row) ?? '',
  ]);
  return Buffer.from(
    writeXlsx(
      { sheetName: PO_IMPORT_SHEET, headers, widths: [16, 20, 32, 16, 12, 16, 10, 16, 20, 8, 60] },
      cells,
    ),
  );
}

/** The template: the sheet and its one header row, in the screen's language. */
export function templateWorkbook(lang: Lang): Buffer {
  return Buffer.from(
    writeXlsx(
      {
        sheetName: PO_IMPORT_SHEET,
        headers: PO_IMPORT_COLUMNS.map((column) => PO_IMPORT_HEADERS[lang][column]),
        widths: [16, 20, 32, 16, 12, 16, 10, 16, 20],
      },
      [],
    ),
  );
}
