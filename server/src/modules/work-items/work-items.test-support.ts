import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { NotificationType, TaskType } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, tasks } from '../../db/schema';
import { authHeaders, signInAs } from '../../test/test-app';
import { raiseNotification, raiseTask } from './work-items.service';

/** Helpers shared by the task and notification route tests. */

export interface Caller {
  id: number;
  token: string;
}

export function callers(app: FastifyInstance) {
  const cache = new Map<string, Promise<Caller>>();
  return (loginName: string): Promise<Caller> => {
    let caller = cache.get(loginName);
    if (!caller) {
      caller = signInAs(app, loginName).then(({ token, user }) => ({ id: user.id, token }));
      cache.set(loginName, caller);
    }
    return caller;
  };
}

export function requester(app: FastifyInstance) {
  return (
    caller: Caller | null,
    entityId: number | null,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: caller ? authHeaders(caller.token, entityId ?? undefined) : {},
      ...(payload === undefined ? {} : { payload }),
    });
}

export async function task(
  db: Db,
  userId: number,
  entityId: number,
  type: TaskType,
  extra: { linkId?: number | null; createdAt?: Date; staffName?: string; parentId?: number } = {},
): Promise<number> {
  const event = await raiseTask(db, { userId, entityId, type, linkId: extra.linkId ?? 1, ...extra });
  if (!event) throw new Error('the task was not raised');
  return event.item.id;
}

export async function notification(
  db: Db,
  userId: number,
  entityId: number,
  type: NotificationType,
  extra: { linkId?: number | null; createdAt?: Date; message?: string } = {},
): Promise<number> {
  const event = await raiseNotification(db, { userId, entityId, type, linkId: extra.linkId ?? 1, ...extra });
  if (!event) throw new Error('the notification was not raised');
  return event.item.id;
}

/** The demo leave requests and expense claims give users real items: a test counting from none clears them. */
export async function withoutItems(db: Db, userId: number): Promise<void> {
  await db.delete(tasks).where(eq(tasks.userId, userId));
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/** Midnight of today in a zone, computed independently of the server's own arithmetic. */
export function zoneMidnight(timeZone: string, utcOffset: string, daysBack = 0, now = new Date()): Date {
  const date = new Date(now.getTime()).toLocaleDateString('en-CA', { timeZone }); // YYYY-MM-DD
  const midnight = new Date(`${date}T00:00:00${utcOffset}`);
  return new Date(midnight.getTime() - daysBack * 86_400_000);
}
