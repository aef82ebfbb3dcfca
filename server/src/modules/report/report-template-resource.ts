import {
  CUSTOMER_CONFIG_ENUM_LABELS,
  Permissions,
  REPORT_API,
  type ReportTemplateCreate,
  type ReportTemplateDetail,
  type ReportTemplateFilter,
  type ReportTemplateRow,
} from '@portal/domain';
import { REPORT_TEMPLATE_FILTERS, reportTemplateBodies } from '@portal/domain/src/schemas';
import { INTERNAL } from '../../plugins/route-access';
import { exportColumn as col, type ResourceDefinition } from '../kit/resource-definition';
import { REPORT_TEMPLATE_SORT, reportTemplateRepository } from './report-template.repository';
import { reportTemplateDetailProperties, reportTemplateRowProperties } from './report-template-schemas';
import { REPORT_TEMPLATE_LABELS, templateErrors } from './report-template-validation';

const P = Permissions.ReportTemplateSummary;
const yesNo = { true: { en: 'Yes', fr: 'Oui' }, false: { en: 'No', fr: 'Non' } } as const;

/** Report templates (report-template): a kit resource of the entity, for internal users. */
export const reportTemplateResource: ResourceDefinition<
  ReportTemplateRow,
  ReportTemplateDetail,
  ReportTemplateCreate,
  ReportTemplateFilter
> = {
  name: 'report-template',
  basePath: `/${REPORT_API.template}`,
  permissions: { view: P.View, edit: P.Edit, delete: P.Delete, export: P.Export },
  ruleFile: 'report-template.json',
  ruleLabels: REPORT_TEMPLATE_LABELS,
  userTypes: INTERNAL,
  rows: 'entity',
  filters: REPORT_TEMPLATE_FILTERS,
  sortFields: REPORT_TEMPLATE_SORT,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: reportTemplateRowProperties,
  detailProperties: reportTemplateDetailProperties,
  createBody: reportTemplateBodies.create,
  updateBody: reportTemplateBodies.update,
  exportSheet: {
    sheetName: { en: 'Report templates', fr: 'Modèles de rapport' },
    columns: [
      col('Name', 'Nom', (row) => row.name, 30),
      col('Customer', 'Client', (row, lang) => row.customerName ?? { en: 'All', fr: 'Tous' }[lang], 28),
      col(
        'Service type',
        'Type de service',
        (row, lang) =>
          CUSTOMER_CONFIG_ENUM_LABELS.serviceType?.[row.serviceType]?.[lang] ?? String(row.serviceType),
        20,
      ),
      col('Checks', 'Contrôles', (row) => row.checkCount, 10),
      col('Active', 'Actif', (row, lang) => yesNo[String(row.active) as 'true' | 'false'][lang], 8),
    ],
  },
  repository: reportTemplateRepository as ResourceDefinition<
    ReportTemplateRow,
    ReportTemplateDetail,
    ReportTemplateCreate,
    ReportTemplateFilter
  >['repository'],
  validate: (body, lang) => templateErrors(body, lang),
};
