import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';
import { PO_IMPORT_SHEET } from '@portal/domain';
import { unescapeXml } from '@portal/domain/src/xlsx';

/**
 * What the upload checks before it answers a key: the bytes are a zip holding an xlsx workbook, what its
 * entries say they inflate to stays within bounds, and the workbook has the import's sheet. Only the two
 * small workbook parts are inflated here; the sheet itself is read later, by the job.
 */

/** Every part of the workbook together, once inflated: a 50,000-row sheet is about 30 MB of XML. */
export const MAX_INFLATED_BYTES = 160 * 1024 * 1024;
/** xl/workbook.xml and its relationships: a few KB even with hundreds of sheets. */
const MAX_WORKBOOK_PART_BYTES = 1024 * 1024;

export type WorkbookCheck =
  { ok: true; sheetNumber: number } | { ok: false; code: 'notXlsx' | 'sheetNotFound' };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The attributes of every element `tag` in the XML text (workbook parts are small and flat). */
function elements(xml: string, tag: string): Record<string, string>[] {
  const pattern = new RegExp(`<(?:\\w+:)?${tag}\\s([^>]*?)/?>`, 'g');
  return [...xml.matchAll(pattern)].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:]+)\s*=\s*"([^"]*)"/g)].map((attribute) => [
        attribute[1]!.replace(/^\w+:(?=id$)/, 'r:'),
        unescapeXml(attribute[2]!),
      ]),
    ),
  );
}

/** The zip entry of the named sheet ('xl/worksheets/sheet2.xml'), from the workbook and its relationships. */
function sheetPart(workbookXml: string, relsXml: string, sheetName: string): string | null {
  const wanted = sheetName.trim().toLowerCase();
  const sheet = elements(workbookXml, 'sheet').find((item) => item.name?.trim().toLowerCase() === wanted);
  if (!sheet?.['r:id']) return null;
  const rel = elements(relsXml, 'Relationship').find((item) => item.Id === sheet['r:id']);
  if (!rel?.Target) return null;
  // Targets are relative to xl/ ('worksheets/sheet1.xml') or absolute ('/xl/worksheets/sheet1.xml').
  return rel.Target.startsWith('/') ? rel.Target.slice(1) : `xl/${rel.Target}`;
}

export function checkWorkbook(bytes: Uint8Array): WorkbookCheck {
  if (bytes.length < 22 || ZIP_MAGIC.some((byte, index) => bytes[index] !== byte))
    return { ok: false, code: 'notXlsx' };
  const entries: UnzipFileInfo[] = [];
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, {
      filter(file) {
        entries.push(file);
        return (
          (file.name === 'xl/workbook.xml' || file.name === 'xl/_rels/workbook.xml.rels') &&
          file.originalSize <= MAX_WORKBOOK_PART_BYTES
        );
      },
    });
  } catch {
    return { ok: false, code: 'notXlsx' };
  }
  const declared = entries.reduce((total, file) => total + file.originalSize, 0);
  const workbook = parts['xl/workbook.xml'];
  const rels = parts['xl/_rels/workbook.xml.rels'];
  if (declared > MAX_INFLATED_BYTES || !workbook || !rels) return { ok: false, code: 'notXlsx' };
  const part = sheetPart(strFromU8(workbook), strFromU8(rels), PO_IMPORT_SHEET);
  if (!part) return { ok: false, code: 'sheetNotFound' };
  // The streaming reader knows sheets by their part's number.
  const number = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(part)?.[1];
  if (!number || !entries.some((file) => file.name === part)) return { ok: false, code: 'notXlsx' };
  return { ok: true, sheetNumber: Number(number) };
}
