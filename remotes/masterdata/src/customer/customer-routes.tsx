import { CUSTOMER_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { BrandEdit, BrandSummary } from './brand-screens';
import { CustomerEdit } from './customer-edit';
import { CustomerSummary } from './customer-summary';

/** The customer and brand screens under `/:entity/` (the Customer right type lands on the summary). */
export const customerRoutes: RemoteRoute[] = [
  {
    path: CUSTOMER_ROUTES.summary,
    permission: Permissions.CustomerSummary.View,
    titleId: 'masterdata.customer.summary.title',
    component: CustomerSummary,
  },
  {
    path: `${CUSTOMER_ROUTES.edit}/:id?`,
    permission: Permissions.CustomerSummary.View,
    titleId: 'masterdata.customer.edit.title',
    component: CustomerEdit,
  },
  {
    path: CUSTOMER_ROUTES.brandSummary,
    permission: Permissions.CustomerBrandSummary.View,
    titleId: 'masterdata.customer.brand.summary.title',
    component: BrandSummary,
  },
  {
    path: `${CUSTOMER_ROUTES.brandEdit}/:id?`,
    permission: Permissions.CustomerBrandSummary.View,
    titleId: 'masterdata.customer.brand.edit.title',
    component: BrandEdit,
  },
];
