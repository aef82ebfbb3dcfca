import { useIntl } from 'react-intl';
import { CUSTOMER_ROUTES, Permissions, type CustomerRow } from '@portal/domain';
import {
  FormSelect,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { useGeographyApi } from '../shared/geography/use-geography-api';
import { useCustomerApi, useCustomerLookups, type CustomerApi } from './use-customer-api';

type Filters = { statusIds: number[]; countryIds: number[]; groupIds: number[]; kamIds: number[] };
const FILTER_DEFAULTS: Filters = { statusIds: [], countryIds: [], groupIds: [], kamIds: [] };
const F = 'masterdata.customer.field.';

const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

function CustomerFilters({ api }: { api: CustomerApi }) {
  const intl = useIntl();
  const geography = useGeographyApi();
  const lookups = useCustomerLookups(api);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <FormSelect<number>
        name="statusIds"
        testId="filter-statusIds"
        multiple
        label={t('masterdata.customer.filter.statuses')}
        options={options(lookups?.status)}
      />
      <FormSelect<number>
        name="countryIds"
        testId="filter-countryIds"
        multiple
        label={t('masterdata.customer.filter.countries')}
        dataSource={geography.countryDataSource}
      />
      <FormSelect<number>
        name="groupIds"
        testId="filter-groupIds"
        multiple
        label={t('masterdata.customer.filter.groups')}
        options={options(lookups?.group)}
      />
      <FormSelect<number>
        name="kamIds"
        testId="filter-kamIds"
        multiple
        label={t('masterdata.customer.filter.kams')}
        options={options(lookups?.kamStaff)}
      />
    </>
  );
}

/** Customer summary (the Customer right type's landing): search by text, status, country, group, KAM. */
export function CustomerSummary() {
  const api = useCustomerApi();
  const link = useEntityLink();
  const columns: SummaryColumn<CustomerRow>[] = [
    { key: 'name', titleId: `${F}name`, sortable: true },
    { key: 'code', titleId: `${F}code`, sortable: true },
    { key: 'glCode', titleId: `${F}glCode`, sortable: true, defaultVisible: false },
    { key: 'email', titleId: `${F}email`, sortable: true, defaultVisible: false },
    { key: 'countryName', titleId: `${F}country`, sortable: true },
    { key: 'statusName', titleId: `${F}status`, sortable: true },
    { key: 'groupName', titleId: `${F}group`, sortable: true },
    { key: 'kamNames', titleId: `${F}kamNames` },
    { key: 'brandNames', titleId: `${F}brandNames` },
    { key: 'entityNames', titleId: `${F}entityNames`, defaultVisible: false },
  ];
  return (
    <SummaryPage<CustomerRow, Filters>
      titleId="masterdata.customer.summary.title"
      screenKey="customer-summary"
      resource={api.customer}
      columns={columns}
      filterDefaults={FILTER_DEFAULTS}
      renderFilters={() => <CustomerFilters api={api} />}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.CustomerSummary)}
      rowLink={(row) => link(`${CUSTOMER_ROUTES.edit}/${row.id}`)}
      newLink={link(CUSTOMER_ROUTES.edit)}
      exportName="customers"
    />
  );
}
