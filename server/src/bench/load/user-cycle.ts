/**
 * What one virtual user does, over and over: the calls a signed-in browser makes while someone works in the
 * portal. Each turn of the cycle takes the next signed-in account of the pool (so the mix of cs, manager and
 * customer accounts is the pool's), then:
 *
 *   0 menus            GET  /api/User/righttypelst
 *   1 task counts      POST /api/user/taskcount
 *   2 notif. counts    POST /api/user/readnotifcount
 *   3 customer search  POST /api/customer/search (first page, or a text search)
 *   4 second search    contacts (cs, customer accounts) or suppliers (managers)
 *   5 record read      GET  /api/CustomerContact/{id}
 *   6 save or list     cs: PUT /api/CustomerContact at the version just read (409 when someone saved the
 *                      contact in between: an expected answer); others: the task list
 *   7 notifications    POST /api/user/notifications (the header panel)
 *
 * Internal users' searches are half the time the summary's first page as it opens, half the time a text
 * search ("any part of" name, code, email...), which scans every row in scope.
 */
import type { Request } from 'autocannon';
import type { SignedIn } from './sign-in-accounts';

export interface CycleData {
  accounts: SignedIn[];
  hotContactIds: number[];
  ownContactIds: number[];
}

/** Told of every answer, with the name of the call it answers (run-phase.ts counts and times them). */
export type AnswerListener = (route: string, status: number) => void;

/** Per connection (autocannon clones the requests for each, but shares these functions). */
interface Context {
  account?: SignedIn;
  /** The call in flight: one at a time per connection, no pipelining. */
  route?: string;
  record?: Record<string, unknown>;
}

interface Call {
  route: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: object;
}

/** A calendar time zone, as the browser sends it for the Today / Yesterday / Older split. */
const timeZone = 'Europe/Paris';
const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** The saved contact changes for real each time, as an edit would. */
function edited(record: Record<string, unknown>): Record<string, unknown> {
  return { ...record, jobTitle: `Quality manager ${between(1, 9999)}` };
}

function steps(data: CycleData): ((context: Context) => Call | null)[] {
  const firstPageOrText = (text: string) =>
    Math.random() < 0.5
      ? { skip: 0, take: 25 }
      : { skip: 0, take: 25, searchText: `${text} ${between(1, 2000)}` };
  const customerSearch = (): Call => ({
    route: 'customer search',
    method: 'POST',
    path: '/api/customer/search',
    body: firstPageOrText('customer'),
  });
  return [
    () => ({ route: 'menus', method: 'GET', path: '/api/User/righttypelst' }),
    () => ({ route: 'task counts', method: 'POST', path: '/api/user/taskcount', body: { timeZone } }),
    () => ({
      route: 'notification counts',
      method: 'POST',
      path: '/api/user/readnotifcount',
      body: { timeZone },
    }),
    customerSearch,
    ({ account }) =>
      account!.kind === 'manager'
        ? {
            route: 'supplier search',
            method: 'POST',
            path: '/api/Supplier/search',
            body: firstPageOrText('supplier'),
          }
        : {
            route: 'contact search',
            method: 'POST',
            path: '/api/CustomerContact/search',
            body: account!.kind === 'customer' ? { skip: 0, take: 25 } : firstPageOrText('contact'),
          },
    ({ account }) => ({
      route: 'contact read',
      method: 'GET',
      path: `/api/CustomerContact/${pick(account!.kind === 'customer' ? data.ownContactIds : data.hotContactIds)}`,
    }),
    ({ account, record }) => {
      if (account!.kind !== 'cs')
        return {
          route: 'task list',
          method: 'POST',
          path: '/api/user/tasklist',
          body: { skip: 0, timeZone },
        };
      // Nothing read (an error, already counted): a browser would not offer Save either.
      return record
        ? { route: 'contact save', method: 'PUT', path: '/api/CustomerContact', body: edited(record) }
        : null;
    },
    () => ({
      route: 'notifications',
      method: 'POST',
      path: '/api/user/notifications',
      body: { skip: 0, timeZone },
    }),
  ];
}

const READ_STEP = 5;

/**
 * The cycle as autocannon requests. Headers are a browser's: the token, the entity, JSON, and compression
 * offered, except on the record read, whose answer the cycle parses (it is under the server's compression
 * threshold anyway).
 */
export function userCycle(data: CycleData, onAnswer: AnswerListener): Request[] {
  let nextAccount = 0;
  return steps(data).map((step, index) => ({
    setupRequest: (request: Request, raw: object) => {
      const context = raw as Context;
      if (index === 0) context.account = data.accounts[nextAccount++ % data.accounts.length];
      const call = step(context);
      if (!call) return null as unknown as Request; // autocannon starts the cycle again
      context.route = call.route;
      return {
        ...request,
        method: call.method,
        path: `${call.path}?lang=en`,
        headers: {
          authorization: `Bearer ${context.account!.token}`,
          entityid: '1',
          ...(call.body ? { 'content-type': 'application/json' } : {}),
          ...(index === READ_STEP ? {} : { 'accept-encoding': 'gzip, deflate, br' }),
        },
        body: call.body ? JSON.stringify(call.body) : undefined,
      };
    },
    onResponse: (status: number, body: string, raw: object) => {
      const context = raw as Context;
      onAnswer(context.route!, status);
      if (index !== READ_STEP) return;
      context.record =
        status === 200 ? (JSON.parse(body) as { data?: Record<string, unknown> }).data : undefined;
    },
  }));
}

/** One signed-in call repeated, for the comparison with the bare Fastify route. */
function oneCall(accounts: SignedIn[], call: Call, onAnswer: AnswerListener): Request[] {
  let nextAccount = 0;
  return [
    {
      setupRequest: (request: Request) => ({
        ...request,
        method: call.method,
        path: `${call.path}?lang=en`,
        headers: {
          authorization: `Bearer ${accounts[nextAccount++ % accounts.length]!.token}`,
          entityid: '1',
          ...(call.body ? { 'content-type': 'application/json' } : {}),
          'accept-encoding': 'gzip, deflate, br',
        },
        body: call.body ? JSON.stringify(call.body) : undefined,
      }),
      onResponse: (status: number) => onAnswer(call.route, status),
    },
  ];
}

/** The signed-in list endpoint compared with the bare route: the customer summary's first page. */
export const listOnly = (accounts: SignedIn[], onAnswer: AnswerListener) =>
  oneCall(
    accounts,
    {
      route: 'customer search, first page',
      method: 'POST',
      path: '/api/customer/search',
      body: { skip: 0, take: 25 },
    },
    onAnswer,
  );

/**
 * A signed-in list with next to no query behind it (the four customer statuses): what the stack itself
 * (token, session and permission check, entity, JSON) costs next to the bare route.
 */
export const smallListOnly = (accounts: SignedIn[], onAnswer: AnswerListener) =>
  oneCall(accounts, { route: 'customer statuses', method: 'GET', path: '/api/customer/statuses' }, onAnswer);
