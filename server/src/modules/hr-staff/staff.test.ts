/** @databases both */
import { createHrTestApp, hrCaller, staffBody, staffIdOf, type HrTestApp } from './hr-staff.test-support';
import { eq } from 'drizzle-orm';
import { ResourceResult, type StaffDetail, type StaffLookups } from '@portal/domain';
import { readXlsxRows } from '@portal/domain/src/xlsx';
import { json } from '../../test/test-app';
import { leaveRequests, staff, users } from '../../db/schema';

let t: HrTestApp;
let lookups: StaffLookups;
const { call } = hrCaller(() => t);

beforeAll(async () => {
  t = await createHrTestApp();
  lookups = json<StaffLookups>(await call('hr', 'GET', '/api/HumanResource'));
});
afterAll(() => t.close());

const byName = (items: { id: number; name: string }[], name: string) =>
  items.find((item) => item.name === name)!.id;
const office = () => byName(lookups.offices, 'Shanghai Office');
const department = () => byName(lookups.departments, 'Operations');
const valid = (overrides: Record<string, unknown> = {}) =>
  staffBody({ officeId: office(), departmentId: department(), ...overrides });

type Saved = {
  result: number;
  data?: StaffDetail;
  current?: StaffDetail;
  errors?: { field: string; message: string }[];
};

describe('GET /api/HumanResource (the edit lookups in one call)', () => {
  it("answers the entity's offices and departments and the global lists, translated", async () => {
    expect(lookups.result).toBe(1);
    expect(lookups.offices.map((o) => o.name)).toContain('Shanghai Office');
    expect(lookups.offices.map((o) => o.name)).not.toContain('Istanbul Office');
    expect(lookups.statuses).toEqual([
      { id: 1, name: 'On job' },
      { id: 2, name: 'Retired' },
      { id: 3, name: 'Left' },
      { id: 4, name: 'Disabled' },
    ]);
    expect(lookups.employmentTypes.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(lookups.bands).toHaveLength(5);
    expect(lookups.socialInsuranceTypes.length).toBeGreaterThan(0);
    expect(lookups.profiles.map((p) => p.name)).toEqual(expect.arrayContaining(['Inspector']));
    expect(lookups.outsourceCompanies.map((c) => c.name)).toEqual([
      'Partner QC Services Ltd.',
      'Pearl River QC Partners Co., Ltd.',
    ]);
    expect(lookups.payrollCompanies.map((c) => c.name)).toEqual(['Everbright Payroll Services']);
    const fr = json<StaffLookups>(await call('hr', 'GET', '/api/HumanResource?lang=fr'));
    expect(fr.statuses[0]).toEqual({ id: 1, name: 'En poste' });
    const two = json<StaffLookups>(await call('hr', 'GET', '/api/HumanResource', undefined, 2));
    expect(two.offices.map((o) => o.name)).toEqual(['Istanbul Office']);
  });

  it('needs sign-in, an allowed entity and StaffSummary.View', async () => {
    expect((await call(null, 'GET', '/api/HumanResource')).statusCode).toBe(401);
    expect((await call('cs', 'GET', '/api/HumanResource')).statusCode).toBe(403);
    expect((await call('customer', 'GET', '/api/HumanResource')).statusCode).toBe(403);
    expect((await call('hr', 'GET', '/api/HumanResource', undefined, 3)).statusCode).toBe(403);
  });
});

describe('POST /api/HumanResource/Search', () => {
  const search = (body: object, login = 'hr', entityId = 1) =>
    call(login, 'POST', '/api/HumanResource/Search', { skip: 0, take: 25, ...body }, entityId);

  it('pages and sorts the entity staff, with names of office, department and manager', async () => {
    const page = json<{ result: number; total: number; data: Record<string, unknown>[] }>(
      await search({ take: 5, sort: { field: 'employeeNo', direction: 'asc' } }),
    );
    expect(page.total).toBeGreaterThanOrEqual(21);
    expect(page.data).toHaveLength(5);
    expect(page.data[0]).toMatchObject({
      employeeNo: 'E0001',
      fullName: 'Catherine Dubois',
      officeName: 'Shanghai Office',
      departmentName: 'Management',
      managerName: null,
      status: 1,
    });
    expect(page.data[1]).toMatchObject({ employeeNo: 'E0002', managerName: 'Catherine Dubois' });
    const desc = json<{ data: { fullName: string }[] }>(
      await search({ sort: { field: 'fullName', direction: 'desc' }, take: 1 }),
    );
    expect(desc.data[0]!.fullName).toBe('Zhou Xin');
  });

  it('filters by text, office, department, status and employment type', async () => {
    const names = async (body: object) =>
      json<{ data: { fullName: string }[] }>(await search({ ...body, take: 100 })).data.map(
        (row) => row.fullName,
      );
    expect(await names({ searchText: 'dubois' })).toEqual(['Catherine Dubois']);
    expect(await names({ searchText: 'E0004' })).toEqual(['Rahul Sharma']);
    const delhi = byName(lookups.offices, 'New Delhi Office');
    expect((await names({ officeIds: [delhi] })).sort()).toEqual([
      'Anita Desai',
      'Arjun Mehta',
      'Priya Nair',
      'Rahul Sharma',
      'Vikram Singh',
    ]);
    expect(await names({ statuses: [3] })).toEqual(['Fatima Rahman']);
    expect((await names({ employmentTypes: [2] })).sort()).toEqual([
      'Ahmed Karim',
      'Chen Wei',
      'Mohammad Rahim',
      'Tanvir Ahmed',
    ]);
    const finance = byName(lookups.departments, 'Finance');
    expect((await names({ departmentIds: [finance], employmentTypes: [1] })).sort()).toEqual([
      'Arjun Mehta',
      'Thomas Becker',
    ]);
  });

  it('keeps each entity to its own staff', async () => {
    const two = json<{ data: { employeeNo: string }[] }>(await search({ take: 100 }, 'hr', 2));
    expect(two.data.map((row) => row.employeeNo).sort()).toEqual([
      'T0001',
      'T0002',
      'T0003',
      'T0004',
      'T0005',
      'T0006',
    ]);
  });

  it('refuses bad input (400), missing rights (403) and takeAll without Export', async () => {
    expect((await search({ statuses: [9] })).statusCode).toBe(400);
    expect((await search({ sort: { field: 'password', direction: 'asc' } })).statusCode).toBe(400);
    expect((await search({ take: 'ten' })).statusCode).toBe(400);
    expect((await search({}, 'inspector')).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/HumanResource/Search', {})).statusCode).toBe(401);
  });
});

describe('staff edit, save, delete', () => {
  it('reads a record with its profiles, manager and linked user; another entity answers NotFound', async () => {
    const id = await staffIdOf(t, 'E0004');
    const read = json<Saved>(await call('hr', 'GET', `/api/HumanResource/staff/edit/${id}`));
    expect(read.result).toBe(1);
    expect(read.data).toMatchObject({
      id,
      employeeNo: 'E0004',
      fullName: 'Rahul Sharma',
      managerName: 'Catherine Dubois',
      profileIds: [4],
      files: [],
      linkedUserActive: true,
    });
    expect(read.data!.linkedUserId).toEqual(expect.any(Number));
    expect(json(await call('hr', 'GET', `/api/HumanResource/staff/edit/${id}`, undefined, 2))).toEqual({
      result: 3,
    });
    expect((await call('hr', 'GET', '/api/HumanResource/staff/edit/abc')).statusCode).toBe(400);
    expect((await call('cs', 'GET', `/api/HumanResource/staff/edit/${id}`)).statusCode).toBe(403);
  });

  it('creates, updates at the version (409 when stale) and refuses a duplicate employee no. per entity', async () => {
    const manager = await staffIdOf(t, 'E0002');
    const created = json<Saved>(
      await call(
        'hr',
        'POST',
        '/api/HumanResource/staff/save',
        valid({ managerStaffId: manager, profileIds: [4, 2] }),
      ),
    );
    expect(created.result).toBe(ResourceResult.Success);
    expect(created.data).toMatchObject({
      employeeNo: 'N0001',
      version: 1,
      managerName: 'Priya Nair',
      profileIds: [2, 4],
    });
    const id = created.data!.id;

    const updated = json<Saved>(
      await call('hr', 'POST', '/api/HumanResource/staff/save', {
        ...created.data,
        fullName: 'Renamed Person',
        version: 1,
      }),
    );
    expect(updated.data).toMatchObject({ id, fullName: 'Renamed Person', version: 2 });

    const stale = await call('hr', 'POST', '/api/HumanResource/staff/save', {
      ...created.data,
      fullName: 'Lost',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json<Saved>(stale).current).toMatchObject({ fullName: 'Renamed Person', version: 2 });

    expect(
      json(await call('hr', 'POST', '/api/HumanResource/staff/save', valid({ employeeNo: 'n0001' }))),
    ).toEqual({
      result: ResourceResult.DuplicateData,
    });
    // The same number is free in another entity.
    const otherEntity = json<StaffLookups>(await call('hr', 'GET', '/api/HumanResource', undefined, 2));
    const inTwo = await call(
      'hr',
      'POST',
      '/api/HumanResource/staff/save',
      staffBody({ officeId: otherEntity.offices[0]!.id, departmentId: otherEntity.departments[0]!.id }),
      2,
    );
    expect(json<Saved>(inTwo).result).toBe(ResourceResult.Success);
  });

  it('refuses with translated field messages: rules, unknown choices, other entity, narrowing, dates', async () => {
    const save = (body: object, lang = 'en') =>
      call('hr', 'POST', `/api/HumanResource/staff/save?lang=${lang}`, body);
    const fields = async (body: object) => json<Saved>(await save(body)).errors?.map((e) => e.field);

    const empty = await save(valid({ employeeNo: '', fullName: '' }));
    expect(empty.statusCode).toBe(400);
    expect(json<Saved>(empty).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'employeeNo', text: 'Employee no. is required.' }),
      ]),
    );
    const fr = json<{ errors: { text: string }[] }>(await save(valid({ employeeNo: '' }), 'fr'));
    expect(fr.errors[0]!.text).toContain('Matricule');
    expect(await fields(valid({ email: 'not-an-email' }))).toEqual(['email']);

    const istanbul = json<StaffLookups>(await call('hr', 'GET', '/api/HumanResource', undefined, 2))
      .offices[0]!.id;
    expect(await fields(valid({ officeId: istanbul }))).toEqual(['officeId']);
    const hrDept = byName(lookups.departments, 'Human Resources');
    const subs = json<{ dataSourceList: { id: number }[] }>(
      await call('hr', 'GET', `/api/HumanResource/staff/subdepts/${hrDept}`),
    ).dataSourceList;
    expect(await fields(valid({ subDepartmentId: subs[0]!.id }))).toEqual(['subDepartmentId']);
    expect(await fields(valid({ countryId: 250, provinceId: 999999 }))).toEqual(['provinceId']);
    expect(await fields(valid({ joinDate: '2026-02-01', leftDate: '2026-01-01' }))).toEqual(['leftDate']);
    expect(await fields(valid({ managerStaffId: await staffIdOf(t, 'T0001', 2) }))).toEqual([
      'managerStaffId',
    ]);
    expect((await save(valid({ joinDate: '31/12/2026' }))).statusCode).toBe(400);
    expect((await save(valid({ status: 7 }))).statusCode).toBe(400);
  });

  it('refuses a reporting line that loops, directly or through others', async () => {
    const ceo = await staffIdOf(t, 'E0001');
    const inspector = await staffIdOf(t, 'E0004');
    const record = json<Saved>(await call('admin', 'GET', `/api/HumanResource/staff/edit/${ceo}`)).data!;
    const loop = json<Saved>(
      await call('admin', 'POST', '/api/HumanResource/staff/save', { ...record, managerStaffId: inspector }),
    );
    expect(loop.errors).toEqual([{ field: 'managerStaffId', message: expect.stringContaining('loop') }]);
    const self = json<Saved>(
      await call('admin', 'POST', '/api/HumanResource/staff/save', { ...record, managerStaffId: ceo }),
    );
    expect(self.errors!.map((e) => e.field)).toEqual(['managerStaffId']);
  });

  it("refuses a save of one's own record and without StaffSummary.Edit", async () => {
    const own = await staffIdOf(t, 'E0002'); // hr's own record
    const record = json<Saved>(await call('hr', 'GET', `/api/HumanResource/staff/edit/${own}`)).data!;
    expect((await call('hr', 'POST', '/api/HumanResource/staff/save', record)).statusCode).toBe(403);
    expect(
      (await call('inspector', 'POST', '/api/HumanResource/staff/save', valid({ employeeNo: 'X1' })))
        .statusCode,
    ).toBe(403);
  });

  it('deletes a record nobody depends on; InUse with reports, a user account or leave', async () => {
    const created = json<Saved>(
      await call('hr', 'POST', '/api/HumanResource/staff/save', valid({ employeeNo: 'DEL1' })),
    );
    const id = created.data!.id;
    expect(json(await call('hr', 'POST', '/api/HumanResource/staff/delete', { id }, 2))).toEqual({
      result: 3,
    });
    expect((await call('cs', 'POST', '/api/HumanResource/staff/delete', { id })).statusCode).toBe(403);
    expect((await call('hr', 'POST', '/api/HumanResource/staff/delete', { id: 'x' })).statusCode).toBe(400);
    expect(json(await call('hr', 'POST', '/api/HumanResource/staff/delete', { id }))).toEqual({ result: 1 });
    expect(json(await call('hr', 'POST', '/api/HumanResource/staff/delete', { id }))).toEqual({ result: 3 });

    expect(
      json(await call('hr', 'POST', '/api/HumanResource/staff/delete', { id: await staffIdOf(t, 'E0001') })),
    ).toEqual({ result: 7 });
    expect(
      json(await call('hr', 'POST', '/api/HumanResource/staff/delete', { id: await staffIdOf(t, 'E0010') })),
    ).toEqual({ result: 7 });
    // A colleague without account or reports, but with a leave request.
    const withLeave = await staffIdOf(t, 'E0013');
    const [anyLeave] = await t.database.db.select().from(leaveRequests).limit(1);
    if (anyLeave) {
      await t.database.db
        .update(leaveRequests)
        .set({ staffId: withLeave })
        .where(eq(leaveRequests.id, anyLeave.id));
      expect(json(await call('hr', 'POST', '/api/HumanResource/staff/delete', { id: withLeave }))).toEqual({
        result: 7,
      });
    }
  });

  it('exports the matching staff as xlsx in the request language', async () => {
    const response = await call('hr', 'POST', '/api/HumanResource/staff/export?lang=fr', {
      searchText: 'Rahul',
      skip: 0,
      take: 25,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows[0]![0]).toBe('Matricule');
    expect(rows[1]).toEqual(expect.arrayContaining(['E0004', 'Rahul Sharma', 'En poste']));
    expect((await call('inspector', 'POST', '/api/HumanResource/staff/export', {})).statusCode).toBe(403);
  });
});

describe('validate/{id} and remove-hr-access', () => {
  it('validate says whether the caller may manage the record', async () => {
    const other = await staffIdOf(t, 'E0012');
    const own = await staffIdOf(t, 'E0002');
    expect(json(await call('hr', 'GET', `/api/HumanResource/validate/${other}`))).toEqual({
      result: 1,
      isValid: true,
      isOwnRecord: false,
    });
    expect(json(await call('hr', 'GET', `/api/HumanResource/validate/${own}`))).toEqual({
      result: 1,
      isValid: false,
      isOwnRecord: true,
    });
    expect(json(await call('hr', 'GET', `/api/HumanResource/validate/${other}`, undefined, 2))).toEqual({
      result: 3,
      isValid: false,
    });
    expect((await call('cs', 'GET', `/api/HumanResource/validate/${other}`)).statusCode).toBe(403);
  });

  it('remove-hr-access deactivates the linked user and ends its sessions', async () => {
    const auditorStaff = await staffIdOf(t, 'E0005');
    const { token } = await (await import('../../test/test-app')).signInAs(t.app, 'auditor');
    expect(
      (await call('cs', 'POST', '/api/HumanResource/remove-hr-access', { id: auditorStaff })).statusCode,
    ).toBe(403);
    expect(
      json(await call('hr', 'POST', '/api/HumanResource/remove-hr-access', { id: auditorStaff }, 2)),
    ).toEqual({ result: 3 });
    expect(
      json(
        await call('hr', 'POST', '/api/HumanResource/remove-hr-access', { id: await staffIdOf(t, 'E0012') }),
      ),
    ).toEqual({ result: 3 });
    expect(
      json(await call('hr', 'POST', '/api/HumanResource/remove-hr-access', { id: auditorStaff })),
    ).toEqual({ result: 1 });
    const [auditor] = await t.database.db.select().from(users).where(eq(users.loginName, 'auditor'));
    expect(auditor!.isActive).toBe(false);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/User/righttypelst',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.loginName, 'auditor'));
  });
});

describe('staff in the database', () => {
  it('the seed gives entity 2 its own office and staff', async () => {
    const rows = await t.database.db.select().from(staff).where(eq(staff.entityId, 2));
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });
});
