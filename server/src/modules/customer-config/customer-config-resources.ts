import {
  COMPLAINT_CLOSE_MESSAGES,
  ComplaintStatus,
  CUSTOMER_CHECKPOINT_SORT_FIELDS,
  CUSTOMER_COMPLAINT_SORT_FIELDS,
  CUSTOMER_CONFIG_API,
  CUSTOMER_CONFIG_FIELD_LABELS,
  CUSTOMER_CONFIG_LABEL_PREFIX,
  customerConfigEnumText as enumText,
  CUSTOMER_DECISION_SORT_FIELDS,
  CUSTOMER_SERVICE_SORT_FIELDS,
  CUSTOMER_USER_CONFIG_SORT_FIELDS,
  Permissions,
  type CustomerCheckpointCreate,
  type CustomerCheckpointDetail,
  type CustomerCheckpointRow,
  type CustomerComplaintCreate,
  type CustomerComplaintDetail,
  type CustomerComplaintRow,
  type CustomerConfigFilter,
  type CustomerDecisionCreate,
  type CustomerDecisionDetail,
  type CustomerDecisionRow,
  type CustomerServiceCreate,
  type CustomerServiceDetail,
  type CustomerServiceRow,
  type CustomerUserConfigCreate,
  type CustomerUserConfigDetail,
  type CustomerUserConfigRow,
} from '@portal/domain';
import {
  CUSTOMER_CONFIG_FILTERS,
  customerCheckpointBodies,
  customerComplaintBodies,
  customerDecisionBodies,
  customerServiceBodies,
  customerUserConfigBodies,
} from '@portal/domain/src/schemas';
import type { RuleLabels } from '../../lib/rule-validation';
import type { ExportColumn, ResourceDefinition } from '../kit/resource-definition';
import { customerCheckpointRepository } from './checkpoint.repository';
import { customerComplaintRepository } from './complaint.repository';
import {
  checkpointDetailProperties,
  checkpointRowProperties,
  complaintDetailProperties,
  complaintRowProperties,
  decisionDetailProperties,
  decisionRowProperties,
  serviceDetailProperties,
  serviceRowProperties,
  userConfigDetailProperties,
  userConfigRowProperties,
} from './customer-config-schemas';
import { customerDecisionRepository } from './decision.repository';
import { customerServiceRepository } from './service.repository';
import { customerUserConfigRepository } from './user-config.repository';
import { INTERNAL_AND_CUSTOMERS } from '../../plugins/route-access';

const RULE_LABELS: RuleLabels = Object.fromEntries(
  Object.entries(CUSTOMER_CONFIG_FIELD_LABELS).map(([key, texts]) => [
    `${CUSTOMER_CONFIG_LABEL_PREFIX}${key}`,
    texts,
  ]),
);

const permissionsOf = (group: { View: string; Edit: string; Delete: string; Export: string }) => ({
  view: group.View,
  edit: group.Edit,
  delete: group.Delete,
  export: group.Export,
});

/** An export column titled by its field label. */
const col = <Row>(field: string, value: ExportColumn<Row>['value'], width = 16): ExportColumn<Row> => ({
  header: CUSTOMER_CONFIG_FIELD_LABELS[field]!,
  value,
  width,
});

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const common = (name: string, ruleFile: string) => ({
  name,
  ruleFile,
  ruleLabels: RULE_LABELS,
  filters: CUSTOMER_CONFIG_FILTERS,
});

export const customerServiceResource: ResourceDefinition<
  CustomerServiceRow,
  CustomerServiceDetail,
  CustomerServiceCreate,
  CustomerConfigFilter
> = {
  ...common('customer-service', 'customer-service.json'),
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: `/${CUSTOMER_CONFIG_API.service}`,
  permissions: permissionsOf(Permissions.CustomerServiceSummary),
  sortFields: CUSTOMER_SERVICE_SORT_FIELDS,
  defaultSort: { field: 'customerName', direction: 'asc' },
  rowProperties: serviceRowProperties,
  detailProperties: serviceDetailProperties,
  createBody: customerServiceBodies.create,
  updateBody: customerServiceBodies.update,
  exportSheet: {
    sheetName: { en: 'Customer services', fr: 'Services client' },
    columns: [
      col('customer', (row) => row.customerName, 32),
      col('service', (row) => row.serviceName),
      col('serviceType', (row) => enumText('serviceType', row.serviceType), 22),
      col('aqlLevel', (row) => enumText('aqlLevel', row.aqlLevel)),
      col('criticalAql', (row) => row.criticalAql),
      col('majorAql', (row) => row.majorAql),
      col('minorAql', (row) => row.minorAql),
      col('priceType', (row) => enumText('priceType', row.priceType)),
      col('checkpointCount', (row) => row.checkpointCount),
      col('active', (row) => yesNo(row.active), 8),
    ],
  },
  repository: customerServiceRepository,
};

export const customerCheckpointResource: ResourceDefinition<
  CustomerCheckpointRow,
  CustomerCheckpointDetail,
  CustomerCheckpointCreate,
  CustomerConfigFilter
> = {
  ...common('customer-checkpoint', 'customer-checkpoint.json'),
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: `/${CUSTOMER_CONFIG_API.checkpoint}`,
  permissions: permissionsOf(Permissions.CustomerCheckpointSummary),
  sortFields: CUSTOMER_CHECKPOINT_SORT_FIELDS,
  defaultSort: { field: 'customerName', direction: 'asc' },
  rowProperties: checkpointRowProperties,
  detailProperties: checkpointDetailProperties,
  createBody: customerCheckpointBodies.create,
  updateBody: customerCheckpointBodies.update,
  exportSheet: {
    sheetName: { en: 'Checkpoints', fr: 'Points de contrôle' },
    columns: [
      col('customer', (row) => row.customerName, 32),
      col('service', (row) => `${row.serviceName} - ${enumText('serviceType', row.serviceType)}`, 30),
      col('name', (row) => row.name, 30),
      col('checkpointType', (row) => enumText('checkpointType', row.checkpointType), 20),
      col('mandatory', (row) => yesNo(row.mandatory), 10),
      col('active', (row) => yesNo(row.active), 8),
    ],
  },
  repository: customerCheckpointRepository,
};

export const customerComplaintResource: ResourceDefinition<
  CustomerComplaintRow,
  CustomerComplaintDetail,
  CustomerComplaintCreate,
  CustomerConfigFilter
> = {
  ...common('customer-complaint', 'customer-complaint.json'),
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: `/${CUSTOMER_CONFIG_API.complaint}`,
  permissions: permissionsOf(Permissions.CustomerComplaintSummary),
  sortFields: CUSTOMER_COMPLAINT_SORT_FIELDS,
  defaultSort: { field: 'complaintDate', direction: 'desc' },
  rowProperties: complaintRowProperties,
  detailProperties: complaintDetailProperties,
  createBody: customerComplaintBodies.create,
  updateBody: customerComplaintBodies.update,
  exportSheet: {
    sheetName: { en: 'Complaints', fr: 'Réclamations' },
    columns: [
      col('id', (row) => row.id, 8),
      col('customer', (row) => row.customerName, 32),
      col('complaintDate', (row) => row.complaintDate, 12),
      col('reference', (row) => row.reference, 20),
      col('category', (row) => enumText('category', row.category), 20),
      col('severity', (row) => enumText('severity', row.severity), 10),
      col('status', (row) => enumText('status', row.status), 16),
      col('owner', (row) => row.ownerName, 24),
    ],
  },
  repository: customerComplaintRepository,
  // Closing needs the investigation's outcome.
  validate(body, lang) {
    if (body.status !== ComplaintStatus.Closed) return [];
    return (['rootCause', 'correctiveAction'] as const)
      .filter((field) => !body[field]?.trim())
      .map((field) => ({ field, message: COMPLAINT_CLOSE_MESSAGES[field][lang] }));
  },
};

export const customerDecisionResource: ResourceDefinition<
  CustomerDecisionRow,
  CustomerDecisionDetail,
  CustomerDecisionCreate,
  CustomerConfigFilter
> = {
  ...common('customer-decision', 'customer-decision.json'),
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: `/${CUSTOMER_CONFIG_API.decision}`,
  permissions: permissionsOf(Permissions.CustomerDecisionSummary),
  sortFields: CUSTOMER_DECISION_SORT_FIELDS,
  defaultSort: { field: 'customerName', direction: 'asc' },
  rowProperties: decisionRowProperties,
  detailProperties: decisionDetailProperties,
  createBody: customerDecisionBodies.create,
  updateBody: customerDecisionBodies.update,
  exportSheet: {
    sheetName: { en: 'Customer decisions', fr: 'Décisions client' },
    columns: [
      col('customer', (row) => row.customerName, 32),
      col('resultType', (row) => enumText('resultType', row.resultType), 18),
      col('decision', (row) => row.name, 28),
      col('releasesShipment', (row) => yesNo(row.releasesShipment), 14),
      col('sort', (row) => row.sort, 8),
      col('active', (row) => yesNo(row.active), 8),
    ],
  },
  repository: customerDecisionRepository,
};

export const customerUserConfigResource: ResourceDefinition<
  CustomerUserConfigRow,
  CustomerUserConfigDetail,
  CustomerUserConfigCreate,
  CustomerConfigFilter
> = {
  ...common('customer-user-config', 'customer-user-config.json'),
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: `/${CUSTOMER_CONFIG_API.userConfig}`,
  permissions: permissionsOf(Permissions.CustomerUserConfigSummary),
  sortFields: CUSTOMER_USER_CONFIG_SORT_FIELDS,
  defaultSort: { field: 'customerName', direction: 'asc' },
  rowProperties: userConfigRowProperties,
  detailProperties: userConfigDetailProperties,
  createBody: customerUserConfigBodies.create,
  updateBody: customerUserConfigBodies.update,
  exportSheet: {
    sheetName: { en: 'Customer staff', fr: 'Équipe client' },
    columns: [
      col('customer', (row) => row.customerName, 32),
      col('service', (row) => row.serviceName),
      col('cs', (row) => row.csName, 24),
      col('backupCs', (row) => row.backupCsName, 24),
      col('kam', (row) => row.kamName, 24),
      col('sales', (row) => row.salesName, 24),
      col('reportVisible', (row) => yesNo(row.reportVisible), 12),
      col('canBook', (row) => yesNo(row.canBook), 12),
      col('notifyOnResult', (row) => yesNo(row.notifyOnResult), 12),
    ],
  },
  repository: customerUserConfigRepository,
};
