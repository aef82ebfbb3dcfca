import { useIntl } from 'react-intl';
import {
  BuyerDepartmentResult,
  CUSTOMER_RECORD_SCREENS,
  Permissions,
  type CodedRecordCreate,
  type CodedRecordDetail,
  type CodedRecordRow,
} from '@portal/domain';
import { EditPage, editPermissions, FormText, type SummaryColumn } from '@portal/screen-kit';
import { CustomerPicker, useCustomerIdParam } from './customer-fields';
import { RecordSummary } from './record-summary';
import { useCustomerRecordsApi } from './use-customer-records-api';

/** Departments and buyers: a code and a name per customer, the same screens for both. */
export type CodedKind = 'department' | 'buyer';

const GROUPS = {
  department: Permissions.CustomerDepartmentSummary,
  buyer: Permissions.CustomerBuyerSummary,
} as const;

const F = 'masterdata.customerRecords.field.';

export function CodedSummary({ kind }: { kind: CodedKind }) {
  const api = useCustomerRecordsApi();
  const columns: SummaryColumn<CodedRecordRow>[] = [
    { key: 'code', titleId: `${F}code`, sortable: true },
    { key: 'name', titleId: `${F}name`, sortable: true },
    { key: 'customerName', titleId: `${F}customer`, sortable: true },
    ...(kind === 'department' ? [{ key: 'contactCount', titleId: `${F}contactCount`, sortable: true }] : []),
  ];
  return (
    <RecordSummary<CodedRecordRow>
      kind={kind}
      resource={api[kind]}
      columns={columns}
      group={GROUPS[kind]}
      exportName={kind === 'department' ? 'departments' : 'buyers'}
    />
  );
}

interface Values {
  id: number | null;
  customerId: number | null;
  code: string;
  name: string;
}

export function CodedEdit({ kind }: { kind: CodedKind }) {
  const api = useCustomerRecordsApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const customerId = useCustomerIdParam();
  const paths = CUSTOMER_RECORD_SCREENS[kind];
  return (
    <EditPage<CodedRecordDetail, Values, CodedRecordCreate>
      titleId={`masterdata.customerRecords.${kind}.edit.title`}
      newTitleId={`masterdata.customerRecords.${kind}.new.title`}
      resource={api[kind]}
      ruleFile={`customer-${kind}.json`}
      emptyValues={{ id: null, customerId, code: '', name: '' }}
      toValues={(record) => ({ ...record })}
      toBody={(values) => ({
        id: values.id ?? 0,
        customerId: values.customerId ?? 0,
        code: values.code.trim(),
        name: values.name.trim(),
      })}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(GROUPS[kind])}
      resultMessages={{
        [BuyerDepartmentResult.Exists]: `masterdata.customerRecords.exists.${kind}`,
        [BuyerDepartmentResult.NotFound]: 'masterdata.customerRecords.notFound',
        7: 'masterdata.customerRecords.inUse.department',
      }}
    >
      {(_, { isNew }) => (
        <>
          <CustomerPicker fixed={!isNew} />
          <FormText name="code" label={t(`${F}code`)} maxLength={30} />
          <FormText name="name" label={t(`${F}name`)} maxLength={200} />
        </>
      )}
    </EditPage>
  );
}
