import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import {
  Permissions,
  Service,
  SUPPLIER_SCREEN_PATHS,
  SupSearchType,
  SupplierType,
  type SupplierRow,
} from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink } from '@portal/screen-kit';
import { Select } from '@portal/ui';
import { useSupplierApi } from './use-supplier-api';

type Filters = {
  supSearchTypeId: number;
  serviceId: number;
  locationIdList: number[];
  customerIds: number[];
};

const SEARCH_TYPES = [SupSearchType.Both, SupSearchType.Supplier, SupSearchType.Factory];
const SERVICES = [Service.Inspection, Service.Audit, Service.Tcf, Service.LabTesting];

function SupplierFilters() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useSupplierApi();
  const form = useFormikContext<Filters>();
  const typeLabel = (type: number) =>
    t(type === SupSearchType.Both ? 'masterdata.supplier.searchType.3' : `masterdata.supplier.type.${type}`);
  return (
    <>
      <Select<number>
        name="supSearchTypeId"
        label={t('masterdata.supplier.filter.searchType')}
        options={SEARCH_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
        value={form.values.supSearchTypeId}
        onChange={(value) => void form.setFieldValue('supSearchTypeId', value ?? SupSearchType.Both)}
      />
      <Select<number>
        name="serviceId"
        label={t('masterdata.supplier.filter.service')}
        options={SERVICES.map((service) => ({
          value: service,
          label: t(`masterdata.supplier.service.${service}`),
        }))}
        value={form.values.serviceId}
        onChange={(value) => void form.setFieldValue('serviceId', value ?? Service.Inspection)}
      />
      <Select<number>
        multiple
        name="locationIdList"
        label={t('masterdata.supplier.filter.countries')}
        dataSource={api.geography.countryDataSource}
        dataSourceParams={{ isVirtual: true }}
        value={form.values.locationIdList}
        onChange={(ids) => void form.setFieldValue('locationIdList', ids)}
      />
      <Select<number>
        multiple
        name="customerIds"
        label={t('masterdata.supplier.filter.customers')}
        dataSource={api.customerDataSource}
        value={form.values.customerIds}
        onChange={(ids) => void form.setFieldValue('customerIds', ids)}
      />
    </>
  );
}

/** /{entity}/suppliersearch/supplier-summary: suppliers and factories in one list (the Vendor landing). */
export function SupplierSummary() {
  const api = useSupplierApi();
  const intl = useIntl();
  const link = useEntityLink();
  const typeName = (row: SupplierRow) => intl.formatMessage({ id: `masterdata.supplier.type.${row.typeId}` });
  return (
    <SummaryPage<SupplierRow, Filters>
      titleId="masterdata.supplier.summary.title"
      screenKey="supplier-summary"
      resource={api.summary}
      rowKey={(row) => row.key}
      columns={[
        { key: 'name', titleId: 'masterdata.supplier.field.name', sortable: true },
        {
          key: 'typeId',
          titleId: 'masterdata.supplier.field.type',
          sortable: true,
          render: typeName,
          exportValue: typeName,
        },
        { key: 'code', titleId: 'masterdata.supplier.field.code', sortable: true },
        { key: 'localName', titleId: 'masterdata.supplier.field.localName', defaultVisible: false },
        { key: 'countryName', titleId: 'masterdata.supplier.field.country', sortable: true },
        { key: 'cityName', titleId: 'masterdata.supplier.field.city', sortable: true },
        { key: 'linkedNames', titleId: 'masterdata.supplier.field.linked' },
        {
          key: 'active',
          titleId: 'masterdata.supplier.field.active',
          render: (row) =>
            intl.formatMessage({ id: row.active ? 'masterdata.supplier.yes' : 'masterdata.supplier.no' }),
          exportValue: (row) =>
            intl.formatMessage({ id: row.active ? 'masterdata.supplier.yes' : 'masterdata.supplier.no' }),
          defaultVisible: false,
        },
      ]}
      filterDefaults={{
        supSearchTypeId: SupSearchType.Both,
        serviceId: Service.Inspection,
        locationIdList: [],
        customerIds: [],
      }}
      renderFilters={() => <SupplierFilters />}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.SupplierSummary)}
      rowLink={(row) =>
        link(
          `${SUPPLIER_SCREEN_PATHS.edit}/${row.id}${row.typeId === SupplierType.Factory ? '?type=factory' : ''}`,
        )
      }
      newLink={link(SUPPLIER_SCREEN_PATHS.edit)}
      exportName="suppliers"
    />
  );
}
