import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EmploymentType, Profile, StaffStatus } from '@portal/domain';
import type { Db } from '../client';
import {
  bands,
  departments,
  hrOutsourceCompanies,
  hrPayrollCompanies,
  offices,
  socialInsuranceTypes,
  staff,
  staffProfiles,
  subDepartments,
  users,
} from '../schema';
import { Country } from './demo-data';
import { seedDemoHrEntity2 } from './demo-hr-entity2';

/**
 * The demo staff register: offices, departments, lookups and one staff record per internal demo user
 * (linked through users.staff_id) plus colleagues without accounts. The reporting line matters to the
 * workflows: `manager` approves the leave and checks the expense claims of most demo users, `cs` those
 * of `newuser`, and `manager` herself has no manager, so HR approves her leave.
 *
 * Idempotent like the rest of the seed: rows are matched by their natural keys and never rewritten.
 */

export const BAND_ROWS = [
  { id: 1, name: 'B1 - Associate' },
  { id: 2, name: 'B2 - Senior' },
  { id: 3, name: 'B3 - Lead' },
  { id: 4, name: 'B4 - Manager' },
  { id: 5, name: 'B5 - Director' },
];

export const SOCIAL_INSURANCE_TYPE_ROWS = [
  { id: 1, name: 'Urban employee' },
  { id: 2, name: 'Rural resident' },
  { id: 3, name: 'Foreign national' },
  { id: 4, name: 'Private scheme' },
];

const OFFICES = [
  { code: 'SHA', name: 'Shanghai Office', countryId: Country.China, address: '88 Century Avenue, Pudong' },
  { code: 'SZX', name: 'Shenzhen Office', countryId: Country.China, address: '3001 Shennan Road, Futian' },
  { code: 'DEL', name: 'New Delhi Office', countryId: Country.India, address: 'Connaught Place, Block B' },
  {
    code: 'SGN',
    name: 'Ho Chi Minh City Office',
    countryId: Country.Vietnam,
    address: '12 Le Loi, District 1',
  },
  { code: 'DAC', name: 'Dhaka Office', countryId: Country.Bangladesh, address: 'Gulshan Avenue 54' },
  { code: 'PAR', name: 'Paris Office', countryId: Country.France, address: '14 rue de la Paix' },
] as const;
type OfficeCode = (typeof OFFICES)[number]['code'];

const DEPARTMENTS: Record<string, string[]> = {
  Operations: ['Inspection', 'Audit', 'Scheduling'],
  'Customer Service': ['Key Accounts', 'Booking Desk'],
  'Human Resources': ['Recruitment', 'Payroll'],
  Finance: ['Accounts Payable', 'Billing'],
  Laboratory: ['Chemical Testing', 'Physical Testing'],
  Management: ['Executive Office'],
  'Information Technology': ['Support'],
};

interface DemoStaff {
  employeeNo: string;
  fullName: string;
  gender: 'M' | 'F';
  office: OfficeCode;
  department: string;
  subDepartment: string;
  positionTitle: string;
  band: number;
  /** employeeNo of the manager. */
  manager: string | null;
  /** The demo user this record belongs to. */
  loginName?: string;
  employmentType?: EmploymentType;
  status?: StaffStatus;
  profiles?: Profile[];
  joinDate: string;
}

const DEMO_STAFF: DemoStaff[] = [
  // Managers first: a staff's manager must exist before it.
  {
    employeeNo: 'E0001',
    fullName: 'Catherine Dubois',
    gender: 'F',
    office: 'SHA',
    department: 'Management',
    subDepartment: 'Executive Office',
    positionTitle: 'Chief Executive Officer',
    band: 5,
    manager: null,
    loginName: 'manager',
    joinDate: '2015-03-02',
  },
  {
    employeeNo: 'E0002',
    fullName: 'Priya Nair',
    gender: 'F',
    office: 'DEL',
    department: 'Human Resources',
    subDepartment: 'Recruitment',
    positionTitle: 'HR Manager',
    band: 4,
    manager: 'E0001',
    loginName: 'hr',
    joinDate: '2017-06-12',
  },
  {
    employeeNo: 'E0003',
    fullName: 'Mei Lin Chen',
    gender: 'F',
    office: 'SHA',
    department: 'Customer Service',
    subDepartment: 'Key Accounts',
    positionTitle: 'Customer Service Lead',
    band: 3,
    manager: 'E0001',
    loginName: 'cs',
    profiles: [Profile.CS],
    joinDate: '2018-09-03',
  },
  {
    employeeNo: 'E0004',
    fullName: 'Rahul Sharma',
    gender: 'M',
    office: 'DEL',
    department: 'Operations',
    subDepartment: 'Inspection',
    positionTitle: 'Senior Inspector',
    band: 2,
    manager: 'E0001',
    loginName: 'inspector',
    profiles: [Profile.Inspector],
    joinDate: '2019-01-14',
  },
  {
    employeeNo: 'E0005',
    fullName: 'Nguyen Van Minh',
    gender: 'M',
    office: 'SGN',
    department: 'Operations',
    subDepartment: 'Audit',
    positionTitle: 'Auditor',
    band: 2,
    manager: 'E0001',
    loginName: 'auditor',
    profiles: [Profile.Auditor],
    joinDate: '2020-02-17',
  },
  {
    employeeNo: 'E0006',
    fullName: 'Sophie Laurent',
    gender: 'F',
    office: 'PAR',
    department: 'Operations',
    subDepartment: 'Scheduling',
    positionTitle: 'Compliance Specialist',
    band: 2,
    manager: 'E0001',
    loginName: 'tcfuser',
    joinDate: '2021-04-06',
  },
  {
    employeeNo: 'E0007',
    fullName: 'Kenji Watanabe',
    gender: 'M',
    office: 'SZX',
    department: 'Laboratory',
    subDepartment: 'Chemical Testing',
    positionTitle: 'Lab Engineer',
    band: 2,
    manager: 'E0001',
    loginName: 'labuser',
    joinDate: '2020-11-02',
  },
  {
    employeeNo: 'E0008',
    fullName: 'Thomas Becker',
    gender: 'M',
    office: 'SHA',
    department: 'Finance',
    subDepartment: 'Accounts Payable',
    positionTitle: 'Accountant',
    band: 3,
    manager: 'E0001',
    loginName: 'accountant',
    joinDate: '2016-08-22',
  },
  {
    employeeNo: 'E0009',
    fullName: 'Daniel Okafor',
    gender: 'M',
    office: 'SHA',
    department: 'Information Technology',
    subDepartment: 'Support',
    positionTitle: 'IT Administrator',
    band: 3,
    manager: 'E0001',
    loginName: 'admin',
    joinDate: '2016-01-11',
  },
  {
    employeeNo: 'E0010',
    fullName: 'Lucas Moreau',
    gender: 'M',
    office: 'PAR',
    department: 'Customer Service',
    subDepartment: 'Booking Desk',
    positionTitle: 'Customer Service Officer',
    band: 1,
    manager: 'E0003',
    loginName: 'newuser',
    profiles: [Profile.CS],
    joinDate: '2026-10-01',
  },
  {
    employeeNo: 'E0011',
    fullName: 'Fatima Rahman',
    gender: 'F',
    office: 'DAC',
    department: 'Customer Service',
    subDepartment: 'Booking Desk',
    positionTitle: 'Customer Service Officer',
    band: 1,
    manager: 'E0003',
    loginName: 'disabled',
    status: StaffStatus.Left,
    joinDate: '2019-05-20',
  },
  {
    employeeNo: 'O0001',
    fullName: 'Ahmed Karim',
    gender: 'M',
    office: 'DAC',
    department: 'Finance',
    subDepartment: 'Billing',
    positionTitle: 'Outsourced Accountant',
    band: 1,
    manager: 'E0008',
    loginName: 'outsource',
    employmentType: EmploymentType.Outsource,
    joinDate: '2022-07-01',
  },
  // Colleagues without portal accounts.
  ...(
    [
      ['E0012', 'Wang Jun', 'M', 'SZX', 'Operations', 'Inspection', 'Inspector', 1, 'E0004', '2021-03-15'],
      ['E0013', 'Anita Desai', 'F', 'DEL', 'Operations', 'Inspection', 'Inspector', 1, 'E0004', '2022-01-10'],
      [
        'E0014',
        'Tran Thi Lan',
        'F',
        'SGN',
        'Operations',
        'Audit',
        'Junior Auditor',
        1,
        'E0005',
        '2023-06-05',
      ],
      [
        'E0015',
        'Karim Hossain',
        'M',
        'DAC',
        'Operations',
        'Inspection',
        'Inspector',
        1,
        'E0004',
        '2021-09-27',
      ],
      [
        'E0016',
        'Zhou Xin',
        'F',
        'SHA',
        'Customer Service',
        'Key Accounts',
        'Account Manager',
        2,
        'E0003',
        '2019-11-18',
      ],
      [
        'E0017',
        'Li Na',
        'F',
        'SHA',
        'Human Resources',
        'Payroll',
        'Payroll Officer',
        2,
        'E0002',
        '2020-04-01',
      ],
      ['E0018', 'Arjun Mehta', 'M', 'DEL', 'Finance', 'Billing', 'Billing Officer', 1, 'E0008', '2022-08-08'],
      [
        'E0019',
        'Claire Martin',
        'F',
        'PAR',
        'Management',
        'Executive Office',
        'Operations Director',
        4,
        'E0001',
        '2014-10-06',
      ],
      [
        'E0020',
        'Chen Hao',
        'M',
        'SZX',
        'Laboratory',
        'Physical Testing',
        'Lab Technician',
        1,
        'E0007',
        '2024-02-19',
      ],
    ] as const
  ).map(
    ([
      employeeNo,
      fullName,
      gender,
      office,
      department,
      subDepartment,
      positionTitle,
      band,
      manager,
      joinDate,
    ]) => ({
      employeeNo,
      fullName,
      gender,
      office,
      department,
      subDepartment,
      positionTitle,
      band,
      manager,
      joinDate,
    }),
  ),
];

const DEMO_ENTITY = 1;
const OUTSOURCE_COMPANY = 'Partner QC Services Ltd.';
const PAYROLL_COMPANY = 'Everbright Payroll Services';

export async function seedDemoHr(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(bands).values(BAND_ROWS).onConflictDoNothing();
    await tx.insert(socialInsuranceTypes).values(SOCIAL_INSURANCE_TYPE_ROWS).onConflictDoNothing();
    await tx
      .insert(offices)
      .values(
        OFFICES.map((office) => ({
          ...office,
          entityId: DEMO_ENTITY,
          email: `${office.code.toLowerCase()}@qpa.example.com`,
        })),
      )
      .onConflictDoNothing();
    for (const name of Object.keys(DEPARTMENTS))
      await tx.insert(departments).values({ entityId: DEMO_ENTITY, name }).onConflictDoNothing();
    const departmentRows = await tx.select().from(departments).where(eq(departments.entityId, DEMO_ENTITY));
    for (const department of departmentRows)
      for (const name of DEPARTMENTS[department.name] ?? [])
        await tx.insert(subDepartments).values({ departmentId: department.id, name }).onConflictDoNothing();
    await tx
      .insert(hrOutsourceCompanies)
      .values({
        entityId: DEMO_ENTITY,
        name: OUTSOURCE_COMPANY,
        countryId: Country.Bangladesh,
        contactName: 'Rafiq Islam',
        email: 'hr@partner-qc.example.com',
        phone: '+880 2 5566 7788',
      })
      .onConflictDoNothing();
    await tx
      .insert(hrPayrollCompanies)
      .values({ entityId: DEMO_ENTITY, name: PAYROLL_COMPANY, countryId: Country.China })
      .onConflictDoNothing();
    await insertStaff(tx);
    await seedDemoHrEntity2(tx);
  });
}

async function insertStaff(tx: Db): Promise<void> {
  const officeId = new Map(
    (await tx.select().from(offices).where(eq(offices.entityId, DEMO_ENTITY))).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const departmentRows = await tx.select().from(departments).where(eq(departments.entityId, DEMO_ENTITY));
  const departmentId = new Map(departmentRows.map((row) => [row.name, row.id]));
  const subDepartmentId = new Map(
    (
      await tx
        .select()
        .from(subDepartments)
        .where(
          inArray(
            subDepartments.departmentId,
            departmentRows.map((row) => row.id),
          ),
        )
    ).map((row) => [`${row.departmentId}/${row.name}`, row.id]),
  );
  const [outsource] = await tx
    .select({ id: hrOutsourceCompanies.id })
    .from(hrOutsourceCompanies)
    .where(
      and(eq(hrOutsourceCompanies.entityId, DEMO_ENTITY), eq(hrOutsourceCompanies.name, OUTSOURCE_COMPANY)),
    );
  const [payroll] = await tx
    .select({ id: hrPayrollCompanies.id })
    .from(hrPayrollCompanies)
    .where(and(eq(hrPayrollCompanies.entityId, DEMO_ENTITY), eq(hrPayrollCompanies.name, PAYROLL_COMPANY)));

  const staffId = new Map<string, number>(
    (
      await tx
        .select({ id: staff.id, employeeNo: staff.employeeNo })
        .from(staff)
        .where(eq(staff.entityId, DEMO_ENTITY))
    ).map((row) => [row.employeeNo, row.id]),
  );
  const office = (code: OfficeCode) => OFFICES.find((row) => row.code === code)!;
  for (const person of DEMO_STAFF) {
    if (staffId.has(person.employeeNo)) continue;
    const deptId = departmentId.get(person.department)!;
    const employmentType = person.employmentType ?? EmploymentType.Permanent;
    const [row] = await tx
      .insert(staff)
      .values({
        entityId: DEMO_ENTITY,
        employeeNo: person.employeeNo,
        fullName: person.fullName,
        gender: person.gender,
        email: `${person.fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@qpa.example.com`,
        joinDate: person.joinDate,
        status: person.status ?? StaffStatus.OnJob,
        employmentType,
        officeId: officeId.get(person.office)!,
        departmentId: deptId,
        subDepartmentId: subDepartmentId.get(`${deptId}/${person.subDepartment}`) ?? null,
        positionTitle: person.positionTitle,
        managerStaffId: person.manager ? staffId.get(person.manager)! : null,
        countryId: office(person.office).countryId,
        bandId: person.band,
        socialInsuranceTypeId: office(person.office).countryId === Country.China ? 1 : 4,
        outsourceCompanyId: employmentType === EmploymentType.Outsource ? (outsource?.id ?? null) : null,
        payrollCompanyId: office(person.office).countryId === Country.China ? (payroll?.id ?? null) : null,
      })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (!row) continue;
    staffId.set(person.employeeNo, row.id);
    if (person.profiles?.length)
      await tx
        .insert(staffProfiles)
        .values(person.profiles.map((profileId) => ({ staffId: row.id, profileId })));
  }
  // Link the demo users to their records (only where no link was made or changed since).
  for (const person of DEMO_STAFF) {
    if (!person.loginName) continue;
    await tx
      .update(users)
      .set({ staffId: staffId.get(person.employeeNo)! })
      .where(and(sql`lower(${users.loginName}) = ${person.loginName}`, isNull(users.staffId)));
  }
}
