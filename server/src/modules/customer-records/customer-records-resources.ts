import {
  BUYER_SORT_FIELDS,
  COLLECTION_SORT_FIELDS,
  CONTACT_GROUP_SORT_FIELDS,
  CUSTOMER_CONTACT_SORT_FIELDS,
  CUSTOMER_RECORDS_API,
  CustomerContactType,
  DEPARTMENT_SORT_FIELDS,
  Permissions,
  type CodedRecordCreate,
  type CodedRecordDetail,
  type CodedRecordRow,
  type CollectionCreate,
  type CollectionDetail,
  type CollectionRow,
  type ContactGroupCreate,
  type ContactGroupDetail,
  type ContactGroupRow,
  type CustomerContactCreate,
  type CustomerContactDetail,
  type CustomerContactRow,
  type CustomerRecordFilter,
  type Lang,
} from '@portal/domain';
import {
  codedRecordBodies,
  collectionBodies,
  CONTACT_FILTERS,
  contactGroupBodies,
  CUSTOMER_RECORD_FILTERS,
  customerContactBodies,
} from '@portal/domain/src/schemas';
import type { ExportColumn, ResourceDefinition } from '../kit/resource-definition';
import { buyerRepository, departmentRepository } from './coded-record.repository';
import { collectionRepository } from './collection.repository';
import { contactGroupRepository } from './contact-group.repository';
import { contactRepository } from './contact.repository';
import {
  codedDetailProperties,
  codedRowProperties,
  collectionDetailProperties,
  collectionRowProperties,
  contactDetailProperties,
  contactGroupDetailProperties,
  contactGroupRowProperties,
  contactRowProperties,
} from './customer-records-schemas';
import { INTERNAL_AND_CUSTOMERS } from '../../plugins/route-access';

/** Server texts of the rule files' labels (the browser has its own in the masterdata messages). */
export const CUSTOMER_RECORD_RULE_LABELS = {
  'customerRecords.field.customer': { en: 'Customer', fr: 'Client' },
  'customerRecords.field.code': { en: 'Code', fr: 'Code' },
  'customerRecords.field.name': { en: 'Name', fr: 'Nom' },
  'customerRecords.field.jobTitle': { en: 'Job title', fr: 'Fonction' },
  'customerRecords.field.email': { en: 'Email', fr: 'E-mail' },
  'customerRecords.field.phone': { en: 'Phone', fr: 'Téléphone' },
  'customerRecords.field.mobile': { en: 'Mobile', fr: 'Portable' },
  'customerRecords.field.contactTypes': { en: 'Contact types', fr: 'Types de contact' },
  'customerRecords.field.description': { en: 'Description', fr: 'Description' },
};

/** Export texts of the contact types. */
export const CONTACT_TYPE_NAMES: Record<CustomerContactType, Record<Lang, string>> = {
  [CustomerContactType.Inspection]: { en: 'Inspection', fr: 'Inspection' },
  [CustomerContactType.Accounting]: { en: 'Accounting', fr: 'Comptabilité' },
  [CustomerContactType.Quotation]: { en: 'Quotation', fr: 'Devis' },
  [CustomerContactType.Report]: { en: 'Report', fr: 'Rapport' },
  [CustomerContactType.Booking]: { en: 'Booking', fr: 'Réservation' },
  [CustomerContactType.Audit]: { en: 'Audit', fr: 'Audit' },
};

const path = (api: string) => `/${api}`;
const permissionsOf = (group: { View: string; Edit: string; Delete: string; Export: string }) => ({
  view: group.View,
  edit: group.Edit,
  delete: group.Delete,
  export: group.Export,
});
const col = <Row>(
  en: string,
  fr: string,
  value: ExportColumn<Row>['value'],
  width?: number,
): ExportColumn<Row> => ({ header: { en, fr }, value, width });
const customerCol = <Row extends { customerName: string }>() =>
  col<Row>('Customer', 'Client', (row) => row.customerName, 30);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

type Coded = ResourceDefinition<CodedRecordRow, CodedRecordDetail, CodedRecordCreate, CustomerRecordFilter>;
function codedResource(
  name: 'department' | 'buyer',
  api: string,
  group: { View: string; Edit: string; Delete: string; Export: string },
  sheetName: Record<Lang, string>,
  repository: Coded['repository'],
  withContacts: boolean,
): Coded {
  return {
    name,
    ruleFile: `customer-${name}.json`,
    ruleLabels: CUSTOMER_RECORD_RULE_LABELS,
    userTypes: INTERNAL_AND_CUSTOMERS,
    rows: 'party',
    basePath: path(api),
    permissions: permissionsOf(group),
    filters: CUSTOMER_RECORD_FILTERS,
    sortFields: name === 'department' ? DEPARTMENT_SORT_FIELDS : BUYER_SORT_FIELDS,
    defaultSort: { field: 'name', direction: 'asc' },
    rowProperties: codedRowProperties,
    detailProperties: codedDetailProperties,
    createBody: codedRecordBodies.create,
    updateBody: codedRecordBodies.update,
    exportSheet: {
      sheetName,
      columns: [
        customerCol<CodedRecordRow>(),
        col('Code', 'Code', (row) => row.code, 14),
        col('Name', 'Nom', (row) => row.name, 30),
        ...(withContacts ? [col<CodedRecordRow>('Contacts', 'Contacts', (row) => row.contactCount, 10)] : []),
      ],
    },
    repository,
  };
}

export const departmentResource = codedResource(
  'department',
  CUSTOMER_RECORDS_API.department,
  Permissions.CustomerDepartmentSummary,
  { en: 'Departments', fr: 'Départements' },
  departmentRepository,
  true,
);

export const buyerResource = codedResource(
  'buyer',
  CUSTOMER_RECORDS_API.buyer,
  Permissions.CustomerBuyerSummary,
  { en: 'Buyers', fr: 'Acheteurs' },
  buyerRepository,
  false,
);

export const contactGroupResource: ResourceDefinition<
  ContactGroupRow,
  ContactGroupDetail,
  ContactGroupCreate,
  CustomerRecordFilter
> = {
  name: 'contactgroup',
  ruleFile: 'customer-contact-group.json',
  ruleLabels: CUSTOMER_RECORD_RULE_LABELS,
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: path(CUSTOMER_RECORDS_API.contactGroup),
  permissions: permissionsOf(Permissions.CustomerContactGroupSummary),
  filters: CUSTOMER_RECORD_FILTERS,
  sortFields: CONTACT_GROUP_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: contactGroupRowProperties,
  detailProperties: contactGroupDetailProperties,
  createBody: contactGroupBodies.create,
  updateBody: contactGroupBodies.update,
  exportSheet: {
    sheetName: { en: 'Contact groups', fr: 'Groupes de contacts' },
    columns: [
      customerCol<ContactGroupRow>(),
      col('Name', 'Nom', (row) => row.name, 30),
      col('Contacts', 'Contacts', (row) => row.contactCount, 10),
    ],
  },
  repository: contactGroupRepository,
};

export const contactResource: ResourceDefinition<
  CustomerContactRow,
  CustomerContactDetail,
  CustomerContactCreate,
  CustomerRecordFilter
> = {
  name: 'contact',
  ruleFile: 'customer-contact.json',
  ruleLabels: CUSTOMER_RECORD_RULE_LABELS,
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: path(CUSTOMER_RECORDS_API.contact),
  permissions: permissionsOf(Permissions.CustomerContactSummary),
  filters: CONTACT_FILTERS,
  sortFields: CUSTOMER_CONTACT_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: contactRowProperties,
  detailProperties: contactDetailProperties,
  createBody: customerContactBodies.create,
  updateBody: customerContactBodies.update,
  exportSheet: {
    sheetName: { en: 'Contacts', fr: 'Contacts' },
    columns: [
      customerCol<CustomerContactRow>(),
      col('Name', 'Nom', (row) => row.name, 26),
      col('Job title', 'Fonction', (row) => row.jobTitle, 22),
      col('Email', 'E-mail', (row) => row.email, 30),
      col('Phone', 'Téléphone', (row) => row.phone, 18),
      col('Mobile', 'Portable', (row) => row.mobile, 18),
      col(
        'Contact types',
        'Types de contact',
        (row) =>
          row.contactTypeIds
            .map((id) => CONTACT_TYPE_NAMES[id as CustomerContactType]?.en ?? String(id))
            .join(', '),
        30,
      ),
      col('Group', 'Groupe', (row) => row.contactGroupName, 20),
      col('Primary', 'Principal', (row) => yesNo(row.isPrimary), 10),
      col('Active', 'Actif', (row) => yesNo(row.isActive), 10),
    ],
  },
  repository: contactRepository,
};

export const collectionResource: ResourceDefinition<
  CollectionRow,
  CollectionDetail,
  CollectionCreate,
  CustomerRecordFilter
> = {
  name: 'collection',
  ruleFile: 'customer-collection.json',
  ruleLabels: CUSTOMER_RECORD_RULE_LABELS,
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: path(CUSTOMER_RECORDS_API.collection),
  permissions: permissionsOf(Permissions.CustomerCollectionSummary),
  filters: CUSTOMER_RECORD_FILTERS,
  sortFields: COLLECTION_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: collectionRowProperties,
  detailProperties: collectionDetailProperties,
  createBody: collectionBodies.create,
  updateBody: collectionBodies.update,
  exportSheet: {
    sheetName: { en: 'Collections', fr: 'Collections' },
    columns: [
      customerCol<CollectionRow>(),
      col('Collection', 'Collection', (row) => row.name, 30),
      col('Brand', 'Marque', (row) => row.brandName, 24),
      col('Description', 'Description', (row) => row.description, 40),
      col('Active', 'Actif', (row) => yesNo(row.isActive), 10),
    ],
  },
  repository: collectionRepository,
};
