/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from './test-app';
import { operationsOf, type Operation } from './api-catalog';
import { call, signInCaller, type Answer, type Caller } from './api-callers';

/**
 * Two sessions editing one record, for every save that takes a version (found in the OpenAPI document,
 * not listed by hand): both load it, the first saves it back and moves it on a version, the second's
 * save at the old version answers 409 and leaves the first one's save in place.
 */
let t: TestApp;
/** Pairs of sessions of one user: the administrator, and owners of self-service records (claims). */
let pairs: [Caller, Caller][];
let first: Caller;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  pairs = [];
  for (const login of ['admin', 'hr', 'cs', 'inspector', 'auditor'])
    pairs.push([await signInCaller(t.app, login), await signInCaller(t.app, login)]);
  first = pairs[0]![0];
  operations = operationsOf(t.app);
});

afterAll(() => t?.close());

/** Saves that update a record at a version: PUT with id and version, or POST …/save and …/edit. */
function versionedUpdates(): Operation[] {
  return operations.filter((operation) => {
    if (operation.body?.kind !== 'json') return false;
    const names = Object.keys((operation.body.schema.properties ?? {}) as object);
    if (!names.includes('id') || !names.includes('version')) return false;
    if (operation.method === 'PUT') return true;
    // A POST beside a PUT of the same path only creates (the account save).
    const updatedByPut = operations.some((other) => other.method === 'PUT' && other.path === operation.path);
    return !updatedByPut && (/\/(save|edit)$/i.test(operation.path) || /save-/i.test(operation.path));
  });
}

interface Loader {
  load(id: number, caller: Caller): Promise<Answer>;
}

/** Where a save's record is read: a GET by id beside it, or, for the few without one, named here. */
function loaderOf(update: Operation): Loader | null {
  const base = update.path.replace(/\/(save|edit)$/i, '');
  const explicit: Record<string, string> = {
    '/api/HumanResource/leave/save': '/api/HumanResource/leave-request/{id}',
  };
  const list = operations.find(
    (operation) =>
      update.path.endsWith('save-hr-outsource-company') &&
      operation.path.endsWith('get-hr-outsource-company-list'),
  );
  if (list)
    return {
      load: async (id, caller) => {
        const answer = await call(t.app, list, caller, { payload: { take: 100 } });
        const row = answer.json<{ data?: Detail[] }>().data?.find((item) => item.id === id);
        return { ...answer, json: <T>() => ({ data: row }) as T };
      },
    };
  const candidates = [explicit[update.path], `${update.path}/{id}`, `${base}/{id}`, `${base}/edit/{id}`];
  const read = candidates
    .map((path) => operations.find((operation) => operation.method === 'GET' && operation.path === path))
    .find(Boolean);
  if (read)
    return {
      load: (id, caller) =>
        call(t.app, read, caller, { url: read.path.replace('{id}', String(id)), payload: undefined }),
    };
  const edit = operations.find(
    (operation) => operation.method === 'POST' && operation.path === `${base}/edit`,
  );
  if (edit) return { load: (id, caller) => call(t.app, edit, caller, { payload: { id } }) };
  return null;
}

type Detail = Record<string, unknown> & { id: number; version: number };

const detailOf = (answer: Answer): Detail | null => {
  if (answer.statusCode !== 200) return null;
  const data = answer.json<{ data?: Detail }>().data;
  return data && typeof data.version === 'number' ? data : null;
};

/** Record ids to try: the resource's own search when it has one, else 1 to 40. */
async function candidateIds(update: Operation): Promise<number[]> {
  const base = update.path.replace(/\/(save|edit)$/i, '');
  const search = operations.find(
    (operation) => operation.method === 'POST' && operation.path === `${base}/search`,
  );
  const rows = search
    ? (await call(t.app, search, first, { payload: { take: 10 } })).json<{ data?: { id: number }[] }>().data
    : null;
  return rows?.length ? rows.map((row) => row.id) : Array.from({ length: 40 }, (_, index) => index + 1);
}

/** A visible change, so the save is a real one (an unchanged record may be saved without a new version). */
function edited(detail: Detail): Detail {
  for (const field of ['name', 'description', 'reason', 'fullName', 'title']) {
    const value = detail[field];
    // The last character swapped, so the length (and any limit on it) stays.
    if (typeof value === 'string' && value.length > 0)
      return { ...detail, [field]: `${value.slice(0, -1)}*` };
  }
  return detail;
}

it('answers 409 to the second of two sessions saving one record, for every versioned save', async () => {
  const updates = versionedUpdates();
  expect(updates.length).toBeGreaterThan(25);
  const failures: string[] = [];
  let checked = 0;
  for (const update of updates) {
    const label = `${update.method} ${update.path}`;
    const loader = loaderOf(update);
    if (!loader) {
      failures.push(`${label}: no read endpoint for its records`);
      continue;
    }
    // The first record the administrator may save (workflow records may be past changing).
    let detail: Detail | null = null;
    let seenBySecond: Detail | null = null;
    let second: Caller = first;
    let refusal = 'no record loads';
    search: for (const id of await candidateIds(update)) {
      for (const [one, other] of pairs) {
        const loaded = detailOf(await loader.load(id, one));
        if (!loaded) continue;
        seenBySecond = detailOf(await loader.load(id, other));
        const saved = await call(t.app, update, one, { payload: edited(loaded) });
        if (saved.statusCode === 200 && [undefined, 1].includes(saved.json<{ result?: number }>().result)) {
          [detail, second] = [loaded, other];
          break search;
        }
        refusal = `${saved.statusCode} ${saved.body.slice(0, 140)}`;
      }
    }
    if (!detail || !seenBySecond) {
      failures.push(`${label}: no loaded record saved back (${refusal})`);
      continue;
    }
    const stale = await call(t.app, update, second, { payload: edited(seenBySecond) });
    const after = detailOf(await loader.load(detail.id, second));
    checked += 1;
    if (stale.statusCode !== 409) failures.push(`${label}: a stale save answered ${stale.statusCode}`);
    if (!after || after.version !== detail.version + 1)
      failures.push(`${label}: version ${after?.version} after one save from ${detail.version}`);
  }
  expect(failures).toEqual([]);
  expect(checked).toBe(updates.length);
});
