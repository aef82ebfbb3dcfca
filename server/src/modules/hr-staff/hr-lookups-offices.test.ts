/** @databases postgres */
import { createHrTestApp, hrCaller, staffIdOf, type HrTestApp } from './hr-staff.test-support';
import { eq } from 'drizzle-orm';
import { ResourceResult, Role, type StaffLookups } from '@portal/domain';
import { readXlsxRows } from '@portal/domain/src/xlsx';
import { json } from '../../test/test-app';
import { holidayMasters, holidays, offices, staff } from '../../db/schema';

let t: HrTestApp;
let lookups: StaffLookups;
const { call } = hrCaller(() => t);
beforeAll(async () => {
  t = await createHrTestApp();
  lookups = json<StaffLookups>(await call('hr', 'GET', '/api/HumanResource'));
});
afterAll(() => t.close());

type List = { result: number; dataSourceList: { id: number; name: string }[] };
const names = (list: List) => list.dataSourceList.map((item) => item.name);
const idOf = (items: { id: number; name: string }[], name: string) =>
  items.find((item) => item.name === name)!.id;

describe('lookup lists', () => {
  it('sub-departments narrow by department of the entity; states by country; cities by state', async () => {
    const hrDept = idOf(lookups.departments, 'Human Resources');
    expect(names(json(await call('hr', 'GET', `/api/HumanResource/staff/subdepts/${hrDept}`)))).toEqual([
      'Payroll',
      'Recruitment',
    ]);
    expect(
      json(await call('hr', 'GET', `/api/HumanResource/staff/subdepts/${hrDept}`, undefined, 2)),
    ).toEqual({ result: 2, dataSourceList: [] });
    const states = json<List>(await call('hr', 'GET', '/api/HumanResource/staff/states/156'));
    expect(states.dataSourceList.length).toBeGreaterThan(0);
    const cities = json<List>(
      await call('hr', 'GET', `/api/HumanResource/staff/cities/${states.dataSourceList[0]!.id}`),
    );
    expect(cities.result).toBeGreaterThan(0);
    expect((await call('hr', 'GET', '/api/HumanResource/staff/states/x')).statusCode).toBe(400);
    expect((await call('cs', 'GET', '/api/HumanResource/staff/states/156')).statusCode).toBe(403);
  });

  it('profiles, statuses, bands and social insurance types', async () => {
    expect(names(json(await call('hr', 'GET', '/api/HumanResource/profileList')))).toContain('Auditor');
    expect(names(json(await call('hr', 'GET', '/api/HumanResource/get-status-list?lang=fr')))).toEqual([
      'En poste',
      'Retraité',
      'Parti',
      'Désactivé',
    ]);
    expect(names(json(await call('hr', 'GET', '/api/HumanResource/get-band-list')))[0]).toBe(
      'B1 - Associate',
    );
    expect(
      json<List>(await call('hr', 'GET', '/api/HumanResource/get-social-insurance-type-list')).dataSourceList,
    ).toHaveLength(4);
    expect((await call(null, 'GET', '/api/HumanResource/get-band-list')).statusCode).toBe(401);
    expect((await call('customer', 'GET', '/api/HumanResource/profileList')).statusCode).toBe(403);
  });

  it('huko locations: provinces, take 10, of a country, idList always included', async () => {
    const page = json<List>(
      await call('hr', 'POST', '/api/HumanResource/get-huko-location-list', { countryId: 156 }),
    );
    expect(page.dataSourceList.length).toBeLessThanOrEqual(10);
    const states = json<List>(await call('hr', 'GET', '/api/HumanResource/staff/states/250'));
    const french = states.dataSourceList[0]!;
    const withId = json<List>(
      await call('hr', 'POST', '/api/HumanResource/get-huko-location-list', {
        countryId: 156,
        take: 1,
        idList: [french.id],
      }),
    );
    expect(withId.dataSourceList.map((item) => item.id)).toContain(french.id);
    expect(
      (await call('hr', 'POST', '/api/HumanResource/get-huko-location-list', { take: 0 })).statusCode,
    ).toBe(400);
  });
});

describe('POST GetStaffDataSource', () => {
  const source = (body: object, login = 'hr', entityId = 1) =>
    call(login, 'POST', '/api/HumanResource/GetStaffDataSource', body, entityId);

  it('pages 10 colleagues on the job by name or number, idList always included', async () => {
    const page = json<List>(await source({}));
    expect(page.dataSourceList).toHaveLength(10);
    expect(names(json(await source({ searchText: 'sharma' })))).toEqual(['Rahul Sharma (E0004)']);
    const left = await staffIdOf(t, 'E0011');
    expect(names(json(await source({ searchText: 'Fatima' })))).toEqual([]);
    expect(names(json(await source({ searchText: 'Fatima', fetchDeletedRecord: true })))).toEqual([
      'Fatima Rahman (E0011)',
    ]);
    expect(names(json(await source({ searchText: 'zzz', idList: [left] })))).toEqual([
      'Fatima Rahman (E0011)',
    ]);
  });

  it('selectedIds, selectedIdsWithList, roleId and includeWithRole', async () => {
    const a = await staffIdOf(t, 'E0004');
    const b = await staffIdOf(t, 'E0005');
    expect(names(json(await source({ selectedIds: [a, b] })))).toEqual([
      'Nguyen Van Minh (E0005)',
      'Rahul Sharma (E0004)',
    ]);
    const withList = json<List>(
      await source({ searchText: 'Catherine', selectedIds: [a], selectedIdsWithList: true }),
    );
    expect(names(withList)).toEqual(['Catherine Dubois (E0001)', 'Rahul Sharma (E0004)']);
    const inspectors = names(json(await source({ roleId: Role.Inspector, take: 50 })));
    expect(inspectors).toContain('Rahul Sharma (E0004)');
    expect(inspectors).not.toContain('Priya Nair (E0002)');
    expect(names(json(await source({ roleId: Role.Inspector, includeWithRole: false, take: 50 })))).toContain(
      'Priya Nair (E0002)',
    );
  });

  it('keeps to the entity, refuses external users and bad bodies', async () => {
    expect(names(json(await source({ take: 50 }, 'hr', 2)))).toEqual([
      'Ayse Kaya (T0003)',
      'Can Ozturk (T0004)',
      'Elif Yilmaz (T0001)',
      'Emre Celik (T0005)',
      'Mehmet Demir (T0002)',
      'Zeynep Arslan (T0006)',
    ]);
    expect((await source({}, 'customer')).statusCode).toBe(403);
    expect((await source({ roleId: 'x' })).statusCode).toBe(400);
  });
});

describe('staff details and summary', () => {
  it('get-staff-details answers contact cards of the entity only', async () => {
    const a = await staffIdOf(t, 'E0004');
    const other = await staffIdOf(t, 'T0001', 2);
    const body = json<{
      result: number;
      data: { fullName: string; managerName: string; officeName: string }[];
    }>(await call('hr', 'POST', '/api/HumanResource/get-staff-details', { staffIds: [a, other] }));
    expect(body.data).toEqual([
      expect.objectContaining({
        fullName: 'Rahul Sharma',
        managerName: 'Catherine Dubois',
        officeName: 'New Delhi Office',
      }),
    ]);
    expect(
      (await call('hr', 'POST', '/api/HumanResource/get-staff-details', { staffIds: [] })).statusCode,
    ).toBe(400);
  });

  it('get-staff-summary counts by status, employment type and office', async () => {
    const summary = json<{
      result: number;
      data: {
        total: number;
        byStatus: { id: number; count: number }[];
        byEmploymentType: { id: number; count: number }[];
        byOffice: { name: string; count: number }[];
      };
    }>(await call('hr', 'POST', '/api/humanResource/get-staff-summary', {}));
    // The staff of demo-hr.ts and the inspectors of demo-qcs.ts (three of them outsourced).
    expect(summary.data.total).toBe(31);
    expect(summary.data.byStatus.find((row) => row.id === 3)!.count).toBe(1);
    expect(summary.data.byEmploymentType.find((row) => row.id === 2)!.count).toBe(4);
    expect(summary.data.byOffice.find((row) => row.name === 'Dhaka Office')!.count).toBe(6);
    const delhi = idOf(lookups.offices, 'New Delhi Office');
    expect(
      json<{ data: { total: number } }>(
        await call('hr', 'POST', '/api/HumanResource/get-staff-summary', { officeIds: [delhi] }),
      ).data.total,
    ).toBe(5);
    expect((await call('cs', 'POST', '/api/HumanResource/get-staff-summary', {})).statusCode).toBe(403);
  });
});

describe('outsource and payroll companies', () => {
  it('lists, searches, creates and updates outsource companies at their version', async () => {
    expect(
      names(json(await call('hr', 'GET', '/api/HumanResource/get-all-hr-outsource-company-list'))),
    ).toEqual(['Partner QC Services Ltd.', 'Pearl River QC Partners Co., Ltd.']);
    const search = json<{ total: number; data: { name: string; staffCount: number; countryName: string }[] }>(
      await call('hr', 'POST', '/api/HumanResource/get-hr-outsource-company-list', { skip: 0, take: 10 }),
    );
    expect(search.data).toEqual([
      expect.objectContaining({ name: 'Partner QC Services Ltd.', staffCount: 3, countryName: 'Bangladesh' }),
      expect.objectContaining({
        name: 'Pearl River QC Partners Co., Ltd.',
        staffCount: 1,
        countryName: 'China',
      }),
    ]);

    const body = {
      id: 0,
      version: 0,
      name: 'Saigon Staffing',
      countryId: 704,
      contactName: 'Lan',
      email: 'lan@saigon.example.com',
      phone: null,
      isActive: true,
    };
    const created = json<{ result: number; data: { id: number; version: number } }>(
      await call('hr', 'POST', '/api/HumanResource/save-hr-outsource-company', body),
    );
    expect(created).toMatchObject({ result: 1, data: { version: 1 } });
    expect(
      json(
        await call('hr', 'POST', '/api/HumanResource/save-hr-outsource-company', {
          ...body,
          name: 'SAIGON staffing',
        }),
      ),
    ).toEqual({ result: ResourceResult.DuplicateName });
    const renamed = await call('hr', 'POST', '/api/HumanResource/save-hr-outsource-company', {
      ...body,
      id: created.data.id,
      version: 1,
      name: 'Saigon Staffing JSC',
    });
    expect(json(renamed)).toMatchObject({ result: 1, data: { name: 'Saigon Staffing JSC', version: 2 } });
    expect(
      (
        await call('hr', 'POST', '/api/HumanResource/save-hr-outsource-company', {
          ...body,
          id: created.data.id,
          version: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('hr', 'POST', '/api/HumanResource/save-hr-outsource-company', { ...body, email: 'bad' }))
        .statusCode,
    ).toBe(400);
    // Another entity cannot update it.
    expect(
      json(
        await call(
          'hr',
          'POST',
          '/api/HumanResource/save-hr-outsource-company',
          { ...body, id: created.data.id, version: 2, name: 'X' },
          2,
        ),
      ),
    ).toEqual({ result: 3 });
    expect(
      (
        await call('inspector', 'POST', '/api/HumanResource/get-hr-outsource-company-list', {
          skip: 0,
          take: 10,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists staff by company', async () => {
    const outsourceId = json<List>(
      await call('hr', 'GET', '/api/HumanResource/get-all-hr-outsource-company-list'),
    ).dataSourceList[0]!.id;
    const byOutsource = json<{ data: { fullName: string }[] }>(
      await call('hr', 'POST', '/api/HumanResource/get-stafflist-by-company', {
        outsourceCompanyId: outsourceId,
      }),
    );
    expect(byOutsource.data.map((row) => row.fullName).sort()).toEqual([
      'Ahmed Karim',
      'Mohammad Rahim',
      'Tanvir Ahmed',
    ]);
    const payrollId = lookups.payrollCompanies[0]!.id;
    const byPayroll = json<{ data: unknown[] }>(
      await call('hr', 'POST', '/api/HumanResource/get-stafflist-by-company', {
        payrollCompanyId: payrollId,
      }),
    );
    expect(byPayroll.data.length).toBeGreaterThan(3);
    expect(json(await call('hr', 'POST', '/api/HumanResource/get-stafflist-by-company', {}))).toEqual({
      result: 2,
      data: [],
    });
    expect(
      json(
        await call(
          'hr',
          'POST',
          '/api/HumanResource/get-stafflist-by-company',
          { outsourceCompanyId: outsourceId },
          2,
        ),
      ),
    ).toEqual({ result: 2, data: [] });
  });

  it('payroll companies: list, save, and the list by staff access', async () => {
    const list = json<{ data: { name: string; staffCount: number }[] }>(
      await call('hr', 'GET', '/api/HumanResource/get-hr-payroll-company-list'),
    );
    expect(list.data[0]).toMatchObject({ name: 'Everbright Payroll Services' });
    const saved = json<{ result: number; data: { id: number } }>(
      await call('hr', 'POST', '/api/HumanResource/save-hr-payroll-company', {
        id: 0,
        name: 'Delhi Payroll Co',
        countryId: 356,
        isActive: true,
      }),
    );
    expect(saved.result).toBe(1);
    expect(
      json(
        await call('hr', 'POST', '/api/HumanResource/save-hr-payroll-company', {
          id: 0,
          name: 'delhi payroll co',
          countryId: null,
          isActive: true,
        }),
      ),
    ).toEqual({ result: 5 });
    expect(
      json(
        await call(
          'hr',
          'POST',
          '/api/HumanResource/save-hr-payroll-company',
          { id: saved.data.id, name: 'X', countryId: null, isActive: true },
          2,
        ),
      ),
    ).toEqual({ result: 3 });
    expect(
      (
        await call('cs', 'POST', '/api/HumanResource/save-hr-payroll-company', {
          id: 0,
          name: 'Y',
          countryId: null,
          isActive: true,
        })
      ).statusCode,
    ).toBe(403);

    const all = names(
      json(await call('hr', 'GET', '/api/HumanResource/get-hr-payroll-company-list-by-staff-access')),
    );
    expect(all).toEqual(['Delhi Payroll Co', 'Everbright Payroll Services']);
    // cs works in Shanghai (payroll by Everbright); the inspector in Delhi has none.
    expect(
      names(json(await call('cs', 'GET', '/api/HumanResource/get-hr-payroll-company-list-by-staff-access'))),
    ).toEqual(['Everbright Payroll Services']);
    expect(
      names(
        json(
          await call('inspector', 'GET', '/api/HumanResource/get-hr-payroll-company-list-by-staff-access'),
        ),
      ),
    ).toEqual([]);
  });
});

describe('offices', () => {
  it('lists the entity offices with head counts; gets one; another entity is NotFound', async () => {
    const list = json<{ data: { id: number; name: string; countryName: string; staffCount: number }[] }>(
      await call('hr', 'GET', '/api/HumanResource/OfficesControl'),
    );
    const shanghai = list.data.find((row) => row.name === 'Shanghai Office')!;
    const shanghaiStaff = await t.database.db.select().from(staff).where(eq(staff.officeId, shanghai.id));
    expect(shanghaiStaff.length).toBeGreaterThan(1);
    expect(shanghai).toMatchObject({ countryName: 'China', staffCount: shanghaiStaff.length });
    expect(list.data.map((row) => row.name)).not.toContain('Istanbul Office');
    expect(json(await call('hr', 'GET', `/api/HumanResource/OfficesControl/${shanghai.id}`))).toMatchObject({
      result: 1,
      data: { name: 'Shanghai Office', countryId: 156, version: 1 },
    });
    expect(
      json(await call('hr', 'GET', `/api/HumanResource/OfficesControl/${shanghai.id}`, undefined, 2)),
    ).toEqual({ result: 3 });
    expect((await call('inspector', 'GET', '/api/HumanResource/OfficesControl')).statusCode).toBe(403);
  });

  it('creates and updates offices (unique names per entity, places narrowed, 409 when stale)', async () => {
    const body = {
      id: 0,
      version: 0,
      name: 'Lyon Office',
      code: 'lys',
      countryId: 250,
      provinceId: null,
      cityId: null,
      address: null,
      phone: null,
      email: null,
      isActive: true,
    };
    const created = json<{ result: number; data: { id: number; code: string } }>(
      await call('hr', 'POST', '/api/HumanResource/OfficesControl/save', body),
    );
    expect(created).toMatchObject({ result: 1, data: { code: 'LYS' } });
    expect(
      json(
        await call('hr', 'POST', '/api/HumanResource/OfficesControl/save', {
          ...body,
          name: 'shanghai office',
        }),
      ),
    ).toEqual({ result: 5 });
    expect(
      json(
        await call(
          'hr',
          'POST',
          '/api/HumanResource/OfficesControl/save',
          { ...body, name: 'Shanghai Office' },
          2,
        ),
      ),
    ).toMatchObject({ result: 1 });
    const chinese = json<List>(await call('hr', 'GET', '/api/HumanResource/staff/states/156'))
      .dataSourceList[0]!.id;
    const wrong = await call('hr', 'POST', '/api/HumanResource/OfficesControl/save', {
      ...body,
      name: 'Nice Office',
      provinceId: chinese,
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await call('hr', 'POST', '/api/HumanResource/OfficesControl/save', { ...body, name: '' })).statusCode,
    ).toBe(400);
    const updated = await call('hr', 'POST', '/api/HumanResource/OfficesControl/save', {
      ...body,
      id: created.data.id,
      version: 1,
      phone: '+33 4',
    });
    expect(json(updated)).toMatchObject({ result: 1, data: { phone: '+33 4', version: 2 } });
    expect(
      (
        await call('hr', 'POST', '/api/HumanResource/OfficesControl/save', {
          ...body,
          id: created.data.id,
          version: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('inspector', 'POST', '/api/HumanResource/OfficesControl/save', body)).statusCode).toBe(
      403,
    );
  });

  it("shows the office's holidays of a year: its own and its country's, recurring ones repeated, not removed ones", async () => {
    await t.database.db.delete(holidayMasters); // the demo calendar aside: only this test's holidays
    const [paris] = await t.database.db.select().from(offices).where(eq(offices.code, 'PAR'));
    const [shanghai] = await t.database.db.select().from(offices).where(eq(offices.code, 'SHA'));
    const masters = await t.database.db
      .insert(holidayMasters)
      .values([
        { entityId: 1, name: 'Bastille Day', countryId: 250, recurring: true },
        { entityId: 1, name: 'Paris office day', officeId: paris!.id },
        { entityId: 1, name: 'Shanghai office day', officeId: shanghai!.id },
        { entityId: 2, name: 'Other entity French day', countryId: 250 },
      ])
      .returning();
    await t.database.db.insert(holidays).values([
      { masterId: masters[0]!.id, year: 2026, startDate: '2026-07-14', endDate: '2026-07-14' },
      { masterId: masters[0]!.id, year: 2027, startDate: '2027-07-14', endDate: '2027-07-14', removed: true },
      { masterId: masters[1]!.id, year: 2026, startDate: '2026-03-02', endDate: '2026-03-03' },
      { masterId: masters[2]!.id, year: 2026, startDate: '2026-04-01', endDate: '2026-04-01' },
      { masterId: masters[3]!.id, year: 2026, startDate: '2026-05-01', endDate: '2026-05-01' },
    ]);
    const year2026 = json<{ data: { name: string; scope: string }[] }>(
      await call('hr', 'GET', `/api/HumanResource/OfficesControl/${paris!.id}/holidays?year=2026`),
    );
    expect(year2026.data).toEqual([
      expect.objectContaining({ name: 'Paris office day', scope: 'office', startDate: '2026-03-02' }),
      expect.objectContaining({ name: 'Bastille Day', scope: 'country', recurring: true }),
    ]);
    expect(
      json<{ data: unknown[] }>(
        await call('hr', 'GET', `/api/HumanResource/OfficesControl/${paris!.id}/holidays?year=2027`),
      ).data,
    ).toEqual([]);
    // A recurring holiday repeats its first year's dates where it has no row of its own.
    expect(
      json<{ data: unknown[] }>(
        await call('hr', 'GET', `/api/HumanResource/OfficesControl/${paris!.id}/holidays?year=2028`),
      ).data,
    ).toEqual([
      expect.objectContaining({ name: 'Bastille Day', startDate: '2028-07-14', endDate: '2028-07-14' }),
    ]);
    expect(
      (await call('hr', 'GET', `/api/HumanResource/OfficesControl/${paris!.id}/holidays?year=abc`))
        .statusCode,
    ).toBe(400);
  });

  it('exports the offices as xlsx', async () => {
    const response = await call('hr', 'POST', '/api/HumanResource/export?lang=fr', {});
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows[0]).toEqual(['Nom', 'Code', 'Pays', 'Ville', 'E-mail', 'Téléphone', 'Effectif']);
    expect(rows.map((row) => row[0])).toContain('Shanghai Office');
    expect((await call('inspector', 'POST', '/api/HumanResource/export', {})).statusCode).toBe(403);
  });
});
