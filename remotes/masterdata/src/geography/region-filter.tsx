import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Select } from '@portal/ui';
import { regionOptions } from './regions';

/** The country search's region filter (a fixed list, so no datasource). */
export function RegionFilter() {
  const intl = useIntl();
  const form = useFormikContext<{ regionIds: number[] }>();
  return (
    <Select<number>
      multiple
      name="regionIds"
      label={intl.formatMessage({ id: 'masterdata.geography.filter.regions' })}
      options={regionOptions(intl)}
      value={form.values.regionIds}
      onChange={(ids) => void form.setFieldValue('regionIds', ids)}
    />
  );
}
