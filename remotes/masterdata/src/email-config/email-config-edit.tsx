import { useIntl } from 'react-intl';
import {
  EMAIL_BODY_MAX,
  EMAIL_CC_ADDRESSES_MAX,
  EMAIL_PLACEHOLDERS,
  EMAIL_SUBJECT_MAX,
  EmailType,
  Permissions,
  REPORT_SCREEN_PATHS as PATHS,
  ResourceResult,
  type EmailConfigCreate,
  type EmailConfigDetail,
} from '@portal/domain';
import {
  EditPage,
  editPermissions,
  FormCheckbox,
  FormSelect,
  FormText,
  FormTextArea,
} from '@portal/screen-kit';
import {
  ccRoleOptions,
  contactTypeOptions,
  emailTypeOptions,
  serviceTypeOptions,
} from './email-config-options';
import { useEmailConfigApi } from './use-email-config-api';

interface Values {
  customerId: number | null;
  serviceType: number | null;
  emailType: number | null;
  subjectTemplate: string;
  bodyTemplate: string;
  recipientContactTypes: number[];
  ccRoles: number[];
  ccAddresses: string;
  active: boolean;
}

const EMPTY: Values = {
  customerId: null,
  serviceType: null,
  emailType: EmailType.ReportSend,
  subjectTemplate: '',
  bodyTemplate: '',
  recipientContactTypes: [],
  ccRoles: [],
  ccAddresses: '',
  active: true,
};

// The rule file has refused a missing email type before toBody runs. A blank subject or body may be saved:
// the send answers its gap (noEmailSubjectConfiguration, noEmailBodyConfiguration).
export const emailConfigBody = (values: Values): EmailConfigCreate => ({
  customerId: values.customerId,
  serviceType: values.serviceType,
  emailType: values.emailType as EmailType,
  subjectTemplate: values.subjectTemplate.trim(),
  bodyTemplate: values.bodyTemplate,
  recipientContactTypes: values.recipientContactTypes,
  ccRoles: values.ccRoles,
  ccAddresses: values.ccAddresses.trim() || null,
  active: values.active,
});

/** The placeholders a subject or body may hold, each with what it becomes. */
function PlaceholderHelp() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `masterdata.emailConfig.${key}` });
  return (
    <section aria-labelledby="email-placeholders" className="rounded border border-slate-200 p-3 text-sm">
      <h2 id="email-placeholders" className="font-medium text-slate-700">
        {t('placeholders.title')}
      </h2>
      <p className="text-slate-600">{t('placeholders.intro')}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {EMAIL_PLACEHOLDERS.map((name) => (
          <div key={name} className="contents">
            <dt className="font-mono text-slate-800">{`{${name}}`}</dt>
            <dd className="text-slate-600">{t(`placeholder.${name}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * One email rule (econfig): which mail (email type), for whom (one customer or any, one service type or any),
 * its subject and body with placeholders, the recipients by contact type and the copies by role and address.
 */
export function EmailConfigEdit() {
  const api = useEmailConfigApi();
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `masterdata.emailConfig.${key}` });

  return (
    <EditPage<EmailConfigDetail, Values, EmailConfigCreate>
      titleId="masterdata.emailConfig.edit.title"
      newTitleId="masterdata.emailConfig.new.title"
      resource={api.emailConfig}
      ruleFile="email-config.json"
      emptyValues={EMPTY}
      toValues={(record) => ({
        customerId: record.customerId,
        serviceType: record.serviceType,
        emailType: record.emailType,
        subjectTemplate: record.subjectTemplate,
        bodyTemplate: record.bodyTemplate,
        recipientContactTypes: record.recipientContactTypes,
        ccRoles: record.ccRoles,
        ccAddresses: record.ccAddresses ?? '',
        active: record.active,
      })}
      toBody={emailConfigBody}
      summaryPath={PATHS.emailConfigSummary}
      editPath={(id) => `${PATHS.emailConfigEdit}/${id}`}
      permissions={editPermissions(Permissions.EmailConfigSummary)}
      resultMessages={{ [ResourceResult.ParentNotFound]: 'masterdata.emailConfig.customerNotFound' }}
    >
      {() => (
        <>
          <FormSelect<number>
            name="emailType"
            label={t('field.emailType')}
            options={emailTypeOptions(intl)}
            clearable={false}
          />
          <FormSelect<number>
            name="customerId"
            label={t('field.customer')}
            hint={t('hint.customer')}
            placeholder={t('value.anyCustomer')}
            dataSource={api.customerDataSource}
          />
          <FormSelect<number>
            name="serviceType"
            label={t('field.serviceType')}
            hint={t('hint.serviceType')}
            placeholder={t('value.anyService')}
            options={serviceTypeOptions(intl)}
          />
          <FormText name="subjectTemplate" label={t('field.subjectTemplate')} maxLength={EMAIL_SUBJECT_MAX} />
          <FormTextArea
            name="bodyTemplate"
            label={t('field.bodyTemplate')}
            maxLength={EMAIL_BODY_MAX}
            rows={8}
          />
          <PlaceholderHelp />
          <FormSelect<number>
            name="recipientContactTypes"
            multiple
            label={t('field.recipientContactTypes')}
            hint={t('hint.recipientContactTypes')}
            options={contactTypeOptions(intl)}
          />
          <FormSelect<number>
            name="ccRoles"
            multiple
            label={t('field.ccRoles')}
            hint={t('hint.ccRoles')}
            options={ccRoleOptions(intl)}
          />
          <FormText
            name="ccAddresses"
            label={t('field.ccAddresses')}
            hint={t('hint.ccAddresses')}
            maxLength={EMAIL_CC_ADDRESSES_MAX}
          />
          <FormCheckbox name="active" label={t('field.active')} />
        </>
      )}
    </EditPage>
  );
}
