import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Select, TextField } from '@portal/ui';
import { usePurchaseOrderApi } from '../shared/api/use-purchase-order-api';
import { OpenLinesList } from '../shared/purchase-order/open-lines-list';
import { useOwnCustomerId } from './use-own-customer';

/**
 * The open PO lines of a customer (and optionally a supplier and factory): what is left to book. The list
 * is OpenLinesList, which the booking screen reuses to pick lines.
 */
export function PurchaseOrderLite() {
  const api = usePurchaseOrderApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const ownCustomerId = useOwnCustomerId();
  const [customerId, setCustomerId] = useState<number | null>(ownCustomerId);
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [factoryId, setFactoryId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [searchText, setSearchText] = useState('');

  return (
    <div className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('inspection.purchaseOrder.lite.title')}</h1>
      <form
        role="search"
        className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-2 lg:grid-cols-4 lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setSearchText(typed);
        }}
      >
        <Select<number>
          name="customerId"
          label={t('inspection.purchaseOrder.field.customer')}
          dataSource={api.customerDataSource}
          value={customerId}
          onChange={setCustomerId}
          disabled={ownCustomerId !== null}
          clearable={false}
        />
        <Select<number>
          name="supplierId"
          label={t('inspection.purchaseOrder.field.supplier')}
          dataSource={api.supplierDataSource}
          value={supplierId}
          onChange={(value) => {
            if (value !== supplierId) setFactoryId(null);
            setSupplierId(value);
          }}
        />
        <Select<number>
          name="factoryId"
          label={t('inspection.purchaseOrder.field.factory')}
          dataSource={api.factoryDataSource}
          dataSourceParams={supplierId ? { supplierIdList: [supplierId] } : {}}
          value={factoryId}
          onChange={setFactoryId}
        />
        <div className="flex items-end gap-2">
          <TextField
            className="grow"
            name="searchText"
            label={t('inspection.poLite.searchText')}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">{t('inspection.poLite.search')}</Button>
        </div>
      </form>
      <OpenLinesList filters={{ customerId, supplierId, factoryId, searchText }} />
    </div>
  );
}
