import type { CustomerRow } from '@portal/domain';
import type { Db } from '../../db/client';
import type { ResourceDefinition, ResourceScope } from '../kit/resource-definition';
import { customerMessage } from './customer-messages';
import { customerPage, type CustomerFilter, type CustomerQuery } from './customer.repository';

const exportColumns = [
  { header: { en: 'Name', fr: 'Nom' }, value: (row: CustomerRow) => row.name, width: 32 },
  { header: { en: 'Code', fr: 'Code' }, value: (row: CustomerRow) => row.code, width: 12 },
  { header: { en: 'GL code', fr: 'Code GL' }, value: (row: CustomerRow) => row.glCode, width: 12 },
  { header: { en: 'Email', fr: 'E-mail' }, value: (row: CustomerRow) => row.email, width: 30 },
  { header: { en: 'Country', fr: 'Pays' }, value: (row: CustomerRow) => row.countryName, width: 18 },
  { header: { en: 'Status', fr: 'Statut' }, value: (row: CustomerRow) => row.statusName, width: 14 },
  { header: { en: 'Group', fr: 'Groupe' }, value: (row: CustomerRow) => row.groupName, width: 18 },
  { header: { en: 'KAM', fr: 'KAM' }, value: (row: CustomerRow) => row.kamNames, width: 26 },
  { header: { en: 'Brands', fr: 'Marques' }, value: (row: CustomerRow) => row.brandNames, width: 30 },
  { header: { en: 'Entities', fr: 'Entités' }, value: (row: CustomerRow) => row.entityNames, width: 14 },
];

/**
 * The customer summary as the kit's export reads it: the sheet and the page query. Customers are no kit
 * resource, so only the two parts the export uses are given.
 */
export const customerExportDefinition = {
  exportSheet: {
    sheetName: { en: customerMessage('sheet', 'en'), fr: customerMessage('sheet', 'fr') },
    columns: exportColumns,
  },
  repository: {
    page: (pageDb: Db, pageQuery: CustomerQuery, scope: ResourceScope) =>
      customerPage(pageDb, pageQuery, scope),
  },
} as unknown as ResourceDefinition<CustomerRow, never, never, Partial<CustomerFilter>>;
