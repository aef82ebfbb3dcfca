import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { PO_NUMBER_MAX } from '@portal/domain';
import { FormSelect, FormText, FormTextArea, useShownError } from '@portal/screen-kit';
import { Select } from '@portal/ui';
import type { PurchaseOrderApi } from '../shared/api/use-purchase-order-api';
import type { PurchaseOrderValues } from './purchase-order-values';

/** Largest remarks the server keeps. */
const REMARKS_MAX = 2000;

type Lookups = Pick<PurchaseOrderApi, 'customerDataSource' | 'supplierDataSource' | 'factoryDataSource'>;

/**
 * A select whose change empties what depended on the old choice (a customer's products, a supplier's
 * factory). Only the user's change does: a record loaded into the form keeps every value it brings.
 */
function ParentSelect({
  name,
  label,
  dataSource,
  disabled,
  hint,
  onChanged,
}: {
  name: 'customerId' | 'supplierId';
  label: string;
  dataSource: Lookups['customerDataSource'];
  disabled?: boolean;
  hint?: string;
  onChanged(form: ReturnType<typeof useFormikContext<PurchaseOrderValues>>): void;
}) {
  const form = useFormikContext<PurchaseOrderValues>();
  const [field, meta, helpers] = useField<number | null>(name);
  const error = useShownError(meta);
  return (
    <Select<number>
      name={name}
      label={label}
      dataSource={dataSource}
      value={field.value ?? null}
      disabled={disabled}
      hint={hint}
      error={error}
      onBlur={() => void helpers.setTouched(true)}
      onChange={(value) => {
        if (value === field.value) return;
        void helpers.setValue(value);
        onChanged(form);
      }}
    />
  );
}

/** The order's own fields: number, customer (fixed once saved), supplier, factory, remarks. */
export function PurchaseOrderHeaderFields({
  isNew,
  customerFixed,
  lookups,
}: {
  isNew: boolean;
  /** A customer user's own customer: never a choice. */
  customerFixed: boolean;
  lookups: Lookups;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { values } = useFormikContext<PurchaseOrderValues>();
  const field = (key: string) => t(`inspection.purchaseOrder.field.${key}`);
  return (
    <>
      <FormText name="poNumber" label={field('poNumber')} maxLength={PO_NUMBER_MAX} />
      <ParentSelect
        name="customerId"
        label={field('customer')}
        dataSource={lookups.customerDataSource}
        disabled={!isNew || customerFixed}
        hint={isNew ? undefined : t('inspection.purchaseOrder.customerFixed')}
        onChanged={(form) => {
          // The lines' products belong to the old customer: they are chosen again.
          const lines = form.values.lines.map((line) => ({ ...line, productId: null }));
          void form.setFieldValue('lines', lines, false);
        }}
      />
      <ParentSelect
        name="supplierId"
        label={field('supplier')}
        dataSource={lookups.supplierDataSource}
        onChanged={(form) => void form.setFieldValue('factoryId', null, false)}
      />
      <FormSelect<number>
        name="factoryId"
        label={field('factory')}
        dataSource={lookups.factoryDataSource}
        dataSourceParams={values.supplierId ? { supplierIdList: [values.supplierId] } : {}}
      />
      <div className="md:col-span-2">
        <FormTextArea name="remarks" label={field('remarks')} maxLength={REMARKS_MAX} />
      </div>
    </>
  );
}
