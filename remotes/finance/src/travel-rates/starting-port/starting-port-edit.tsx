import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import {
  Permissions,
  ResourceResult,
  SCHEDULE_SCREEN_PATHS,
  type HolidayOfficeOption,
  type StartingPortCreate,
  type StartingPortDetail,
} from '@portal/domain';
import { Select } from '@portal/ui';
import { EditPage, FormCheckbox, FormText, editPermissions, useShownError } from '@portal/screen-kit';
import { CountryCityFields } from '../shared/place-fields';
import { useOffices } from '../shared/use-offices';
import { useTravelRatesApi } from '../use-travel-rates-api';

interface Values {
  name: string;
  officeId: number | null;
  countryId: number | null;
  cityId: number | null;
  isActive: boolean;
}

const EMPTY: Values = { name: '', officeId: null, countryId: null, cityId: null, isActive: true };

/** The office; a port's country starts as its office's (most ports lie in the office's own country). */
function OfficeField({ offices }: { offices: HolidayOfficeOption[] }) {
  const intl = useIntl();
  const form = useFormikContext<Values>();
  const error = useShownError(form.getFieldMeta('officeId'));
  return (
    <Select<number>
      name="officeId"
      label={intl.formatMessage({ id: 'finance.travel.field.office' })}
      options={offices.map((office) => ({ value: office.id, label: office.name }))}
      value={form.values.officeId}
      error={error}
      onBlur={() => void form.setFieldTouched('officeId', true, false)}
      onChange={(id) => {
        void form.setFieldValue('officeId', id);
        const office = offices.find((item) => item.id === id);
        if (office && form.values.countryId == null) void form.setFieldValue('countryId', office.countryId);
      }}
    />
  );
}

/** A starting port: its name, the office whose inspectors set out from it, its city, and whether it is used. */
export function StartingPortEdit() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useTravelRatesApi();
  const offices = useOffices(api);
  return (
    <EditPage<StartingPortDetail, Values, StartingPortCreate>
      titleId="finance.travel.startingPort.edit.title"
      newTitleId="finance.travel.startingPort.new.title"
      resource={api.startingPort}
      ruleFile="starting-port.json"
      emptyValues={EMPTY}
      toValues={(record) => ({
        name: record.name,
        officeId: record.officeId,
        countryId: record.countryId,
        cityId: record.cityId,
        isActive: record.isActive,
      })}
      toBody={(values) => ({
        name: values.name.trim(),
        officeId: values.officeId ?? 0,
        countryId: values.countryId ?? 0,
        cityId: values.cityId ?? 0,
        isActive: values.isActive,
      })}
      summaryPath={SCHEDULE_SCREEN_PATHS.startingPort}
      editPath={(id) => `${SCHEDULE_SCREEN_PATHS.startingPortEdit}/${id}`}
      permissions={editPermissions(Permissions.StartingPortSummary)}
      resultMessages={{
        [ResourceResult.DuplicateName]: 'finance.travel.startingPort.duplicate',
        [ResourceResult.InUse]: 'finance.travel.startingPort.inUse',
        [ResourceResult.ParentNotFound]: 'finance.travel.startingPort.parentNotFound',
      }}
    >
      {() => (
        <>
          <p className="text-sm text-slate-600 md:col-span-2">{t('finance.travel.startingPort.hint')}</p>
          <FormText name="name" label={t('finance.travel.field.name')} maxLength={100} />
          <OfficeField offices={offices} />
          <CountryCityFields />
          <FormCheckbox name="isActive" label={t('finance.travel.field.isActive')} />
        </>
      )}
    </EditPage>
  );
}
