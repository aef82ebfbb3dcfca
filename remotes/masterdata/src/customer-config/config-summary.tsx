import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { CustomerConfigResource, SearchRequest, SearchResponse } from '@portal/domain';
import {
  FormSelect,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { useEnumOptions, useLabel, useServiceLine } from './config-fields';
import { CONFIG_SCREENS, screenPaths, type ColumnSpec } from './config-screens';
import { useCustomerConfigApi, useCustomerConfigLookups } from './use-customer-config-api';

type Row = { id: number } & Record<string, unknown>;
type Filters = Record<string, number[] | number | null>;
const M = 'masterdata.customerConfig';

/**
 * The summary of a customer's services, checkpoints, complaints, decisions or staff: filtered by customer
 * (`?customerId=` preselects it) and the screen's own lists.
 */
export function ConfigSummary({ resource }: { resource: CustomerConfigResource }) {
  const api = useCustomerConfigApi();
  const lookups = useCustomerConfigLookups();
  const intl = useIntl();
  const label = useLabel();
  const enumOptions = useEnumOptions();
  const serviceLine = useServiceLine(lookups);
  const link = useEntityLink();
  const [params] = useSearchParams();
  const screen = CONFIG_SCREENS[resource];
  const paths = screenPaths(resource);

  const text = (spec: ColumnSpec, row: Row): string => {
    const value = row[spec.key];
    if (value == null) return '';
    switch (spec.kind) {
      case 'enum':
        return intl.formatMessage({ id: `${M}.${spec.list}.${String(value)}` });
      case 'bool':
        return intl.formatMessage({ id: `${M}.${value ? 'yes' : 'no'}` });
      case 'serviceLine':
        return serviceLine(row.serviceId as number, row.serviceType as number);
      default:
        return String(value);
    }
  };
  const columns: SummaryColumn<Row>[] = screen.columns.map((spec) => ({
    key: spec.key,
    titleId: `${M}.field.${spec.label}`,
    sortable: spec.sortable ?? true,
    defaultVisible: spec.defaultVisible,
    ...(spec.kind && spec.kind !== 'text' && spec.kind !== 'number'
      ? { render: (row: Row) => text(spec, row), exportValue: (row: Row) => text(spec, row) }
      : {}),
  }));
  const filterDefaults: Filters = {
    customerId: null,
    ...Object.fromEntries(screen.filters.map((filter) => [filter.name, []])),
  };
  const customerId = Number(params.get('customerId'));
  const client = api[resource] as unknown as {
    search(request: SearchRequest): Promise<SearchResponse<Row>>;
    export(request: SearchRequest): Promise<Blob>;
  };

  return (
    <SummaryPage<Row, Filters>
      titleId={`${M}.${resource}.summary.title`}
      screenKey={screen.screenKey}
      resource={client}
      columns={columns}
      filterDefaults={filterDefaults}
      renderFilters={() => (
        <>
          <FormSelect<number>
            name="customerId"
            testId="filter-customerId"
            label={label('customer')}
            options={lookups.customers.map((item) => ({ value: item.id, label: item.name }))}
          />
          {screen.filters.map((filter) => (
            <FormSelect<number>
              key={filter.name}
              name={filter.name}
              testId={`filter-${filter.name}`}
              label={label(filter.label)}
              multiple
              options={
                filter.list === 'services'
                  ? lookups.services.map((item) => ({ value: item.id, label: item.name }))
                  : enumOptions(filter.list)
              }
            />
          ))}
        </>
      )}
      defaultSort={screen.defaultSort}
      permissions={summaryPermissions(screen.permissions)}
      rowLink={(row) => link(`${paths.edit}/${row.id}`)}
      newLink={link(customerId > 0 ? `${paths.edit}?customerId=${customerId}` : paths.edit)}
      exportName={screen.exportName}
    />
  );
}
