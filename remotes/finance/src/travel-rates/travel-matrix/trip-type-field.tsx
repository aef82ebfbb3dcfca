import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { TripType } from '@portal/domain';
import { Select } from '@portal/ui';
import { useShownError } from '@portal/screen-kit';
import { tripTypeOptions } from '../shared/choices';

/** The trip type; choosing "No trip" sets the ticket cost to 0, the only cost such a journey has. */
export function TripTypeField() {
  const intl = useIntl();
  const form = useFormikContext<{ tripType: TripType | null; ticketCost: string }>();
  const error = useShownError(form.getFieldMeta('tripType'));
  return (
    <Select<TripType>
      name="tripType"
      searchable={false}
      label={intl.formatMessage({ id: 'finance.travel.field.tripType' })}
      options={tripTypeOptions(intl)}
      value={form.values.tripType}
      error={error}
      onBlur={() => void form.setFieldTouched('tripType', true, false)}
      onChange={(type) => {
        void form.setFieldValue('tripType', type);
        if (type === TripType.NoTrip) void form.setFieldValue('ticketCost', '0');
      }}
    />
  );
}
