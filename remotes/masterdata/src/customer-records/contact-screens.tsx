import { useIntl, type IntlShape } from 'react-intl';
import {
  CUSTOMER_CONTACT_TYPES,
  CUSTOMER_RECORD_SCREENS,
  Permissions,
  ResourceResult,
  type CustomerContactCreate,
  type CustomerContactDetail,
  type CustomerContactRow,
} from '@portal/domain';
import { EditPage, editPermissions, FormCheckbox, FormSelect, FormText } from '@portal/screen-kit';
import { ClearOnCustomerChange, CustomerPicker, useCustomerIdParam } from './customer-fields';
import { RecordSummary } from './record-summary';
import { useCustomerRecordsApi } from './use-customer-records-api';

const F = 'masterdata.customerRecords.field.';
const paths = CUSTOMER_RECORD_SCREENS.contact;

export const contactTypeOptions = (intl: IntlShape) =>
  CUSTOMER_CONTACT_TYPES.map((type) => ({
    value: type as number,
    label: intl.formatMessage({ id: `masterdata.customerRecords.contactType.${type}` }),
  }));

export const contactTypeNames = (intl: IntlShape, ids: number[]) =>
  ids.map((id) => intl.formatMessage({ id: `masterdata.customerRecords.contactType.${id}` })).join(', ');

export function ContactSummary() {
  const api = useCustomerRecordsApi();
  const intl = useIntl();
  const yesNo = (value: boolean) =>
    intl.formatMessage({ id: value ? 'masterdata.customerRecords.yes' : 'masterdata.customerRecords.no' });
  return (
    <RecordSummary<CustomerContactRow>
      kind="contact"
      resource={api.contact}
      columns={[
        { key: 'name', titleId: `${F}name`, sortable: true },
        { key: 'jobTitle', titleId: `${F}jobTitle`, sortable: true },
        { key: 'email', titleId: `${F}email`, sortable: true },
        { key: 'phone', titleId: `${F}phone`, sortable: true },
        { key: 'mobile', titleId: `${F}mobile`, sortable: true, defaultVisible: false },
        {
          key: 'contactTypeIds',
          titleId: `${F}contactTypes`,
          render: (row) => contactTypeNames(intl, row.contactTypeIds),
          exportValue: (row) => contactTypeNames(intl, row.contactTypeIds),
        },
        { key: 'contactGroupName', titleId: `${F}contactGroup`, sortable: true, defaultVisible: false },
        { key: 'customerName', titleId: `${F}customer`, sortable: true },
        {
          key: 'isPrimary',
          titleId: `${F}isPrimary`,
          sortable: true,
          render: (row) => yesNo(row.isPrimary),
          exportValue: (row) => yesNo(row.isPrimary),
        },
        {
          key: 'isActive',
          titleId: `${F}isActive`,
          sortable: true,
          defaultVisible: false,
          render: (row) => yesNo(row.isActive),
          exportValue: (row) => yesNo(row.isActive),
        },
      ]}
      group={Permissions.CustomerContactSummary}
      exportName="contacts"
      moreFilters={{ contactTypeIds: [] }}
      renderMoreFilters={() => (
        <FormSelect<number>
          name="contactTypeIds"
          multiple
          label={intl.formatMessage({ id: 'masterdata.customerRecords.filter.contactTypes' })}
          options={contactTypeOptions(intl)}
        />
      )}
    />
  );
}

interface Values {
  id: number | null;
  customerId: number | null;
  name: string;
  jobTitle: string;
  email: string;
  phone: string;
  mobile: string;
  contactTypeIds: number[];
  contactGroupId: number | null;
  departmentIds: number[];
  brandIds: number[];
  isPrimary: boolean;
  isActive: boolean;
}

const text = (value: string) => (value.trim() ? value.trim() : null);

export const contactToBody = (values: Values): CustomerContactCreate => ({
  id: values.id ?? 0,
  customerId: values.customerId ?? 0,
  name: values.name.trim(),
  jobTitle: text(values.jobTitle),
  email: text(values.email),
  phone: text(values.phone),
  mobile: text(values.mobile),
  contactTypeIds: values.contactTypeIds,
  contactGroupId: values.contactGroupId,
  departmentIds: values.departmentIds,
  brandIds: values.brandIds,
  isPrimary: values.isPrimary,
  isActive: values.isActive,
});

export function ContactEdit() {
  const api = useCustomerRecordsApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const customerId = useCustomerIdParam();
  const empty: Values = {
    id: null,
    customerId,
    name: '',
    jobTitle: '',
    email: '',
    phone: '',
    mobile: '',
    contactTypeIds: [],
    contactGroupId: null,
    departmentIds: [],
    brandIds: [],
    isPrimary: false,
    isActive: true,
  };
  return (
    <EditPage<CustomerContactDetail, Values, CustomerContactCreate>
      titleId="masterdata.customerRecords.contact.edit.title"
      newTitleId="masterdata.customerRecords.contact.new.title"
      resource={api.contact}
      ruleFile="customer-contact.json"
      emptyValues={empty}
      toValues={(record) => ({
        ...record,
        jobTitle: record.jobTitle ?? '',
        email: record.email ?? '',
        phone: record.phone ?? '',
        mobile: record.mobile ?? '',
      })}
      toBody={contactToBody}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(Permissions.CustomerContactSummary)}
      resultMessages={{
        [ResourceResult.DuplicateData]: 'masterdata.customerRecords.duplicate.contactEmail',
        [ResourceResult.ParentNotFound]: 'masterdata.customerRecords.foreign.contact',
        [ResourceResult.NotFound]: 'masterdata.customerRecords.notFound',
      }}
    >
      {(form, { isNew }) => {
        const owner = form.values.customerId;
        const byCustomer = {
          dataSourceParams: { customerId: owner },
          disabled: !owner,
          hint: owner ? undefined : t('masterdata.customerRecords.pickCustomerFirst'),
        };
        return (
          <>
            <CustomerPicker fixed={!isNew} />
            <ClearOnCustomerChange fields={{ contactGroupId: null, departmentIds: [], brandIds: [] }} />
            <FormText name="name" label={t(`${F}name`)} maxLength={200} />
            <FormText name="jobTitle" label={t(`${F}jobTitle`)} maxLength={200} />
            <FormText name="email" type="email" label={t(`${F}email`)} maxLength={200} />
            <FormText name="phone" label={t(`${F}phone`)} maxLength={50} />
            <FormText name="mobile" label={t(`${F}mobile`)} maxLength={50} />
            <FormSelect<number>
              name="contactTypeIds"
              testId="picker-contactTypeIds"
              multiple
              label={t(`${F}contactTypes`)}
              options={contactTypeOptions(intl)}
            />
            <FormSelect<number>
              name="contactGroupId"
              testId="picker-contactGroupId"
              label={t(`${F}contactGroup`)}
              dataSource={api.contactGroupDataSource}
              {...byCustomer}
            />
            <FormSelect<number>
              name="departmentIds"
              testId="picker-departmentIds"
              multiple
              label={t(`${F}departments`)}
              dataSource={api.departmentDataSource}
              {...byCustomer}
            />
            <FormSelect<number>
              name="brandIds"
              testId="picker-brandIds"
              multiple
              label={t(`${F}brands`)}
              dataSource={api.brandDataSource}
              {...byCustomer}
            />
            <FormCheckbox name="isPrimary" label={t(`${F}isPrimary`)} />
            <FormCheckbox name="isActive" label={t(`${F}isActive`)} />
          </>
        );
      }}
    </EditPage>
  );
}
