import { useIntl } from 'react-intl';
import { FormSelect, FormText } from '@portal/screen-kit';
import type { ScheduleApi } from '../../shared/api/use-schedule-api';
import type { OfficeLookups } from '../../shared/screen-parts/use-office-lookups';

/** Text (QC name or employee number), offices, office countries, QCs and operational countries. */
export function AvailabilityFilterFields({ api, lookups }: { api: ScheduleApi; lookups: OfficeLookups }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.availability.filter.${key}` });
  return (
    <>
      <FormText name="searchText" label={t('text')} />
      <FormSelect<number> name="officeIds" multiple label={t('offices')} options={lookups.offices} />
      <FormSelect<number>
        name="officeCountryIds"
        multiple
        label={t('officeCountries')}
        options={lookups.officeCountries}
      />
      <FormSelect<number> name="qcIds" multiple label={t('qcs')} dataSource={api.qcDataSource} />
      <FormSelect<number>
        name="operationalCountryIds"
        multiple
        label={t('operationalCountries')}
        dataSource={api.countryDataSource}
      />
    </>
  );
}
