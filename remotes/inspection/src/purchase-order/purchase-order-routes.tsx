import { Permissions, PURCHASE_ORDER_SCREEN_PATHS as PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { PurchaseOrderEdit } from './purchase-order-edit';
import { PurchaseOrderLite } from './purchase-order-lite';
import { PurchaseOrderSummary } from './purchase-order-summary';
import { PurchaseOrderUpload } from './purchase-order-upload';

const P = Permissions.PurchaseOrderSummary;

/** Purchase orders: the summary over their lines, the edit screen, the Excel import and the open lines. */
export const purchaseOrderRoutes: RemoteRoute[] = [
  {
    path: PATHS.summary,
    permission: P.View,
    titleId: 'inspection.purchaseOrder.summary.title',
    component: PurchaseOrderSummary,
  },
  {
    path: `${PATHS.edit}/:id?`,
    permission: P.View,
    titleId: 'inspection.purchaseOrder.edit.title',
    component: PurchaseOrderEdit,
  },
  {
    path: PATHS.upload,
    permission: P.Import,
    titleId: 'inspection.purchaseOrder.upload.title',
    component: PurchaseOrderUpload,
  },
  {
    path: PATHS.lite,
    permission: P.View,
    titleId: 'inspection.purchaseOrder.lite.title',
    component: PurchaseOrderLite,
  },
];
