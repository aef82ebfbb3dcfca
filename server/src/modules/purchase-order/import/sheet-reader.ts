import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  PO_IMPORT_COLUMNS,
  PO_IMPORT_HEADERS,
  PO_IMPORT_MAX_ROWS,
  type PoImportColumn,
} from '@portal/domain';

/**
 * Reads the import's sheet with exceljs's streaming reader: rows arrive one at a time and only the shared
 * strings are held, so memory follows the rows kept, not the file. Headers on the first row locate the
 * template's columns (English or French, any order; other columns are ignored). Cells come as the files of
 * Excel, LibreOffice and Google Sheets hold them: shared or inline strings, rich text, numbers, dates,
 * formulas with their cached result.
 */

/** A cell as the checks see it: text trimmed, numbers, real dates; null when empty. */
export type SheetValue = string | number | Date | null;

export interface SheetRow {
  /** The sheet's row number (the header is row 1). */
  row: number;
  values: Record<PoImportColumn, SheetValue>;
}

/** Why the sheet cannot be imported at all. */
export class SheetRefusal extends Error {
  constructor(
    readonly code: 'columnsMissing' | 'tooManyRows' | 'notXlsx',
    readonly missingColumns: string[] = [],
  ) {
    super(code);
  }
}

const HEADER_COLUMN = new Map<string, PoImportColumn>(
  Object.values(PO_IMPORT_HEADERS).flatMap((headers) =>
    PO_IMPORT_COLUMNS.map((column) => [normalHeader(headers[column]), column] as const),
  ),
);

function normalHeader(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Excel's 1900 date system: day 25569 is 1970-01-01. */
const excelSerialToDate = (serial: number) => new Date(Math.round((serial - 25569) * 86_400_000));

const DATE_FORMAT = /[dmyhs]/i;
const isDateFormat = (format: string | undefined) =>
  !!format && DATE_FORMAT.test(format.replace(/\[[^\]]*\]|"[^"]*"|\\./g, ''));

function cellValue(cell: ExcelJS.Cell): SheetValue {
  const value = cell.value as unknown;
  if (value == null) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const object = value as Record<string, unknown>;
  if (Array.isArray(object.richText))
    return (
      (object.richText as { text: string }[])
        .map((run) => run.text)
        .join('')
        .trim() || null
    );
  if ('formula' in object || 'sharedFormula' in object) {
    const result = object.result as unknown;
    if (typeof result === 'number' && isDateFormat(cell.numFmt)) return excelSerialToDate(result);
    if (result instanceof Date || typeof result === 'number') return result;
    if (typeof result === 'string') return result.trim() || null;
    if (result && typeof result === 'object' && 'error' in result) return String(result.error);
    return null;
  }
  if ('error' in object) return String(object.error);
  if ('text' in object) return String(object.text).trim() || null;
  return null;
}

export interface ReadOptions {
  /** The sheet's part number ('xl/worksheets/sheet{n}.xml'), found by workbook-check. */
  sheetNumber: number;
  /** Called every `progressEvery` rows with the data rows read so far. */
  onProgress?: (rowsRead: number) => void;
  progressEvery?: number;
}

/**
 * Every non-empty data row of the sheet. Refuses (SheetRefusal) a sheet lacking template columns or
 * holding more than PO_IMPORT_MAX_ROWS data rows; stops reading at the first row past the limit.
 */
export async function readSheetRows(bytes: Buffer, options: ReadOptions): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  // Which part the worksheet being handed over comes from: exceljs names a sheet only when its
  // relationship target is written relative, so the part number is the reliable key.
  let part = 0;
  (reader as unknown as NodeJS.EventEmitter).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') part = Number(entry.id);
  });
  const rows: SheetRow[] = [];
  const every = options.progressEvery ?? 1000;
  let found = false;
  for await (const worksheet of reader) {
    if (part !== options.sheetNumber) continue;
    found = true;
    let columns: Map<number, PoImportColumn> | null = null;
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      if (!columns) {
        columns = headerColumns(row);
        continue;
      }
      const values = Object.fromEntries(
        PO_IMPORT_COLUMNS.map((column) => [column, null]),
      ) as SheetRow['values'];
      let empty = true;
      for (const [index, column] of columns) {
        const value = cellValue(row.getCell(index));
        values[column] = value;
        if (value !== null) empty = false;
      }
      if (empty) continue;
      if (rows.length === PO_IMPORT_MAX_ROWS) throw new SheetRefusal('tooManyRows');
      rows.push({ row: row.number, values });
      if (rows.length % every === 0) options.onProgress?.(rows.length);
    }
    if (!columns) throw new SheetRefusal('columnsMissing', [...PO_IMPORT_COLUMNS]);
  }
  if (!found) throw new SheetRefusal('notXlsx');
  options.onProgress?.(rows.length);
  return rows;
}

/** Column index (1-based) of each template column, from the header row; refuses missing ones. */
function headerColumns(row: ExcelJS.Row): Map<number, PoImportColumn> {
  const columns = new Map<number, PoImportColumn>();
  row.eachCell((cell, index) => {
    const text = cellValue(cell);
    const column = typeof text === 'string' ? HEADER_COLUMN.get(normalHeader(text)) : undefined;
    if (column && ![...columns.values()].includes(column)) columns.set(index, column);
  });
  const missing = PO_IMPORT_COLUMNS.filter((column) => ![...columns.values()].includes(column));
  if (missing.length) throw new SheetRefusal('columnsMissing', missing);
  return columns;
}
