import {
  BARCODE_MAX,
  COLOR_CODE_MAX,
  COLOR_NAME_MAX,
  PO_NUMBER_MAX,
  PO_QUANTITY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_REFERENCE_MAX,
  type PoImportRowError,
  type PoRowMessageCode,
} from '@portal/domain';
import type { SheetRow, SheetValue } from './sheet-reader';

/**
 * The checks of every imported row, in the spec's words (PO_IMPORT_MESSAGES): pure, so they are tested
 * without a database. A row may collect several messages; a file is written only when no row has any.
 */

export interface ImportLine {
  row: number;
  poNumber: string;
  productReference: string;
  productDescription: string;
  barcode: string | null;
  colorCode: string;
  colorName: string;
  quantity: number;
  /** yyyy-MM-dd. */
  etd: string;
  destinationCountryId: number;
}

export interface CheckLookups {
  /** The country a row names (its name, ISO alpha-2 or alpha-3, any case), or null. */
  countryIdOf: (text: string) => number | null;
  /** The customer's PO numbers already stored, lower-cased. */
  existingPoNumbers: ReadonlySet<string>;
}

export interface CheckOutcome {
  lines: ImportLine[];
  errors: PoImportRowError[];
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Text of a cell as written in the row: numbers without exponent, dates as dd/MM/yyyy. */
export function textOf(value: SheetValue): string | null {
  if (value === null) return null;
  if (value instanceof Date)
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  return value.trim() || null;
}

const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A real date cell or dd/MM/yyyy text naming a real day, as yyyy-MM-dd; null otherwise. */
export function etdOf(value: SheetValue): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // Date cells carry no zone: exceljs gives the day at midnight UTC (a time part is dropped).
    return isoDay(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
  }
  if (typeof value !== 'string') return null;
  const match = DAY_MONTH_YEAR.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? isoDay(year, month, day) : null;
}

const WHOLE_NUMBER_TEXT = /^[+-]?\d+(?:\.0+)?$/;

/** A quantity: whole, above zero, within the column; or the message saying why not. */
export function quantityOf(value: SheetValue): number | PoRowMessageCode {
  if (value === null) return 'quantityMandatory';
  let quantity: number;
  if (typeof value === 'number') quantity = value;
  else if (typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value.trim())) quantity = Number(value.trim());
  else return 'quantityInvalid';
  if (!Number.isInteger(quantity)) return 'quantityInvalid';
  if (quantity <= 0) return 'quantityNotPositive';
  return quantity > PO_QUANTITY_MAX ? 'quantityInvalid' : quantity;
}

/** Mandatory text: its message when empty, textTooLong past the column's length. */
function required(
  value: SheetValue,
  max: number,
  missing: PoRowMessageCode,
  codes: PoRowMessageCode[],
): string {
  const text = textOf(value);
  if (text === null) codes.push(missing);
  else if (text.length > max && !codes.includes('textTooLong')) codes.push('textTooLong');
  return text ?? '';
}

const lineKey = (line: Pick<ImportLine, 'poNumber' | 'productReference' | 'colorCode'>) =>
  `${line.poNumber.toLowerCase()}\u0000${line.productReference.toLowerCase()}\u0000${line.colorCode.toLowerCase()}`;

export function checkRows(
  rows: readonly SheetRow[],
  lookups: CheckLookups,
  onProgress?: (rowsChecked: number) => void,
): CheckOutcome {
  const checked: { line: ImportLine; codes: PoRowMessageCode[] }[] = [];
  const rowsByKey = new Map<string, number>();
  rows.forEach(({ row, values }, index) => {
    const codes: PoRowMessageCode[] = [];
    const poNumber = required(values.poNumber, PO_NUMBER_MAX, 'poNumberMandatory', codes);
    const productReference = required(
      values.productReference,
      PRODUCT_REFERENCE_MAX,
      'productReferenceMandatory',
      codes,
    );
    const quantity = quantityOf(values.quantity);
    if (typeof quantity !== 'number') codes.push(quantity);
    const etd = etdOf(values.etd);
    if (etd === null) codes.push('etdInvalid');
    const countryText = textOf(values.destinationCountry);
    const destinationCountryId = countryText === null ? null : lookups.countryIdOf(countryText);
    if (destinationCountryId === null) codes.push('countryNotAvailable');
    if (poNumber && lookups.existingPoNumbers.has(poNumber.toLowerCase())) codes.push('poNumberExists');
    const productDescription = required(
      values.productDescription,
      PRODUCT_DESCRIPTION_MAX,
      'productDescriptionMandatory',
      codes,
    );
    const barcode = textOf(values.barcode);
    if (barcode !== null && barcode.length > BARCODE_MAX) codes.push('barcodeTooLong');
    const colorCode = required(values.colorCode, COLOR_CODE_MAX, 'colorCodeMandatory', codes);
    const colorName = required(values.colorName, COLOR_NAME_MAX, 'colorNameMandatory', codes);
    const line: ImportLine = {
      row,
      poNumber,
      productReference,
      productDescription,
      barcode,
      colorCode,
      colorName,
      quantity: typeof quantity === 'number' ? quantity : 0,
      etd: etd ?? '',
      destinationCountryId: destinationCountryId ?? 0,
    };
    if (poNumber && productReference && colorCode) {
      const key = lineKey(line);
      rowsByKey.set(key, (rowsByKey.get(key) ?? 0) + 1);
    }
    checked.push({ line, codes });
    if ((index + 1) % 5000 === 0) onProgress?.(index + 1);
  });
  // A PO's product in one colour is one line: every row repeating it is refused, not only the later ones.
  for (const entry of checked)
    if (entry.line.poNumber && entry.line.productReference && entry.line.colorCode)
      if (rowsByKey.get(lineKey(entry.line))! > 1) entry.codes.push('duplicateProducts');
  onProgress?.(rows.length);
  return {
    lines: checked.filter((entry) => entry.codes.length === 0).map((entry) => entry.line),
    errors: checked
      .filter((entry) => entry.codes.length > 0)
      .map((entry) => ({ row: entry.line.row, codes: entry.codes })),
  };
}
