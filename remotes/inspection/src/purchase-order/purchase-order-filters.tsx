import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { FormDate, FormSelect } from '@portal/screen-kit';
import type { PurchaseOrderApi } from '../shared/api/use-purchase-order-api';

export interface PurchaseOrderFilters extends Record<string, number[] | string | null> {
  customerIds: number[];
  supplierIds: number[];
  factoryIds: number[];
  productIds: number[];
  destinationCountryIds: number[];
  /** yyyy-MM-dd, inclusive. */
  etdFrom: string | null;
  etdTo: string | null;
}

export const PURCHASE_ORDER_FILTER_DEFAULTS: PurchaseOrderFilters = {
  customerIds: [],
  supplierIds: [],
  factoryIds: [],
  productIds: [],
  destinationCountryIds: [],
  etdFrom: null,
  etdTo: null,
};

/** The summary's filters; products and factories offer what the chosen customers and suppliers have. */
export function PurchaseOrderFilterFields({ api }: { api: PurchaseOrderApi }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.purchaseOrder.filter.${key}` });
  const { values } = useFormikContext<PurchaseOrderFilters>();
  return (
    <>
      <FormSelect<number>
        name="customerIds"
        multiple
        label={t('customers')}
        dataSource={api.customerDataSource}
      />
      <FormSelect<number>
        name="supplierIds"
        multiple
        label={t('suppliers')}
        dataSource={api.supplierDataSource}
      />
      <FormSelect<number>
        name="factoryIds"
        multiple
        label={t('factories')}
        dataSource={api.factoryDataSource}
        dataSourceParams={values.supplierIds.length ? { supplierIdList: values.supplierIds } : {}}
      />
      <FormSelect<number>
        name="productIds"
        multiple
        label={t('products')}
        dataSource={api.productDataSource}
        dataSourceParams={values.customerIds.length ? { customerIds: values.customerIds } : {}}
      />
      <FormSelect<number>
        name="destinationCountryIds"
        multiple
        label={t('destinationCountries')}
        dataSource={api.countryDataSource}
      />
      <FormDate name="etdFrom" label={t('etdFrom')} />
      <FormDate name="etdTo" label={t('etdTo')} />
    </>
  );
}
