import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Select } from '@portal/ui';
import { FormSelect, useShownError } from '@portal/screen-kit';
import { useTravelRatesApi } from '../use-travel-rates-api';

type PlaceValues = { countryId: number | null; cityId: number | null };

/**
 * Country and city of an edit form: the city is searched within the country, and changing the country
 * empties the city, which no longer lies in it. `cityLabel` names what the city is (a destination).
 */
export function CountryCityFields({ cityLabel = 'finance.travel.field.city' }: { cityLabel?: string }) {
  const intl = useIntl();
  const api = useTravelRatesApi();
  const form = useFormikContext<PlaceValues>();
  const countryError = useShownError(form.getFieldMeta('countryId'));
  const cityError = useShownError(form.getFieldMeta('cityId'));
  const { countryId, cityId } = form.values;
  return (
    <>
      <Select<number>
        name="countryId"
        label={intl.formatMessage({ id: 'finance.travel.field.country' })}
        dataSource={api.countryDataSource}
        value={countryId ?? null}
        error={countryError}
        onBlur={() => void form.setFieldTouched('countryId', true, false)}
        onChange={(id) => {
          void form.setFieldValue('countryId', id);
          if (id !== countryId) void form.setFieldValue('cityId', null);
        }}
      />
      <Select<number>
        name="cityId"
        label={intl.formatMessage({ id: cityLabel })}
        dataSource={api.cityDataSource}
        dataSourceParams={countryId ? { countryIds: [countryId] } : {}}
        value={cityId ?? null}
        error={cityError}
        disabled={!countryId}
        onBlur={() => void form.setFieldTouched('cityId', true, false)}
        onChange={(id) => void form.setFieldValue('cityId', id)}
      />
    </>
  );
}

/** The destination country of a rate that names no city (field `countryId`). */
export function CountryField() {
  const intl = useIntl();
  const api = useTravelRatesApi();
  return (
    <FormSelect<number>
      name="countryId"
      label={intl.formatMessage({ id: 'finance.travel.field.country' })}
      dataSource={api.countryDataSource}
    />
  );
}
