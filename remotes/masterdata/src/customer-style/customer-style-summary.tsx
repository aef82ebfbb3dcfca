import { useIntl } from 'react-intl';
import { Permissions, PRODUCT_SCREEN_PATHS, type CustomerStyleRow } from '@portal/domain';
import {
  FormSelect,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { useProductApi } from '../shared/products/use-product-api';

interface Filters extends Record<string, number[]> {
  customerIds: number[];
  productIds: number[];
}

const field = (key: string) => `masterdata.product.field.${key}`;

/** Customer styles: search by number, name or product; filter by customer and product. */
export function CustomerStyleSummary() {
  const api = useProductApi();
  const intl = useIntl();
  const link = useEntityLink();
  const t = (id: string) => intl.formatMessage({ id });
  const paths = PRODUCT_SCREEN_PATHS.customerStyle;

  const columns: SummaryColumn<CustomerStyleRow>[] = [
    { key: 'styleNumber', titleId: field('styleNumber'), sortable: true },
    { key: 'styleName', titleId: field('styleName'), sortable: true },
    { key: 'customerName', titleId: field('customer'), sortable: true },
    { key: 'productReference', titleId: field('product'), sortable: true },
    {
      key: 'isActive',
      titleId: field('isActive'),
      sortable: true,
      render: (row) => t(row.isActive ? 'masterdata.product.yes' : 'masterdata.product.no'),
      exportValue: (row) => t(row.isActive ? 'masterdata.product.yes' : 'masterdata.product.no'),
    },
    { key: 'id', titleId: field('id'), sortable: true, defaultVisible: false },
  ];

  return (
    <SummaryPage<CustomerStyleRow, Filters>
      titleId="masterdata.customerStyle.summary.title"
      screenKey="customer-style-summary"
      resource={api.customerStyle}
      columns={columns}
      filterDefaults={{ customerIds: [], productIds: [] }}
      renderFilters={({ values }) => (
        <>
          <FormSelect<number>
            name="customerIds"
            multiple
            label={t('masterdata.product.filter.customers')}
            dataSource={api.customerDataSource}
          />
          <FormSelect<number>
            name="productIds"
            multiple
            label={t('masterdata.product.filter.products')}
            dataSource={api.customerProductDataSource}
            dataSourceParams={values.customerIds.length ? { customerIds: values.customerIds } : {}}
          />
        </>
      )}
      defaultSort={{ field: 'styleNumber', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.CustomerStyleSummary)}
      rowLink={(row) => link(`${paths.edit}/${row.id}`)}
      newLink={link(paths.edit)}
      exportName="customer-styles"
    />
  );
}
