import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  AQL_VALUES,
  CUSTOMER_CONFIG_ENUM_LABELS,
  CUSTOMER_CONFIG_LABEL_PREFIX,
  type CustomerConfigLookups,
} from '@portal/domain';
import { FormNumber, FormSelect, FormText } from '@portal/shell-contract';
import { DateInput, type SelectOption } from '@portal/ui';
import type { FieldSpec } from './config-screens';

const M = 'masterdata.customerConfig';

/** The shown error of a field: after it was left or the form submitted. */
function useShownError(name: string): string | null {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
}

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

/** A multi-line text bound to formik, with its label. */
function FormNote({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field] = useField<string | null>(name);
  const error = useShownError(name);
  const id = useId();
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        {...field}
        value={field.value ?? ''}
        rows={3}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
      />
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

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

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' <-> the date input's local Date. */
const toLocal = (value: string | null) => {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : value;
};
const toIso = (value: Date | string | null) =>
  value instanceof Date
    ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
    : value || null;

function FormDay({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field, , helpers] = useField<string | null>(name);
  const error = useShownError(name);
  return (
    <DateInput
      name={name}
      label={label}
      disabled={disabled}
      value={toLocal(field.value)}
      onChange={(value) => {
        void helpers.setValue(toIso(value as Date | string | null));
        void helpers.setTouched(true, false);
      }}
      error={error}
    />
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
      return <FormNote {...common} />;
    case 'integer':
      return <FormNumber {...common} />;
    case 'date':
      return <FormDay {...common} />;
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
