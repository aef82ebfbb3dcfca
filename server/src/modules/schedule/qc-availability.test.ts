/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingNumber, QcDayState, SCHEDULE_API, type QcAvailability } from '@portal/domain';
import { qcBlocks } from '../../db/schema';
import {
  allocate,
  approvedLeave,
  ICELAND,
  makeHoliday,
  makeOffice,
  makeQc,
  NORWAY,
  scheduleCalls,
  testBookings,
} from './schedule.test-support';

let t: TestApp;
const call = scheduleCalls(() => t);
let officeId: number;
let otherOfficeId: number;
let qcs: { ana: number; bjorn: number; cara: number; outsider: number };
let bookingIds: number[];
let blockId: number;
let leaveTypeName: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  officeId = await makeOffice(db, 'Avail Reykjavik', ICELAND);
  otherOfficeId = await makeOffice(db, 'Avail Oslo', NORWAY);
  qcs = {
    ana: await makeQc(db, { name: 'Avail Ana', officeId }),
    bjorn: await makeQc(db, { name: 'Avail Bjorn', officeId, outsource: true }),
    cara: await makeQc(db, { name: 'Avail Cara', officeId: otherOfficeId }),
    outsider: await makeQc(db, { name: 'Avail Outsider', officeId: null, entityId: 2 }),
  };
  // A holiday of the office's country, not of the office itself.
  await makeHoliday(db, { name: 'Avail National Day', date: '2031-06-17', countryId: ICELAND });
  leaveTypeName = await approvedLeave(db, { staffId: qcs.ana, from: '2031-06-09', to: '2031-06-10' });
  const [block] = await db
    .insert(qcBlocks)
    .values({ entityId: 1, staffId: qcs.bjorn, blockDate: '2031-06-12', reason: 'Avail training' })
    .returning({ id: qcBlocks.id });
  blockId = block!.id;
  bookingIds = await testBookings(db, 2);
  await allocate(db, { bookingId: bookingIds[0]!, staffId: qcs.ana, date: '2031-06-03', manDays: 0.5 });
  await allocate(db, { bookingId: bookingIds[1]!, staffId: qcs.ana, date: '2031-06-03', manDays: 0.25 });
});
afterAll(() => t.close());

const availability = async (body: Record<string, unknown>, login = 'planning') => {
  const response = await call(login, 'POST', `/${SCHEDULE_API.availability}`, body);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: number; data: QcAvailability }>().data;
};

describe('POST api/Schedule/availability', () => {
  it('gives every day of the month and, per QC, the days that are not plainly free', async () => {
    const data = await availability({ month: '2031-06', officeIds: [officeId] });
    expect(data.days).toHaveLength(30);
    expect(data.days[0]).toBe('2031-06-01');
    expect(data.days.at(-1)).toBe('2031-06-30');
    expect(data.qcs.map((qc) => [qc.staffName, qc.outsource])).toEqual([
      ['Avail Ana', false],
      ['Avail Bjorn', true],
    ]);
    const ana = data.qcs[0]!;
    expect(ana.days).toEqual([
      {
        date: '2031-06-03',
        state: QcDayState.Allocated,
        manDays: 0.75,
        bookings: [...bookingIds].sort((a, b) => a - b).map((id) => ({ id, bookingNo: bookingNumber(id) })),
        label: null,
        blockId: null,
      },
      expect.objectContaining({ date: '2031-06-09', state: QcDayState.Leave, label: leaveTypeName }),
      expect.objectContaining({ date: '2031-06-10', state: QcDayState.Leave }),
      expect.objectContaining({
        date: '2031-06-17',
        state: QcDayState.Holiday,
        label: 'Avail National Day',
      }),
    ]);
    const bjorn = data.qcs[1]!;
    expect(bjorn.days).toEqual([
      {
        date: '2031-06-12',
        state: QcDayState.Blocked,
        manDays: 0,
        bookings: [],
        label: 'Avail training',
        blockId,
      },
      expect.objectContaining({ date: '2031-06-17', state: QcDayState.Holiday }),
    ]);
  });

  it('filters by office country, operational country, QC and text; never another entity’s QCs', async () => {
    const names = async (body: Record<string, unknown>) =>
      (await availability({ month: '2031-06', ...body })).qcs.map((qc) => qc.staffName);
    expect(await names({ officeCountryIds: [NORWAY] })).toContain('Avail Cara');
    expect(await names({ officeCountryIds: [NORWAY] })).not.toContain('Avail Ana');
    expect(await names({ qcIds: [qcs.cara, qcs.outsider] })).toEqual(['Avail Cara']);
    expect(await names({ searchText: 'avail b' })).toEqual(['Avail Bjorn']);
    // Norway's holidays never reach the Oslo QC from Iceland's calendar.
    const cara = (await availability({ month: '2031-06', qcIds: [qcs.cara] })).qcs[0]!;
    expect(cara.days).toEqual([]);
  });

  it('refuses a month that is not yyyy-MM with a translated field message', async () => {
    for (const month of ['2031-13', '2031-6', 'june']) {
      const response = await call('planning', 'POST', `/${SCHEDULE_API.availability}?lang=fr`, { month });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'month', message: 'Saisissez un mois au format aaaa-MM.' },
      ]);
    }
  });

  it('is for internal users holding QcAvailability.View', async () => {
    expect((await call('cs', 'POST', `/${SCHEDULE_API.availability}`, { month: '2031-06' })).statusCode).toBe(
      200,
    );
    for (const login of ['inspector', 'customer', 'qcpartner'])
      expect(
        (await call(login, 'POST', `/${SCHEDULE_API.availability}`, { month: '2031-06' })).statusCode,
      ).toBe(403);
  });
});

describe('POST api/Schedule/qc-staff', () => {
  it('lists the entity’s QCs as a data source, paged, with idList always included', async () => {
    const list = async (body: Record<string, unknown>) => {
      const response = await call('planning', 'POST', `/${SCHEDULE_API.qcStaff}`, body);
      expect(response.statusCode).toBe(200);
      return response.json<{ result: number; dataSourceList: { id: number; name: string }[] }>();
    };
    expect((await list({ searchText: 'avail', skip: 0, take: 10 })).dataSourceList).toEqual([
      { id: qcs.ana, name: 'Avail Ana' },
      { id: qcs.bjorn, name: 'Avail Bjorn' },
      { id: qcs.cara, name: 'Avail Cara' },
    ]);
    expect((await list({ searchText: 'avail', skip: 1, take: 1 })).dataSourceList).toEqual([
      { id: qcs.bjorn, name: 'Avail Bjorn' },
    ]);
    expect(
      (await list({ searchText: 'avail', skip: 0, take: 1, idList: [qcs.cara] })).dataSourceList.map(
        (item) => item.id,
      ),
    ).toEqual([qcs.ana, qcs.cara]);
    expect((await list({ operationalCountryIds: [NORWAY], searchText: 'avail' })).dataSourceList).toEqual([
      { id: qcs.cara, name: 'Avail Cara' },
    ]);
    expect(await list({ qcIds: [qcs.outsider], skip: 0, take: 10 })).toEqual({
      result: 4,
      dataSourceList: [],
    });
  });
});
