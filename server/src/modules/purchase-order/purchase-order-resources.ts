import {
  Permissions,
  PURCHASE_ORDER_API,
  PURCHASE_ORDER_SAVE_MESSAGES,
  PURCHASE_ORDER_SORT_FIELDS,
  type PurchaseOrderCreate,
  type PurchaseOrderDetail,
  type PurchaseOrderFilter,
  type PurchaseOrderRow,
} from '@portal/domain';
import {
  PURCHASE_ORDER_FILTERS,
  purchaseOrderCreateBody,
  purchaseOrderUpdateBody,
} from '@portal/domain/src/schemas';
import type { FieldError } from '../../lib/http-error';
import { dayCell, exportColumn, type ResourceDefinition } from '../kit/resource-definition';
import { purchaseOrderRepository } from './purchase-order.repository';
import { PO_USER_TYPES } from './purchase-order-scope';
import { purchaseOrderDetailProperties, purchaseOrderRowProperties } from './purchase-order-schemas';

type Row = PurchaseOrderRow;
const col = exportColumn<Row>;

const P = Permissions.PurchaseOrderSummary;

/** Server-side texts of the rule file's labels (the screen has its own under inspection.purchaseOrder.field). */
export const PURCHASE_ORDER_RULE_LABELS = {
  'purchaseOrder.field.poNumber': { en: 'PO number', fr: 'Numéro de commande' },
  'purchaseOrder.field.customer': { en: 'Customer', fr: 'Client' },
  'purchaseOrder.field.remarks': { en: 'Remarks', fr: 'Remarques' },
  'purchaseOrder.field.lines': { en: 'Lines', fr: 'Lignes' },
  'purchaseOrder.field.product': { en: 'Product', fr: 'Produit' },
  'purchaseOrder.field.colorCode': { en: 'Color code', fr: 'Code couleur' },
  'purchaseOrder.field.colorName': { en: 'Color name', fr: 'Nom couleur' },
  'purchaseOrder.field.quantity': { en: 'Quantity', fr: 'Quantité' },
  'purchaseOrder.field.etd': { en: 'ETD', fr: 'ETD' },
  'purchaseOrder.field.destinationCountry': { en: 'Destination country', fr: 'Pays de destination' },
};

/** Two lines of one order for the same product and colour would be one line counted twice. */
function duplicateLines(body: PurchaseOrderCreate, lang: 'en' | 'fr'): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  body.lines.forEach((line, index) => {
    const key = `${line.productId}|${line.colorCode.trim().toLowerCase()}`;
    if (seen.has(key))
      errors.push({
        field: `lines.${index}.colorCode`,
        message: PURCHASE_ORDER_SAVE_MESSAGES.duplicateLine[lang],
      });
    seen.add(key);
  });
  return errors;
}

export const purchaseOrderResource: ResourceDefinition<
  PurchaseOrderRow,
  PurchaseOrderDetail,
  PurchaseOrderCreate,
  PurchaseOrderFilter
> = {
  name: 'purchase-order',
  ruleFile: 'purchase-order.json',
  ruleLabels: PURCHASE_ORDER_RULE_LABELS,
  userTypes: PO_USER_TYPES,
  rows: 'party',
  basePath: `/${PURCHASE_ORDER_API.purchaseOrder}`,
  permissions: { view: P.View, edit: P.Edit, delete: P.Delete, export: P.Export },
  filters: PURCHASE_ORDER_FILTERS,
  sortFields: PURCHASE_ORDER_SORT_FIELDS,
  defaultSort: { field: 'poNumber', direction: 'asc' },
  rowProperties: purchaseOrderRowProperties,
  detailProperties: purchaseOrderDetailProperties,
  createBody: purchaseOrderCreateBody,
  updateBody: purchaseOrderUpdateBody,
  exportSheet: {
    sheetName: { en: 'Purchase orders', fr: 'Commandes' },
    columns: [
      col('PO number', 'Numéro de commande', (r) => r.poNumber, 18),
      col('Customer', 'Client', (r) => r.customerName, 28),
      col('Supplier', 'Fournisseur', (r) => r.supplierName, 28),
      col('Factory', 'Usine', (r) => r.factoryName, 28),
      col('Product reference', 'Référence produit', (r) => r.productReference, 20),
      col('Product description', 'Description produit', (r) => r.productDescription, 32),
      col('Barcode', 'Code-barres', (r) => r.barcode, 16),
      col('Color code', 'Code couleur', (r) => r.colorCode, 12),
      col('Color name', 'Nom couleur', (r) => r.colorName, 16),
      col('Quantity', 'Quantité', (r) => r.quantity, 10),
      col('Booked', 'Réservé', (r) => r.bookedQuantity, 10),
      col('ETD', 'ETD', (r) => dayCell(r.etd), 12),
      col('Destination country', 'Pays de destination', (r) => r.destinationCountryName, 20),
    ],
  },
  repository: purchaseOrderRepository,
  validate: (body, lang) => duplicateLines(body, lang),
};
