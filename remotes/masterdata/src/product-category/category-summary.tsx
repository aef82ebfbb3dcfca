import {
  PRODUCT_SCREEN_PATHS,
  type ProductCategoryResource,
  type ProductCategoryRow,
  type SearchRequest,
  type SearchResponse,
} from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, type SummaryColumn } from '@portal/shell-contract';
import { CategoryPickers, categoryFieldOf } from '../shared/products/category-pickers';
import { useProductApi } from '../shared/products/use-product-api';
import { CATEGORY_SCREENS, levelsDownTo } from './category-screens';

type Filters = Record<string, number[]>;

const fieldTitle = (key: string) => `masterdata.product.field.${key.replace(/Name$/, '').replace(/Id$/, '')}`;

/** The summary of one taxonomy level: searchable by name and code, filtered by the levels above. */
export function CategorySummary({ resource }: { resource: ProductCategoryResource }) {
  const api = useProductApi();
  const link = useEntityLink();
  const screen = CATEGORY_SCREENS[resource];
  const paths = PRODUCT_SCREEN_PATHS[resource];

  const columns: SummaryColumn<ProductCategoryRow>[] = [
    { key: 'name', titleId: 'masterdata.product.field.name', sortable: true },
    { key: 'code', titleId: 'masterdata.product.field.code', sortable: true },
    ...screen.relationColumns.map((key) => ({ key, titleId: fieldTitle(key), sortable: true })),
    ...(screen.childCount
      ? [{ key: 'childCount', titleId: 'masterdata.product.field.childCount', sortable: true }]
      : []),
    { key: 'productCount', titleId: 'masterdata.product.field.productCount', sortable: true },
    { key: 'id', titleId: 'masterdata.product.field.id', sortable: true, defaultVisible: false },
  ];
  const filterDefaults: Filters = Object.fromEntries(
    levelsDownTo(screen.parent).map((level) => [categoryFieldOf(level, true), []]),
  );
  const client = api[resource] as unknown as {
    search(request: SearchRequest): Promise<SearchResponse<ProductCategoryRow>>;
    export(request: SearchRequest): Promise<Blob>;
  };

  return (
    <SummaryPage<ProductCategoryRow, Filters>
      titleId={`masterdata.${resource}.summary.title`}
      screenKey={screen.screenKey}
      resource={client}
      columns={columns}
      filterDefaults={filterDefaults}
      renderFilters={screen.parent ? () => <CategoryPickers down={screen.parent!} multiple /> : undefined}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(screen.permissions)}
      rowLink={(row) => link(`${paths.edit}/${row.id}`)}
      newLink={link(paths.edit)}
      exportName={screen.exportName}
    />
  );
}
