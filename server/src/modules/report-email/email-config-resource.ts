import {
  EMAIL_CONFIG_SORT_FIELDS,
  EMAIL_CONFIG_TEXTS,
  Permissions,
  REPORT_API,
  serviceTypeText,
  type EmailConfigCreate,
  type EmailConfigDetail,
  type EmailConfigFilter,
  type EmailConfigRow,
  type Lang,
} from '@portal/domain';
import { EMAIL_CONFIG_FILTERS, emailConfigBodies } from '@portal/domain/src/schemas';
import { INTERNAL } from '../../plugins/route-access';
import type { ExportColumn, ResourceDefinition } from '../kit/resource-definition';
import { EMAIL_CONFIG_RULE_LABELS, emailConfigErrors } from './email-config-checks';
import { emailConfigRepository } from './email-config.repository';
import { emailConfigDetailProperties, emailConfigRowProperties } from './email-config-schemas';

type Key = keyof typeof EMAIL_CONFIG_TEXTS;

const T = EMAIL_CONFIG_TEXTS;
const YES_NO: Record<Lang, [string, string]> = { en: ['Yes', 'No'], fr: ['Oui', 'Non'] };
const column = (
  header: Record<Lang, string>,
  value: ExportColumn<EmailConfigRow>['value'],
  width = 16,
): ExportColumn<EmailConfigRow> => ({ header, value, width });
const listText = (prefix: string, values: readonly number[], lang: Lang) =>
  values.map((value) => T[`${prefix}.${value}` as Key]?.[lang] ?? String(value)).join(', ');

/** The entity's email rules: CS keep them, CS management may delete them (report-grants.ts). */
export const emailConfigResource: ResourceDefinition<
  EmailConfigRow,
  EmailConfigDetail,
  EmailConfigCreate,
  EmailConfigFilter
> = {
  name: 'email-config',
  basePath: `/${REPORT_API.emailConfig}`,
  permissions: {
    view: Permissions.EmailConfigSummary.View,
    edit: Permissions.EmailConfigSummary.Edit,
    delete: Permissions.EmailConfigSummary.Delete,
    export: Permissions.EmailConfigSummary.Export,
  },
  userTypes: INTERNAL,
  rows: 'entity',
  filters: EMAIL_CONFIG_FILTERS,
  sortFields: EMAIL_CONFIG_SORT_FIELDS,
  defaultSort: { field: 'customerName', direction: 'asc' },
  rowProperties: emailConfigRowProperties,
  detailProperties: emailConfigDetailProperties,
  createBody: emailConfigBodies.create,
  updateBody: emailConfigBodies.update,
  ruleFile: 'email-config.json',
  ruleLabels: EMAIL_CONFIG_RULE_LABELS,
  validate: (body, lang) => emailConfigErrors(body, lang),
  exportSheet: {
    sheetName: { en: 'Email configuration', fr: 'Configuration des courriels' },
    columns: [
      column(T['field.customer'], (row, lang) => row.customerName ?? T['value.anyCustomer'][lang], 32),
      column(
        T['field.serviceType'],
        (row, lang) =>
          row.serviceType === null ? T['value.anyService'][lang] : serviceTypeText(row.serviceType, lang),
        22,
      ),
      column(T['field.emailType'], (row, lang) => listText('emailType', [row.emailType], lang), 18),
      column(T['field.subjectTemplate'], (row) => row.subjectTemplate, 40),
      column(
        T['field.recipientContactTypes'],
        (row, lang) => listText('contactType', row.recipientContactTypes, lang),
        24,
      ),
      column(T['field.ccRoles'], (row, lang) => listText('ccRole', row.ccRoles, lang), 24),
      column(T['field.ccAddresses'], (row) => row.ccAddresses, 32),
      column(T['field.active'], (row, lang) => YES_NO[lang][row.active ? 0 : 1], 8),
    ],
  },
  repository: emailConfigRepository,
};
