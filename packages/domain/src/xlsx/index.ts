/**
 * Import as '@portal/domain/src/xlsx': kept out of the package index so fflate only reaches the bundles
 * that export.
 */
export { writeXlsx, createXlsxStream, type XlsxStreamWriter } from './xlsx-writer';
export { readXlsxRows, type XlsxValue } from './xlsx-reader';
export { XLSX_MIME_TYPE, columnName, unescapeXml, type XlsxCell, type XlsxSheetOptions } from './xlsx-parts';
