import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NotificationType, REPORT_MESSAGES, toLang, type Lang } from '@portal/domain';
import type { Db } from '../../db/client';
import { inspectionReports, users } from '../../db/schema';
import { safeErrorForLog } from '../../lib/safe-error';
import { removeStoredFiles, storedFilePath } from '../hr-staff/staff-files';
import type { RealtimeBus } from '../realtime/realtime-bus';
import { withWorkItems } from '../work-items/work-items.service';
import { fillText, loadPdfEntity, pdfLangOf, type PdfTexts } from '../../lib/pdf-kit';
import type { PdfPhoto, ReportPdfData } from './report-pdf-data';
import { renderReportPdf, ReportPdfError, type ReportPdfInput } from './report-pdf';

/**
 * The PDF report of a validated report as a file: read from the files folder when the stored one was made
 * from this version of the report in this language, generated (and stored) otherwise. A failure tells the
 * report's owner through a FastReportGenerationFailed notification carrying the reason.
 */

export interface ReportPdfDeps {
  db: Db;
  /** Where photos are and PDFs are kept; without it nothing is kept and a report with photos cannot print. */
  filesDir?: string | undefined;
  realtime: RealtimeBus;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** The renderer (tests put a failing one in). */
  render?: (input: ReportPdfInput) => Promise<Buffer>;
}

export type ReportPdfOutcome =
  | { kind: 'ok'; bytes: Buffer; fileName: string; lang: Lang }
  /** 422: the report's content cannot be printed (a photo missing); 503: the renderer failed. */
  | { kind: 'failed'; status: 422 | 503; message: string };

const REASONS: Record<'photoMissing' | 'photoUnreadable' | 'unexpected', PdfTexts> = {
  photoMissing: {
    en: 'the photo "{photo}" is missing from the files folder.',
    fr: 'la photo « {photo} » est absente du dossier des fichiers.',
  },
  photoUnreadable: {
    en: 'the photo "{photo}" is not a JPEG or PNG image.',
    fr: "la photo « {photo} » n'est pas une image JPEG ou PNG.",
  },
  unexpected: {
    en: 'the PDF could not be drawn ({detail}).',
    fr: "le PDF n'a pas pu être dessiné ({detail}).",
  },
};

const FILE_NAMES: PdfTexts = {
  en: 'Inspection-report-{bookingNo}.pdf',
  fr: 'Rapport-inspection-{bookingNo}.pdf',
};

/** The name the browser saves the file under. */
export function reportPdfFileName(bookingNo: string, lang: Lang): string {
  return fillText(FILE_NAMES[lang], { bookingNo });
}

/** Where a version's PDF in a language is kept, relative to the files folder. */
export function reportPdfPath(bookingId: number, version: number, lang: Lang): string {
  return path.posix.join('reports', String(bookingId), `report-v${version}-${lang}.pdf`);
}

/** The failure told to a reader (the message's reason in `lang`); `detail` only for unexpected errors. */
function failureMessage(data: ReportPdfData, error: unknown, lang: Lang, detail: boolean): string {
  const reason =
    error instanceof ReportPdfError
      ? fillText(REASONS[error.reason][lang], { photo: error.photo })
      : fillText(REASONS.unexpected[lang], {
          detail: detail && error instanceof Error ? error.message.slice(0, 200) : 'PDF',
        });
  return fillText(REPORT_MESSAGES.pdfFailed[lang], { bookingNo: data.bookingNo, reason });
}

/** Reads a report's photos from the files folder; a missing file is a ReportPdfError. */
export function storedPhotoReader(filesDir: string | undefined) {
  return async (photo: PdfPhoto): Promise<Buffer> => {
    const file = filesDir ? storedFilePath(filesDir, photo.storedPath) : null;
    if (!file) throw new ReportPdfError('photoMissing', photo.caption || photo.id);
    try {
      return await fs.promises.readFile(file);
    } catch {
      throw new ReportPdfError('photoMissing', photo.caption || photo.id);
    }
  };
}

async function readKept(filesDir: string | undefined, relative: string): Promise<Buffer | null> {
  const file = filesDir ? storedFilePath(filesDir, relative) : null;
  if (!file) return null;
  try {
    return await fs.promises.readFile(file);
  } catch {
    return null;
  }
}

/** Keeps the file (written aside, then renamed: a reader never sees half a PDF) and drops older versions. */
async function keep(deps: ReportPdfDeps, data: ReportPdfData, relative: string, bytes: Buffer, lang: Lang) {
  const file = deps.filesDir ? storedFilePath(deps.filesDir, relative) : null;
  if (!file) return;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.promises.writeFile(partial, bytes);
  await fs.promises.rename(partial, file);
  const folder = path.dirname(file);
  const current = `report-v${data.version}-`;
  const stale = (await fs.promises.readdir(folder))
    .filter((name) => name.startsWith('report-v') && name.endsWith('.pdf') && !name.startsWith(current))
    .map((name) => path.posix.join(path.posix.dirname(relative), name));
  await removeStoredFiles(deps.filesDir, stale);
  // The record keeps the customer's own language's file; a later save (a new version) makes it stale.
  if (lang === pdfLangOf(data.customerLanguage))
    await deps.db
      .update(inspectionReports)
      .set({ pdfPath: relative, pdfVersion: data.version })
      .where(and(eq(inspectionReports.id, data.reportId), eq(inspectionReports.version, data.version)));
}

async function languageOf(db: Db, userId: number): Promise<Lang> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return toLang(row?.language);
}

/** FastReportGenerationFailed to the inspector who submitted the report, else to the caller. */
async function tellOwner(
  deps: ReportPdfDeps,
  data: ReportPdfData,
  error: unknown,
  callerId: number | null,
): Promise<void> {
  const owner = data.submittedBy ?? callerId;
  if (owner === null) return;
  const message = failureMessage(data, error, await languageOf(deps.db, owner), true);
  await withWorkItems(
    deps.db,
    deps.realtime,
    (_tx, outbox) =>
      outbox.raiseNotification({
        userId: owner,
        entityId: data.entityId,
        type: NotificationType.FastReportGenerationFailed,
        linkId: data.bookingId,
        message,
      }),
    deps.log,
  );
}

/**
 * The report's PDF in `lang` (default: the customer's language). `callerId` is told of a failure when the
 * report has no submitter; `readerLang` is the language of the failure answered to the caller.
 */
export async function reportPdfFile(
  deps: ReportPdfDeps,
  data: ReportPdfData,
  options: { lang?: Lang | null; callerId: number | null; readerLang: Lang },
): Promise<ReportPdfOutcome> {
  const lang = options.lang ?? pdfLangOf(data.customerLanguage);
  const fileName = reportPdfFileName(data.bookingNo, lang);
  const relative = reportPdfPath(data.bookingId, data.version, lang);
  const kept = await readKept(deps.filesDir, relative);
  if (kept) return { kind: 'ok', bytes: kept, fileName, lang };

  let bytes: Buffer;
  try {
    const entity = await loadPdfEntity(deps.db, data.entityId);
    const render = deps.render ?? renderReportPdf;
    bytes = await render({ data, entity, lang, readPhoto: storedPhotoReader(deps.filesDir) });
  } catch (error) {
    deps.log.error(
      { error: safeErrorForLog(error), bookingId: data.bookingId },
      'report PDF generation failed',
    );
    try {
      await tellOwner(deps, data, error, options.callerId);
    } catch (notifyError) {
      deps.log.warn({ error: safeErrorForLog(notifyError) }, 'report PDF failure not notified');
    }
    return {
      kind: 'failed',
      status: error instanceof ReportPdfError ? 422 : 503,
      message: failureMessage(data, error, options.readerLang, false),
    };
  }
  try {
    await keep(deps, data, relative, bytes, lang);
  } catch (error) {
    // Not kept: the next download generates it again; this one still gets its file.
    deps.log.warn({ error: safeErrorForLog(error) }, 'report PDF not kept');
  }
  return { kind: 'ok', bytes, fileName, lang };
}
