import { useField, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  AQL_VALUES,
  CUSTOMER_CONFIG_ENUM_LABELS,
  CUSTOMER_CONFIG_LABEL_PREFIX,
  type CustomerConfigLookups,
} from '@portal/domain';
import { FormDate, FormNumber, FormSelect, FormText, FormTextArea } from '@portal/screen-kit';
import type { SelectOption } from '@portal/ui';
import type { FieldSpec } from './config-screens';

const M = 'masterdata.customerConfig';

export function useLabel() {
  const intl = useIntl();
  return (field: string) => intl.formatMessage({ id: `${CUSTOMER_CONFIG_LABEL_PREFIX}${field}` });
}

/** The options of a domain list, in its order. */
export function useEnumOptions() {
  const intl = useIntl();
  return (list: string): SelectOption<number>[] =>
    Object.keys(CUSTOMER_CONFIG_ENUM_LABELS[list] ?? {}).map((value) => ({
      value: Number(value),
      label: intl.formatMessage({ id: `${M}.${list}.${value}` }),
    }));
}

const named = (items: { id: number; name: string }[]): SelectOption<number>[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** A yes/no field (labelled checkbox). */
function FormCheck({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <label className="flex items-center gap-2 self-end py-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        name={name}
        checked={field.value === true}
        disabled={disabled}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={field.onBlur}
        className="h-4 w-4 rounded border-slate-300"
      />
      {label}
    </label>
  );
}

/** The label of a customer service: "Inspection - Final inspection". */
export function useServiceLine(lookups: CustomerConfigLookups) {
  const intl = useIntl();
  return (serviceId: number, serviceType: number) => {
    const service = lookups.services.find((item) => item.id === serviceId)?.name ?? String(serviceId);
    return `${service} - ${intl.formatMessage({ id: `${M}.serviceType.${serviceType}` })}`;
  };
}

/** One field of a configuration form, drawn by its kind. */
export function ConfigField({
  spec,
  lookups,
  readOnly,
}: {
  spec: FieldSpec;
  lookups: CustomerConfigLookups;
  readOnly: boolean;
}) {
  const label = useLabel()(spec.label ?? spec.name);
  const enumOptions = useEnumOptions();
  const serviceLine = useServiceLine(lookups);
  const form = useFormikContext<Record<string, unknown>>();
  const common = { name: spec.name, label, disabled: readOnly };
  switch (spec.kind) {
    case 'text':
      return <FormText {...common} maxLength={200} />;
    case 'note':
      return <FormTextArea {...common} className="sm:col-span-2" />;
    case 'integer':
      return <FormNumber {...common} />;
    case 'date':
      return <FormDate {...common} />;
    case 'checkbox':
      return <FormCheck {...common} />;
    case 'enum':
      return (
        <FormSelect<number> {...common} testId={`field-${spec.name}`} options={enumOptions(spec.list!)} />
      );
    case 'aql':
      return (
        <FormSelect<number>
          {...common}
          testId={`field-${spec.name}`}
          options={AQL_VALUES.map((value) => ({ value, label: String(value) }))}
        />
      );
    case 'service':
      return (
        <FormSelect<number> {...common} testId={`field-${spec.name}`} options={named(lookups.services)} />
      );
    case 'staff':
      return (
        <FormSelect<number>
          {...common}
          testId={`field-${spec.name}`}
          options={named(lookups.internalUsers)}
        />
      );
    case 'customerService': {
      const customerId = form.values.customerId as number | null;
      const options = lookups.customerServices
        .filter((item) => item.customerId === customerId)
        .map((item) => ({ value: item.id, label: serviceLine(item.serviceId, item.serviceType) }));
      return <FormSelect<number> {...common} testId={`field-${spec.name}`} options={options} />;
    }
  }
}

/**
 * The customer of the form: chosen on a new record (preselected by `?customerId=`, or the caller's only
 * customer), fixed afterwards. A change empties the fields that named the previous customer's records.
 */
export function CustomerField({
  lookups,
  fixed,
  clears,
}: {
  lookups: CustomerConfigLookups;
  fixed: boolean;
  clears: string[];
}) {
  const intl = useIntl();
  const label = useLabel()('customer');
  const form = useFormikContext<Record<string, unknown>>();
  const customerId = form.values.customerId as number | null;
  const only = lookups.customers.length === 1 ? lookups.customers[0]!.id : null;
  const previous = useRef(customerId);
  useEffect(() => {
    if (!fixed && customerId == null && only != null) void form.setFieldValue('customerId', only);
    // Only when the list arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);
  useEffect(() => {
    if (previous.current != null && previous.current !== customerId)
      for (const field of clears) void form.setFieldValue(field, null, false);
    previous.current = customerId;
    // Only the customer decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customerId]);
  return (
    <FormSelect<number>
      name="customerId"
      testId="field-customerId"
      label={label}
      options={named(lookups.customers)}
      disabled={fixed}
      hint={fixed ? intl.formatMessage({ id: `${M}.customerFixed` }) : undefined}
    />
  );
}
