import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cities, countries, provinces } from './geography';
import { profiles } from './reference';
import { users } from './users';
import { entityId, timestamps, version } from './columns';

/**
 * Human resources: offices, the staff register, holidays, leave and expense claims. Offices, staff,
 * holidays, leave and claims belong to one entity (the request's entityId scopes every read and write);
 * the small lookups (bands, social insurance types) are global. `version` starts at 1 and each update
 * bumps it (optimistic locking, as everywhere in the kit).
 */

export const offices = pgTable(
  'offices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
    code: text('code'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('offices_entity_name_lower_idx').on(t.entityId, sql`lower(${t.name})`),
    index('offices_country_id_idx').on(t.countryId),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('departments_entity_name_lower_idx').on(t.entityId, sql`lower(${t.name})`)],
);

export const subDepartments = pgTable(
  'sub_departments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('sub_departments_dept_name_lower_idx').on(t.departmentId, sql`lower(${t.name})`)],
);

/** Salary bands (global lookup). */
export const bands = pgTable('bands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Social insurance schemes (global lookup). */
export const socialInsuranceTypes = pgTable('social_insurance_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Agencies that provide outsourced staff. */
export const hrOutsourceCompanies = pgTable(
  'hr_outsource_companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('hr_outsource_companies_entity_name_lower_idx').on(t.entityId, sql`lower(${t.name})`)],
);

/** Companies that run the payroll of some staff (a staff's payroll company). */
export const hrPayrollCompanies = pgTable(
  'hr_payroll_companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('hr_payroll_companies_entity_name_lower_idx').on(t.entityId, sql`lower(${t.name})`)],
);

/**
 * The staff register. A user account links to its staff record through users.staff_id; the staff's
 * manager (reporting line) approves its leave and checks its expense claims.
 */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    employeeNo: text('employee_no').notNull(),
    fullName: text('full_name').notNull(),
    /** 'M' or 'F'. */
    gender: text('gender'),
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    joinDate: date('join_date'),
    leftDate: date('left_date'),
    /** StaffStatus. */
    status: integer('status').notNull().default(1),
    /** EmploymentType. */
    employmentType: integer('employment_type').notNull().default(1),
    officeId: integer('office_id').references(() => offices.id),
    departmentId: integer('department_id').references(() => departments.id),
    subDepartmentId: integer('sub_department_id').references(() => subDepartments.id),
    positionTitle: text('position_title'),
    managerStaffId: integer('manager_staff_id').references((): AnyPgColumn => staff.id),
    /** Where the staff lives: country > state (province) > city. */
    countryId: integer('country_id').references(() => countries.id),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    /** Registered household location (hukou) where the staff's country keeps one: a province. */
    hukoLocationId: integer('huko_location_id').references(() => provinces.id),
    bandId: integer('band_id').references(() => bands.id),
    socialInsuranceTypeId: integer('social_insurance_type_id').references(() => socialInsuranceTypes.id),
    outsourceCompanyId: integer('outsource_company_id').references(() => hrOutsourceCompanies.id),
    payrollCompanyId: integer('payroll_company_id').references(() => hrPayrollCompanies.id),
    /** Relative to the data folder's files. */
    photoFile: text('photo_file'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('staff_entity_employee_no_lower_idx').on(t.entityId, sql`lower(${t.employeeNo})`),
    index('staff_entity_id_idx').on(t.entityId),
    index('staff_office_id_idx').on(t.officeId),
    index('staff_manager_staff_id_idx').on(t.managerStaffId),
    index('staff_full_name_lower_idx').on(sql`lower(${t.fullName})`),
  ],
);

/** The profiles (Auditor, CS, Inspector...) a staff works under. */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.profileId] })],
);

/** Documents attached to a staff record (contracts, certificates): images and PDF. */
export const staffFiles = pgTable(
  'staff_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Relative to the data folder's files. */
    storedPath: text('stored_path').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_files_staff_id_idx').on(t.staffId)],
);

/**
 * A holiday as entered (the master): for a whole country or one office, once or every year. Its
 * occurrences are the rows of `holidays`; deleting one occurrence marks it removed, so materialising
 * later years of a recurring holiday never brings it back.
 */
export const holidayMasters = pgTable(
  'holiday_masters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
    /** Exactly one of countryId and officeId is set. */
    countryId: integer('country_id').references(() => countries.id),
    officeId: integer('office_id').references(() => offices.id),
    recurring: boolean('recurring').notNull().default(false),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('holiday_masters_entity_id_idx').on(t.entityId)],
);

export const holidays = pgTable(
  'holidays',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id')
      .notNull()
      .references(() => holidayMasters.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Deleted once (forAllIterations false) but kept so the recurrence skips that year. */
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('holidays_master_year_idx').on(t.masterId, t.year),
    index('holidays_dates_idx').on(t.startDate, t.endDate),
  ],
);

/** Leave types of an entity (Annual, Sick...) with the days each staff gets per year. */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    yearlyDays: numeric('yearly_days', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    isPaid: boolean('is_paid').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('leave_types_entity_code_lower_idx').on(t.entityId, sql`lower(${t.code})`)],
);

/** A staff's days of one leave type for one year; absent = the type's yearlyDays. */
export const leaveAllocations = pgTable(
  'leave_allocations',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    days: numeric('days', { precision: 6, scale: 1, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.leaveTypeId, t.year] })],
);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** LeaveDayType. */
    startDayType: integer('start_day_type').notNull(),
    endDayType: integer('end_day_type').notNull(),
    /** Working days taken, computed by the server (POST /leave/days), in steps of 0.5. */
    days: numeric('days', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    reason: text('reason'),
    /** LeaveStatus. */
    status: integer('status').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who approved, rejected or cancelled it, when and why. */
    actedBy: integer('acted_by').references(() => users.id, { onDelete: 'set null' }),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    comment: text('comment'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('leave_requests_entity_status_idx').on(t.entityId, t.status),
    index('leave_requests_staff_dates_idx').on(t.staffId, t.startDate, t.endDate),
  ],
);

/** Expense types (Travel, Meals...) of an entity. */
export const expenseTypes = pgTable(
  'expense_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('expense_types_entity_name_lower_idx').on(t.entityId, sql`lower(${t.name})`)],
);

export const expenseClaims = pgTable(
  'expense_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    /** Human-readable number, unique per entity (EXP-2026-00012). */
    claimNo: text('claim_no').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    title: text('title').notNull(),
    /** ExpenseStatus. */
    status: integer('status').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectComment: text('reject_comment'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('expense_claims_entity_claim_no_idx').on(t.entityId, t.claimNo),
    index('expense_claims_entity_status_idx').on(t.entityId, t.status),
    index('expense_claims_staff_id_idx').on(t.staffId),
  ],
);

export const expenseLines = pgTable(
  'expense_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => expenseClaims.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    expenseDate: date('expense_date').notNull(),
    expenseTypeId: integer('expense_type_id')
      .notNull()
      .references(() => expenseTypes.id),
    description: text('description'),
    /** Exact decimal (string in JS): money is never a float. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** ISO 4217 code. */
    currency: text('currency').notNull(),
  },
  (t) => [index('expense_lines_claim_id_idx').on(t.claimId)],
);

/** Receipts (images or PDF) of a claim, optionally of one line. */
export const expenseReceipts = pgTable(
  'expense_receipts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => expenseClaims.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').references(() => expenseLines.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storedPath: text('stored_path').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expense_receipts_claim_id_idx').on(t.claimId)],
);
