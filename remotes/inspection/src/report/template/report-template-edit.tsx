import { useIntl } from 'react-intl';
import {
  Permissions,
  REPORT_SCREEN_PATHS as PATHS,
  ResourceResult,
  type ReportTemplateCreate,
  type ReportTemplateDetail,
} from '@portal/domain';
import { EditPage, editPermissions, FormCheckbox, FormSelect, FormText } from '@portal/screen-kit';
import { useReportScreensApi } from '../../shared/api/report-screens-api';
import { serviceTypeOptions } from '../../shared/booking/booking-options';
import { TemplateSectionsEditor } from './template-sections-editor';
import {
  EMPTY_TEMPLATE,
  TEMPLATE_NAME_MAX,
  toTemplateBody,
  toTemplateValues,
  type TemplateValues,
} from './template-values';

/**
 * A report template: per customer (empty: every customer of the entity) and service type, the sections and
 * checks an inspector fills. Read only without ReportTemplateSummary.Edit.
 */
export function ReportTemplateEdit() {
  const api = useReportScreensApi();
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <EditPage<ReportTemplateDetail, TemplateValues, ReportTemplateCreate>
      titleId="inspection.reportScreens.template.edit.title"
      newTitleId="inspection.reportScreens.template.new.title"
      resource={api.template}
      ruleFile="report-template.json"
      emptyValues={EMPTY_TEMPLATE}
      toValues={toTemplateValues}
      toBody={toTemplateBody}
      summaryPath={PATHS.templateSummary}
      editPath={(id) => `${PATHS.templateEdit}/${id}`}
      permissions={editPermissions(Permissions.ReportTemplateSummary)}
      resultMessages={{ [ResourceResult.DuplicateData]: 'inspection.reportScreens.template.duplicate' }}
    >
      {() => (
        <>
          <FormSelect<number>
            name="customerId"
            label={t('reportTemplate.field.customer')}
            hint={t('inspection.reportScreens.template.hint.anyCustomer')}
            dataSource={api.customerDataSource}
          />
          <FormSelect<number>
            name="serviceType"
            label={t('reportTemplate.field.serviceType')}
            options={serviceTypeOptions(intl)}
          />
          <FormText name="name" label={t('reportTemplate.field.name')} maxLength={TEMPLATE_NAME_MAX} />
          <FormCheckbox name="active" label={t('reportTemplate.field.active')} />
          <TemplateSectionsEditor />
        </>
      )}
    </EditPage>
  );
}
