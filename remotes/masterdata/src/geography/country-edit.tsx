import { useIntl } from 'react-intl';
import {
  GEOGRAPHY_SCREEN_PATHS,
  Permissions,
  ResourceResult,
  type CountryCreate,
  type CountryDetail,
} from '@portal/domain';
import { EditPage, editPermissions, FormNumber, FormSelect, FormText } from '@portal/screen-kit';
import { useGeographyApi } from '../shared/geography/use-geography-api';
import { regionOptions } from './regions';

const P = Permissions.CountrySummary;
const paths = GEOGRAPHY_SCREEN_PATHS.country;

interface Values {
  id: number | null;
  name: string;
  alpha2: string;
  alpha3: string;
  regionId: number | null;
}

const empty: Values = { id: null, name: '', alpha2: '', alpha3: '', regionId: null };

export function CountryEdit() {
  const api = useGeographyApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <EditPage<CountryDetail, Values, CountryCreate>
      titleId="masterdata.country.edit.title"
      newTitleId="masterdata.country.new.title"
      resource={api.country}
      ruleFile="country.json"
      emptyValues={empty}
      toValues={(record) => ({ ...record, alpha3: record.alpha3 ?? '' })}
      toBody={(values) => ({
        id: values.id ?? 0,
        name: values.name.trim(),
        alpha2: values.alpha2.trim().toUpperCase(),
        alpha3: values.alpha3.trim().toUpperCase() || null,
        regionId: values.regionId,
      })}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(P)}
      resultMessages={{
        [ResourceResult.InUse]: 'masterdata.geography.inUse.country',
        [ResourceResult.DuplicateData]: 'masterdata.geography.duplicate.country',
      }}
    >
      {(_form, { isNew }) => (
        <>
          <FormNumber
            name="id"
            label={t('masterdata.geography.field.numericCode')}
            readOnly={!isNew}
            hint={isNew ? undefined : t('masterdata.geography.idFixed')}
          />
          <FormText name="name" label={t('masterdata.geography.field.name')} maxLength={100} />
          <FormText name="alpha2" label={t('masterdata.geography.field.alpha2')} maxLength={2} />
          <FormText name="alpha3" label={t('masterdata.geography.field.alpha3')} maxLength={3} />
          <FormSelect<number>
            name="regionId"
            label={t('masterdata.geography.field.region')}
            options={regionOptions(intl)}
          />
        </>
      )}
    </EditPage>
  );
}
