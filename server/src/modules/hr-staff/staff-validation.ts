import type { Lang, StaffSave } from '@portal/domain';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import { hrMessage } from './hr-staff-messages';
import { exists } from './hr-lookups.repository';
import { createsManagerCycle } from './staff.repository';

/**
 * What the JSON schema and the rule file cannot see: every chosen reference exists in the request's
 * entity (or, for a narrowed choice, under the choice above it), the reporting line has no loop and the
 * dates are in order. Empty when the save may go ahead.
 */
export async function staffReferenceErrors(
  db: Db,
  entityId: number,
  body: StaffSave,
  lang: Lang,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const unknown = (field: string) => errors.push({ field, message: hrMessage('unknownChoice', lang) });
  const outside = (field: string) => errors.push({ field, message: hrMessage('notInParent', lang) });

  if (body.officeId && !(await exists.office(db, entityId, body.officeId))) unknown('officeId');
  if (body.departmentId && !(await exists.department(db, entityId, body.departmentId)))
    unknown('departmentId');
  else if (body.subDepartmentId) {
    if (!body.departmentId || !(await exists.subDepartment(db, body.departmentId, body.subDepartmentId)))
      outside('subDepartmentId');
  }
  if (body.countryId && !(await exists.country(db, body.countryId))) unknown('countryId');
  if (body.provinceId && (!body.countryId || !(await exists.province(db, body.countryId, body.provinceId))))
    outside('provinceId');
  if (body.cityId && (!body.provinceId || !(await exists.city(db, body.provinceId, body.cityId))))
    outside('cityId');
  if (body.hukoLocationId && !(await exists.province(db, null, body.hukoLocationId)))
    unknown('hukoLocationId');
  if (body.bandId && !(await exists.band(db, body.bandId))) unknown('bandId');
  if (body.socialInsuranceTypeId && !(await exists.socialInsuranceType(db, body.socialInsuranceTypeId)))
    unknown('socialInsuranceTypeId');
  if (body.outsourceCompanyId && !(await exists.outsourceCompany(db, entityId, body.outsourceCompanyId)))
    unknown('outsourceCompanyId');
  if (body.payrollCompanyId && !(await exists.payrollCompany(db, entityId, body.payrollCompanyId)))
    unknown('payrollCompanyId');
  if (!(await exists.profiles(db, body.profileIds ?? []))) unknown('profileIds');
  if (body.managerStaffId) {
    if (!(await exists.staff(db, entityId, body.managerStaffId))) unknown('managerStaffId');
    else if (await createsManagerCycle(db, entityId, body.id, body.managerStaffId))
      errors.push({ field: 'managerStaffId', message: hrMessage('managerCycle', lang) });
  }
  if (body.joinDate && body.leftDate && body.leftDate < body.joinDate)
    errors.push({ field: 'leftDate', message: hrMessage('dateOrder', lang) });
  return errors;
}
