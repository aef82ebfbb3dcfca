import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hasPermission, type SignInUser } from '@portal/domain';
import { DEMO_USERS } from '../db/seed/demo-data';
import type { RouteAccess } from '../plugins/route-access';
import { describeOperation, sampleBody, urlOf, type Operation } from './api-catalog';
import { signInAs } from './test-app';

/** Who calls: no one, or a demo user in one entity (which may be one the user does not work in). */
export interface Caller {
  label: string;
  token: string | null;
  user: SignInUser | null;
  entityIds: readonly number[];
  entityId: number;
}

export const ANONYMOUS: Caller = { label: 'no one', token: null, user: null, entityIds: [], entityId: 1 };

/** One user of each type (two internal: the administrator and a CS with few rights), in entity 1. */
export const DEMO_CALLERS = ['admin', 'cs', 'hr', 'customer', 'supplier', 'factory', 'outsource'] as const;

export async function signInCaller(app: FastifyInstance, loginName: string, entityId = 1): Promise<Caller> {
  const seed = DEMO_USERS.find((user) => user.loginName === loginName);
  if (!seed) throw new Error(`no demo user ${loginName}`);
  const { token, user } = await signInAs(app, loginName);
  return { label: `${loginName}@${entityId}`, token, user, entityIds: seed.entities, entityId };
}

/**
 * The answer the declaration promises before any handler runs: 401 without a session, 403 outside the
 * caller's entities, user types or permissions; null when the call must get through to the route.
 */
export function declaredRefusal(access: RouteAccess, caller: Caller): 401 | 403 | null {
  if (access.access === 'public') return null;
  if (!caller.user) return 401;
  if (access.access === 'entity' && !caller.entityIds.includes(caller.entityId)) return 403;
  if (!access.userTypes.includes(caller.user.userType)) return 403;
  if (access.permission && !hasPermission(caller.user, access.permission)) return 403;
  return null;
}

export interface CallOptions {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json<T = unknown>(): T;
}

/**
 * Calls an operation as a caller with a sample body (or the given one). The answer is read as a stream:
 * an event stream never ends, so its head is all there is to read.
 */
export async function call(
  app: FastifyInstance,
  operation: Operation,
  caller: Caller,
  options: CallOptions = {},
): Promise<Answer> {
  const payload = 'payload' in options ? options.payload : sampleBody(operation);
  const response = await app.inject({
    method: operation.method,
    url: options.url ?? urlOf(operation),
    headers: {
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      entityid: String(caller.entityId),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    payloadAsStream: true,
  });
  const stream = response.stream();
  let body = '';
  if (String(response.headers['content-type']).startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body,
    json: <T>() => JSON.parse(body) as T,
  };
}

/** Runs `work` over `items`, `width` at a time (the database answers several requests at once). */
export async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(work));
}

export const failureLine = (operation: Operation, caller: Caller, detail: string) =>
  `${describeOperation(operation)} as ${caller.label}: ${detail}`;

/**
 * The counts of a generated suite, read back by `npm test` for its summary (test-results/generated/).
 * One file per suite and database, so the PGlite and PostgreSQL runs both show.
 */
export function recordSuiteCounts(
  suite: string,
  counts: { endpoints: number; requests: number; failures: number },
): void {
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const folder = path.resolve(__dirname, '../../../test-results/generated');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, `${suite}-${database}.json`),
    JSON.stringify({ suite, database, ...counts }),
  );
}
