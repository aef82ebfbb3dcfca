import { useIntl } from 'react-intl';
import { HR_ROUTES, Permissions, ResourceResult, type OfficeDetail, type OfficeSave } from '@portal/domain';
import { EditPage, FormCheckbox, FormSelect, FormText } from '@portal/screen-kit';
import { ParentSelect, useLookup } from '../shared/forms/form-helpers';
import { toOptions } from '../shared/forms/form-values';
import { OfficeHolidays } from './office-holidays';
import { useHrStaffApi } from './staff-api';
import { DEPENDENT_FIELDS } from './staff-values';
import { useStaffLookups } from './use-staff-lookups';

interface Values {
  id: number | null;
  name: string;
  code: string;
  countryId: number | null;
  provinceId: number | null;
  cityId: number | null;
  address: string;
  phone: string;
  email: string;
  isActive: boolean;
}

const empty: Values = {
  id: null,
  name: '',
  code: '',
  countryId: null,
  provinceId: null,
  cityId: null,
  address: '',
  phone: '',
  email: '',
  isActive: true,
};

const text = (value: string) => (value.trim() ? value.trim() : null);

export const officeToBody = (values: Values): OfficeSave => ({
  id: values.id ?? 0,
  version: 0,
  name: values.name.trim(),
  code: text(values.code),
  // The form saves only once office.json passes, and it requires a country.
  countryId: values.countryId!,
  provinceId: values.countryId ? values.provinceId : null,
  cityId: values.provinceId ? values.cityId : null,
  address: text(values.address),
  phone: text(values.phone),
  email: text(values.email),
  isActive: values.isActive,
});

/** Office edit: name, code, place (country > state > city), contact, and its holiday calendar. */
export function OfficeEdit() {
  const api = useHrStaffApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const lookups = useStaffLookups(api);
  return (
    <EditPage<OfficeDetail, Values, OfficeSave>
      titleId="hr.office.edit.title"
      newTitleId="hr.office.new.title"
      resource={api.office}
      ruleFile="office.json"
      emptyValues={empty}
      toValues={(record) => ({
        ...record,
        code: record.code ?? '',
        address: record.address ?? '',
        phone: record.phone ?? '',
        email: record.email ?? '',
      })}
      toBody={officeToBody}
      summaryPath={HR_ROUTES.officeSummary}
      editPath={(id) => `${HR_ROUTES.officeEdit}/${id}`}
      // Offices are deactivated rather than deleted: no Delete button.
      permissions={{ edit: Permissions.OfficeSummary.Edit, delete: 'OfficeSummary.Never' }}
      resultMessages={{ [ResourceResult.DuplicateName]: 'kit.result.5' }}
    >
      {(form, { record }) => (
        <>
          <FormText name="name" label={t('hr.office.field.name')} maxLength={100} />
          <FormText name="code" label={t('hr.office.field.code')} maxLength={20} />
          <OfficePlace countries={lookups.countries} values={form.values} />
          <FormText name="address" label={t('hr.office.field.address')} maxLength={500} />
          <FormText name="phone" label={t('hr.office.field.phone')} maxLength={50} />
          <FormText name="email" label={t('hr.office.field.email')} type="email" maxLength={200} />
          <FormCheckbox name="isActive" label={t('hr.office.field.isActive')} />
          <div className="border-t border-slate-100 pt-4 md:col-span-2">
            {record ? (
              <OfficeHolidays api={api} officeId={record.id} />
            ) : (
              <p className="text-sm text-slate-500">{t('hr.office.holidays.saveFirst')}</p>
            )}
          </div>
        </>
      )}
    </EditPage>
  );
}

function OfficePlace({ countries, values }: { countries: { id: number; name: string }[]; values: Values }) {
  const api = useHrStaffApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const states = useLookup(values.countryId, async (id) => (await api.states(id)).dataSourceList);
  const cities = useLookup(values.provinceId, async (id) => (await api.cities(id)).dataSourceList);
  return (
    <>
      <ParentSelect
        name="countryId"
        clears={DEPENDENT_FIELDS.countryId!}
        label={t('hr.office.field.country')}
        options={toOptions(countries)}
      />
      <ParentSelect
        name="provinceId"
        clears={DEPENDENT_FIELDS.provinceId!}
        label={t('hr.office.field.state')}
        options={toOptions(states)}
        disabled={!values.countryId}
      />
      <FormSelect<number>
        name="cityId"
        label={t('hr.office.field.city')}
        options={toOptions(cities)}
        disabled={!values.provinceId}
      />
    </>
  );
}
