import { useEffect, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CUSTOMER_RECORD_SCREENS, type CustomerRecordKind } from '@portal/domain';
import {
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type ScreenPermissionGroup,
  type SummaryColumn,
  type SummaryResource,
} from '@portal/screen-kit';
import { CustomerPicker, useCustomerIdParam } from './customer-fields';

export const SCREEN_KEYS: Record<CustomerRecordKind, string> = {
  contact: 'customer-contact-summary',
  contactGroup: 'contact-group-summary',
  department: 'department-summary',
  buyer: 'buyer-summary',
  collection: 'collection-summary',
};

type Filters = { customerId: number | null } & Record<string, number | number[] | null>;

interface RecordSummaryProps<Row> {
  kind: CustomerRecordKind;
  resource: SummaryResource<Row>;
  columns: SummaryColumn<Row>[];
  group: ScreenPermissionGroup;
  exportName: string;
  /** Filters beyond the customer, with their empty values, and their fields. */
  moreFilters?: Record<string, number[] | null>;
  renderMoreFilters?: () => ReactNode;
}

/**
 * The summary of one kind of customer record, filtered by customer: `?customerId=` (or the route's `:id`
 * on the contact summary) preselects it, and New then creates for that customer.
 */
export function RecordSummary<Row extends { id: number }>({
  kind,
  resource,
  columns,
  group,
  exportName,
  moreFilters = {},
  renderMoreFilters,
}: RecordSummaryProps<Row>) {
  const link = useEntityLink();
  const paths = CUSTOMER_RECORD_SCREENS[kind];
  const customerId = useCustomerIdParam();
  const { id } = useParams();
  const [, setParams] = useSearchParams();
  useEffect(() => {
    // cuscontactsearch/customer-contact-summary/{customerId}: the same search as ?customerId=.
    if (id && Number(id) > 0 && customerId === null)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('customerId', id);
          return next;
        },
        { replace: true },
      );
  }, [id, customerId, setParams]);

  return (
    <SummaryPage<Row, Filters>
      titleId={`masterdata.customerRecords.${kind}.summary.title`}
      screenKey={SCREEN_KEYS[kind]}
      resource={resource}
      columns={columns}
      filterDefaults={{ customerId: null, ...moreFilters }}
      renderFilters={() => (
        <>
          <CustomerPicker />
          {renderMoreFilters?.()}
        </>
      )}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(group)}
      rowLink={(row) => link(`${paths.edit}/${row.id}`)}
      newLink={link(customerId ? `${paths.edit}?customerId=${customerId}` : paths.edit)}
      exportName={exportName}
    />
  );
}
