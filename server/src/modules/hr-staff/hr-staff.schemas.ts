import { EmploymentType, STAFF_SORT_FIELDS, StaffStatus } from '@portal/domain';
import {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  searchBodySchema,
  type JsonSchema,
} from '../../lib/search/search-schemas';
import { ruleErrorResponseSchema } from '../../lib/rule-validation';
import { errorResponses } from '../user/user.schemas';

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const nullableDate = { type: ['string', 'null'], format: 'date' } as const;
const enumOf = (values: object) => ({
  type: 'integer',
  enum: Object.values(values).filter((value) => typeof value === 'number'),
});
const intList = (values: object) => ({ type: ['array', 'null'], items: enumOf(values), maxItems: 10 });

export const staffSearchSchema = searchBodySchema(
  {
    officeIds: idListSchema,
    departmentIds: idListSchema,
    statuses: intList(StaffStatus),
    employmentTypes: intList(EmploymentType),
  },
  STAFF_SORT_FIELDS,
);

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
    email: nullableText(200),
    phone: nullableText(50),
    dateOfBirth: nullableDate,
    joinDate: nullableDate,
    leftDate: nullableDate,
    status: enumOf(StaffStatus),
    employmentType: enumOf(EmploymentType),
    officeId: nullableId,
    departmentId: nullableId,
    subDepartmentId: nullableId,
    positionTitle: nullableText(200),
    managerStaffId: nullableId,
    countryId: nullableId,
    provinceId: nullableId,
    cityId: nullableId,
    address: nullableText(500),
    hukoLocationId: nullableId,
    bandId: nullableId,
    socialInsuranceTypeId: nullableId,
    outsourceCompanyId: nullableId,
    payrollCompanyId: nullableId,
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
    code: nullableText(20),
    countryId: idSchema,
    provinceId: nullableId,
    cityId: nullableId,
    address: nullableText(500),
    phone: nullableText(50),
    email: nullableText(200),
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
    countryId: nullableId,
    contactName: nullableText(200),
    email: nullableText(200),
    phone: nullableText(50),
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
    countryId: nullableId,
    isActive: { type: 'boolean', default: true },
  },
} as const;

export const companySearchSchema = searchBodySchema({ isActive: { type: ['boolean', 'null'] } }, [
  'name',
  'countryName',
  'staffCount',
]);

export const staffDataSourceSchema = dataSourceBodySchema({
  selectedIds: idListSchema,
  roleId: nullableId,
  selectedIdsWithList: { type: ['boolean', 'null'] },
  fetchDeletedRecord: { type: ['boolean', 'null'] },
  includeWithRole: { type: ['boolean', 'null'] },
});

export const hukoLocationSchema = dataSourceBodySchema({ countryId: nullableId });

export const idBody = {
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
  properties: { outsourceCompanyId: nullableId, payrollCompanyId: nullableId },
} as const;

export const saveErrors = { ...errorResponses, 400: ruleErrorResponseSchema };

export const resultOnly = {
  200: { type: 'object', properties: { result: { type: 'integer' } } },
  ...errorResponses,
} as const;

export { errorResponses, type JsonSchema };
