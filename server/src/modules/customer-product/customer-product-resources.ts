import {
  CUSTOMER_PRODUCT_SORT_FIELDS,
  Permissions,
  PRODUCT_API,
  Unit,
  type CustomerProductCreate,
  type CustomerProductDetail,
  type CustomerProductFilter,
  type CustomerProductRow,
} from '@portal/domain';
import {
  CUSTOMER_PRODUCT_FILTERS,
  customerProductCreateBody,
  customerProductUpdateBody,
} from '@portal/domain/src/schemas';
import type { ExportColumn, ResourceDefinition } from '../kit/resource-definition';
import { PRODUCT_RULE_LABELS } from '../product-category/product-category-resources';
import { customerProductRepository } from './customer-product.repository';
import { customerProductDetailProperties, customerProductRowProperties } from './customer-product-schemas';
import { INTERNAL_AND_CUSTOMERS } from '../../plugins/route-access';

type Row = CustomerProductRow;
const col = (
  en: string,
  fr: string,
  value: ExportColumn<Row>['value'],
  width?: number,
): ExportColumn<Row> => ({
  header: { en, fr },
  value,
  width,
});

/** Unit names in the export (the screens translate them with their own messages). */
const UNIT_NAMES: Record<Unit, { en: string; fr: string }> = {
  [Unit.Set]: { en: 'Set', fr: 'Ensemble' },
  [Unit.Pairs]: { en: 'Pairs', fr: 'Paires' },
  [Unit.Yards]: { en: 'Yards', fr: 'Yards' },
  [Unit.Pcs]: { en: 'Pcs', fr: 'Pièces' },
  [Unit.Meters]: { en: 'Meters', fr: 'Mètres' },
  [Unit.Pack]: { en: 'Pack', fr: 'Lot' },
};

const P = Permissions.CustomerProductSummary;

export const customerProductResource: ResourceDefinition<
  CustomerProductRow,
  CustomerProductDetail,
  CustomerProductCreate,
  CustomerProductFilter
> = {
  name: 'customer-product',
  ruleFile: 'customer-product.json',
  ruleLabels: PRODUCT_RULE_LABELS,
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: `/${PRODUCT_API.customerProduct}`,
  permissions: { view: P.View, edit: P.Edit, delete: P.Delete, export: P.Export },
  filters: CUSTOMER_PRODUCT_FILTERS,
  sortFields: CUSTOMER_PRODUCT_SORT_FIELDS,
  defaultSort: { field: 'productReference', direction: 'asc' },
  rowProperties: customerProductRowProperties,
  detailProperties: customerProductDetailProperties,
  createBody: customerProductCreateBody,
  updateBody: customerProductUpdateBody,
  exportSheet: {
    sheetName: { en: 'Customer products', fr: 'Produits client' },
    columns: [
      col('Id', 'Id', (r) => r.id, 10),
      col('Customer', 'Client', (r) => r.customerName, 30),
      col('Product reference', 'Référence produit', (r) => r.productReference, 24),
      col('Description', 'Description', (r) => r.description, 36),
      col('Product category', 'Catégorie de produit', (r) => r.productCategoryName, 22),
      col('Sub-category', 'Sous-catégorie', (r) => r.productSubCategoryName, 22),
      col('Sub-category 2', 'Sous-catégorie 2', (r) => r.productSubCategory2Name, 22),
      col('Sub-category 3', 'Sous-catégorie 3', (r) => r.productSubCategory3Name, 22),
      {
        header: { en: 'Unit', fr: 'Unité' },
        value: (r) => UNIT_NAMES[r.unit]?.en ?? r.unit,
        width: 10,
      },
      col('Barcode', 'Code-barres', (r) => r.barcode, 20),
      col('Factory reference', 'Référence usine', (r) => r.factoryReference, 20),
      col('Active', 'Actif', (r) => r.isActive, 8),
      col('Styles', 'Styles', (r) => r.styleCount, 8),
    ],
  },
  repository: customerProductRepository,
};
