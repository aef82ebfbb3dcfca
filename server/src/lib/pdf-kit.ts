import PDFDocument from 'pdfkit';
import { eq } from 'drizzle-orm';
import type { Lang } from '@portal/domain';
import type { Db } from '../db/client';
import { entities } from '../db/schema/reference';

/**
 * The base every PDF of the portal is drawn on (the inspection report, the inspection certificate): an A4
 * page with the entity's badge and the document's title in the header, a footer with the entity's name, its
 * support address and "page n of m", the standard PDF fonts, and helpers for the two shapes these documents
 * are made of (tables that break across pages with their header repeated, and label/value blocks).
 *
 * Standard fonts (Helvetica) need no font file but only cover the Windows-1252 characters (every French
 * letter, not Chinese): other characters are printed as '?' (pdfSafe) rather than as wrong glyphs.
 */

export const PDF_FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const PDF_COLORS = {
  text: '#1f2933',
  muted: '#616e7c',
  rule: '#cbd2d9',
  headerFill: '#e4e7eb',
  zebra: '#f5f7fa',
  brand: '#1d4e89',
  pass: '#1e7b34',
  fail: '#c62828',
  pending: '#b26a00',
} as const;

/** A4 in points, and the room kept for the header and the footer. */
export const PDF_PAGE = { width: 595.28, height: 841.89, margin: 42, headerHeight: 54, footerHeight: 34 };

/** The entity a document is issued by (entities table). */
export interface PdfEntity {
  name: string;
  shortName: string;
  supportEmail: string | null;
}

export async function loadPdfEntity(db: Db, entityId: number): Promise<PdfEntity> {
  const [row] = await db
    .select({ name: entities.name, shortName: entities.shortName, supportEmail: entities.supportEmail })
    .from(entities)
    .where(eq(entities.id, entityId));
  if (!row) throw new Error(`Entity ${entityId} does not exist`);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Labels

export type PdfTexts = Record<Lang, string>;
export type PdfLabelSet<K extends string> = Record<K, PdfTexts>;

/** The labels of one document in one language. */
export function pdfLabels<K extends string>(labels: PdfLabelSet<K>, lang: Lang): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(labels) as K[]) out[key] = labels[key][lang];
  return out;
}

/** Fills {name} placeholders (the convention of the domain's message tables). */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Maps a language name or code ("French", "fr-FR", "Français") to a PDF language, English by default. */
export function pdfLangOf(nameOrCode: string | null | undefined): Lang {
  const value = (nameOrCode ?? '').trim().toLowerCase();
  return value.startsWith('fr') ? 'fr' : 'en';
}

/** Dates as the portal writes them (spec section 5: dd/MM/yyyy, in both languages); UTC for instants. */
export function pdfDate(value: string | Date | null | undefined, _lang?: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00Z`)
      : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

// The Windows-1252 characters above 0x7F that are not Latin-1 (what the standard fonts can also print).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can print: characters outside Windows-1252 become '?'. */
export function pdfSafe(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  let out = '';
  for (const ch of String(text)) {
    const code = ch.codePointAt(0) ?? 0;
    out += code <= 0xff || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The document

export interface PdfDocumentOptions {
  entity: PdfEntity;
  lang: Lang;
  /** Shown in the header of every page and as the PDF's title. */
  title: string;
  /** A second header line (e.g. the booking number). */
  subtitle?: string;
  /** The PDF's metadata. */
  author?: string;
  subject?: string;
}

export interface PdfContext {
  doc: PDFKit.PDFDocument;
  lang: Lang;
  entity: PdfEntity;
  /** Left edge, right edge and width of the writing area. */
  left: number;
  right: number;
  width: number;
}

const FOOTER_LABELS: PdfLabelSet<'page' | 'support'> = {
  page: { en: 'Page {n} of {count}', fr: 'Page {n} sur {count}' },
  support: { en: 'Support: {email}', fr: 'Assistance : {email}' },
};

/** The entity's logo: a rounded badge with its short name (no image file to keep or ship). */
export function drawEntityBadge(
  doc: PDFKit.PDFDocument,
  entity: PdfEntity,
  x: number,
  y: number,
  height = 30,
): number {
  const label = pdfSafe(entity.shortName || entity.name.slice(0, 3)).toUpperCase();
  const fontSize = height * 0.45;
  doc.font(PDF_FONTS.bold).fontSize(fontSize);
  const width = Math.max(height * 1.6, doc.widthOfString(label) + height * 0.7);
  doc.save();
  doc.roundedRect(x, y, width, height, height * 0.22).fill(PDF_COLORS.brand);
  doc
    .moveTo(x + height * 0.3, y + height - height * 0.2)
    .lineTo(x + width - height * 0.3, y + height - height * 0.2)
    .lineWidth(1)
    .strokeColor('#ffffff')
    .strokeOpacity(0.6)
    .stroke();
  doc.restore();
  doc.fillColor('#ffffff').text(label, x, y + (height - fontSize) / 2 - height * 0.06, {
    width,
    align: 'center',
    lineBreak: false,
  });
  doc.fillColor(PDF_COLORS.text);
  return width;
}

function drawHeader(ctx: PdfContext, options: PdfDocumentOptions): void {
  const { doc, left, right, width } = ctx;
  const top = PDF_PAGE.margin - 22;
  const badgeWidth = drawEntityBadge(doc, ctx.entity, left, top, 30);
  const textLeft = left + badgeWidth + 10;
  doc
    .font(PDF_FONTS.bold)
    .fontSize(11)
    .fillColor(PDF_COLORS.text)
    .text(pdfSafe(options.title), textLeft, top + 2, { width: right - textLeft, lineBreak: false });
  if (options.subtitle)
    doc
      .font(PDF_FONTS.regular)
      .fontSize(9)
      .fillColor(PDF_COLORS.muted)
      .text(pdfSafe(options.subtitle), textLeft, top + 17, { width: right - textLeft, lineBreak: false });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(8)
    .fillColor(PDF_COLORS.muted)
    .text(pdfSafe(ctx.entity.name), left, top + 4, { width, align: 'right', lineBreak: false });
  const ruleY = top + 38;
  doc.moveTo(left, ruleY).lineTo(right, ruleY).lineWidth(0.7).strokeColor(PDF_COLORS.rule).stroke();
  doc.fillColor(PDF_COLORS.text).font(PDF_FONTS.regular).fontSize(10);
  doc.x = left;
  doc.y = PDF_PAGE.margin + PDF_PAGE.headerHeight - 12;
}

/** Footers go on once every page exists, so each says "page n of m". */
function drawFooters(ctx: PdfContext): void {
  const { doc, left, width, lang } = ctx;
  const labels = pdfLabels(FOOTER_LABELS, lang);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would open a new page: lift the margin while drawing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PDF_PAGE.height - PDF_PAGE.margin + 4;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.rule)
      .stroke();
    const support = ctx.entity.supportEmail
      ? ` · ${fillText(labels.support, { email: ctx.entity.supportEmail })}`
      : '';
    doc
      .font(PDF_FONTS.regular)
      .fontSize(7.5)
      .fillColor(PDF_COLORS.muted)
      .text(pdfSafe(`${ctx.entity.name}${support}`), left, y, {
        width: width - 90,
        lineBreak: false,
      })
      .text(fillText(labels.page, { n: i - range.start + 1, count: range.count }), left, y, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** A new A4 document with the header drawn on every page (footers are added by renderPdf at the end). */
export function createPdfDocument(options: PdfDocumentOptions): PdfContext {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: {
      top: PDF_PAGE.margin + PDF_PAGE.headerHeight - 12,
      bottom: PDF_PAGE.margin + PDF_PAGE.footerHeight - 14,
      left: PDF_PAGE.margin,
      right: PDF_PAGE.margin,
    },
    info: {
      Title: pdfSafe(options.title),
      Author: pdfSafe(options.author ?? options.entity.name),
      Subject: pdfSafe(options.subject ?? options.subtitle ?? ''),
      Creator: pdfSafe(options.entity.name),
    },
    autoFirstPage: false,
  });
  const left = PDF_PAGE.margin;
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  const ctx: PdfContext = {
    doc,
    lang: options.lang,
    entity: options.entity,
    left,
    right,
    width: right - left,
  };
  doc.on('pageAdded', () => drawHeader(ctx, options));
  doc.addPage();
  return ctx;
}

/** Draws a document and answers its bytes; a drawing error rejects (nothing half-written is returned). */
export async function renderPdf(
  options: PdfDocumentOptions,
  draw: (ctx: PdfContext) => void | Promise<void>,
): Promise<Buffer> {
  const ctx = createPdfDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    ctx.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    ctx.doc.on('end', () => resolve(Buffer.concat(chunks)));
    ctx.doc.on('error', reject);
  });
  try {
    await draw(ctx);
    drawFooters(ctx);
  } catch (error) {
    ctx.doc.end();
    await done.catch(() => undefined);
    throw error;
  }
  ctx.doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------------------
// Layout helpers

/** The lowest y content may reach on the current page. */
export function pageBottom(ctx: PdfContext): number {
  return ctx.doc.page.height - ctx.doc.page.margins.bottom;
}

/** Opens a new page unless `height` points still fit on this one. */
export function ensureSpace(ctx: PdfContext, height: number): void {
  if (ctx.doc.y + height > pageBottom(ctx)) ctx.doc.addPage();
}

/** A section title with a rule under it; never left alone at the bottom of a page. */
export function sectionTitle(ctx: PdfContext, title: string): void {
  const { doc, left, right } = ctx;
  ensureSpace(ctx, 60);
  doc.moveDown(0.6);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(12.5)
    .fillColor(PDF_COLORS.brand)
    .text(pdfSafe(title), left, doc.y, { width: ctx.width });
  const y = doc.y + 2;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).strokeColor(PDF_COLORS.brand).stroke();
  doc.y = y + 6;
  doc.x = left;
  doc.font(PDF_FONTS.regular).fontSize(9.5).fillColor(PDF_COLORS.text);
}

/** A paragraph in the body font. */
export function paragraph(
  ctx: PdfContext,
  text: string,
  options: { color?: string; bold?: boolean; italic?: boolean; size?: number } = {},
): void {
  const { doc } = ctx;
  doc
    .font(options.bold ? PDF_FONTS.bold : options.italic ? PDF_FONTS.italic : PDF_FONTS.regular)
    .fontSize(options.size ?? 9.5)
    .fillColor(options.color ?? PDF_COLORS.text)
    .text(pdfSafe(text), ctx.left, doc.y, { width: ctx.width });
  doc.fillColor(PDF_COLORS.text);
}

/** A table cell: plain text, or text with its own colour / weight. */
export type PdfCell = string | number | { text: string | number; color?: string; bold?: boolean };

export interface PdfColumn {
  header: string;
  /** A share of the table's width (the shares are normalised). */
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface PdfTableOptions {
  fontSize?: number;
  /** Shown in a single row when there is no row. */
  emptyText?: string;
}

const cellText = (cell: PdfCell) => pdfSafe(typeof cell === 'object' ? cell.text : cell);

/**
 * A table with a header row, alternately shaded rows and cell borders; a row that does not fit opens a new
 * page and the header row is drawn again there.
 */
export function drawTable(
  ctx: PdfContext,
  columns: PdfColumn[],
  rows: PdfCell[][],
  options: PdfTableOptions = {},
): void {
  const { doc, left } = ctx;
  const fontSize = options.fontSize ?? 8.5;
  const pad = 4;
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * ctx.width);

  const rowHeight = (cells: string[], bold: boolean) => {
    doc.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(fontSize);
    return (
      Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i]! - pad * 2 }))) +
      pad * 2
    );
  };

  const drawRow = (cells: PdfCell[], y: number, height: number, fill: string | null, header: boolean) => {
    let x = left;
    if (fill) doc.rect(left, y, ctx.width, height).fill(fill);
    cells.forEach((cell, i) => {
      const bold = header || (typeof cell === 'object' && Boolean(cell.bold));
      const color = typeof cell === 'object' && cell.color ? cell.color : PDF_COLORS.text;
      doc
        .font(bold ? PDF_FONTS.bold : PDF_FONTS.regular)
        .fontSize(fontSize)
        .fillColor(color)
        .text(cellText(cell), x + pad, y + pad, {
          width: widths[i]! - pad * 2,
          align: columns[i]!.align ?? 'left',
        });
      x += widths[i]!;
    });
    doc.rect(left, y, ctx.width, height).lineWidth(0.5).strokeColor(PDF_COLORS.rule).stroke();
    x = left;
    for (const width of widths.slice(0, -1)) {
      x += width;
      doc
        .moveTo(x, y)
        .lineTo(x, y + height)
        .stroke();
    }
    doc.fillColor(PDF_COLORS.text);
  };

  const headerCells = columns.map((column) => pdfSafe(column.header));
  const headerHeight = rowHeight(headerCells, true);
  const drawHeaderRow = () => {
    const y = doc.y;
    drawRow(headerCells, y, headerHeight, PDF_COLORS.headerFill, true);
    doc.y = y + headerHeight;
  };

  const body: PdfCell[][] = rows.length
    ? rows
    : [[{ text: options.emptyText ?? '-', color: PDF_COLORS.muted }, ...columns.slice(1).map(() => '')]];

  const firstHeight = rowHeight(body[0]!.map(cellText), false);
  ensureSpace(ctx, headerHeight + firstHeight);
  drawHeaderRow();
  body.forEach((cells, index) => {
    const height = rowHeight(cells.map(cellText), false);
    if (doc.y + height > pageBottom(ctx)) {
      doc.addPage();
      drawHeaderRow();
    }
    const y = doc.y;
    drawRow(cells, y, height, index % 2 === 1 ? PDF_COLORS.zebra : null, false);
    doc.y = y + height;
  });
  doc.x = left;
  doc.y += 6;
}

export interface PdfKeyValue {
  label: string;
  value: PdfCell;
}

/**
 * Label/value pairs laid out in `columns` columns (label above its value), row by row; a row that does not
 * fit goes to the next page.
 */
export function drawKeyValues(ctx: PdfContext, pairs: PdfKeyValue[], columns = 2): void {
  const { doc, left } = ctx;
  const gap = 12;
  const colWidth = (ctx.width - gap * (columns - 1)) / columns;
  for (let start = 0; start < pairs.length; start += columns) {
    const row = pairs.slice(start, start + columns);
    doc.font(PDF_FONTS.regular).fontSize(9.5);
    const height =
      Math.max(...row.map((pair) => doc.heightOfString(cellText(pair.value) || ' ', { width: colWidth }))) +
      13;
    ensureSpace(ctx, height + 4);
    const y = doc.y;
    row.forEach((pair, i) => {
      const x = left + i * (colWidth + gap);
      const value = pair.value;
      doc
        .font(PDF_FONTS.regular)
        .fontSize(7.5)
        .fillColor(PDF_COLORS.muted)
        .text(pdfSafe(pair.label).toUpperCase(), x, y, { width: colWidth, lineBreak: false });
      doc
        .font(typeof value === 'object' && value.bold ? PDF_FONTS.bold : PDF_FONTS.regular)
        .fontSize(9.5)
        .fillColor(typeof value === 'object' && value.color ? value.color : PDF_COLORS.text)
        .text(cellText(value) || '-', x, y + 11, { width: colWidth });
    });
    doc.y = y + height + 4;
  }
  doc.x = left;
  doc.fillColor(PDF_COLORS.text);
}
