import {
  OTHER_MANDAY_SORT_FIELDS,
  OTHER_MANDAY_TEXTS,
  Permissions,
  SCHEDULING_CONFIG_API,
  serviceTypeText,
  WORKLOAD_MATRIX_SORT_FIELDS,
  WORKLOAD_MATRIX_TEXTS,
  type Lang,
  type OtherMandayCreate,
  type OtherMandayDetail,
  type OtherMandayFilter,
  type OtherMandayRow,
  type WorkloadMatrixCreate,
  type WorkloadMatrixDetail,
  type WorkloadMatrixFilter,
  type WorkloadMatrixRow,
} from '@portal/domain';
import {
  OTHER_MANDAY_FILTERS,
  otherMandayBodies,
  WORKLOAD_MATRIX_FILTERS,
  workloadMatrixBodies,
} from '@portal/domain/src/schemas';
import { INTERNAL } from '../../plugins/route-access';
import type { ExportColumn, ResourceDefinition } from '../kit/resource-definition';
import {
  OTHER_MANDAY_RULE_LABELS,
  otherMandayErrors,
  WORKLOAD_MATRIX_RULE_LABELS,
  workloadMatrixErrors,
} from './manday-checks';
import {
  otherMandayDetailProperties,
  otherMandayRowProperties,
  workloadMatrixProperties,
} from './manday-schemas';
import { otherMandayRepository } from './other-manday.repository';
import { workloadMatrixRepository } from './workload-matrix.repository';

const permissionsOf = (group: { View: string; Edit: string; Delete: string; Export: string }) => ({
  view: group.View,
  edit: group.Edit,
  delete: group.Delete,
  export: group.Export,
});

/** An export column titled by one of the resource's field labels. */
const column = <Row>(
  header: Record<Lang, string>,
  value: ExportColumn<Row>['value'],
  width = 16,
): ExportColumn<Row> => ({ header, value, width });

const W = WORKLOAD_MATRIX_TEXTS;
const O = OTHER_MANDAY_TEXTS;
const YES_NO: Record<Lang, [string, string]> = { en: ['Yes', 'No'], fr: ['Oui', 'Non'] };

/** Internal users of the entity: planning keeps the matrix, CS and management read it. */
export const workloadMatrixResource: ResourceDefinition<
  WorkloadMatrixRow,
  WorkloadMatrixDetail,
  WorkloadMatrixCreate,
  WorkloadMatrixFilter
> = {
  name: 'workload-matrix',
  basePath: `/${SCHEDULING_CONFIG_API.workloadMatrix}`,
  permissions: permissionsOf(Permissions.WorkloadMatrixSummary),
  userTypes: INTERNAL,
  rows: 'entity',
  filters: WORKLOAD_MATRIX_FILTERS,
  sortFields: WORKLOAD_MATRIX_SORT_FIELDS,
  defaultSort: { field: 'serviceType', direction: 'asc' },
  rowProperties: workloadMatrixProperties,
  detailProperties: workloadMatrixProperties,
  createBody: workloadMatrixBodies.create,
  updateBody: workloadMatrixBodies.update,
  ruleFile: 'workload-matrix.json',
  ruleLabels: WORKLOAD_MATRIX_RULE_LABELS,
  validate: (body, lang) => workloadMatrixErrors(body, lang),
  exportSheet: {
    sheetName: { en: 'Workload matrix', fr: 'Matrice de charge' },
    columns: [
      column(W['field.serviceType'], (row, lang) => serviceTypeText(row.serviceType, lang), 22),
      column(W['field.sampleSizeFrom'], (row) => row.sampleSizeFrom),
      column(W['field.sampleSizeTo'], (row) => row.sampleSizeTo),
      column(W['field.productCountFrom'], (row) => row.productCountFrom),
      column(W['field.productCountTo'], (row) => row.productCountTo),
      column(W['field.manDays'], (row) => row.manDays, 10),
    ],
  },
  repository: workloadMatrixRepository,
};

export const otherMandayResource: ResourceDefinition<
  OtherMandayRow,
  OtherMandayDetail,
  OtherMandayCreate,
  OtherMandayFilter
> = {
  name: 'other-manday',
  basePath: `/${SCHEDULING_CONFIG_API.otherManday}`,
  permissions: permissionsOf(Permissions.OtherMandaySummary),
  userTypes: INTERNAL,
  rows: 'entity',
  filters: OTHER_MANDAY_FILTERS,
  sortFields: OTHER_MANDAY_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: otherMandayRowProperties,
  detailProperties: otherMandayDetailProperties,
  createBody: otherMandayBodies.create,
  updateBody: otherMandayBodies.update,
  ruleFile: 'other-manday.json',
  ruleLabels: OTHER_MANDAY_RULE_LABELS,
  validate: (body, lang) => otherMandayErrors(body, lang),
  exportSheet: {
    sheetName: { en: 'Other man-days', fr: 'Autres jours-homme' },
    columns: [
      column(O['field.name'], (row) => row.name, 32),
      column(O['field.customer'], (row, lang) => row.customerName ?? O['value.allCustomers'][lang], 32),
      column(
        O['field.serviceType'],
        (row, lang) =>
          row.serviceType === null ? O['value.allServices'][lang] : serviceTypeText(row.serviceType, lang),
        22,
      ),
      column(O['field.manDays'], (row) => row.manDays, 10),
      column(O['field.isActive'], (row, lang) => YES_NO[lang][row.isActive ? 0 : 1], 8),
    ],
  },
  repository: otherMandayRepository,
};
