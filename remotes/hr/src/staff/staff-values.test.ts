import { EmploymentType, StaffStatus, type StaffDetail } from '@portal/domain';
import { emptyStaffValues, staffToBody, staffToValues } from './staff-values';

describe('staff form values', () => {
  const record = {
    id: 4,
    version: 3,
    employeeNo: 'E0004',
    fullName: 'Rahul Sharma',
    gender: 'M',
    email: null,
    phone: null,
    dateOfBirth: null,
    joinDate: '2019-01-14',
    leftDate: null,
    status: StaffStatus.OnJob,
    employmentType: EmploymentType.Permanent,
    officeId: 3,
    departmentId: 1,
    subDepartmentId: 1,
    positionTitle: null,
    managerStaffId: 1,
    countryId: null,
    provinceId: null,
    cityId: null,
    address: null,
    hukoLocationId: null,
    bandId: 2,
    socialInsuranceTypeId: 4,
    outsourceCompanyId: 9,
    payrollCompanyId: null,
    profileIds: [4],
    managerName: 'Catherine Dubois',
    photoUrl: null,
    files: [],
    linkedUserId: 12,
    linkedUserActive: true,
  } satisfies StaffDetail;

  it('turns a record into form values with empty texts as strings, and back into a save body', () => {
    const values = staffToValues(record);
    expect(values).toMatchObject({
      email: '',
      positionTitle: '',
      address: '',
      joinDate: '2019-01-14',
      profileIds: [4],
    });
    expect(values).not.toHaveProperty('managerName');
    const body = staffToBody({ ...values, email: '  r@x.example.com ', fullName: ' Rahul  ' });
    expect(body).toMatchObject({ id: 4, email: 'r@x.example.com', fullName: 'Rahul', positionTitle: null });
  });

  it('drops choices that no longer apply: an outsource company of permanent staff, a city without state', () => {
    const body = staffToBody({ ...staffToValues(record), cityId: 5 });
    expect(body.outsourceCompanyId).toBeNull();
    expect(body.cityId).toBeNull();
    const outsourced = staffToBody({ ...staffToValues(record), employmentType: EmploymentType.Outsource });
    expect(outsourced.outsourceCompanyId).toBe(9);
    expect(staffToBody(emptyStaffValues)).toMatchObject({
      id: 0,
      status: StaffStatus.OnJob,
      employmentType: EmploymentType.Permanent,
    });
  });
});
