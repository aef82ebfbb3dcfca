import { CATEGORY_FIELD, type ProductCategoryResource } from '@portal/domain';
import type { Hierarchy, ParentLevel } from '../hierarchy/hierarchy';
import { HierarchyPickers } from '../hierarchy/hierarchy-pickers';
import { useProductApi, type ProductApi } from './use-product-api';

const level = (
  name: ProductCategoryResource,
  filterLabel: string,
  dataSource: ParentLevel<ProductApi>['dataSource'],
): ParentLevel<ProductApi> => ({
  name,
  idField: CATEGORY_FIELD[name],
  filterLabel: `masterdata.product.filter.${filterLabel}`,
  dataSource,
});

/** Category > sub-category > sub-category 2 > sub-category 3: each record below the top has a parent. */
export const PRODUCT_HIERARCHY: Hierarchy<ProductApi> = {
  useApi: useProductApi,
  fieldTitles: 'masterdata.product.field.',
  levels: [
    level('productCategory', 'productCategories', (api) => api.productCategoryDataSource),
    level('productSubCategory', 'productSubCategories', (api) => api.productSubCategoryDataSource),
    level('productSub2Category', 'productSubCategory2s', (api) => api.productSub2CategoryDataSource),
    level('productSub3Category', 'productSubCategory3s', (api) => api.productSub3CategoryDataSource),
  ],
};

/**
 * Category > sub-category > sub-category 2 > sub-category 3 pickers down to `down` (inclusive), each
 * narrowed by the levels above it (the datasource request carries productCategoryIds...).
 */
export function CategoryPickers({
  down,
  multiple = false,
}: {
  down: ProductCategoryResource;
  multiple?: boolean;
}) {
  return <HierarchyPickers hierarchy={PRODUCT_HIERARCHY} down={down} multiple={multiple} />;
}
