import {
  Permissions,
  SUPPLIER_API,
  SUPPLIER_SORT_FIELDS,
  SupplierType,
  type Lang,
  type SupplierCreate,
  type SupplierDetail,
  type SupplierFilter,
  type SupplierRow,
} from '@portal/domain';
import { SUPPLIER_FILTERS, supplierCreateBody, supplierUpdateBody } from '@portal/domain/src/schemas';
import type { ExportColumn, ResourceDefinition } from '../kit/resource-definition';
import { contactErrors, SUPPLIER_RULE_LABELS } from './supplier-messages';
import { vendorRepository } from './supplier.repository';
import { supplierDetailProperties, supplierRowProperties } from './supplier.schemas';
import { FACTORY_KIND, SUPPLIER_KIND } from './vendor-kind';
import { INTERNAL_AND_VENDORS } from '../../plugins/route-access';

const P = Permissions.SupplierSummary;
const col = (
  en: string,
  fr: string,
  value: ExportColumn<SupplierRow>['value'],
  width?: number,
): ExportColumn<SupplierRow> => ({ header: { en, fr }, value, width });

const TYPE_NAMES: Record<SupplierType, Record<Lang, string>> = {
  [SupplierType.Supplier]: { en: 'Supplier', fr: 'Fournisseur' },
  [SupplierType.Factory]: { en: 'Factory', fr: 'Usine' },
};

/** The summary's sheet (both kinds); `lang` is known only when the sheet is written. */
export const SUPPLIER_EXPORT_COLUMNS = (lang: Lang): ExportColumn<SupplierRow>[] => [
  col('Type', 'Type', (row) => TYPE_NAMES[row.typeId as SupplierType]?.[lang] ?? row.typeId, 12),
  col('Id', 'Id', (row) => row.id, 8),
  col('Name', 'Nom', (row) => row.name, 40),
  col('Local name', 'Nom local', (row) => row.localName, 30),
  col('Code', 'Code', (row) => row.code, 14),
  col('Country', 'Pays', (row) => row.countryName, 20),
  col('City', 'Ville', (row) => row.cityName, 20),
  col('Factories / suppliers', 'Usines / fournisseurs', (row) => row.linkedNames, 50),
  col('Active', 'Actif', (row) => (row.active ? 'Yes' : 'No'), 8),
];

function definition(
  name: 'supplier' | 'factory',
  kind: typeof SUPPLIER_KIND,
  sheetName: Record<Lang, string>,
): ResourceDefinition<SupplierRow, SupplierDetail, SupplierCreate, SupplierFilter> {
  return {
    name,
    ruleFile: 'supplier.json',
    ruleLabels: SUPPLIER_RULE_LABELS,
    userTypes: INTERNAL_AND_VENDORS,
    rows: 'party',
    basePath: `/${SUPPLIER_API[name]}`,
    permissions: { view: P.View, edit: P.Edit, delete: P.Delete, export: P.Export },
    filters: SUPPLIER_FILTERS,
    sortFields: SUPPLIER_SORT_FIELDS,
    defaultSort: { field: 'name', direction: 'asc' },
    rowProperties: supplierRowProperties,
    detailProperties: supplierDetailProperties,
    createBody: supplierCreateBody,
    updateBody: supplierUpdateBody,
    exportSheet: {
      sheetName,
      columns: SUPPLIER_EXPORT_COLUMNS('en').slice(1),
    },
    repository: vendorRepository(kind),
    validate: (body, lang) => contactErrors(body.contacts, lang),
  };
}

/** One definition per table, same screen: /api/Supplier/supplier and /api/Supplier/factory. */
export const supplierResource = definition('supplier', SUPPLIER_KIND, {
  en: 'Suppliers',
  fr: 'Fournisseurs',
});
export const factoryResource = definition('factory', FACTORY_KIND, { en: 'Factories', fr: 'Usines' });
