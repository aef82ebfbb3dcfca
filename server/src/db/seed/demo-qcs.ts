import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EmploymentType, Profile, StaffStatus } from '@portal/domain';
import type { Db } from '../client';
import {
  cities,
  customerLookups,
  departments,
  hrOutsourceCompanies,
  offices,
  provinces,
  staff,
  staffOperationalCountries,
  staffProfiles,
  staffSkills,
  subDepartments,
  users,
} from '../schema';
import { Country } from './demo-data';

/**
 * The demo inspectors (QCs): staff on the job with the Inspector profile, about fourteen in entity 1 over
 * five offices (three outsourced, one of them the `qcpartner` login) and four in entity 2, with their
 * skills (the customers' skill list) and the countries they travel to besides their office's. Customer 1
 * asks for Softlines and Toys, so the candidates for its bookings show full, partial and missing matches.
 * Idempotent: staff are matched by employee number, links are inserted only when missing.
 */

type Skill = 'Softlines' | 'Hardlines' | 'Toys' | 'Electronics' | 'Food contact' | 'Footwear';

interface DemoQc {
  entityId: number;
  employeeNo: string;
  fullName: string;
  gender: 'M' | 'F';
  office: string;
  /** Null for a staff record the HR seed already made (only its profile, skills and countries are added). */
  positionTitle: string | null;
  manager?: string;
  outsourceCompany?: string;
  joinDate?: string;
  skills: Skill[];
  countries?: number[];
  loginName?: string;
}

const PARTNER_QC = 'Partner QC Services Ltd.';
const PEARL_RIVER_QC = 'Pearl River QC Partners Co., Ltd.';
const { China, India, Vietnam, Bangladesh, Turkey } = Country;

export const DEMO_QCS: readonly DemoQc[] = [
  // Entity 1: Delhi
  {
    ...existing(1, 'E0004', 'Rahul Sharma', 'DEL'),
    skills: ['Softlines', 'Hardlines', 'Toys'],
    countries: [Bangladesh, China, Vietnam],
  },
  {
    ...existing(1, 'E0013', 'Anita Desai', 'DEL'),
    skills: ['Softlines', 'Footwear'],
    countries: [Bangladesh],
  },
  {
    ...qc(1, 'E0027', 'Vikram Singh', 'M', 'DEL', 'Inspector', '2023-04-03'),
    skills: ['Hardlines', 'Electronics'],
    countries: [China],
  },
  // Shenzhen
  { ...existing(1, 'E0012', 'Wang Jun', 'SZX'), skills: ['Hardlines', 'Toys', 'Electronics'] },
  {
    ...qc(1, 'E0021', 'Liu Yang', 'M', 'SZX', 'Senior Inspector', '2018-07-16'),
    skills: ['Electronics', 'Hardlines'],
    countries: [Vietnam],
  },
  {
    ...qc(1, 'O0004', 'Chen Wei', 'M', 'SZX', 'Outsourced Inspector', '2024-03-11'),
    outsourceCompany: PEARL_RIVER_QC,
    skills: ['Toys', 'Softlines'],
  },
  // Shanghai
  {
    ...qc(1, 'E0022', 'Huang Ting', 'F', 'SHA', 'Inspector', '2020-09-07'),
    skills: ['Softlines', 'Food contact'],
  },
  { ...qc(1, 'E0023', 'Zhao Lei', 'M', 'SHA', 'Inspector', '2022-05-23'), skills: ['Hardlines', 'Toys'] },
  // Ho Chi Minh City
  {
    ...qc(1, 'E0024', 'Pham Minh Tuan', 'M', 'SGN', 'Senior Inspector', '2019-03-04'),
    skills: ['Hardlines', 'Food contact'],
  },
  {
    ...qc(1, 'E0025', 'Le Thi Hoa', 'F', 'SGN', 'Inspector', '2023-08-21'),
    skills: ['Softlines', 'Footwear'],
    countries: [China],
  },
  // Dhaka
  { ...existing(1, 'E0015', 'Karim Hossain', 'DAC'), skills: ['Softlines'], countries: [India] },
  {
    ...qc(1, 'E0026', 'Nasrin Akter', 'F', 'DAC', 'Inspector', '2021-11-15'),
    skills: ['Softlines', 'Toys'],
  },
  {
    ...qc(1, 'O0002', 'Mohammad Rahim', 'M', 'DAC', 'Outsourced Inspector', '2023-01-09'),
    outsourceCompany: PARTNER_QC,
    skills: ['Softlines', 'Footwear'],
    loginName: 'qcpartner',
  },
  {
    ...qc(1, 'O0003', 'Tanvir Ahmed', 'M', 'DAC', 'Outsourced Inspector', '2024-06-03'),
    outsourceCompany: PARTNER_QC,
    skills: ['Softlines'],
  },
  // Entity 2: Istanbul
  {
    ...existing(2, 'T0002', 'Mehmet Demir', 'IST'),
    skills: ['Hardlines', 'Softlines'],
    countries: [China],
  },
  { ...existing(2, 'T0003', 'Ayse Kaya', 'IST'), skills: ['Softlines'] },
  {
    ...qc(2, 'T0005', 'Emre Celik', 'M', 'IST', 'Inspector', '2024-01-15', 'T0002'),
    skills: ['Hardlines', 'Electronics'],
    countries: [China],
  },
  {
    ...qc(2, 'T0006', 'Zeynep Arslan', 'F', 'IST', 'Inspector', '2024-09-02', 'T0002'),
    skills: ['Softlines', 'Footwear'],
  },
];

function existing(entityId: number, employeeNo: string, fullName: string, office: string) {
  return { entityId, employeeNo, fullName, gender: 'M' as const, office, positionTitle: null };
}

function qc(
  entityId: number,
  employeeNo: string,
  fullName: string,
  gender: 'M' | 'F',
  office: string,
  positionTitle: string,
  joinDate: string,
  manager = 'E0004',
) {
  return { entityId, employeeNo, fullName, gender, office, positionTitle, joinDate, manager };
}

const OUTSOURCE_COMPANIES = [
  {
    entityId: 1,
    name: PEARL_RIVER_QC,
    countryId: China,
    contactName: 'Huang Zhiwei',
    email: 'hr@pearlriver-qc.example.com',
    phone: '+86 755 2668 9900',
  },
];

/** The demo offices' cities (the offices were made before their cities were in the demo geography). */
const OFFICE_CITIES: Record<string, { countryId: number; city: string }> = {
  SHA: { countryId: China, city: 'Shanghai' },
  SZX: { countryId: China, city: 'Shenzhen' },
  DEL: { countryId: India, city: 'New Delhi' },
  SGN: { countryId: Vietnam, city: 'Ho Chi Minh City' },
  DAC: { countryId: Bangladesh, city: 'Dhaka' },
  PAR: { countryId: Country.France, city: 'Paris' },
  IST: { countryId: Turkey, city: 'Istanbul' },
};

export async function seedDemoQcs(db: Db): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await placeOffices(tx);
    await tx.insert(hrOutsourceCompanies).values(OUTSOURCE_COMPANIES).onConflictDoNothing();
    const staffIds = await insertQcStaff(tx);
    const qcIds = DEMO_QCS.flatMap((demo) => {
      const id = staffIds.get(`${demo.entityId}/${demo.employeeNo}`);
      return id == null ? [] : [{ demo, id }];
    });
    if (!qcIds.length) return;
    await tx
      .insert(staffProfiles)
      .values(qcIds.map(({ id }) => ({ staffId: id, profileId: Profile.Inspector })))
      .onConflictDoNothing();
    const skills = new Map(
      (
        await tx
          .select({ id: customerLookups.id, name: customerLookups.name })
          .from(customerLookups)
          .where(eq(customerLookups.kind, 'skill'))
      ).map((row) => [row.name, row.id]),
    );
    // A QC's skills and countries are seeded once: what HR changed afterwards stays.
    const described = new Set(
      (
        await tx
          .select({ staffId: staffSkills.staffId })
          .from(staffSkills)
          .where(
            inArray(
              staffSkills.staffId,
              qcIds.map(({ id }) => id),
            ),
          )
      ).map((row) => row.staffId),
    );
    const fresh = qcIds.filter(({ id }) => !described.has(id));
    const skillRows = fresh.flatMap(({ demo, id }) =>
      demo.skills.flatMap((name) => (skills.has(name) ? [{ staffId: id, skillId: skills.get(name)! }] : [])),
    );
    if (skillRows.length) await tx.insert(staffSkills).values(skillRows).onConflictDoNothing();
    const countryRows = fresh.flatMap(({ demo, id }) =>
      (demo.countries ?? []).map((countryId) => ({ staffId: id, countryId })),
    );
    if (countryRows.length)
      await tx.insert(staffOperationalCountries).values(countryRows).onConflictDoNothing();
    // The outsourced QC with a portal account sees their own assignments.
    for (const { demo, id } of qcIds.filter(({ demo }) => demo.loginName))
      await tx
        .update(users)
        .set({ staffId: id })
        .where(and(sql`lower(${users.loginName}) = ${demo.loginName}`, isNull(users.staffId)));
  });
}

/** Sets each demo office's city where none is set yet. */
async function placeOffices(tx: Db): Promise<void> {
  const places = await tx
    .select({
      provinceId: provinces.id,
      cityId: cities.id,
      countryId: provinces.countryId,
      city: cities.name,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId));
  for (const [code, wanted] of Object.entries(OFFICE_CITIES)) {
    const place = places.find((row) => row.countryId === wanted.countryId && row.city === wanted.city);
    if (!place) continue;
    await tx
      .update(offices)
      .set({ provinceId: place.provinceId, cityId: place.cityId })
      .where(and(eq(offices.code, code), eq(offices.countryId, wanted.countryId), isNull(offices.cityId)));
  }
}

/** Creates the QC staff records that are missing; `${entityId}/${employeeNo}` -> staff id of every demo QC. */
async function insertQcStaff(tx: Db): Promise<Map<string, number>> {
  const entityIds = [...new Set(DEMO_QCS.map((demo) => demo.entityId))];
  const key = (entityId: number, employeeNo: string) => `${entityId}/${employeeNo}`;
  const readStaff = async () =>
    new Map(
      (
        await tx
          .select({ id: staff.id, entityId: staff.entityId, employeeNo: staff.employeeNo })
          .from(staff)
          .where(inArray(staff.entityId, entityIds))
      ).map((row) => [key(row.entityId, row.employeeNo), row.id]),
    );
  const ids = await readStaff();
  const missing = DEMO_QCS.filter(
    (demo) => demo.positionTitle != null && !ids.has(key(demo.entityId, demo.employeeNo)),
  );
  if (!missing.length) return ids;
  const officeRows = await tx
    .select({ id: offices.id, entityId: offices.entityId, code: offices.code, countryId: offices.countryId })
    .from(offices)
    .where(inArray(offices.entityId, entityIds));
  const inspection = await tx
    .select({ entityId: departments.entityId, departmentId: departments.id, subId: subDepartments.id })
    .from(departments)
    .innerJoin(subDepartments, eq(subDepartments.departmentId, departments.id))
    .where(
      and(
        inArray(departments.entityId, entityIds),
        eq(departments.name, 'Operations'),
        eq(subDepartments.name, 'Inspection'),
      ),
    );
  const companies = await tx
    .select({
      id: hrOutsourceCompanies.id,
      entityId: hrOutsourceCompanies.entityId,
      name: hrOutsourceCompanies.name,
    })
    .from(hrOutsourceCompanies)
    .where(inArray(hrOutsourceCompanies.entityId, entityIds));
  const rows = missing.flatMap((demo) => {
    const office = officeRows.find((row) => row.entityId === demo.entityId && row.code === demo.office);
    const department = inspection.find((row) => row.entityId === demo.entityId);
    if (!office || !department) return [];
    const company = companies.find(
      (row) => row.entityId === demo.entityId && row.name === demo.outsourceCompany,
    );
    return [
      {
        entityId: demo.entityId,
        employeeNo: demo.employeeNo,
        fullName: demo.fullName,
        gender: demo.gender,
        email: `${demo.fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@qpa.example.com`,
        joinDate: demo.joinDate ?? null,
        status: StaffStatus.OnJob,
        employmentType: demo.outsourceCompany ? EmploymentType.Outsource : EmploymentType.Permanent,
        officeId: office.id,
        departmentId: department.departmentId,
        subDepartmentId: department.subId,
        positionTitle: demo.positionTitle,
        managerStaffId: demo.manager ? (ids.get(key(demo.entityId, demo.manager)) ?? null) : null,
        countryId: office.countryId,
        bandId: demo.positionTitle?.startsWith('Senior') ? 2 : 1,
        socialInsuranceTypeId: office.countryId === China ? 1 : 4,
        outsourceCompanyId: company?.id ?? null,
      },
    ];
  });
  if (rows.length) await tx.insert(staff).values(rows).onConflictDoNothing();
  return readStaff();
}
