import { EmploymentType, StaffStatus, type StaffDetail, type StaffSave } from '@portal/domain';

/** The staff edit form: what StaffSave holds, with '' for empty texts (inputs need strings). */
export interface StaffValues {
  id: number | null;
  employeeNo: string;
  fullName: string;
  /** The select offers 'M' and 'F' (what a save may send). */
  gender: NonNullable<StaffSave['gender']> | null;
  email: string;
  phone: string;
  dateOfBirth: string | null;
  joinDate: string | null;
  leftDate: string | null;
  status: number | null;
  employmentType: number | null;
  officeId: number | null;
  departmentId: number | null;
  subDepartmentId: number | null;
  positionTitle: string;
  managerStaffId: number | null;
  countryId: number | null;
  provinceId: number | null;
  cityId: number | null;
  address: string;
  hukoLocationId: number | null;
  bandId: number | null;
  socialInsuranceTypeId: number | null;
  outsourceCompanyId: number | null;
  payrollCompanyId: number | null;
  profileIds: number[];
}

export const emptyStaffValues: StaffValues = {
  id: null,
  employeeNo: '',
  fullName: '',
  gender: null,
  email: '',
  phone: '',
  dateOfBirth: null,
  joinDate: null,
  leftDate: null,
  status: StaffStatus.OnJob,
  employmentType: EmploymentType.Permanent,
  officeId: null,
  departmentId: null,
  subDepartmentId: null,
  positionTitle: '',
  managerStaffId: null,
  countryId: null,
  provinceId: null,
  cityId: null,
  address: '',
  hukoLocationId: null,
  bandId: null,
  socialInsuranceTypeId: null,
  outsourceCompanyId: null,
  payrollCompanyId: null,
  profileIds: [],
};

export function staffToValues(record: StaffDetail): StaffValues {
  const values = { ...emptyStaffValues };
  for (const key of Object.keys(values) as (keyof StaffValues)[]) {
    const value = record[key as keyof StaffDetail];
    (values as Record<string, unknown>)[key] = value ?? emptyStaffValues[key];
  }
  return values;
}

const text = (value: string) => (value.trim() ? value.trim() : null);

export function staffToBody(values: StaffValues): StaffSave {
  return {
    id: values.id ?? 0,
    version: 0,
    employeeNo: values.employeeNo.trim(),
    fullName: values.fullName.trim(),
    gender: values.gender,
    email: text(values.email),
    phone: text(values.phone),
    dateOfBirth: values.dateOfBirth,
    joinDate: values.joinDate,
    leftDate: values.leftDate,
    status: (values.status ?? StaffStatus.OnJob) as StaffStatus,
    employmentType: (values.employmentType ?? EmploymentType.Permanent) as EmploymentType,
    officeId: values.officeId,
    departmentId: values.departmentId,
    subDepartmentId: values.departmentId ? values.subDepartmentId : null,
    positionTitle: text(values.positionTitle),
    managerStaffId: values.managerStaffId,
    countryId: values.countryId,
    provinceId: values.countryId ? values.provinceId : null,
    cityId: values.provinceId ? values.cityId : null,
    address: text(values.address),
    hukoLocationId: values.hukoLocationId,
    bandId: values.bandId,
    socialInsuranceTypeId: values.socialInsuranceTypeId,
    // An outsource company only means something for outsourced staff.
    outsourceCompanyId: values.employmentType === EmploymentType.Outsource ? values.outsourceCompanyId : null,
    payrollCompanyId: values.payrollCompanyId,
    profileIds: values.profileIds,
  };
}

/** Choices that only make sense under the one above them: a change above empties them. */
export const DEPENDENT_FIELDS: Record<string, string[]> = {
  departmentId: ['subDepartmentId'],
  countryId: ['provinceId', 'cityId'],
  provinceId: ['cityId'],
};
