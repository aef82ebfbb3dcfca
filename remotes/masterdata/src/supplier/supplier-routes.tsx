import { Permissions, SUPPLIER_SCREEN_PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { SupplierEdit } from './supplier-edit';
import { SupplierLite } from './supplier-lite';
import { SupplierSummary } from './supplier-summary';

/** Supplier/Factory: the summary (the Vendor landing), the one edit screen of both kinds, supplier lite. */
export const supplierRoutes: RemoteRoute[] = [
  {
    path: SUPPLIER_SCREEN_PATHS.summary,
    permission: Permissions.SupplierSummary.View,
    titleId: 'masterdata.supplier.summary.title',
    component: SupplierSummary,
  },
  {
    path: `${SUPPLIER_SCREEN_PATHS.edit}/:id?`,
    permission: Permissions.SupplierSummary.View,
    titleId: 'masterdata.supplier.edit.title',
    component: SupplierEdit,
  },
  {
    path: SUPPLIER_SCREEN_PATHS.lite,
    permission: Permissions.SupplierSummary.Edit,
    titleId: 'masterdata.supplier.lite.title',
    component: SupplierLite,
  },
];
