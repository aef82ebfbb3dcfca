import { useIntl } from 'react-intl';
import {
  CUSTOMER_RECORD_SCREENS,
  Permissions,
  ResourceResult,
  type CollectionCreate,
  type CollectionDetail,
  type CollectionRow,
} from '@portal/domain';
import { EditPage, editPermissions, FormCheckbox, FormSelect, FormText } from '@portal/screen-kit';
import { ClearOnCustomerChange, CustomerPicker, useCustomerIdParam } from './customer-fields';
import { RecordSummary } from './record-summary';
import { useCustomerRecordsApi } from './use-customer-records-api';

const F = 'masterdata.customerRecords.field.';
const paths = CUSTOMER_RECORD_SCREENS.collection;

export function CollectionSummary() {
  const api = useCustomerRecordsApi();
  const intl = useIntl();
  const yesNo = (value: boolean) =>
    intl.formatMessage({ id: value ? 'masterdata.customerRecords.yes' : 'masterdata.customerRecords.no' });
  return (
    <RecordSummary<CollectionRow>
      kind="collection"
      resource={api.collection}
      columns={[
        { key: 'name', titleId: `${F}name`, sortable: true },
        { key: 'brandName', titleId: `${F}brand`, sortable: true },
        { key: 'customerName', titleId: `${F}customer`, sortable: true },
        {
          key: 'isActive',
          titleId: `${F}isActive`,
          sortable: true,
          render: (row) => yesNo(row.isActive),
          exportValue: (row) => yesNo(row.isActive),
        },
      ]}
      group={Permissions.CustomerCollectionSummary}
      exportName="collections"
    />
  );
}

interface Values {
  id: number | null;
  customerId: number | null;
  name: string;
  brandId: number | null;
  description: string;
  isActive: boolean;
}

export function CollectionEdit() {
  const api = useCustomerRecordsApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const customerId = useCustomerIdParam();
  return (
    <EditPage<CollectionDetail, Values, CollectionCreate>
      titleId="masterdata.customerRecords.collection.edit.title"
      newTitleId="masterdata.customerRecords.collection.new.title"
      resource={api.collection}
      ruleFile="customer-collection.json"
      emptyValues={{ id: null, customerId, name: '', brandId: null, description: '', isActive: true }}
      toValues={(record) => ({ ...record, description: record.description ?? '' })}
      toBody={(values) => ({
        id: values.id ?? 0,
        customerId: values.customerId ?? 0,
        name: values.name.trim(),
        brandId: values.brandId,
        description: values.description.trim() || null,
        isActive: values.isActive,
      })}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(Permissions.CustomerCollectionSummary)}
      resultMessages={{
        [ResourceResult.DuplicateName]: 'masterdata.customerRecords.duplicate.collection',
        [ResourceResult.ParentNotFound]: 'masterdata.customerRecords.foreign.collection',
        [ResourceResult.NotFound]: 'masterdata.customerRecords.notFound',
      }}
    >
      {(form, { isNew }) => (
        <>
          <CustomerPicker fixed={!isNew} />
          <ClearOnCustomerChange fields={{ brandId: null }} />
          <FormText name="name" label={t(`${F}name`)} maxLength={200} />
          <FormSelect<number>
            name="brandId"
            testId="picker-brandId"
            label={t(`${F}brand`)}
            dataSource={api.brandDataSource}
            dataSourceParams={{ customerId: form.values.customerId }}
            disabled={!form.values.customerId}
            hint={form.values.customerId ? undefined : t('masterdata.customerRecords.pickCustomerFirst')}
          />
          <FormText name="description" label={t(`${F}description`)} maxLength={1000} />
          <FormCheckbox name="isActive" label={t(`${F}isActive`)} />
        </>
      )}
    </EditPage>
  );
}
