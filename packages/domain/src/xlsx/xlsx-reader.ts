import { strFromU8, unzipSync } from 'fflate';
import { unescapeXml } from './xlsx-parts';

export type XlsxValue = string | number | boolean;

function columnIndex(letters: string): number {
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/**
 * The first sheet's rows (header included) of a workbook this package wrote: inline strings, shared strings,
 * numbers (dates stay Excel serials) and booleans. Enough to check an export; not a general xlsx reader.
 */
export function readXlsxRows(bytes: Uint8Array): XlsxValue[][] {
  const files = unzipSync(bytes);
  const sheetFile = files['xl/worksheets/sheet1.xml'];
  if (!sheetFile) throw new Error('no xl/worksheets/sheet1.xml in the workbook');
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
        unescapeXml([...match[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
      )
    : [];
  const rows: XlsxValue[][] = [];
  for (const row of strFromU8(sheetFile).matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
    const values: XlsxValue[] = [];
    for (const cell of row[1]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const [, letters, attributes, inner = ''] = cell;
      const type = /t="(\w+)"/.exec(attributes!)?.[1];
      const text = /<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1];
      const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value: XlsxValue;
      if (type === 'inlineStr') value = unescapeXml(text ?? '');
      else if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'b') value = raw === '1';
      else if (type === 'str') value = unescapeXml(raw ?? '');
      else value = raw == null ? '' : Number(raw);
      values[columnIndex(letters!)] = value;
    }
    rows.push(Array.from(values, (value) => value ?? ''));
  }
  return rows;
}
