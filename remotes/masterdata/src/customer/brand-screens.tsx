import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  CUSTOMER_ROUTES,
  Permissions,
  ResourceResult,
  type CustomerBrandRow,
  type CustomerBrandSave,
} from '@portal/domain';
import {
  EditPage,
  editPermissions,
  FormCheckbox,
  FormSelect,
  FormText,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
} from '@portal/screen-kit';
import { useCustomerApi } from './use-customer-api';

const F = 'masterdata.customer.field.';

/** Brands of the customers in scope; `?customerIds=` (the customer screen's link) filters one customer. */
export function BrandSummary() {
  const api = useCustomerApi();
  const link = useEntityLink();
  const intl = useIntl();
  const yesNo = (value: boolean) => intl.formatMessage({ id: `masterdata.customer.${value ? 'yes' : 'no'}` });
  return (
    <SummaryPage<CustomerBrandRow, { customerIds: number[] }>
      titleId="masterdata.customer.brand.summary.title"
      screenKey="customer-brand-summary"
      resource={api.brand}
      columns={[
        { key: 'name', titleId: `${F}brandName`, sortable: true },
        { key: 'customerName', titleId: `${F}customer`, sortable: true },
        {
          key: 'active',
          titleId: `${F}active`,
          sortable: true,
          render: (row) => yesNo(row.active),
          exportValue: (row) => yesNo(row.active),
        },
      ]}
      filterDefaults={{ customerIds: [] }}
      renderFilters={() => (
        <FormSelect<number>
          name="customerIds"
          testId="filter-customerIds"
          multiple
          label={intl.formatMessage({ id: 'masterdata.customer.filter.customers' })}
          dataSource={api.customerDataSource}
        />
      )}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.CustomerBrandSummary)}
      rowLink={(row) => link(`${CUSTOMER_ROUTES.brandEdit}/${row.id}`)}
      newLink={link(CUSTOMER_ROUTES.brandEdit)}
      exportName="brands"
    />
  );
}

interface Values {
  id: number | null;
  customerId: number | null;
  name: string;
  active: boolean;
}

export function BrandEdit() {
  const api = useCustomerApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const preset = Number(params.get('customerId'));
  const empty: Values = {
    id: null,
    customerId: Number.isInteger(preset) && preset > 0 ? preset : null,
    name: '',
    active: true,
  };
  return (
    <EditPage<CustomerBrandRow, Values, CustomerBrandSave>
      titleId="masterdata.customer.brand.edit.title"
      newTitleId="masterdata.customer.brand.new.title"
      resource={api.brand}
      ruleFile="customer-brand.json"
      emptyValues={empty}
      toValues={(record) => ({
        id: record.id,
        customerId: record.customerId,
        name: record.name,
        active: record.active,
      })}
      toBody={(values) => ({
        id: values.id ?? 0,
        version: 0,
        customerId: values.customerId ?? 0,
        name: values.name.trim(),
        active: values.active,
      })}
      summaryPath={CUSTOMER_ROUTES.brandSummary}
      editPath={(id) => `${CUSTOMER_ROUTES.brandEdit}/${id}`}
      permissions={editPermissions(Permissions.CustomerBrandSummary)}
      resultMessages={{
        [ResourceResult.DuplicateName]: 'masterdata.customer.brand.duplicate',
        [ResourceResult.ParentNotFound]: 'masterdata.customer.brand.foreign',
        [ResourceResult.InUse]: 'masterdata.customer.brand.inUse',
      }}
    >
      {(_form, { isNew }) => (
        <>
          <FormSelect<number>
            name="customerId"
            testId="picker-customerId"
            label={t(`${F}customer`)}
            dataSource={api.customerDataSource}
            disabled={!isNew}
          />
          <FormText name="name" label={t(`${F}brandName`)} maxLength={100} />
          <FormCheckbox name="active" label={t(`${F}active`)} />
        </>
      )}
    </EditPage>
  );
}
