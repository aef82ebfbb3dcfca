import {
  ALL_NOTIFICATION_TYPES,
  ALL_TASK_TYPES,
  isCategoryVisible,
  notificationCategory,
  taskCategory,
  type NotificationType,
  type TaskType,
  type UserType,
  type WorkItemEvent,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import type { RealtimeBus } from '../realtime/realtime-bus';
import { findRecipient } from './work-items.repository';
import { publishAll, raiseNotification, raiseTask } from './work-items.service';

/** Body of POST /api/test/work-items (test mode only). */
export interface TestWorkItemRequest {
  kind: 'task' | 'notification';
  userId?: number;
  loginName?: string;
  entityId: number;
  type: number;
  linkId?: number | null;
  parentId?: number | null;
  staffName?: string | null;
  message?: string | null;
  /** ISO 8601: back-dates the item (Yesterday / Older groups in browser tests). */
  createdAt?: string;
}

export type TestRaiseOutcome = { event: WorkItemEvent } | { error: FieldError };

const invalid = (field: string, message: string): TestRaiseOutcome => ({ error: { field, message } });

/**
 * Raises through the same service the workflows use, and publishes once committed, so a browser test sees
 * exactly what a real workflow would push. Refusals the service would silently skip answer 400 here, so
 * a test never waits for an event that cannot come.
 */
export async function raiseForTest(
  db: Db,
  bus: RealtimeBus,
  body: TestWorkItemRequest,
): Promise<TestRaiseOutcome> {
  if (body.userId == null && !body.loginName) return invalid('userId', 'userId or loginName is required');
  const recipient = await findRecipient(
    db,
    body.userId != null ? { id: body.userId } : { loginName: body.loginName! },
    body.entityId,
  );
  if (!recipient) return invalid(body.userId != null ? 'userId' : 'loginName', 'no such user');
  if (!recipient.inEntity) return invalid('entityId', 'the user does not work in this entity');

  const userType = recipient.userType as UserType;
  const isTask = body.kind === 'task';
  const known = isTask ? ALL_TASK_TYPES : ALL_NOTIFICATION_TYPES;
  if (!(known as number[]).includes(body.type)) return invalid('type', `not a ${body.kind} type`);
  const category = isTask
    ? taskCategory(body.type as TaskType)
    : notificationCategory(body.type as NotificationType);
  if (!isCategoryVisible(userType, category))
    return invalid('type', 'users of this type never see this category');

  const createdAt = body.createdAt ? new Date(body.createdAt) : undefined;
  const common = { userId: recipient.id, entityId: body.entityId, linkId: body.linkId ?? null, createdAt };
  const event = await db.transaction((tx) =>
    isTask
      ? raiseTask(tx, {
          ...common,
          type: body.type as TaskType,
          parentId: body.parentId ?? null,
          staffName: body.staffName ?? null,
        })
      : raiseNotification(tx, {
          ...common,
          type: body.type as NotificationType,
          message: body.message ?? null,
        }),
  );
  await publishAll(bus, [event]);
  return { event: event! }; // checked above: the service raises for this recipient
}
