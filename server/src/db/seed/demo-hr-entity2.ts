import { and, eq } from 'drizzle-orm';
import { EmploymentType, StaffStatus } from '@portal/domain';
import type { Db } from '../client';
import { departments, offices, staff, subDepartments } from '../schema';
import { Country } from './demo-data';

/**
 * A small staff register for entity 2, so HR working there (hr's landing is /2/staffsearch/staff-summary)
 * finds real rows, and tests can prove that one entity never sees the other's staff. No user accounts are
 * linked: the demo users' own records live in entity 1. Idempotent (natural keys, never rewritten).
 */
const ENTITY = 2;
const OFFICE = {
  code: 'IST',
  name: 'Istanbul Office',
  countryId: Country.Turkey,
  address: 'Büyükdere Cad. 185, Levent',
};
const DEPARTMENTS: Record<string, string[]> = {
  Operations: ['Inspection', 'Audit'],
  'Human Resources': ['Payroll'],
};

const STAFF = [
  ['T0001', 'Elif Yilmaz', 'F', 'Human Resources', 'Payroll', 'HR Officer', 3, null],
  ['T0002', 'Mehmet Demir', 'M', 'Operations', 'Inspection', 'Inspection Lead', 3, 'T0001'],
  ['T0003', 'Ayse Kaya', 'F', 'Operations', 'Inspection', 'Inspector', 1, 'T0002'],
  ['T0004', 'Can Ozturk', 'M', 'Operations', 'Audit', 'Auditor', 2, 'T0002'],
] as const;

export async function seedDemoHrEntity2(tx: Db): Promise<void> {
  await tx
    .insert(offices)
    .values({ ...OFFICE, entityId: ENTITY, email: 'ist@qpa.example.com' })
    .onConflictDoNothing();
  const [office] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.entityId, ENTITY), eq(offices.code, OFFICE.code)));
  const departmentIds = new Map<string, number>();
  const subDepartmentIds = new Map<string, number>();
  for (const [name, subs] of Object.entries(DEPARTMENTS)) {
    await tx.insert(departments).values({ entityId: ENTITY, name }).onConflictDoNothing();
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.entityId, ENTITY), eq(departments.name, name)));
    departmentIds.set(name, department!.id);
    for (const sub of subs) {
      await tx
        .insert(subDepartments)
        .values({ departmentId: department!.id, name: sub })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: subDepartments.id })
        .from(subDepartments)
        .where(and(eq(subDepartments.departmentId, department!.id), eq(subDepartments.name, sub)));
      subDepartmentIds.set(`${name}/${sub}`, row!.id);
    }
  }
  const existing = new Map(
    (
      await tx
        .select({ id: staff.id, employeeNo: staff.employeeNo })
        .from(staff)
        .where(eq(staff.entityId, ENTITY))
    ).map((row) => [row.employeeNo, row.id]),
  );
  for (const [employeeNo, fullName, gender, department, sub, position, band, manager] of STAFF) {
    if (existing.has(employeeNo)) continue;
    const [row] = await tx
      .insert(staff)
      .values({
        entityId: ENTITY,
        employeeNo,
        fullName,
        gender,
        email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@qpa.example.com`,
        joinDate: '2023-02-01',
        status: StaffStatus.OnJob,
        employmentType: EmploymentType.Permanent,
        officeId: office!.id,
        departmentId: departmentIds.get(department)!,
        subDepartmentId: subDepartmentIds.get(`${department}/${sub}`) ?? null,
        positionTitle: position,
        managerStaffId: manager ? (existing.get(manager) ?? null) : null,
        countryId: Country.Turkey,
        bandId: band,
        socialInsuranceTypeId: 4,
      })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (row) existing.set(employeeNo, row.id);
  }
}
