import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  EmploymentType,
  HR_ROUTES,
  Permissions,
  ResourceResult,
  type StaffDetail,
  type StaffSave,
} from '@portal/domain';
import { EditPage, FormDate, FormSelect, FormText, usePermission } from '@portal/screen-kit';
import { Alert } from '@portal/ui';
import { ParentSelect, useLookup } from '../shared/forms/form-helpers';
import { toOptions } from '../shared/forms/form-values';
import { Section } from '../shared/forms/section';
import { StaffAccess } from './staff-access';
import { useHrStaffApi, type HrStaffApi } from './staff-api';
import { StaffFiles } from './staff-files';
import { StaffPhoto } from './staff-photo';
import { employmentTypeOptions, statusOptions } from './staff-summary';
import {
  DEPENDENT_FIELDS,
  emptyStaffValues,
  staffToBody,
  staffToValues,
  type StaffValues,
} from './staff-values';
import { useStaffLookups } from './use-staff-lookups';

const P = Permissions.StaffSummary;
/** A permission nobody holds: the kit then shows the form read-only (one's own record). */
const NOBODY = 'StaffSummary.OwnRecord';

/** Whether the record is the caller's own (GET validate/{id}); such a record is shown read-only. */
function useOwnRecord(api: HrStaffApi, id: number | null): boolean {
  const [own, setOwn] = useState(false);
  useEffect(() => {
    setOwn(false);
    if (!id) return;
    let cancelled = false;
    api
      .validate(id)
      .then((answer) => !cancelled && setOwn(answer.isOwnRecord === true))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api, id]);
  return own;
}

/** Staff edit: identity, job (with reporting line), address, payroll, photo, files and portal access. */
export function StaffEdit() {
  const api = useHrStaffApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { id } = useParams();
  const recordId = id && id !== 'new' && Number.isInteger(Number(id)) ? Number(id) : null;
  const own = useOwnRecord(api, recordId);
  const canEditAtAll = usePermission(P.Edit);
  const lookups = useStaffLookups(api);

  return (
    <>
      {own ? (
        <div className="px-6 pt-6">
          <Alert tone="info">{t('hr.staff.ownRecord')}</Alert>
        </div>
      ) : null}
      <EditPage<StaffDetail, StaffValues, StaffSave>
        titleId="hr.staff.edit.title"
        newTitleId="hr.staff.new.title"
        resource={api.staff}
        ruleFile="staff.json"
        emptyValues={emptyStaffValues}
        toValues={staffToValues}
        toBody={staffToBody}
        summaryPath={HR_ROUTES.staffSummary}
        editPath={(saved) => `${HR_ROUTES.staffEdit}/${saved}`}
        permissions={{ edit: own ? NOBODY : P.Edit, delete: own ? NOBODY : P.Delete }}
        resultMessages={{
          [ResourceResult.DuplicateData]: 'hr.staff.duplicate',
          [ResourceResult.InUse]: 'hr.staff.inUse',
        }}
      >
        {(form, { record }) => (
          <>
            <Section titleId="hr.staff.section.identity">
              <FormText name="employeeNo" label={t('hr.staff.field.employeeNo')} maxLength={20} />
              <FormText name="fullName" label={t('hr.staff.field.fullName')} maxLength={200} />
              <FormSelect<string>
                name="gender"
                label={t('hr.staff.field.gender')}
                searchable={false}
                options={['M', 'F'].map((value) => ({ value, label: t(`hr.staff.gender.${value}`) }))}
              />
              <FormDate name="dateOfBirth" label={t('hr.staff.field.dateOfBirth')} />
              <FormText name="email" label={t('hr.staff.field.email')} type="email" maxLength={200} />
              <FormText name="phone" label={t('hr.staff.field.phone')} maxLength={50} />
            </Section>
            <JobSection api={api} lookups={lookups} values={form.values} />
            <AddressSection api={api} lookups={lookups} values={form.values} />
            <Section titleId="hr.staff.section.payroll">
              <FormSelect<number>
                name="bandId"
                label={t('hr.staff.field.band')}
                options={toOptions(lookups.bands)}
              />
              <FormSelect<number>
                name="socialInsuranceTypeId"
                label={t('hr.staff.field.socialInsuranceType')}
                options={toOptions(lookups.socialInsuranceTypes)}
              />
              <FormSelect<number>
                name="payrollCompanyId"
                label={t('hr.staff.field.payrollCompany')}
                options={toOptions(lookups.payrollCompanies)}
              />
              {form.values.employmentType === EmploymentType.Outsource ? (
                <FormSelect<number>
                  name="outsourceCompanyId"
                  label={t('hr.staff.field.outsourceCompany')}
                  options={toOptions(lookups.outsourceCompanies)}
                />
              ) : null}
            </Section>
            <Section titleId="hr.staff.section.photo">
              {record ? (
                <div className="md:col-span-2">
                  <StaffPhoto
                    api={api}
                    staffId={record.id}
                    photoUrl={record.photoUrl}
                    name={record.fullName}
                    canEdit={canEditAtAll && !own}
                  />
                </div>
              ) : (
                <p className="text-sm text-slate-500 md:col-span-2">{t('hr.staff.files.saveFirst')}</p>
              )}
            </Section>
            {record ? (
              <>
                <Section titleId="hr.staff.section.files">
                  <div className="md:col-span-2">
                    <StaffFiles
                      api={api}
                      staffId={record.id}
                      files={record.files}
                      canEdit={canEditAtAll && !own}
                    />
                  </div>
                </Section>
                <Section titleId="hr.staff.access.title">
                  <div className="md:col-span-2">
                    <StaffAccess api={api} record={record} />
                  </div>
                </Section>
              </>
            ) : null}
          </>
        )}
      </EditPage>
    </>
  );
}

type Lookups = ReturnType<typeof useStaffLookups>;

function JobSection({ api, lookups, values }: { api: HrStaffApi; lookups: Lookups; values: StaffValues }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const subDepartments = useLookup(
    values.departmentId,
    async (departmentId) => (await api.subDepartments(departmentId)).dataSourceList,
  );
  return (
    <Section titleId="hr.staff.section.job">
      <FormSelect<number>
        name="status"
        label={t('hr.staff.field.status')}
        searchable={false}
        clearable={false}
        options={statusOptions(intl)}
      />
      <FormSelect<number>
        name="employmentType"
        label={t('hr.staff.field.employmentType')}
        searchable={false}
        clearable={false}
        options={employmentTypeOptions(intl)}
      />
      <FormSelect<number>
        name="officeId"
        label={t('hr.staff.field.office')}
        options={toOptions(lookups.offices)}
      />
      <FormText name="positionTitle" label={t('hr.staff.field.positionTitle')} maxLength={200} />
      <ParentSelect
        name="departmentId"
        clears={DEPENDENT_FIELDS.departmentId!}
        label={t('hr.staff.field.department')}
        options={toOptions(lookups.departments)}
      />
      <FormSelect<number>
        name="subDepartmentId"
        label={t('hr.staff.field.subDepartment')}
        options={toOptions(subDepartments)}
        disabled={!values.departmentId}
      />
      <FormSelect<number>
        name="managerStaffId"
        label={t('hr.staff.field.manager')}
        dataSource={api.staffDataSource}
        // Oneself cannot be one's own manager: the server refuses any loop, the list at least hides this one.
        toOption={(item) => ({ value: item.id, label: item.name, disabled: item.id === values.id })}
      />
      <FormSelect<number>
        name="profileIds"
        multiple
        label={t('hr.staff.field.profiles')}
        options={toOptions(lookups.profiles)}
      />
      <FormDate name="joinDate" label={t('hr.staff.field.joinDate')} />
      <FormDate name="leftDate" label={t('hr.staff.field.leftDate')} />
    </Section>
  );
}

function AddressSection({
  api,
  lookups,
  values,
}: {
  api: HrStaffApi;
  lookups: Lookups;
  values: StaffValues;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const states = useLookup(
    values.countryId,
    async (countryId) => (await api.states(countryId)).dataSourceList,
  );
  const cities = useLookup(
    values.provinceId,
    async (provinceId) => (await api.cities(provinceId)).dataSourceList,
  );
  return (
    <Section titleId="hr.staff.section.address">
      <ParentSelect
        name="countryId"
        clears={DEPENDENT_FIELDS.countryId!}
        label={t('hr.staff.field.country')}
        options={toOptions(lookups.countries)}
      />
      <ParentSelect
        name="provinceId"
        clears={DEPENDENT_FIELDS.provinceId!}
        label={t('hr.staff.field.state')}
        options={toOptions(states)}
        disabled={!values.countryId}
      />
      <FormSelect<number>
        name="cityId"
        label={t('hr.staff.field.city')}
        options={toOptions(cities)}
        disabled={!values.provinceId}
      />
      <FormText name="address" label={t('hr.staff.field.address')} maxLength={500} />
      <FormSelect<number>
        name="hukoLocationId"
        label={t('hr.staff.field.hukoLocation')}
        dataSource={api.hukoLocations}
        dataSourceParams={values.countryId ? { countryId: values.countryId } : {}}
      />
    </Section>
  );
}
