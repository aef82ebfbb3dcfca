import { useMemo } from 'react';
import {
  Permissions,
  PURCHASE_ORDER_SCREEN_PATHS as PATHS,
  ResourceResult,
  type PurchaseOrderCreate,
  type PurchaseOrderDetail,
} from '@portal/domain';
import { EditPage, editPermissions, usePermission } from '@portal/screen-kit';
import { usePurchaseOrderApi } from '../shared/api/use-purchase-order-api';
import { PurchaseOrderHeaderFields } from './purchase-order-header-fields';
import { PurchaseOrderLinesEditor } from './purchase-order-lines-editor';
import {
  emptyPurchaseOrder,
  purchaseOrderToBody,
  purchaseOrderToValues,
  type PurchaseOrderValues,
} from './purchase-order-values';
import { useOwnCustomerId } from './use-own-customer';

const P = Permissions.PurchaseOrderSummary;

/**
 * A purchase order with its lines: number, customer (fixed once saved), supplier, factory, remarks, and
 * lines added, changed and removed in one save. The rule file checks the order and that every line is
 * filled; the lines' quantities, dates and duplicates are checked in the form.
 */
export function PurchaseOrderEdit() {
  const api = usePurchaseOrderApi();
  const ownCustomerId = useOwnCustomerId();
  const canEdit = usePermission(P.Edit);
  const empty = useMemo(() => emptyPurchaseOrder(ownCustomerId), [ownCustomerId]);

  return (
    <EditPage<PurchaseOrderDetail, PurchaseOrderValues, PurchaseOrderCreate>
      titleId="inspection.purchaseOrder.edit.title"
      newTitleId="inspection.purchaseOrder.new.title"
      resource={api.purchaseOrder}
      ruleFile="purchase-order.json"
      emptyValues={empty}
      toValues={purchaseOrderToValues}
      toBody={purchaseOrderToBody}
      summaryPath={PATHS.summary}
      editPath={(id) => `${PATHS.edit}/${id}`}
      permissions={editPermissions(P)}
      resultMessages={{
        [ResourceResult.InUse]: 'inspection.purchaseOrder.inUse',
        [ResourceResult.DuplicateData]: 'inspection.purchaseOrder.duplicate',
        [ResourceResult.DuplicateName]: 'inspection.purchaseOrder.duplicate',
        [ResourceResult.ParentNotFound]: 'inspection.purchaseOrder.parentNotFound',
      }}
    >
      {(_form, { isNew }) => (
        <>
          <PurchaseOrderHeaderFields isNew={isNew} customerFixed={ownCustomerId !== null} lookups={api} />
          <PurchaseOrderLinesEditor readOnly={!canEdit} lookups={api} />
        </>
      )}
    </EditPage>
  );
}
