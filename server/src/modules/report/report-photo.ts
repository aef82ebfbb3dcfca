import { and, count, eq, isNull } from 'drizzle-orm';
import {
  REPORT_API,
  REPORT_PHOTOS_MAX,
  REPORT_TEXT_MAX,
  ReportAction,
  type Lang,
  type ReportDetail,
  type ReportPhoto,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { reportPhotos } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import type { ResourceScope } from '../kit/resource-definition';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { actionRefusal, reportText } from './report-access';
import { createReport } from './report-draft';
import { checksByKey, resolveSections } from './report-template-sections';
import { reportBooking } from './report-scope';
import { reportOf } from './report-state';

/**
 * A report's photos (docs/reports.md): resized by the browser, uploaded one by one with an id of the
 * browser's, so a retried upload answers the photo already stored instead of storing it twice. Only images
 * (read from the bytes) of at most REPORT_PHOTO_MAX_BYTES; the size in pixels is read from the header.
 */

export const PHOTO_MESSAGES = {
  missing: { en: 'Choose a photo to upload.', fr: 'Choisissez une photo à envoyer.' },
  type: {
    en: 'A photo must be a JPEG, PNG, WebP or GIF image.',
    fr: 'Une photo doit être une image JPEG, PNG, WebP ou GIF.',
  },
  tooLarge: {
    en: 'The photo is too large: at most {max} MB.',
    fr: 'La photo est trop volumineuse : {max} Mo au plus.',
  },
  id: {
    en: 'The photo needs an id (a UUID made by the browser).',
    fr: 'La photo doit avoir un identifiant (un UUID créé par le navigateur).',
  },
  defectId: { en: 'The defect id must be a UUID.', fr: "L'identifiant du défaut doit être un UUID." },
  caption: {
    en: `The caption is at most ${REPORT_TEXT_MAX} characters.`,
    fr: `La légende compte au plus ${REPORT_TEXT_MAX} caractères.`,
  },
  otherReport: {
    en: 'This photo id is already used by another report.',
    fr: 'Cet identifiant de photo est déjà utilisé par un autre rapport.',
  },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PhotoFields {
  id: string;
  defectId: string | null;
  checkKey: string | null;
  caption: string | null;
}

const textOf = (value: unknown): string | null => {
  const text = (value as { value?: unknown } | undefined)?.value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
};

/** The multipart fields sent before the file, checked; errors in the request's language. */
export function photoFields(fields: Record<string, unknown>, lang: Lang): PhotoFields | FieldError[] {
  const id = textOf(fields.id);
  const defectId = textOf(fields.defectId);
  const errors: FieldError[] = [];
  if (!id || !UUID.test(id)) errors.push({ field: 'id', message: PHOTO_MESSAGES.id[lang] });
  if (defectId && !UUID.test(defectId))
    errors.push({ field: 'defectId', message: PHOTO_MESSAGES.defectId[lang] });
  const caption = textOf(fields.caption);
  if (caption && caption.length > REPORT_TEXT_MAX)
    errors.push({ field: 'caption', message: PHOTO_MESSAGES.caption[lang] });
  if (errors.length) return errors;
  return {
    id: id!.toLowerCase(),
    defectId: defectId?.toLowerCase() ?? null,
    checkKey: textOf(fields.checkKey),
    caption,
  };
}

export function toPhoto(bookingId: number, row: typeof reportPhotos.$inferSelect): ReportPhoto {
  return {
    id: row.id,
    defectId: row.defectId,
    checkKey: row.checkKey,
    caption: row.caption,
    width: row.width,
    height: row.height,
    size: row.size,
    url: `/${REPORT_API.photo(bookingId, row.id)}`,
  };
}

/** The photo of this id when it exists (tombstoned or not); 'other' when another report holds the id. */
export async function photoById(db: Db, bookingId: number, id: string) {
  const [row] = await db.select().from(reportPhotos).where(eq(reportPhotos.id, id));
  if (!row) return null;
  const report = await reportOf(db, bookingId);
  return report && row.reportId === report.id ? row : ('other' as const);
}

/** Whether the caller may add photos to the report now (the same rule as a draft save). */
export async function photoRefusal(
  db: Db,
  scope: ResourceScope,
  lang: Lang,
  bookingId: number,
): Promise<WorkflowOutcome<ReportDetail> | null> {
  const booking = await reportBooking(db, bookingId, scope);
  if (!booking) return { kind: 'notFound' };
  return actionRefusal(db, scope, lang, booking, await reportOf(db, bookingId), ReportAction.Fill);
}

export type PhotoOutcome =
  WorkflowOutcome<ReportDetail> | { kind: 'photo'; photo: ReportPhoto; stored: boolean };

/**
 * Records an uploaded photo (the file already written at `storedPath`) in one transaction with the booking
 * and report locked; creates the report when this is the first thing recorded. `stored` false: nothing new
 * was kept (the id was already there), so the caller removes the file it wrote.
 */
export async function addPhoto(
  db: Db,
  scope: ResourceScope,
  lang: Lang,
  bookingId: number,
  fields: PhotoFields,
  file: { storedPath: string; mimeType: string; size: number; width: number; height: number },
): Promise<PhotoOutcome> {
  return db.transaction(async (transaction): Promise<PhotoOutcome> => {
    const tx = transaction as unknown as Db;
    const booking = await reportBooking(tx, bookingId, scope, { lock: true });
    if (!booking) return { kind: 'notFound' };
    let report = await reportOf(tx, bookingId, { lock: true });
    const refused = await actionRefusal(tx, scope, lang, booking, report, ReportAction.Fill);
    if (refused) return refused;
    const existing = await photoById(tx, bookingId, fields.id);
    if (existing === 'other')
      return { kind: 'invalid', errors: [{ field: 'id', message: PHOTO_MESSAGES.otherReport[lang] }] };
    if (existing) return { kind: 'photo', photo: toPhoto(bookingId, existing), stored: false };
    const sections = report
      ? (report.sections as ReportDetail['sections'])
      : (await resolveSections(tx, booking)).sections;
    if (fields.checkKey && !checksByKey(sections).has(fields.checkKey))
      return { kind: 'invalid', errors: [{ field: 'checkKey', message: reportText('unknownCheck', lang) }] };
    report ??= await createReport(tx, booking);
    const [held] = await tx
      .select({ total: count() })
      .from(reportPhotos)
      .where(and(eq(reportPhotos.reportId, report.id), isNull(reportPhotos.deletedAt)));
    if (Number(held?.total ?? 0) >= REPORT_PHOTOS_MAX)
      return {
        kind: 'invalid',
        errors: [
          { field: 'file', message: reportText('tooManyPhotos', lang, { max: String(REPORT_PHOTOS_MAX) }) },
        ],
      };
    const [row] = await tx
      .insert(reportPhotos)
      .values({
        id: fields.id,
        reportId: report.id,
        defectId: fields.defectId,
        checkKey: fields.checkKey,
        caption: fields.caption,
        mimeType: file.mimeType,
        size: file.size,
        width: file.width,
        height: file.height,
        storedPath: file.storedPath,
        uploadedBy: scope.user.id,
      })
      .returning();
    return { kind: 'photo', photo: toPhoto(bookingId, row!), stored: true };
  });
}
