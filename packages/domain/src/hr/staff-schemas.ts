import { EmploymentType, StaffStatus } from '../enums';
import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  integerEnumSchema,
  nullableIdSchema,
  nullableTextSchema,
  searchBodySchema,
} from '../schema/common-schemas';
import { STAFF_SORT_FIELDS } from './staff-types';

/**
 * The staff, office and HR company bodies, declared once: the server validates and documents its routes
 * with these schemas (server/src/modules/hr-staff), and the types below are read from them.
 */

const nullableDate = { type: ['string', 'null'], format: 'date' } as const;
const enumList = <const Values extends Record<string, string | number>>(values: Values) =>
  ({ type: ['array', 'null'], items: integerEnumSchema(values), maxItems: 10 }) as const;

/** Staff summary filters (spec: office, department, status, employment type). */
export const staffSearchBody = searchBodySchema(
  {
    officeIds: idListSchema,
    departmentIds: idListSchema,
    statuses: enumList(StaffStatus),
    employmentTypes: enumList(EmploymentType),
  },
  STAFF_SORT_FIELDS,
);

/** What a staff save sends (create: id 0 and version 0; update: the loaded id and version). */
export const staffSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'employeeNo', 'fullName', 'status', 'employmentType'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    employeeNo: { type: 'string', minLength: 1, maxLength: 20 },
    fullName: { type: 'string', minLength: 1, maxLength: 200 },
    gender: { type: ['string', 'null'], enum: ['M', 'F', '', null] },
    email: nullableTextSchema(200),
    phone: nullableTextSchema(50),
    dateOfBirth: nullableDate,
    joinDate: nullableDate,
    leftDate: nullableDate,
    status: integerEnumSchema(StaffStatus),
    employmentType: integerEnumSchema(EmploymentType),
    officeId: nullableIdSchema,
    departmentId: nullableIdSchema,
    subDepartmentId: nullableIdSchema,
    positionTitle: nullableTextSchema(200),
    managerStaffId: nullableIdSchema,
    countryId: nullableIdSchema,
    provinceId: nullableIdSchema,
    cityId: nullableIdSchema,
    address: nullableTextSchema(500),
    hukoLocationId: nullableIdSchema,
    bandId: nullableIdSchema,
    socialInsuranceTypeId: nullableIdSchema,
    outsourceCompanyId: nullableIdSchema,
    payrollCompanyId: nullableIdSchema,
    profileIds: { type: 'array', items: idSchema, maxItems: 20, default: [] },
    // Read-only fields the screen may send back with the record; ignored.
    managerName: {},
    photoUrl: {},
    files: {},
    linkedUserId: {},
    linkedUserActive: {},
  },
} as const;

export const officeSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'name', 'countryId'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    code: nullableTextSchema(20),
    countryId: idSchema,
    provinceId: nullableIdSchema,
    cityId: nullableIdSchema,
    address: nullableTextSchema(500),
    phone: nullableTextSchema(50),
    email: nullableTextSchema(200),
    isActive: { type: 'boolean', default: true },
    countryName: {},
  },
} as const;

export const outsourceCompanySaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'name'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    countryId: nullableIdSchema,
    contactName: nullableTextSchema(200),
    email: nullableTextSchema(200),
    phone: nullableTextSchema(50),
    isActive: { type: 'boolean', default: true },
  },
} as const;

export const payrollCompanySaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    countryId: nullableIdSchema,
    isActive: { type: 'boolean', default: true },
  },
} as const;

export const outsourceCompanySearchBody = searchBodySchema({ isActive: { type: ['boolean', 'null'] } }, [
  'name',
  'countryName',
  'staffCount',
]);

/** Staff datasource request (spec section 3, "Staff"). */
export const staffDataSourceBody = dataSourceBodySchema({
  /** Restrict the list to these staff (null or empty: everyone). */
  selectedIds: idListSchema,
  /** Only staff whose linked user holds this role (with includeWithRole not false). */
  roleId: nullableIdSchema,
  /** Also answer `selectedIds` whatever the search and paging. */
  selectedIdsWithList: { type: ['boolean', 'null'] },
  /** Include staff who left, retired or are disabled. */
  fetchDeletedRecord: { type: ['boolean', 'null'] },
  includeWithRole: { type: ['boolean', 'null'] },
});

export const hukoLocationDataSourceBody = dataSourceBodySchema({ countryId: nullableIdSchema });

/** One staff record: delete it, or take its HR access away. */
export const staffIdBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const staffDetailsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['staffIds'],
  properties: { staffIds: { type: 'array', items: idSchema, minItems: 1, maxItems: 200 } },
} as const;

export const staffSummaryBody = {
  type: 'object',
  additionalProperties: false,
  properties: { officeIds: idListSchema, departmentIds: idListSchema },
} as const;

export const staffByCompanyBody = {
  type: 'object',
  additionalProperties: false,
  properties: { outsourceCompanyId: nullableIdSchema, payrollCompanyId: nullableIdSchema },
} as const;

export type StaffSearchRequest = RequestOf<typeof staffSearchBody>;
export type StaffFilter = Pick<
  BodyOf<typeof staffSearchBody>,
  'officeIds' | 'departmentIds' | 'statuses' | 'employmentTypes'
>;
export type StaffSave = BodyOf<typeof staffSaveBody>;
export type OfficeSave = BodyOf<typeof officeSaveBody>;
export type OutsourceCompanySave = BodyOf<typeof outsourceCompanySaveBody>;
export type PayrollCompanySave = BodyOf<typeof payrollCompanySaveBody>;
export type StaffDataSourceRequest = RequestOf<typeof staffDataSourceBody>;
export type StaffIdRequest = BodyOf<typeof staffIdBody>;
export type StaffDetailsRequest = BodyOf<typeof staffDetailsBody>;
export type StaffSummaryRequest = BodyOf<typeof staffSummaryBody>;
export type StaffByCompanyRequest = BodyOf<typeof staffByCompanyBody>;
