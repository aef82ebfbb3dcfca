/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { SCHEDULE_API, type OccupancyResult } from '@portal/domain';
import { readXlsxRows, XLSX_MIME_TYPE } from '@portal/domain/src/xlsx';
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

/**
 * The hand-made example, 1 to 3 September 2031:
 * - Reykjavik: Pia (0.5 on the 1st; 1 on the 2nd, then a leave approved on the 2nd) and Quinn (0.25 on
 *   the 1st, 0.5 on the 2nd, blocked on the 3rd);
 * - Oslo: Rolf (1 on the 3rd, a holiday of Norway).
 */
let t: TestApp;
const call = scheduleCalls(() => t);
let offices: { reykjavik: number; oslo: number };
let qcs: { pia: number; quinn: number; rolf: number };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  offices = {
    reykjavik: await makeOffice(db, 'Occ Reykjavik', ICELAND),
    oslo: await makeOffice(db, 'Occ Oslo', NORWAY),
  };
  qcs = {
    pia: await makeQc(db, { name: 'Occ Pia', officeId: offices.reykjavik }),
    quinn: await makeQc(db, { name: 'Occ Quinn', officeId: offices.reykjavik }),
    rolf: await makeQc(db, { name: 'Occ Rolf', officeId: offices.oslo }),
  };
  const [a, b] = await testBookings(db, 2);
  await allocate(db, { bookingId: a!, staffId: qcs.pia, date: '2031-09-01', manDays: 0.5 });
  await allocate(db, { bookingId: b!, staffId: qcs.pia, date: '2031-09-02', manDays: 1 });
  await allocate(db, { bookingId: a!, staffId: qcs.quinn, date: '2031-09-01', manDays: 0.25 });
  await allocate(db, { bookingId: b!, staffId: qcs.quinn, date: '2031-09-02', manDays: 0.5 });
  await allocate(db, { bookingId: a!, staffId: qcs.rolf, date: '2031-09-03', manDays: 1 });
  await approvedLeave(db, { staffId: qcs.pia, from: '2031-09-02', to: '2031-09-02' });
  await db
    .insert(qcBlocks)
    .values({ entityId: 1, staffId: qcs.quinn, blockDate: '2031-09-03', reason: 'Course' });
  await makeHoliday(db, { name: 'Occ Norway day', date: '2031-09-03', countryId: NORWAY });
});
afterAll(() => t.close());

const request = (groupBy: 'office' | 'qc') => ({
  dateFrom: '2031-09-01',
  dateTo: '2031-09-03',
  officeIds: [offices.reykjavik, offices.oslo],
  groupBy,
});

async function occupancy(groupBy: 'office' | 'qc', login = 'planning'): Promise<OccupancyResult> {
  const response = await call(login, 'POST', `/${SCHEDULE_API.occupancy}`, request(groupBy));
  expect(response.statusCode).toBe(200);
  return response.json<{ data: OccupancyResult }>().data;
}

/** "allocated/available" per day, "!" when overloaded, then the totals. */
const summary = (result: OccupancyResult) =>
  result.rows.map((row) => [
    row.name,
    ...row.cells.map((cell) => `${cell.allocated}/${cell.available}${cell.overloaded ? '!' : ''}`),
    `${row.totalAllocated}/${row.totalAvailable}`,
  ]);

describe('POST api/Schedule/occupancy', () => {
  it('per office: a man-day per QC present against the man-days allocated, overloaded above', async () => {
    const result = await occupancy('office');
    expect(result.days).toEqual(['2031-09-01', '2031-09-02', '2031-09-03']);
    expect(summary(result)).toEqual([
      ['Occ Oslo', '0/1', '0/1', '1/0!', '1/2'],
      ['Occ Reykjavik', '0.75/2', '1.5/1!', '0/1', '2.25/4'],
    ]);
    expect(result.rows.map((row) => row.id)).toEqual([offices.oslo, offices.reykjavik]);
  });

  it('per QC: one man-day or none, and the leave approved after the allocation shows overloaded', async () => {
    const result = await occupancy('qc', 'cs');
    expect(summary(result)).toEqual([
      ['Occ Rolf', '0/1', '0/1', '1/0!', '1/2'],
      ['Occ Pia', '0.5/1', '1/0!', '0/1', '1.5/2'],
      ['Occ Quinn', '0.25/1', '0.5/1', '0/0', '0.75/2'],
    ]);
    expect(result.rows.map((row) => row.officeName)).toEqual(['Occ Oslo', 'Occ Reykjavik', 'Occ Reykjavik']);
  });

  it('refuses more than 62 days and days out of order, with field messages', async () => {
    for (const [dateFrom, dateTo] of [
      ['2031-01-01', '2031-03-04'],
      ['2031-01-02', '2031-01-01'],
      ['2031-02-30', '2031-03-01'],
    ] as const) {
      const body = { ...request('office'), dateFrom, dateTo };
      const response = await call('planning', 'POST', `/${SCHEDULE_API.occupancy}?lang=fr`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveLength(1);
    }
  });

  it('is for users holding InspectionOccupancy.View', async () => {
    for (const login of ['inspector', 'customer', 'hr'])
      expect((await call(login, 'POST', `/${SCHEDULE_API.occupancy}`, request('office'))).statusCode).toBe(
        403,
      );
  });
});

describe('POST api/Schedule/occupancy/export', () => {
  it('writes a row per office, "allocated / available" per day, translated, overloaded cells marked', async () => {
    const response = await call('planning', 'POST', `/${SCHEDULE_API.occupancyExport}`, request('office'), {
      lang: 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_MIME_TYPE);
    expect(response.headers['content-disposition']).toContain(
      'inspection-occupancy-2031-09-01-2031-09-03.xlsx',
    );
    expect(readXlsxRows(new Uint8Array(response.rawPayload))).toEqual([
      ['Bureau', '01/09/2031', '02/09/2031', '03/09/2031', 'Total (affecté / disponible)'],
      ['Occ Oslo', '0 / 1', '0 / 1', '1 / 0 (surchargé)', '1 / 2'],
      ['Occ Reykjavik', '0,75 / 2', '1,5 / 1 (surchargé)', '0 / 1', '2,25 / 4'],
    ]);
  });

  it('per QC: the QC, its office, then the days', async () => {
    const response = await call('planning', 'POST', `/${SCHEDULE_API.occupancyExport}`, request('qc'));
    const rows = readXlsxRows(new Uint8Array(response.rawPayload));
    expect(rows[0]).toEqual([
      'QC',
      'Office',
      '01/09/2031',
      '02/09/2031',
      '03/09/2031',
      'Total (allocated / available)',
    ]);
    expect(rows[2]).toEqual([
      'Occ Pia',
      'Occ Reykjavik',
      '0.5 / 1',
      '1 / 0 (overloaded)',
      '0 / 1',
      '1.5 / 2',
    ]);
  });

  it('needs InspectionOccupancy.Export', async () => {
    expect(
      (await call('inspector', 'POST', `/${SCHEDULE_API.occupancyExport}`, request('office'))).statusCode,
    ).toBe(403);
  });
});
