/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from './test-app';
import { eq } from 'drizzle-orm';
import { UserType } from '@portal/domain';
import { supplierFactories } from '../db/schema';
import { operationsOf, type Operation } from './api-catalog';
import {
  call,
  declaredRefusal,
  recordSuiteCounts,
  signInCaller,
  type Answer,
  type Caller,
} from './api-callers';

/**
 * Row ownership, generated: every 'party' endpoint a customer, supplier or factory user may call is called
 * with every filter that names a party or record tampered to name others (customerId, supplierId,
 * factoryId, idList, entityIdList...), and every row it answers must be the caller's own. Records by id
 * are asked for with other parties' ids, and must come back refused or empty.
 */
let t: TestApp;
let admin: Caller;
let parties: Caller[];
/** The rows a party user may see, by the owner a row names. */
const own = new Map<Caller, { customers: Set<number>; suppliers: Set<number>; factories: Set<number> }>();
let partyOperations: Operation[];
let requests = 0;
const failures: string[] = [];

/** Filters that name parties or records: each is set to every id the database might hold. */
const TAMPERED_FILTERS =
  /^(idList|entityIdList|customerIds?|supplierIds?|factoryIds?|supplierIdList|factoryIdList|selectedFactoryIds|productIds|customerServiceIds)$/;
const MANY_IDS = Array.from({ length: 60 }, (_, index) => index + 1);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInCaller(t.app, 'admin');
  parties = await Promise.all(['customer', 'supplier', 'factory'].map((login) => signInCaller(t.app, login)));
  for (const party of parties) {
    const user = party.user!;
    const linked =
      user.userType === UserType.Supplier
        ? await t.database.db
            .select({ id: supplierFactories.factoryId })
            .from(supplierFactories)
            .where(eq(supplierFactories.supplierId, user.supplierId!))
        : [];
    own.set(party, {
      customers: new Set(user.userType === UserType.Customer ? [user.customerId!] : []),
      suppliers: new Set(user.userType === UserType.Supplier ? [user.supplierId!] : []),
      factories: new Set([
        ...(user.userType === UserType.Factory ? [user.factoryId!] : []),
        ...linked.map((row) => row.id),
      ]),
    });
  }
  partyOperations = operationsOf(t.app).filter((operation) => operation.access.rows === 'party');
});

afterAll(() => t?.close());
// Each test reports its own findings.
beforeEach(() => {
  failures.length = 0;
});

type Row = Record<string, unknown> & { id?: number };

const rowsOf = (answer: Answer): Row[] | null => {
  if (answer.statusCode !== 200) return null;
  const body = answer.json<Record<string, unknown>>();
  const list = body.data ?? body.dataSourceList;
  return Array.isArray(list) ? (list as Row[]) : null;
};

const lists = () =>
  partyOperations.filter(
    (operation) =>
      operation.method === 'POST' &&
      operation.body?.kind === 'json' &&
      /search|datasource|datasourcelist|by-usertype|by-supplier/i.test(operation.path),
  );

function tampered(operation: Operation): Record<string, unknown> {
  const properties = (operation.body as { schema: { properties?: Record<string, { type?: unknown }> } })
    .schema.properties;
  const body: Record<string, unknown> = { take: 100 };
  for (const [name, schema] of Object.entries(properties ?? {})) {
    if (!TAMPERED_FILTERS.test(name)) continue;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    body[name] = types.includes('array') ? MANY_IDS : 2;
  }
  if (!properties?.take) delete body.take;
  return body;
}

/** Whether a row of this list is the caller's: by the owner it names, or the party it is. */
function isOwn(
  operation: Operation,
  row: Row,
  mine: NonNullable<ReturnType<typeof own.get>>,
): boolean | null {
  if (typeof row.customerId === 'number')
    // A record between a customer and its supplier or factory (a purchase order) is each one's own.
    return (
      mine.customers.has(row.customerId) ||
      (typeof row.supplierId === 'number' && mine.suppliers.has(row.supplierId)) ||
      (typeof row.factoryId === 'number' && mine.factories.has(row.factoryId))
    );
  const path = operation.path.toLowerCase();
  if (path.startsWith('/api/supplier/')) {
    const isFactoryRow = row.typeId === 2 || path.includes('factory');
    return (isFactoryRow ? mine.factories : mine.suppliers).has(row.id!);
  }
  if (
    /\/api\/customer\/(search|getcustomerdatasource|getcustomerdatasourcelist|get-customer-by-usertype|get-customer-by-supplier)$/i.test(
      operation.path,
    )
  )
    return mine.customers.has(row.id!);
  return null; // an id/name item of a customer's records: compared with what staff see of the caller's own
}

it('gives customer, supplier and factory users only their own rows, whatever the filters name', async () => {
  const rowsSeen = new Map<Caller, number>();
  for (const operation of lists()) {
    for (const party of parties) {
      if (declaredRefusal(operation.access, party) !== null) continue;
      const body = tampered(operation);
      const answer = await call(t.app, operation, party, { payload: body });
      requests += 1;
      const rows = rowsOf(answer);
      const label = `${operation.method} ${operation.path} as ${party.label}`;
      if (rows === null) {
        if (answer.statusCode >= 500 || answer.statusCode === 200)
          failures.push(`${label}: unreadable answer ${answer.statusCode}`);
        continue;
      }
      const mine = own.get(party)!;
      rowsSeen.set(party, (rowsSeen.get(party) ?? 0) + rows.length);
      const verdicts = rows.map((row) => isOwn(operation, row, mine));
      if (verdicts.some((verdict) => verdict === null)) {
        // What staff see when they ask for the caller's own customer is the most the caller may get.
        const ownFilter = {
          ...body,
          customerId: [...mine.customers][0] ?? -1,
          customerIds: [...mine.customers],
        };
        const truth = rowsOf(await call(t.app, operation, admin, { payload: ownFilter })) ?? [];
        requests += 1;
        const allowed = new Set(truth.map((row) => row.id));
        const foreign = rows.filter((row) => !allowed.has(row.id));
        if (foreign.length)
          failures.push(`${label}: ${foreign.length} rows of others (${JSON.stringify(foreign[0])})`);
      } else if (verdicts.includes(false)) {
        failures.push(`${label}: rows of others (${JSON.stringify(rows[verdicts.indexOf(false)])})`);
      }
    }
  }
  // Each party was shown rows of its own: the checks above judged something.
  for (const party of parties)
    expect({ party: party.label, seen: (rowsSeen.get(party) ?? 0) > 0 }).toEqual({
      party: party.label,
      seen: true,
    });
  expect(failures).toEqual([]);
});

/** The record a summary row opens: its own id, or the order's when the summary lists order lines. */
const recordIdOf = (row: Row): number =>
  typeof row.purchaseOrderId === 'number' ? row.purchaseOrderId : row.id!;

/** The ids of records of this resource that belong to someone other than the caller, as staff see them. */
async function othersIds(operation: Operation, party: Caller): Promise<number[] | null> {
  const mine = own.get(party)!;
  // The resource of /base/{id} and of /base/{id}/part (a booking's history, its picking): /base.
  const base = operation.path.replace(/\/\{[^}]+\}(\/[^/{}]+)?$/, '');
  // A record named by its booking (a booking's report, its PDF) is the booking's owners': the bookings' search.
  const searchPath = operation.path.includes('{bookingId}') ? '/api/Booking/search' : `${base}/search`;
  const search = partyOperations.find((other) => other.method === 'POST' && other.path === searchPath);
  const customerSearch = partyOperations.find((other) => other.path === '/api/customer/search')!;
  const source = search ?? (/^\/api\/customer\//i.test(operation.path) ? customerSearch : null);
  if (!source) return null;
  const rows = rowsOf(await call(t.app, source, admin, { payload: { take: 100 } })) ?? [];
  requests += 1;
  return rows
    .filter((row) =>
      source === customerSearch ? !mine.customers.has(row.id!) : isOwn(source, row, mine) === false,
    )
    .map(recordIdOf)
    .slice(0, 3);
}

/** A refusal, or an answer that carries nothing: no record, no list, no form lists. */
function carriesNothing(answer: Answer): boolean {
  if (answer.statusCode === 403 || answer.statusCode === 404) return true;
  if (answer.statusCode !== 200) return false;
  const body = answer.json<Record<string, unknown>>();
  const data = body.data ?? body.dataSourceList;
  return (data == null || (Array.isArray(data) && data.length === 0)) && !('lookups' in body);
}

it('refuses customer, supplier and factory users the records of others, read or written by id', async () => {
  const byId = partyOperations.filter(
    (operation) => operation.pathParams.length === 1 && operation.method !== 'POST',
  );
  const unverified: string[] = [];
  let checked = 0;
  for (const operation of byId) {
    for (const party of parties) {
      if (declaredRefusal(operation.access, party) !== null) continue;
      if (/\/groups\/\{id\}\/customers$/.test(operation.path)) {
        // Members of any group: only the caller's own customer may be among them.
        for (const group of MANY_IDS.slice(0, 20)) {
          const url = operation.path.replace('{id}', String(group));
          const rows = rowsOf(await call(t.app, operation, party, { url, payload: undefined })) ?? [];
          requests += 1;
          checked += 1;
          if (rows.some((row) => !own.get(party)!.customers.has(row.id!)))
            failures.push(`${url} as ${party.label}: members of others`);
        }
        continue;
      }
      const ids = await othersIds(operation, party);
      if (ids === null || ids.length === 0) {
        unverified.push(`${operation.method} ${operation.path}`);
        continue;
      }
      for (const id of ids) {
        const url = operation.path.replace(/\{[^}]+\}/, String(id));
        // A write by id that takes a body (PUT …/{id}/picking) gets a valid one: the record must refuse it.
        const answer = await call(t.app, operation, party, {
          url,
          ...(operation.body ? {} : { payload: undefined }),
        });
        requests += 1;
        checked += 1;
        if (!carriesNothing(answer))
          failures.push(
            `${operation.method} ${url} as ${party.label}: ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
      }
    }
  }
  // A record by id whose owner this suite cannot tell fails here until it learns how.
  expect(unverified).toEqual([]);
  expect(checked).toBeGreaterThan(30);
  expect(failures).toEqual([]);
});

it('refuses to save another party’s record through an update its role allows', async () => {
  const updates = partyOperations.filter((operation) => operation.method === 'PUT');
  let checked = 0;
  for (const operation of updates) {
    const read = partyOperations.find(
      (other) => other.method === 'GET' && other.path === `${operation.path}/{id}`,
    );
    for (const party of parties) {
      if (declaredRefusal(operation.access, party) !== null || !read) continue;
      for (const id of (await othersIds(read, party)) ?? []) {
        const url = `${operation.path}/${id}`;
        const before = (await call(t.app, read, admin, { url, payload: undefined })).json<{ data: Row }>()
          .data;
        const answer = await call(t.app, operation, party, { payload: before });
        const after = (await call(t.app, read, admin, { url, payload: undefined })).json<{ data: Row }>()
          .data;
        requests += 3;
        checked += 1;
        const saved = answer.statusCode === 200 && answer.json<{ result: number }>().result === 1;
        if (saved || after.version !== before.version)
          failures.push(`${operation.method} ${operation.path} as ${party.label} changed record ${id}`);
      }
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect(failures).toEqual([]);
  recordSuiteCounts('row-ownership', {
    endpoints: partyOperations.length,
    requests,
    failures: failures.length,
  });
});
