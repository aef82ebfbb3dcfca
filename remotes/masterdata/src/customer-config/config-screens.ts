import {
  ComplaintStatus,
  CUSTOMER_CONFIG_SCREEN_PATHS,
  Permissions,
  ResourceResult,
  type CustomerConfigResource,
  type SortOrder,
} from '@portal/domain';
import type { ScreenPermissionGroup } from '@portal/screen-kit';

/**
 * What differs between the five customer configuration screens; everything else is one ConfigSummary and
 * one ConfigEdit. Labels are field keys of CUSTOMER_CONFIG_FIELD_LABELS, lists keys of
 * CUSTOMER_CONFIG_ENUM_LABELS.
 */

export type FieldKind =
  | 'text'
  | 'note'
  | 'aql'
  | 'integer'
  | 'date'
  | 'enum'
  | 'service'
  | 'customerService'
  | 'staff'
  | 'checkbox';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** Field label key; the name by default. */
  label?: string;
  list?: string;
  /** Kept by internal users: a customer user sees it read-only. */
  internalOnly?: boolean;
}

export interface ColumnSpec {
  key: string;
  label: string;
  kind?: 'text' | 'enum' | 'bool' | 'number' | 'serviceLine';
  list?: string;
  defaultVisible?: boolean;
  sortable?: boolean;
}

export interface FilterSpec {
  name: string;
  label: string;
  /** A list of the domain (multi-select), or the services table. */
  list: string | 'services';
}

export interface ConfigScreen {
  permissions: ScreenPermissionGroup & { View: string };
  screenKey: string;
  exportName: string;
  ruleFile: string;
  defaultSort: SortOrder;
  columns: ColumnSpec[];
  filters: FilterSpec[];
  fields: FieldSpec[];
  /** Values of a new record besides the customer. */
  defaults: Record<string, unknown>;
  resultMessages: Partial<Record<number, string>>;
}

const M = 'masterdata.customerConfig';
const customerColumn: ColumnSpec = { key: 'customerName', label: 'customer' };
const idColumn: ColumnSpec = { key: 'id', label: 'id', kind: 'number', defaultVisible: false };
const parentGone = { [ResourceResult.ParentNotFound]: `${M}.parentNotFound` };

export const CONFIG_SCREENS: Record<CustomerConfigResource, ConfigScreen> = {
  service: {
    permissions: Permissions.CustomerServiceSummary,
    screenKey: 'customer-service-summary',
    exportName: 'customer-services',
    ruleFile: 'customer-service.json',
    defaultSort: { field: 'customerName', direction: 'asc' },
    columns: [
      customerColumn,
      { key: 'serviceName', label: 'service' },
      { key: 'serviceType', label: 'serviceType', kind: 'enum', list: 'serviceType' },
      { key: 'aqlLevel', label: 'aqlLevel', kind: 'enum', list: 'aqlLevel' },
      { key: 'criticalAql', label: 'criticalAql', kind: 'number', sortable: false, defaultVisible: false },
      { key: 'majorAql', label: 'majorAql', kind: 'number', sortable: false },
      { key: 'minorAql', label: 'minorAql', kind: 'number', sortable: false },
      { key: 'priceType', label: 'priceType', kind: 'enum', list: 'priceType' },
      { key: 'checkpointCount', label: 'checkpointCount', kind: 'number' },
      {
        key: 'technicalReviewRequired',
        label: 'technicalReviewRequired',
        kind: 'bool',
        defaultVisible: false,
      },
      { key: 'active', label: 'active', kind: 'bool' },
      idColumn,
    ],
    filters: [
      { name: 'serviceIds', label: 'service', list: 'services' },
      { name: 'serviceTypes', label: 'serviceType', list: 'serviceType' },
    ],
    fields: [
      { name: 'serviceId', kind: 'service', label: 'service' },
      { name: 'serviceType', kind: 'enum', list: 'serviceType' },
      { name: 'aqlLevel', kind: 'enum', list: 'aqlLevel' },
      { name: 'criticalAql', kind: 'aql' },
      { name: 'majorAql', kind: 'aql' },
      { name: 'minorAql', kind: 'aql' },
      { name: 'priceType', kind: 'enum', list: 'priceType' },
      { name: 'reportFormat', kind: 'note' },
      { name: 'technicalReviewRequired', kind: 'checkbox' },
      { name: 'active', kind: 'checkbox' },
    ],
    defaults: {
      serviceId: null,
      serviceType: null,
      aqlLevel: null,
      criticalAql: null,
      majorAql: null,
      minorAql: null,
      priceType: null,
      reportFormat: '',
      technicalReviewRequired: false,
      active: true,
    },
    resultMessages: {
      [ResourceResult.DuplicateData]: `${M}.duplicate.service`,
      [ResourceResult.DuplicateName]: `${M}.duplicate.service`,
      [ResourceResult.InUse]: `${M}.inUse.service`,
      ...parentGone,
    },
  },
  checkpoint: {
    permissions: Permissions.CustomerCheckpointSummary,
    screenKey: 'customer-checkpoint-summary',
    exportName: 'customer-checkpoints',
    ruleFile: 'customer-checkpoint.json',
    defaultSort: { field: 'customerName', direction: 'asc' },
    columns: [
      { key: 'name', label: 'name' },
      customerColumn,
      { key: 'serviceName', label: 'customerService', kind: 'serviceLine' },
      { key: 'checkpointType', label: 'checkpointType', kind: 'enum', list: 'checkpointType' },
      { key: 'mandatory', label: 'mandatory', kind: 'bool' },
      { key: 'active', label: 'active', kind: 'bool' },
      idColumn,
    ],
    filters: [{ name: 'serviceIds', label: 'service', list: 'services' }],
    fields: [
      { name: 'customerServiceId', kind: 'customerService', label: 'customerService' },
      { name: 'name', kind: 'text' },
      { name: 'checkpointType', kind: 'enum', list: 'checkpointType' },
      { name: 'instructions', kind: 'note' },
      { name: 'mandatory', kind: 'checkbox' },
      { name: 'active', kind: 'checkbox' },
    ],
    defaults: {
      customerServiceId: null,
      name: '',
      checkpointType: null,
      instructions: '',
      mandatory: false,
      active: true,
    },
    resultMessages: {
      [ResourceResult.DuplicateName]: `${M}.duplicate.checkpoint`,
      ...parentGone,
    },
  },
  complaint: {
    permissions: Permissions.CustomerComplaintSummary,
    screenKey: 'customer-complaint-summary',
    exportName: 'customer-complaints',
    ruleFile: 'customer-complaint.json',
    defaultSort: { field: 'complaintDate', direction: 'desc' },
    columns: [
      { key: 'complaintDate', label: 'complaintDate' },
      customerColumn,
      { key: 'reference', label: 'reference' },
      { key: 'category', label: 'category', kind: 'enum', list: 'category' },
      { key: 'severity', label: 'severity', kind: 'enum', list: 'severity' },
      { key: 'status', label: 'status', kind: 'enum', list: 'status' },
      { key: 'ownerName', label: 'owner' },
      idColumn,
    ],
    filters: [
      { name: 'statuses', label: 'status', list: 'status' },
      { name: 'severities', label: 'severity', list: 'severity' },
    ],
    fields: [
      { name: 'complaintDate', kind: 'date' },
      { name: 'reference', kind: 'text' },
      { name: 'category', kind: 'enum', list: 'category' },
      { name: 'severity', kind: 'enum', list: 'severity' },
      { name: 'description', kind: 'note' },
      { name: 'status', kind: 'enum', list: 'status', internalOnly: true },
      { name: 'ownerId', kind: 'staff', label: 'owner', internalOnly: true },
      { name: 'rootCause', kind: 'note', internalOnly: true },
      { name: 'correctiveAction', kind: 'note', internalOnly: true },
    ],
    defaults: {
      complaintDate: null,
      reference: '',
      category: null,
      severity: null,
      description: '',
      status: ComplaintStatus.Open,
      ownerId: null,
      rootCause: '',
      correctiveAction: '',
    },
    resultMessages: parentGone,
  },
  decision: {
    permissions: Permissions.CustomerDecisionSummary,
    screenKey: 'customer-decision-summary',
    exportName: 'customer-decisions',
    ruleFile: 'customer-decision.json',
    defaultSort: { field: 'customerName', direction: 'asc' },
    columns: [
      customerColumn,
      { key: 'resultType', label: 'resultType', kind: 'enum', list: 'resultType' },
      { key: 'name', label: 'decision' },
      { key: 'releasesShipment', label: 'releasesShipment', kind: 'bool' },
      { key: 'sort', label: 'sort', kind: 'number' },
      { key: 'active', label: 'active', kind: 'bool' },
      idColumn,
    ],
    filters: [{ name: 'resultTypes', label: 'resultType', list: 'resultType' }],
    fields: [
      { name: 'resultType', kind: 'enum', list: 'resultType' },
      { name: 'name', kind: 'text', label: 'decision' },
      { name: 'sort', kind: 'integer' },
      { name: 'releasesShipment', kind: 'checkbox' },
      { name: 'active', kind: 'checkbox' },
    ],
    defaults: { resultType: null, name: '', sort: 1, releasesShipment: false, active: true },
    resultMessages: { [ResourceResult.DuplicateName]: `${M}.duplicate.decision` },
  },
  userConfig: {
    permissions: Permissions.CustomerUserConfigSummary,
    screenKey: 'customer-user-config-summary',
    exportName: 'customer-staff',
    ruleFile: 'customer-user-config.json',
    defaultSort: { field: 'customerName', direction: 'asc' },
    columns: [
      customerColumn,
      { key: 'serviceName', label: 'service' },
      { key: 'csName', label: 'cs' },
      { key: 'backupCsName', label: 'backupCs', sortable: false, defaultVisible: false },
      { key: 'kamName', label: 'kam' },
      { key: 'salesName', label: 'sales' },
      { key: 'reportVisible', label: 'reportVisible', kind: 'bool' },
      { key: 'canBook', label: 'canBook', kind: 'bool' },
      idColumn,
    ],
    filters: [{ name: 'serviceIds', label: 'service', list: 'services' }],
    fields: [
      { name: 'serviceId', kind: 'service', label: 'service' },
      { name: 'csUserId', kind: 'staff', label: 'cs' },
      { name: 'backupCsUserId', kind: 'staff', label: 'backupCs' },
      { name: 'kamUserId', kind: 'staff', label: 'kam' },
      { name: 'salesUserId', kind: 'staff', label: 'sales' },
      { name: 'reportVisible', kind: 'checkbox' },
      { name: 'canBook', kind: 'checkbox' },
      { name: 'notifyOnResult', kind: 'checkbox' },
    ],
    defaults: {
      serviceId: null,
      csUserId: null,
      backupCsUserId: null,
      kamUserId: null,
      salesUserId: null,
      reportVisible: true,
      canBook: false,
      notifyOnResult: true,
    },
    resultMessages: {
      [ResourceResult.DuplicateData]: `${M}.duplicate.userConfig`,
      [ResourceResult.DuplicateName]: `${M}.duplicate.userConfig`,
      ...parentGone,
    },
  },
};

export const screenPaths = (resource: CustomerConfigResource) => CUSTOMER_CONFIG_SCREEN_PATHS[resource];
