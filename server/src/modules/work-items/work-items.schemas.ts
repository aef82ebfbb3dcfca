/** JSON schemas of the task and notification routes: input validation, response shape, OpenAPI. */
import { ALL_NOTIFICATION_TYPES, ALL_TASK_TYPES, WORK_ITEM_PAGE_SIZE } from '@portal/domain';
import { errorResponses, messageSchema } from '../user/user.schemas';

const TAGS = ['Tasks and notifications'];

/** Far beyond any real scroll, small enough that OFFSET stays cheap. */
export const MAX_SKIP = 100_000;

const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

const skip = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_SKIP,
  default: 0,
  description: 'How many items the browser already shows',
} as const;
const category = {
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 4,
  description: 'WorkItemCategory: Leave 1, Expense 2, Inspection 3, Quotation 4; null or absent: all visible',
} as const;
const timeZone = {
  type: ['string', 'null'],
  minLength: 1,
  maxLength: 64,
  description: 'IANA time zone of the Today / Yesterday / Older groups; UTC when absent',
} as const;
const isDone = {
  type: ['boolean', 'null'],
  description: 'true: done tasks; false, null or absent: open tasks',
} as const;
const isRead = {
  type: ['boolean', 'null'],
  description: 'true: read only; false: unread only; null or absent: both',
} as const;
const dateType = { type: 'string', enum: ['Today', 'Yesterday', 'Older'] } as const;

const taskItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    isDone: { type: 'boolean' },
    type: { type: 'integer', description: 'TaskType' },
    typeLable: { type: 'string', description: "The TaskType's name (the spec's spelling)" },
    linkId: nullableInteger,
    parentId: nullableInteger,
    staffName: nullableString,
    createdOn: { type: 'string', format: 'date-time' },
    link: { ...nullableString, description: 'Route under /{entity}/ the task opens' },
    dateType,
  },
} as const;

const notificationItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    isRead: { type: 'boolean' },
    type: { type: 'integer', description: 'NotificationType' },
    typeLabel: { type: 'string', description: "The NotificationType's name" },
    linkId: nullableInteger,
    message: nullableString,
    createdOn: { type: 'string', format: 'date-time' },
    link: { ...nullableString, description: 'Route under /{entity}/ the notification opens' },
    dateType,
  },
} as const;

const listResponse = (items: object) =>
  ({
    200: {
      type: 'object',
      properties: {
        result: { type: 'integer', description: 'TaskListResult: Success 1, NotFound 2 (empty first page)' },
        data: { type: 'array', items },
      },
    },
    ...errorResponses,
  }) as const;

const countProperties = {
  todayCount: { type: 'integer' },
  yesterdayCount: { type: 'integer' },
  olderCount: { type: 'integer' },
  totalCount: { type: 'integer' },
} as const;

const foundResponse = {
  200: {
    type: 'object',
    properties: { result: { type: 'integer', description: 'FoundResult: Success 1, NotFound 2' } },
  },
  ...errorResponses,
} as const;

const countedResponse = {
  200: {
    type: 'object',
    properties: {
      result: { type: 'integer', description: 'FoundResult.Success' },
      count: { type: 'integer', description: 'How many items changed' },
    },
  },
  ...errorResponses,
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

const pageNote = `Pages of ${WORK_ITEM_PAGE_SIZE}, newest first.`;

export const taskListSchema = {
  tags: TAGS,
  summary: `The caller's tasks in the entity. ${pageNote}`,
  body: { type: 'object', properties: { skip, taskType: category, isDone, timeZone } },
  response: listResponse(taskItemSchema),
} as const;

export const openTasksSchema = {
  tags: TAGS,
  summary: `First page of the caller's open tasks in the entity, every visible category`,
  response: listResponse(taskItemSchema),
} as const;

export const taskCountSchema = {
  tags: TAGS,
  summary: 'How many tasks match the filter, by age group in the time zone',
  body: { type: 'object', properties: { taskType: category, isDone, timeZone } },
  response: { 200: { type: 'object', properties: countProperties }, ...errorResponses },
} as const;

export const doneTaskSchema = {
  tags: TAGS,
  summary: "Marks one of the caller's tasks done (NotFound for anyone else's)",
  params: idParams,
  response: foundResponse,
} as const;

export const allDoneTaskSchema = {
  tags: TAGS,
  summary: "Marks all the caller's open tasks in the entity done",
  response: countedResponse,
} as const;

export const notificationListSchema = {
  tags: TAGS,
  summary: `The caller's notifications in the entity. ${pageNote}`,
  body: { type: 'object', properties: { skip, notificationType: category, isRead, timeZone } },
  response: listResponse(notificationItemSchema),
} as const;

export const readNotificationSchema = {
  tags: TAGS,
  summary: "Marks one of the caller's notifications read (NotFound for anyone else's)",
  params: idParams,
  response: foundResponse,
} as const;

export const readAllNotificationsSchema = {
  tags: TAGS,
  summary: "Marks all the caller's unread notifications in the entity read",
  response: countedResponse,
} as const;

export const notificationCountSchema = {
  tags: TAGS,
  summary: 'How many notifications match the filter, by age group, and how many arrived since last seen',
  body: { type: 'object', properties: { notificationType: category, isRead, timeZone } },
  response: {
    200: {
      type: 'object',
      properties: {
        ...countProperties,
        unseenCount: { type: 'integer', description: 'Created after the panel was last opened' },
      },
    },
    ...errorResponses,
  },
} as const;

export const lastSeenSchema = {
  tags: TAGS,
  summary: 'Records that the caller opened the notifications panel now (empty body)',
  response: foundResponse,
} as const;

export const testWorkItemSchema = {
  tags: TAGS,
  summary: 'Test mode only (PORTAL_TEST_ENDPOINTS=1): raises a task or notification and publishes it',
  body: {
    type: 'object',
    required: ['kind', 'entityId', 'type'],
    properties: {
      kind: { type: 'string', enum: ['task', 'notification'] },
      userId: idSchema,
      loginName: { type: 'string', minLength: 1, maxLength: 256 },
      entityId: idSchema,
      type: {
        type: 'integer',
        minimum: 1,
        maximum: Math.max(ALL_TASK_TYPES.length, ALL_NOTIFICATION_TYPES.length),
      },
      linkId: { ...nullableInteger, minimum: 1, maximum: 2147483647 },
      parentId: { ...nullableInteger, minimum: 1, maximum: 2147483647 },
      staffName: { ...nullableString, maxLength: 200 },
      message: { ...nullableString, maxLength: 2000 },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        result: { type: 'integer' },
        kind: { type: 'string' },
        userId: { type: 'integer' },
        entityId: { type: 'integer' },
        // A TaskItem or a NotificationItem, as the realtime event carries it.
        item: { type: 'object', additionalProperties: true },
      },
    },
    400: messageSchema,
  },
} as const;
