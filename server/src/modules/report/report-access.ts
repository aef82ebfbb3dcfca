import {
  allowedReportActions,
  hasPermission,
  Permissions,
  REPORT_MESSAGES,
  ReportAction,
  reviewPermissionOf,
  UserType,
  type Lang,
  type ReportDetail,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import type { ResourceScope } from '../kit/resource-definition';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { reportDetail } from './report-detail';
import { customerMayRead, type BookingRow } from './report-scope';
import { actionContext, type ReportRecord } from './report-state';

/** A report text in the request's language, its {placeholders} filled. */
export function reportText(
  key: keyof typeof REPORT_MESSAGES,
  lang: Lang,
  values: Record<string, string> = {},
) {
  return REPORT_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export const fieldRefusal = (field: string, message: string): WorkflowOutcome<never> => ({
  kind: 'invalid',
  errors: [{ field, message } satisfies FieldError],
});

/**
 * Thrown inside a report's transaction to roll it back and answer the outcome instead (a save found too
 * many defects after writing them).
 */
export class ReportRefusal extends Error {
  constructor(readonly outcome: WorkflowOutcome<ReportDetail>) {
    super('report refusal');
  }
}

/** Whether the caller is the kind of person who ever takes the action (the state aside). */
function mayEverTake(action: ReportAction, scope: ResourceScope, isInspector: boolean, level: number | null) {
  const { user } = scope;
  switch (action) {
    case ReportAction.Fill:
    case ReportAction.Submit:
      return isInspector && hasPermission(user, Permissions.InspectionReport.Fill);
    case ReportAction.StartReview:
    case ReportAction.SendBack:
    case ReportAction.Validate:
      return (
        user.userType === UserType.InternalUser && hasPermission(user, reviewPermissionOf(level as never))
      );
    default:
      return false;
  }
}

/**
 * Why the caller may not take `action` on the report now, as allowedReportActions decides; null when they
 * may. The docs/server.md convention of the booking steps: a caller who takes this step in another state
 * gets 409 with the report as it is (its state forbids it now); one who never takes it, 403. Both say so
 * in REPORT_MESSAGES.notAllowed.
 */
export async function actionRefusal(
  db: Db,
  scope: ResourceScope,
  lang: Lang,
  booking: BookingRow,
  report: ReportRecord | null,
  action: ReportAction,
): Promise<WorkflowOutcome<ReportDetail> | null> {
  const context = await actionContext(db, scope, booking, report);
  if (allowedReportActions(context).includes(action)) return null;
  const message = reportText('notAllowed', lang);
  if (!mayEverTake(action, scope, context.isInspector, context.reviewLevel))
    return { kind: 'forbidden', message };
  return { kind: 'conflict', current: await reportDetail(db, scope, booking, report), message };
}

/** A customer user reads a report of its own customer only once sent (the booking scope did the rest). */
export function readRefused(scope: ResourceScope, booking: BookingRow, report: ReportRecord | null): boolean {
  return scope.user.userType === UserType.Customer && !customerMayRead(booking, report?.sentAt ?? null);
}
