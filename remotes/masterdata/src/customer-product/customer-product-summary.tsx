import { useIntl } from 'react-intl';
import { Permissions, PRODUCT_SCREEN_PATHS, type CustomerProductRow } from '@portal/domain';
import {
  FormSelect,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { CategoryPickers } from '../shared/products/category-pickers';
import { useProductApi } from '../shared/products/use-product-api';
import { unitName, unitOptions } from './units';

interface Filters extends Record<string, number[]> {
  customerIds: number[];
  productCategoryIds: number[];
  productSubCategoryIds: number[];
  productSubCategory2Ids: number[];
  productSubCategory3Ids: number[];
  units: number[];
}

const P = Permissions.CustomerProductSummary;
const field = (key: string) => `masterdata.product.field.${key}`;

/** Customer products: search by reference, description, barcode; filter by customer, category levels, unit. */
export function CustomerProductSummary() {
  const api = useProductApi();
  const intl = useIntl();
  const link = useEntityLink();
  const t = (id: string) => intl.formatMessage({ id });
  const paths = PRODUCT_SCREEN_PATHS.customerProduct;

  const columns: SummaryColumn<CustomerProductRow>[] = [
    { key: 'productReference', titleId: field('productReference'), sortable: true },
    { key: 'customerName', titleId: field('customer'), sortable: true },
    { key: 'description', titleId: field('description'), sortable: true },
    { key: 'productCategoryName', titleId: field('productCategory'), sortable: true },
    { key: 'productSubCategoryName', titleId: field('productSubCategory'), sortable: true },
    {
      key: 'productSubCategory2Name',
      titleId: field('productSubCategory2'),
      sortable: true,
      defaultVisible: false,
    },
    { key: 'productSubCategory3Name', titleId: field('productSubCategory3'), sortable: true },
    {
      key: 'unit',
      titleId: field('unit'),
      sortable: true,
      render: (row) => unitName(intl, row.unit),
      exportValue: (row) => unitName(intl, row.unit),
    },
    { key: 'barcode', titleId: field('barcode'), sortable: true, defaultVisible: false },
    { key: 'factoryReference', titleId: field('factoryReference'), sortable: true, defaultVisible: false },
    {
      key: 'isActive',
      titleId: field('isActive'),
      sortable: true,
      render: (row) => t(row.isActive ? 'masterdata.product.yes' : 'masterdata.product.no'),
      exportValue: (row) => t(row.isActive ? 'masterdata.product.yes' : 'masterdata.product.no'),
    },
    { key: 'styleCount', titleId: field('styleCount'), sortable: true },
    { key: 'id', titleId: field('id'), sortable: true, defaultVisible: false },
  ];

  return (
    <SummaryPage<CustomerProductRow, Filters>
      titleId="masterdata.customerProduct.summary.title"
      screenKey="customer-product-summary"
      resource={api.customerProduct}
      columns={columns}
      filterDefaults={{
        customerIds: [],
        productCategoryIds: [],
        productSubCategoryIds: [],
        productSubCategory2Ids: [],
        productSubCategory3Ids: [],
        units: [],
      }}
      renderFilters={() => (
        <>
          <FormSelect<number>
            name="customerIds"
            multiple
            label={t('masterdata.product.filter.customers')}
            dataSource={api.customerDataSource}
          />
          <CategoryPickers down="productSub3Category" multiple />
          <FormSelect<number>
            name="units"
            multiple
            label={t('masterdata.product.filter.units')}
            options={unitOptions(intl)}
          />
        </>
      )}
      defaultSort={{ field: 'productReference', direction: 'asc' }}
      permissions={summaryPermissions(P)}
      rowLink={(row) => link(`${paths.edit}/${row.id}`)}
      newLink={link(paths.edit)}
      exportName="customer-products"
    />
  );
}
