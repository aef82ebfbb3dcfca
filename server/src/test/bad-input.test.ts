/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from './test-app';
import { sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { COMMON_MESSAGES, MAX_UPLOAD_BYTES, UploadResult } from '@portal/domain';
import { operationsOf, sampleBody, urlOf, type JsonSchema, type Operation } from './api-catalog';
import { call, declaredRefusal, recordSuiteCounts, signInCaller, type Caller } from './api-callers';
import { unboundedFields } from './schema-bounds';

/**
 * The bad-input run, generated from the OpenAPI document: every write endpoint gets no body, the wrong
 * content type, 100,000-character strings, numbers out of range, impossible dates and objects where
 * strings belong. Each answer is a 4xx with a French message (asked in French), never a 5xx, and the
 * database is as it was. SQL- and script-shaped text and unknown fields may be accepted (they are
 * text, or dropped), but never break an answer. Every multipart endpoint gets an empty, an oversized and a
 * disguised file, and an xlsx zip bomb.
 */
let t: TestApp;
let admin: Caller;
let writes: Operation[];
let requests = 0;

const FRENCH_MESSAGES = new Set(Object.values(COMMON_MESSAGES.fr));
const ENGLISH_MESSAGES = new Set(Object.values(COMMON_MESSAGES.en));

/** A French answer: a common message in French, or a route's own message that is not English. */
async function inFrench(message: string | undefined, english: () => Promise<string | undefined>) {
  if (!message || ENGLISH_MESSAGES.has(message)) return false;
  return FRENCH_MESSAGES.has(message) || message !== (await english());
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInCaller(t.app, 'admin');
  writes = operationsOf(t.app).filter(
    (operation) => operation.method !== 'GET' && declaredRefusal(operation.access, admin) === null,
  );
});

afterAll(async () => {
  await t?.close();
});

/** node-postgres answers { rows }, PGlite too; the shape is the driver's. */
const rowsOfResult = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The tables, read once: the run changes rows, never the schema. */
let tables: { name: string }[] | null = null;
async function tableNames(): Promise<{ name: string }[]> {
  tables ??= rowsOfResult<{ name: string }>(
    await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '%migrations%' order by 1`,
    ),
  );
  return tables;
}

/**
 * The first transaction id not yet handed out. Every insert, update or delete takes one and a read takes
 * none, so while it stands still nothing was written. It is the cluster's: on PostgreSQL another file's
 * writes move it too, which only costs a full read.
 */
async function nextTransactionId(): Promise<string> {
  const result = await t.database.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return rowsOfResult<{ next: string }>(result)[0]!.next;
}

/** The last fingerprint read, and the next transaction id when it was read. */
let lastRead: { next: string; fingerprint: string } | null = null;

/**
 * Rows and the newest row version of every table (tableFingerprint), read again only when some
 * transaction has taken an id since the last read: most bad input is refused before any write begins, and
 * reading every table twice per endpoint was most of this file's time.
 */
async function databaseFingerprint(): Promise<string> {
  const next = await nextTransactionId();
  if (lastRead?.next === next) return lastRead.fingerprint;
  const fingerprint = await tableFingerprint();
  lastRead = { next, fingerprint };
  return fingerprint;
}

/** Rows and the newest row version (xmin) of every table: any insert, update or delete changes it. */
async function tableFingerprint(): Promise<string> {
  const names = await tableNames();
  const parts = names.map(
    ({ name }) =>
      sql`select ${name} as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as stamp from ${sql.identifier(name)}`,
  );
  const result = await t.database.db.execute(sql.join(parts, sql` union all `));
  // PostgreSQL may return the union's parts in any order: the fingerprint is sorted.
  return rowsOfResult<{ name: string; stamp: string }>(result)
    .map((row) => `${row.name}=${row.stamp}`)
    .sort()
    .join(' ');
}

type Mutation = (schema: JsonSchema, value: unknown, key: string) => unknown;

const typesOf = (schema: JsonSchema) =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];

/** Applies `mutation` to every property of the body (and of objects in its arrays) it concerns. */
function mutate(schema: JsonSchema | undefined, value: unknown, mutation: Mutation, key = ''): unknown {
  if (!schema) return value;
  const replaced = mutation(schema, value, key);
  if (replaced !== undefined) return replaced;
  if (Array.isArray(value))
    return value.map((item) => mutate(schema.items as JsonSchema, item, mutation, key));
  if (value && typeof value === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, mutate(properties[name], inner, mutation, name)]),
    );
  }
  return value;
}

const onStrings =
  (bad: unknown): Mutation =>
  (schema) =>
    typesOf(schema).includes('string') && !schema.enum ? bad : undefined;
const onNumbers =
  (bad: unknown): Mutation =>
  (schema) =>
    typesOf(schema).some((type) => type === 'integer' || type === 'number') && !schema.enum ? bad : undefined;
const onDates: Mutation = (schema, _value, key) =>
  typesOf(schema).includes('string') && (/date|^(from|to)$/i.test(key) || schema.format === 'date')
    ? '2026-02-30'
    : undefined;

/** Invalid on purpose: the answer must be a 4xx and nothing may be written. */
const INVALID_CASES: {
  name: string;
  body: (operation: Operation) => { payload?: unknown; type?: string };
}[] = [
  { name: 'no body', body: () => ({}) },
  { name: 'wrong content type', body: (op) => ({ payload: sampleBody(op) ?? {}, type: 'text/plain' }) },
  {
    name: 'strings of 100,000 characters',
    body: (op) => ({ payload: with_(op, onStrings('x'.repeat(100_000))) }),
  },
  { name: 'negative numbers', body: (op) => ({ payload: with_(op, onNumbers(-5)) }) },
  { name: 'numbers beyond 2^31', body: (op) => ({ payload: with_(op, onNumbers(2 ** 31)) }) },
  { name: '1e308', body: (op) => ({ payload: with_(op, onNumbers(1e308)) }) },
  { name: 'NaN as text', body: (op) => ({ payload: with_(op, onNumbers('NaN')) }) },
  { name: 'impossible dates', body: (op) => ({ payload: with_(op, onDates) }) },
  { name: 'objects where strings belong', body: (op) => ({ payload: with_(op, onStrings({ $gt: '' })) }) },
];

/** Valid in shape: may be accepted, must never break. */
const HOSTILE_CASES: { name: string; body: (operation: Operation) => unknown }[] = [
  { name: 'SQL-shaped text', body: (op) => with_(op, onStrings("x'); drop table users; --")) },
  { name: 'script-shaped text', body: (op) => with_(op, onStrings('<script>alert(1)</script>')) },
  { name: 'unknown fields', body: (op) => ({ ...(sampleBody(op) as object), __proto__x: 1, isAdmin: true }) },
];

function with_(operation: Operation, mutation: Mutation): unknown {
  if (operation.body?.kind !== 'json') return undefined;
  return mutate(operation.body.schema, sampleBody(operation), mutation);
}

/**
 * A body-less request is bad input only where the schema requires something; a wrong content type only
 * where a JSON body is read at all (a route without one ignores what is sent).
 */
function applies(operation: Operation, caseName: string): boolean {
  if (caseName !== 'no body' && caseName !== 'wrong content type') return true;
  if (operation.body?.kind !== 'json') return false;
  const required = (operation.body.schema.required ?? []) as string[];
  return caseName === 'wrong content type' || required.length > 0;
}

/** Whether a mutation changed anything: a body without such fields has nothing to test. */
const changes = (operation: Operation, payload: unknown) =>
  JSON.stringify(payload) !== JSON.stringify(sampleBody(operation));

it('bounds every string, number and list a request may carry (schemas of bodies and paths)', () => {
  const unbounded = operationsOf(t.app).flatMap((operation) => [
    ...(operation.body?.kind === 'json' ? unboundedFields(operation.body.schema) : []).map(
      (field) => `${operation.method} ${operation.path} ${field}`,
    ),
    ...operation.pathParams.flatMap((parameter) =>
      unboundedFields(parameter.schema, `path.${parameter.name}`).map(
        (field) => `${operation.method} ${operation.path} ${field}`,
      ),
    ),
  ]);
  expect(unbounded).toEqual([]);
});

it('answers bad input to every write endpoint with a translated 4xx, never 5xx, and writes nothing', async () => {
  const failures: string[] = [];
  for (const operation of writes) {
    const before = await databaseFingerprint();
    const url = `${urlOf(operation)}?lang=fr`;
    for (const testCase of INVALID_CASES) {
      if (!applies(operation, testCase.name)) continue;
      const { payload, type } = testCase.body(operation);
      const bodyless = ['no body', 'wrong content type'].includes(testCase.name);
      if (!bodyless && !changes(operation, payload)) continue;
      const options = { payload, ...(type ? { headers: { 'content-type': type } } : {}) };
      const answer = await call(t.app, operation, admin, { ...options, url });
      requests += 1;
      const label = `${operation.method} ${operation.path}, ${testCase.name}`;
      if (answer.statusCode < 400 || answer.statusCode >= 500) {
        failures.push(`${label}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
        continue;
      }
      const message = answer.json<{ message?: string }>().message;
      const english = async () =>
        (await call(t.app, operation, admin, { ...options, url: urlOf(operation) })).json<{
          message?: string;
        }>().message;
      if (!(await inFrench(message, english))) failures.push(`${label}: message not in French: ${message}`);
    }
    const afterInvalid = await databaseFingerprint();
    if (afterInvalid !== before) {
      const changed = afterInvalid.split(' ').filter((part) => !before.split(' ').includes(part));
      failures.push(`${operation.method} ${operation.path}: bad input wrote ${changed.join(', ')}`);
    }
    for (const testCase of HOSTILE_CASES) {
      const payload = testCase.body(operation);
      if (payload === undefined || !changes(operation, payload)) continue;
      const answer = await call(t.app, operation, admin, { url, payload });
      requests += 1;
      if (answer.statusCode >= 500)
        failures.push(`${operation.method} ${operation.path}, ${testCase.name}: ${answer.statusCode}`);
    }
  }
  recordSuiteCounts('bad-input', { endpoints: writes.length, requests, failures: failures.length });
  expect(failures).toEqual([]);
}, 600_000);

/**
 * A workbook of about 100 KB whose one sheet inflates a thousandfold, to 20 times the upload limit: an endpoint that
 * reads xlsx must bound what it inflates, and one that takes other types must refuse it unread.
 */
function xlsxZipBomb(): Buffer {
  const sheet = new Uint8Array(20 * MAX_UPLOAD_BYTES).fill(0x20);
  const zip = zipSync(
    {
      '[Content_Types].xml': new TextEncoder().encode('<?xml version="1.0"?><Types/>'),
      'xl/worksheets/sheet1.xml': sheet,
    },
    { level: 9 },
  );
  expect(zip.length * 500).toBeLessThan(sheet.length);
  return Buffer.from(zip);
}

it('refuses empty, oversized, disguised and zip-bomb uploads with a translated 4xx', async () => {
  const uploads = writes.filter((operation) => operation.body?.kind === 'multipart');
  expect(uploads.length).toBeGreaterThanOrEqual(4);
  const failures: string[] = [];
  const files = [
    { name: 'empty', file: 'empty.png', type: 'image/png', content: Buffer.alloc(0) },
    { name: 'oversized', file: 'big.png', type: 'image/png', content: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) },
    {
      name: 'disguised',
      file: 'report.xlsx',
      type: 'image/png',
      content: Buffer.from('MZ\x90\x00 not an image'),
    },
    {
      name: 'zip bomb',
      file: 'purchase-orders.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: xlsxZipBomb(),
    },
  ];
  for (const operation of uploads) {
    const before = await databaseFingerprint();
    for (const file of files) {
      const boundary = '----portal-bad-input';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.file}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = await t.app.inject({
        method: operation.method,
        url: `${urlOf(operation, { id: 1 })}?lang=fr`,
        headers: {
          authorization: `Bearer ${admin.token}`,
          entityid: '1',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
      requests += 1;
      const label = `${operation.method} ${operation.path}, ${file.name}`;
      const reply = answer.json<{ result?: number; message?: string }>();
      // Uploads answer with the spec's Upload result codes (200 with Failure or FileSizeExceed) or a 4xx.
      const refused =
        answer.statusCode === 200 ? reply.result !== UploadResult.Success : answer.statusCode >= 400;
      if (!refused || answer.statusCode >= 500)
        failures.push(`${label}: ${answer.statusCode} ${answer.body}`);
      else if (!reply.message || ENGLISH_MESSAGES.has(reply.message))
        failures.push(`${label}: message not in French: ${reply.message}`);
    }
    if ((await databaseFingerprint()) !== before)
      failures.push(`${operation.method} ${operation.path}: wrote`);
  }
  expect(failures).toEqual([]);
});
