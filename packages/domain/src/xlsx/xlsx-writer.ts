import { Zip, ZipDeflate, strToU8, zipSync, type Zippable } from 'fflate';
import {
  fixedParts,
  rowXml,
  SHEET_END_XML,
  SHEET_PATH,
  sheetStartXml,
  type XlsxCell,
  type XlsxSheetOptions,
} from './xlsx-parts';

const LEVEL = 6;

/** A whole workbook in memory: the browser's export of what a screen shows (at most 1000 rows). */
export function writeXlsx(options: XlsxSheetOptions, rows: Iterable<readonly XlsxCell[]>): Uint8Array {
  const files: Zippable = {};
  for (const [path, xml] of fixedParts(options.sheetName)) files[path] = strToU8(xml);
  const sheet: string[] = [sheetStartXml(options)];
  let rowNumber = 1;
  for (const row of rows) sheet.push(rowXml(row, ++rowNumber));
  sheet.push(SHEET_END_XML);
  files[SHEET_PATH] = strToU8(sheet.join(''));
  return zipSync(files, { level: LEVEL });
}

export interface XlsxStreamWriter {
  /** Appends data rows; compressed bytes reach `onChunk` as they are ready. */
  addRows(rows: Iterable<readonly XlsxCell[]>): void;
  /** Closes the sheet and the zip; `onChunk` then receives its last chunk with final = true. */
  finish(): void;
  /** Data rows written so far. */
  readonly rowCount: number;
}

/**
 * A workbook written row batch by row batch (fflate's streaming zip): memory stays at one batch whatever
 * the number of rows. Works anywhere; the server wraps it in a Node stream.
 */
export function createXlsxStream(
  options: XlsxSheetOptions,
  onChunk: (chunk: Uint8Array, final: boolean) => void,
): XlsxStreamWriter {
  let failure: Error | null = null;
  const zip = new Zip((error, data, final) => {
    if (error) failure = error;
    else onChunk(data, final);
  });
  const check = () => {
    if (failure) throw failure;
  };
  for (const [path, xml] of fixedParts(options.sheetName)) {
    const file = new ZipDeflate(path, { level: LEVEL });
    zip.add(file);
    file.push(strToU8(xml), true);
  }
  const sheet = new ZipDeflate(SHEET_PATH, { level: LEVEL });
  zip.add(sheet);
  sheet.push(strToU8(sheetStartXml(options)));
  let rowNumber = 1;
  check();
  return {
    addRows(rows) {
      const xml: string[] = [];
      for (const row of rows) xml.push(rowXml(row, ++rowNumber));
      if (xml.length) sheet.push(strToU8(xml.join('')));
      check();
    },
    finish() {
      sheet.push(strToU8(SHEET_END_XML), true);
      zip.end();
      check();
    },
    get rowCount() {
      return rowNumber - 1;
    },
  };
}
