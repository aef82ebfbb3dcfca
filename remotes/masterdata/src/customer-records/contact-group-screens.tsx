import { useIntl } from 'react-intl';
import {
  CUSTOMER_RECORD_SCREENS,
  Permissions,
  ResourceResult,
  type ContactGroupCreate,
  type ContactGroupDetail,
  type ContactGroupRow,
} from '@portal/domain';
import { EditPage, editPermissions, FormText } from '@portal/screen-kit';
import { CustomerPicker, useCustomerIdParam } from './customer-fields';
import { RecordSummary } from './record-summary';
import { useCustomerRecordsApi } from './use-customer-records-api';

const F = 'masterdata.customerRecords.field.';
const paths = CUSTOMER_RECORD_SCREENS.contactGroup;

export function ContactGroupSummary() {
  const api = useCustomerRecordsApi();
  return (
    <RecordSummary<ContactGroupRow>
      kind="contactGroup"
      resource={api.contactGroup}
      columns={[
        { key: 'name', titleId: `${F}name`, sortable: true },
        { key: 'customerName', titleId: `${F}customer`, sortable: true },
        { key: 'contactCount', titleId: `${F}contactCount`, sortable: true },
      ]}
      group={Permissions.CustomerContactGroupSummary}
      exportName="contact-groups"
    />
  );
}

interface Values {
  id: number | null;
  customerId: number | null;
  name: string;
}

export function ContactGroupEdit() {
  const api = useCustomerRecordsApi();
  const intl = useIntl();
  const customerId = useCustomerIdParam();
  return (
    <EditPage<ContactGroupDetail, Values, ContactGroupCreate>
      titleId="masterdata.customerRecords.contactGroup.edit.title"
      newTitleId="masterdata.customerRecords.contactGroup.new.title"
      resource={api.contactGroup}
      ruleFile="customer-contact-group.json"
      emptyValues={{ id: null, customerId, name: '' }}
      toValues={(record) => ({ ...record })}
      toBody={(values) => ({
        id: values.id ?? 0,
        customerId: values.customerId ?? 0,
        name: values.name.trim(),
      })}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(Permissions.CustomerContactGroupSummary)}
      resultMessages={{
        [ResourceResult.DuplicateName]: 'masterdata.customerRecords.duplicate.contactGroup',
        [ResourceResult.InUse]: 'masterdata.customerRecords.inUse.contactGroup',
        [ResourceResult.NotFound]: 'masterdata.customerRecords.notFound',
      }}
    >
      {(_, { isNew }) => (
        <>
          <CustomerPicker fixed={!isNew} />
          <FormText name="name" label={intl.formatMessage({ id: `${F}name` })} maxLength={200} />
        </>
      )}
    </EditPage>
  );
}
