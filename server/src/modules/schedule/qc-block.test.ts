/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { bookingNumber, ResourceResult, SCHEDULE_API, type QcBlockRow } from '@portal/domain';
import { qcBlocks } from '../../db/schema';
import { allocate, ICELAND, makeOffice, makeQc, scheduleCalls, testBookings } from './schedule.test-support';

let t: TestApp;
const call = scheduleCalls(() => t);
let officeId: number;
let qcId: number;
let busyQcId: number;
let otherEntityQcId: number;
let bookingIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  officeId = await makeOffice(db, 'Block Reykjavik', ICELAND);
  qcId = await makeQc(db, { name: 'Block Freya', officeId });
  busyQcId = await makeQc(db, { name: 'Block Gunnar', officeId });
  otherEntityQcId = await makeQc(db, { name: 'Block Elsewhere', officeId: null, entityId: 2 });
  bookingIds = await testBookings(db, 2);
  await allocate(db, { bookingId: bookingIds[0]!, staffId: busyQcId, date: '2031-07-08', manDays: 0.5 });
  await allocate(db, { bookingId: bookingIds[1]!, staffId: busyQcId, date: '2031-07-08', manDays: 0.5 });
  await allocate(db, { bookingId: bookingIds[0]!, staffId: busyQcId, date: '2031-07-10', manDays: 1 });
});
afterAll(() => t.close());

const blockBody = (over: Record<string, unknown> = {}) => ({
  staffId: qcId,
  dateFrom: '2031-07-01',
  dateTo: '2031-07-03',
  reason: 'Annual training',
  ...over,
});
const block = (body: Record<string, unknown>, login = 'planning', lang: 'en' | 'fr' = 'en') =>
  call(login, 'POST', `/${SCHEDULE_API.qcBlock}?lang=${lang}`, body);
const blocksOf = async (staffId: number) =>
  (
    await t.database.db
      .select({ date: qcBlocks.blockDate, reason: qcBlocks.reason })
      .from(qcBlocks)
      .where(eq(qcBlocks.staffId, staffId))
      .orderBy(qcBlocks.blockDate)
  ).map((row) => `${row.date} ${row.reason}`);

describe('POST api/Schedule/qcblock', () => {
  it('blocks each day of the range and answers the rows it created', async () => {
    const response = await block(blockBody({ reason: '  Annual training ' }));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ result: number; data: QcBlockRow[] }>();
    expect(body.result).toBe(ResourceResult.Success);
    expect(
      body.data.map((row) => [row.date, row.staffName, row.officeName, row.reason, row.createdByName]),
    ).toEqual([
      ['2031-07-01', 'Block Freya', 'Block Reykjavik', 'Annual training', 'Tomasz Nowak'],
      ['2031-07-02', 'Block Freya', 'Block Reykjavik', 'Annual training', 'Tomasz Nowak'],
      ['2031-07-03', 'Block Freya', 'Block Reykjavik', 'Annual training', 'Tomasz Nowak'],
    ]);
  });

  it('skips days already blocked, keeping their reason', async () => {
    const response = await block(
      blockBody({ dateFrom: '2031-07-03', dateTo: '2031-07-04', reason: 'Audit' }),
    );
    expect(response.json().data.map((row: QcBlockRow) => row.date)).toEqual(['2031-07-04']);
    expect(await blocksOf(qcId)).toEqual([
      '2031-07-01 Annual training',
      '2031-07-02 Annual training',
      '2031-07-03 Annual training',
      '2031-07-04 Audit',
    ]);
  });

  it('refuses a range with an allocated day, naming the days and bookings, and writes nothing', async () => {
    const body = blockBody({ staffId: busyQcId, dateFrom: '2031-07-07', dateTo: '2031-07-11' });
    const response = await block(body);
    expect(response.statusCode).toBe(400);
    const [first, second] = [...bookingIds].sort((a, b) => a - b).map(bookingNumber);
    expect(response.json()).toEqual({
      result: ResourceResult.Invalid,
      message:
        `Block Gunnar cannot be blocked: allocated on 08/07/2031 (${first}, ${second}), ` +
        `10/07/2031 (${bookingNumber(bookingIds[0]!)}). Move those allocations first; nothing was blocked.`,
    });
    expect((await block(body, 'planning', 'fr')).json().message).toMatch(
      /^Block Gunnar ne peut pas être bloqué/,
    );
    expect(await blocksOf(busyQcId)).toEqual([]);
    // The days around the allocations can be blocked.
    expect((await block({ ...body, dateFrom: '2031-07-11', dateTo: '2031-07-11' })).statusCode).toBe(200);
  });

  it('refuses staff that is not a QC of the entity, bad ranges and a missing reason, with field messages', async () => {
    const fields = async (body: Record<string, unknown>) => {
      const response = await block(body, 'planning', 'fr');
      expect(response.statusCode).toBe(400);
      return response.json<{ errors: { field: string; message: string }[] }>().errors.map((e) => e.field);
    };
    expect(await fields(blockBody({ staffId: otherEntityQcId }))).toEqual(['staffId']);
    expect(await fields(blockBody({ dateTo: '2031-06-30' }))).toEqual(['dateTo']);
    expect(await fields(blockBody({ dateTo: '2031-09-01' }))).toEqual(['dateTo']); // 63 days
    expect(await fields(blockBody({ dateFrom: '2031-02-30' }))).toContain('dateFrom');
    expect(await fields(blockBody({ reason: '   ' }))).toEqual(['reason']);
    expect(await fields(blockBody({ reason: 'x'.repeat(201) }))).toEqual(['reason']);
    const tooLong = await block(blockBody({ dateFrom: '2031-08-01', dateTo: '2031-10-02' }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: 'dateTo', message: 'Choose at most 62 days.' }]);
    expect(await blocksOf(qcId)).toHaveLength(4); // nothing written by any refusal
  });

  it('is for users holding QcBlock.Edit: cs may view, not block', async () => {
    expect((await block(blockBody({ dateFrom: '2031-07-20', dateTo: '2031-07-20' }), 'cs')).statusCode).toBe(
      403,
    );
    expect(
      (await call('cs', 'POST', `/${SCHEDULE_API.qcBlockSearch}`, { skip: 0, take: 10 })).statusCode,
    ).toBe(200);
    expect(
      (await call('inspector', 'POST', `/${SCHEDULE_API.qcBlockSearch}`, { skip: 0, take: 10 })).statusCode,
    ).toBe(403);
  });
});

describe('POST api/Schedule/qcblock/search', () => {
  it('pages the entity’s blocked days by day, filtered by QC and days', async () => {
    const search = async (body: Record<string, unknown>, entity = 1) => {
      const response = await call('admin', 'POST', `/${SCHEDULE_API.qcBlockSearch}`, body, { entity });
      expect(response.statusCode).toBe(200);
      return response.json<{ result: number; rows: QcBlockRow[]; total: number }>();
    };
    const page = await search({ skip: 1, take: 2, staffIds: [qcId] });
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.date)).toEqual(['2031-07-02', '2031-07-03']);
    const ranged = await search({
      skip: 0,
      take: 10,
      staffIds: [qcId],
      dateFrom: '2031-07-03',
      dateTo: '2031-07-03',
    });
    expect(ranged.rows.map((row) => row.date)).toEqual(['2031-07-03']);
    expect((await search({ skip: 0, take: 10, staffIds: [qcId] }, 2)).total).toBe(0);
  });
});

describe('DELETE api/Schedule/qcblock/{id}', () => {
  it('unblocks one day; another entity’s block is not found', async () => {
    const [row] = await t.database.db
      .select({ id: qcBlocks.id })
      .from(qcBlocks)
      .where(eq(qcBlocks.staffId, qcId))
      .orderBy(qcBlocks.blockDate)
      .limit(1);
    const url = `/${SCHEDULE_API.qcBlock}/${row!.id}`;
    expect((await call('cs', 'DELETE', url)).statusCode).toBe(403);
    const foreign = await call('admin', 'DELETE', url, undefined, { entity: 2 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ result: ResourceResult.NotFound });
    const done = await call('planning', 'DELETE', url);
    expect(done.json()).toEqual({ result: ResourceResult.Success });
    expect(await blocksOf(qcId)).toHaveLength(3);
    expect((await call('planning', 'DELETE', url)).statusCode).toBe(404);
  });
});
