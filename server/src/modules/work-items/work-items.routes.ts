import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationFilter, TaskFilter } from '@portal/domain';
import type { Db } from '../../db/client';
import { sendError } from '../../plugins/errors';
import { isKnownTimeZone } from './work-item-dates';
import {
  doneAllTasks,
  doneTask,
  markNotificationsSeen,
  notificationCounts,
  notificationPage,
  readAllNotifications,
  readNotification,
  taskCounts,
  taskPage,
  type NotificationCountFilter,
  type TaskCountFilter,
} from './work-item-lists.service';
import {
  allDoneTaskSchema,
  doneTaskSchema,
  lastSeenSchema,
  notificationCountSchema,
  notificationListSchema,
  openTasksSchema,
  readAllNotificationsSchema,
  readNotificationSchema,
  taskCountSchema,
  taskListSchema,
} from './work-items.schemas';
import { ALL_USER_TYPES, entityRoute } from '../../plugins/route-access';

/**
 * A JSON schema can only say "a string"; whether Intl knows the zone is checked here, before any
 * handler runs, and answers like a schema error (never a 500 from the date arithmetic).
 */
async function checkTimeZone(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body as { timeZone?: unknown } | null | undefined;
  const zone = body?.timeZone;
  if (typeof zone === 'string' && !isKnownTimeZone(zone))
    return sendError(request, reply, 400, 'http.validation', [
      { field: 'timeZone', message: 'must be a known IANA time zone, such as Europe/Paris' },
    ]);
}

/** Entity routes (the default access): a signed-in user with an entityId header they may work in. */
export async function workItemRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.addHook('preHandler', checkTimeZone);
  const entityOf = (request: FastifyRequest) => request.entityId!;

  app.post<{ Body: TaskFilter }>(
    '/api/user/tasklist',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: taskListSchema },
    async (request) => taskPage(db, request.user, entityOf(request), request.body),
  );

  app.get(
    '/api/user/tasks',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: openTasksSchema },
    async (request) => taskPage(db, request.user, entityOf(request), { skip: 0 }),
  );

  app.post<{ Body: TaskCountFilter }>(
    '/api/user/taskcount',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: taskCountSchema },
    async (request) => taskCounts(db, request.user, entityOf(request), request.body),
  );

  app.get<{ Params: { id: number } }>(
    '/api/user/donetask/:id',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: doneTaskSchema },
    async (request) => doneTask(db, request.user, entityOf(request), request.params.id),
  );

  app.get(
    '/api/user/alldonetask',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: allDoneTaskSchema },
    async (request) => doneAllTasks(db, request.user, entityOf(request)),
  );

  app.post<{ Body: NotificationFilter }>(
    '/api/user/notifications',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: notificationListSchema },
    async (request) => notificationPage(db, request.user, entityOf(request), request.body),
  );

  app.get<{ Params: { id: number } }>(
    '/api/user/readnotif/:id',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: readNotificationSchema },
    async (request) => readNotification(db, request.user, entityOf(request), request.params.id),
  );

  app.get(
    '/api/user/readallnotif',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: readAllNotificationsSchema },
    async (request) => readAllNotifications(db, request.user, entityOf(request)),
  );

  app.post<{ Body: NotificationCountFilter }>(
    '/api/user/readnotifcount',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: notificationCountSchema },
    async (request) => notificationCounts(db, request.user, entityOf(request), request.body),
  );

  app.put(
    '/api/user/notifications/last-seen',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: lastSeenSchema },
    async (request) => markNotificationsSeen(db, request.user, entityOf(request)),
  );
}
