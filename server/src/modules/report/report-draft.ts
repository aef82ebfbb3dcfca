import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  MissionStatus,
  REPORT_DEFECTS_MAX,
  ReportAction,
  ReportFillStatus,
  ReportStatus,
  type Lang,
  type ReportDetail,
  type ReportDraftSave,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import { defectListItems, inspectionReports, reportDefects, reportPhotos } from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { actionRefusal, ReportRefusal, reportText } from './report-access';
import {
  bookedProducts,
  computeResults,
  liveDefects,
  reportDetail,
  technicalReviewRequired,
  type BookedProduct,
  type StoredChecks,
  type StoredProducts,
} from './report-detail';
import { reportBooking, type BookingRow } from './report-scope';
import { nextVersion, reportOf, type ReportRecord } from './report-state';
import { checksByKey, resolveSections } from './report-template-sections';

/**
 * The inspector's draft save (docs/reports.md, "The report screen and offline work"): merged into what the
 * report holds, so a save replayed from the browser's outbox, or two inspectors saving one after the other,
 * lose nothing and add nothing twice.
 *
 * - products by productId: the quantities and the measurement list given replace that product's;
 * - checks by key: the answer given replaces that key's;
 * - defects by the browser's id: inserted, or updated while alive; a removed (tombstoned) id is never
 *   revived, so an old save replayed after a removal does not bring the defect back;
 * - deletedDefectIds / deletedPhotoIds tombstone them; remarks replace when present.
 */

const UNKNOWN_DEFECT_LIST = {
  en: 'This defect is not in the defect list.',
  fr: 'Ce défaut ne fait pas partie de la liste des défauts.',
} as const;

/** The first save creates the report: the template's sections, the booking's parties and dates copied. */
export async function createReport(tx: Db, booking: BookingRow): Promise<ReportRecord> {
  const { templateId, sections } = await resolveSections(tx, booking);
  const [row] = await tx
    .insert(inspectionReports)
    .values({
      bookingId: booking.id,
      entityId: booking.entityId,
      customerId: booking.customerId,
      supplierId: booking.supplierId,
      factoryId: booking.factoryId,
      inspectionDateFrom: booking.inspectionDateFrom,
      inspectionDateTo: booking.inspectionDateTo,
      templateId,
      sections,
      missionStatus: MissionStatus.Confirmed,
      fillStatus: ReportFillStatus.Filling,
      status: ReportStatus.Draft,
      technicalReviewRequired: await technicalReviewRequired(tx, booking),
    })
    .returning();
  return row!;
}

/** What in the body names something the report does not have; empty when all is known. */
async function unknownNames(
  tx: Db,
  entityId: number,
  body: ReportDraftSave,
  products: readonly BookedProduct[],
  sections: ReportDetail['sections'],
  lang: Lang,
): Promise<FieldError[]> {
  const productIds = new Set(products.map((product) => product.productId));
  const keys = checksByKey(sections);
  const errors: FieldError[] = [];
  const product = (field: string) => ({ field, message: reportText('unknownProduct', lang) });
  const check = (field: string) => ({ field, message: reportText('unknownCheck', lang) });
  body.products?.forEach((item, index) => {
    if (!productIds.has(item.productId)) errors.push(product(`products[${index}].productId`));
  });
  body.checks?.forEach((item, index) => {
    if (!keys.has(item.key)) errors.push(check(`checks[${index}].key`));
  });
  body.defects?.forEach((item, index) => {
    if (!productIds.has(item.productId)) errors.push(product(`defects[${index}].productId`));
    if (item.checkKey != null && !keys.has(item.checkKey)) errors.push(check(`defects[${index}].checkKey`));
  });
  const listIds = [...new Set((body.defects ?? []).flatMap((item) => item.defectListId ?? []))];
  if (listIds.length) {
    const found = await tx
      .select({ id: defectListItems.id })
      .from(defectListItems)
      .where(and(inArray(defectListItems.id, listIds), eq(defectListItems.entityId, entityId)));
    const known = new Set(found.map((row) => row.id));
    body.defects?.forEach((item, index) => {
      if (item.defectListId != null && !known.has(item.defectListId))
        errors.push({ field: `defects[${index}].defectListId`, message: UNKNOWN_DEFECT_LIST[lang] });
    });
  }
  return errors;
}

function mergedProducts(stored: StoredProducts, body: ReportDraftSave): StoredProducts {
  const merged: StoredProducts = { ...stored };
  for (const item of body.products ?? []) {
    const entry = { ...merged[item.productId] };
    if (item.quantities !== undefined) entry.quantities = item.quantities;
    if (item.measurements !== undefined) entry.measurements = item.measurements;
    merged[item.productId] = entry;
  }
  return merged;
}

function mergedChecks(stored: StoredChecks, body: ReportDraftSave): StoredChecks {
  const merged: StoredChecks = { ...stored };
  for (const answer of body.checks ?? [])
    merged[answer.key] = { result: answer.result ?? null, comment: answer.comment ?? null };
  return merged;
}

async function writeDefects(tx: Db, reportId: number, userId: number, body: ReportDraftSave) {
  const deleted = new Set(body.deletedDefectIds ?? []);
  // The last of one id wins, as if sent one after the other; one deleted in the same save is not written.
  const byId = new Map((body.defects ?? []).map((defect) => [defect.id.toLowerCase(), defect]));
  const rows = [...byId.values()].filter((defect) => !deleted.has(defect.id.toLowerCase()));
  if (rows.length)
    await tx
      .insert(reportDefects)
      .values(
        rows.map((defect) => ({
          id: defect.id.toLowerCase(),
          reportId,
          productId: defect.productId,
          defectListId: defect.defectListId ?? null,
          description: defect.description.trim(),
          defectClass: defect.defectClass,
          count: defect.count,
          checkKey: defect.checkKey ?? null,
          createdBy: userId,
        })),
      )
      .onConflictDoUpdate({
        target: reportDefects.id,
        set: {
          productId: sql`excluded.product_id`,
          defectListId: sql`excluded.defect_list_id`,
          description: sql`excluded.description`,
          defectClass: sql`excluded.defect_class`,
          count: sql`excluded.count`,
          checkKey: sql`excluded.check_key`,
          updatedAt: sql`now()`,
        },
        // Never another report's defect, never a removed one.
        setWhere: sql`${reportDefects.reportId} = ${reportId} and ${reportDefects.deletedAt} is null`,
      });
  const ids = [...deleted];
  if (ids.length)
    await tx
      .update(reportDefects)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(reportDefects.reportId, reportId),
          inArray(reportDefects.id, ids),
          isNull(reportDefects.deletedAt),
        ),
      );
  const [live] = await tx
    .select({ total: count() })
    .from(reportDefects)
    .where(and(eq(reportDefects.reportId, reportId), isNull(reportDefects.deletedAt)));
  return Number(live?.total ?? 0);
}

async function tombstonePhotos(tx: Db, reportId: number, ids: readonly string[]) {
  if (!ids.length) return;
  await tx
    .update(reportPhotos)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(reportPhotos.reportId, reportId),
        inArray(
          reportPhotos.id,
          ids.map((id) => id.toLowerCase()),
        ),
        isNull(reportPhotos.deletedAt),
      ),
    );
}

/** Stores the results computed from what the report holds now, and the merged product data and checks. */
export async function recomputeReport(
  tx: Db,
  report: ReportRecord,
  products: readonly BookedProduct[],
  values: { productData: StoredProducts; checks: StoredChecks; remarks?: string | null },
) {
  const defects = await liveDefects(tx, report.id);
  const { overall } = computeResults(products, values.productData, defects, values.checks);
  await tx
    .update(inspectionReports)
    .set({
      productData: values.productData,
      checks: values.checks,
      ...(values.remarks !== undefined ? { remarks: values.remarks } : {}),
      result: overall,
      fillStatus: ReportFillStatus.Filling,
      version: nextVersion,
      updatedAt: new Date(),
    })
    .where(eq(inspectionReports.id, report.id));
}

export async function saveDraft(
  db: Db,
  scope: ResourceScope,
  lang: Lang,
  bookingId: number,
  body: ReportDraftSave,
): Promise<WorkflowOutcome<ReportDetail>> {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // The booking row first, as every booking change locks it: a submit waits for a save in flight.
      const booking = await reportBooking(tx, bookingId, scope, { lock: true });
      if (!booking) return { kind: 'notFound' };
      let report = await reportOf(tx, bookingId, { lock: true });
      const refused = await actionRefusal(tx, scope, lang, booking, report, ReportAction.Fill);
      if (refused) return refused;
      const products = await bookedProducts(tx, bookingId);
      const sections = report
        ? (report.sections as ReportDetail['sections'])
        : (await resolveSections(tx, booking)).sections;
      const errors = await unknownNames(tx, scope.entityId, body, products, sections, lang);
      if (errors.length) return { kind: 'invalid', errors };

      report ??= await createReport(tx, booking);
      const live = await writeDefects(tx, report.id, scope.user.id, body);
      if (live > REPORT_DEFECTS_MAX)
        throw new ReportRefusal({
          kind: 'invalid',
          errors: [
            {
              field: 'defects',
              message: reportText('tooManyDefects', lang, { max: String(REPORT_DEFECTS_MAX) }),
            },
          ],
        });
      await tombstonePhotos(tx, report.id, body.deletedPhotoIds ?? []);
      await recomputeReport(tx, report, products, {
        productData: mergedProducts((report.productData ?? {}) as StoredProducts, body),
        checks: mergedChecks((report.checks ?? {}) as StoredChecks, body),
        remarks: body.remarks === undefined ? undefined : body.remarks?.trim() || null,
      });
      return { kind: 'done', detail: await reportDetail(tx, scope, booking, await reportOf(tx, bookingId)) };
    });
  } catch (error) {
    if (error instanceof ReportRefusal) return error.outcome;
    throw error;
  }
}
