import { Permissions, PRODUCT_SCREEN_PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { CustomerProductEdit } from './customer-product/customer-product-edit';
import { CustomerProductSummary } from './customer-product/customer-product-summary';
import { CustomerStyleEdit } from './customer-style/customer-style-edit';
import { CustomerStyleSummary } from './customer-style/customer-style-summary';
import { productCategoryRoutes } from './product-category/product-category-routes';

const paths = PRODUCT_SCREEN_PATHS;

/** Customer > Products: customer products, styles and the product taxonomy. */
export const productRoutes: RemoteRoute[] = [
  {
    path: paths.customerProduct.summary,
    permission: Permissions.CustomerProductSummary.View,
    titleId: 'masterdata.customerProduct.summary.title',
    component: CustomerProductSummary,
  },
  {
    path: `${paths.customerProduct.edit}/:id?`,
    permission: Permissions.CustomerProductSummary.View,
    titleId: 'masterdata.customerProduct.edit.title',
    component: CustomerProductEdit,
  },
  {
    path: paths.customerStyle.summary,
    permission: Permissions.CustomerStyleSummary.View,
    titleId: 'masterdata.customerStyle.summary.title',
    component: CustomerStyleSummary,
  },
  {
    path: `${paths.customerStyle.edit}/:id?`,
    permission: Permissions.CustomerStyleSummary.View,
    titleId: 'masterdata.customerStyle.edit.title',
    component: CustomerStyleEdit,
  },
  ...productCategoryRoutes,
];
