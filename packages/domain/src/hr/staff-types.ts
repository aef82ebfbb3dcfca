import type { EmploymentType, StaffStatus } from '../enums';
import type { VersionedRecord } from '../resource/resource-types';
import type { DataSourceItem } from '../search/search-types';
import type { UploadResult } from './hr-enums';
import type { OfficeSave, StaffSave } from './staff-schemas';

/** Paths of the staff, office and HR company calls (spec section 7, base /api/HumanResource). */
export const HR_STAFF_API = {
  base: 'api/HumanResource',
  search: 'api/HumanResource/Search',
  staffEdit: 'api/HumanResource/staff/edit',
  staffSave: 'api/HumanResource/staff/save',
  staffDelete: 'api/HumanResource/staff/delete',
  staffExport: 'api/HumanResource/staff/export',
  staffPhotoUpload: 'api/HumanResource/staff/uphoto',
  staffPhoto: 'api/HumanResource/staff/photo',
  staffPhotoFile: 'api/HumanResource/staff/photo-file',
  staffAttach: 'api/HumanResource/staff/attached',
  staffFile: 'api/HumanResource/staff/file',
  subDepartments: 'api/HumanResource/staff/subdepts',
  states: 'api/HumanResource/staff/states',
  cities: 'api/HumanResource/staff/cities',
  profileList: 'api/HumanResource/profileList',
  staffDetails: 'api/HumanResource/get-staff-details',
  statusList: 'api/HumanResource/get-status-list',
  hukoLocations: 'api/HumanResource/get-huko-location-list',
  bands: 'api/HumanResource/get-band-list',
  socialInsuranceTypes: 'api/HumanResource/get-social-insurance-type-list',
  staffSummary: 'api/humanResource/get-staff-summary',
  allOutsourceCompanies: 'api/HumanResource/get-all-hr-outsource-company-list',
  outsourceCompanySearch: 'api/HumanResource/get-hr-outsource-company-list',
  outsourceCompanySave: 'api/HumanResource/save-hr-outsource-company',
  staffByCompany: 'api/HumanResource/get-stafflist-by-company',
  payrollCompanies: 'api/HumanResource/get-hr-payroll-company-list',
  payrollCompaniesByAccess: 'api/HumanResource/get-hr-payroll-company-list-by-staff-access',
  payrollCompanySave: 'api/HumanResource/save-hr-payroll-company',
  validate: 'api/HumanResource/validate',
  removeHrAccess: 'api/HumanResource/remove-hr-access',
  staffDataSource: 'api/HumanResource/GetStaffDataSource',
  offices: 'api/HumanResource/OfficesControl',
  officeSave: 'api/HumanResource/OfficesControl/save',
  officeExport: 'api/HumanResource/export',
} as const;

export const STAFF_EMPLOYEE_NO_MAX = 20;
export const STAFF_TEXT_MAX = 200;

export const STAFF_SORT_FIELDS = [
  'employeeNo',
  'fullName',
  'officeName',
  'departmentName',
  'positionTitle',
  'managerName',
  'status',
  'employmentType',
  'joinDate',
] as const;

export interface StaffRow {
  id: number;
  employeeNo: string;
  fullName: string;
  email: string | null;
  officeName: string | null;
  departmentName: string | null;
  subDepartmentName: string | null;
  positionTitle: string | null;
  managerName: string | null;
  status: StaffStatus;
  employmentType: EmploymentType;
  joinDate: string | null;
}

export interface StaffFileItem {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

/** The edit screen's record: the saved fields plus what the server derives. */
export interface StaffDetail extends Omit<Required<StaffSave>, 'gender'>, VersionedRecord {
  /** As stored (a save sends 'M', 'F', '' or null). */
  gender: string | null;
  managerName: string | null;
  /** GET it with the usual headers; null without a photo. */
  photoUrl: string | null;
  files: StaffFileItem[];
  /** The user account linked to this staff (users.staff_id), if any. */
  linkedUserId: number | null;
  linkedUserActive: boolean | null;
}

/** Everything the staff edit screen picks from, in one call (GET /api/HumanResource). */
export interface StaffLookups {
  result: number;
  offices: DataSourceItem[];
  departments: DataSourceItem[];
  statuses: DataSourceItem[];
  employmentTypes: DataSourceItem[];
  bands: DataSourceItem[];
  socialInsuranceTypes: DataSourceItem[];
  profiles: DataSourceItem[];
  outsourceCompanies: DataSourceItem[];
  payrollCompanies: DataSourceItem[];
  countries: DataSourceItem[];
}

export interface UploadResponse {
  result: UploadResult;
  message?: string;
  /** Photo uploads: where the new photo is served. */
  fileUrl?: string | null;
  /** Attached files: the stored file. */
  file?: StaffFileItem;
}

export interface StaffSummaryCount {
  id: number;
  name: string;
  count: number;
}

/** POST get-staff-summary: head counts of the entity's staff. */
export interface StaffSummaryData {
  total: number;
  byStatus: StaffSummaryCount[];
  byEmploymentType: StaffSummaryCount[];
  byOffice: StaffSummaryCount[];
}

export interface OfficeRow {
  id: number;
  name: string;
  code: string | null;
  countryId: number;
  countryName: string;
  cityName: string | null;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  staffCount: number;
}

export interface OfficeHoliday {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  /** 'office' when entered for this office, 'country' when for the office's whole country. */
  scope: 'office' | 'country';
  recurring: boolean;
}

export interface OfficeDetail extends Required<OfficeSave>, VersionedRecord {
  countryId: number;
  countryName: string;
}

export interface OutsourceCompanyRow {
  id: number;
  name: string;
  countryId: number | null;
  countryName: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  staffCount: number;
  version: number;
}

export interface PayrollCompanyRow {
  id: number;
  name: string;
  countryId: number | null;
  countryName: string | null;
  isActive: boolean;
  staffCount: number;
}
