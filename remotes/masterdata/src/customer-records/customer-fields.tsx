import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FormSelect } from '@portal/screen-kit';
import { useCustomerRecordsApi } from './use-customer-records-api';

/** The customer picker of the summaries' search forms and the edit forms (field `customerId`). */
export function CustomerPicker({ fixed = false }: { fixed?: boolean }) {
  const api = useCustomerRecordsApi();
  const intl = useIntl();
  return (
    <FormSelect<number>
      name="customerId"
      testId="picker-customerId"
      label={intl.formatMessage({ id: 'masterdata.customerRecords.field.customer' })}
      dataSource={api.customerDataSource}
      disabled={fixed}
      hint={fixed ? intl.formatMessage({ id: 'masterdata.customerRecords.customerFixed' }) : undefined}
    />
  );
}

/** `?customerId=` of the current URL (the customer edit screen links with it), or null. */
export function useCustomerIdParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('customerId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Empties the given fields when the form's customer changes (they named the previous customer's records). */
export function ClearOnCustomerChange({ fields }: { fields: Record<string, null | []> }) {
  const form = useFormikContext<{ customerId: number | null }>();
  const previous = useRef(form.values.customerId);
  useEffect(() => {
    if (previous.current !== form.values.customerId && previous.current !== null) {
      for (const [field, empty] of Object.entries(fields)) void form.setFieldValue(field, empty, false);
    }
    previous.current = form.values.customerId;
    // Only the customer decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.values.customerId]);
  return null;
}
