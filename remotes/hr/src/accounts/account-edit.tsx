import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  AccountSaveResult,
  HR_ROUTES,
  Permissions,
  type UserAccountDetail,
  type UserAccountSave,
} from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { EditPage, FormSelect, FormText, usePermission } from '@portal/screen-kit';
import { Alert } from '@portal/ui';
import { Section } from '../shared/forms/section';
import { AccessSection } from './account-access-fields';
import { useAccountApi } from './account-api';
import { LinkSection } from './account-link-fields';
import { languageOptions } from './account-options';
import { AccountPassword } from './account-password';
import { accountToBody, accountToValues, emptyAccountValues, type AccountValues } from './account-values';
import { useAccountLookups } from './use-account-lookups';

const P = Permissions.UserAccountSummary;
/** A permission nobody holds: the kit then shows the form read-only. */
const NOBODY = 'UserAccountSummary.ReadOnly';
/** The account save codes have their own texts (1 and the kit's 8 and 9 keep the kit's). */
const RESULT_MESSAGES = Object.fromEntries(
  [
    AccountSaveResult.Failure,
    AccountSaveResult.RequestNotCorrectFormat,
    AccountSaveResult.Error,
    AccountSaveResult.NotFound,
    AccountSaveResult.EmailAlreadyExists,
  ].map((code) => [code, `hr.account.result.${code}`]),
);

/**
 * Account edit: identity, access (type, roles, entities, services), the linked record, and password state
 * with the "send reset link" button. Accounts are disabled with Active, never deleted here.
 */
export function AccountEdit() {
  const api = useAccountApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const lookups = useAccountLookups(api);
  const entityId = useAuthStore((state) => state.entityId);
  const canEdit = usePermission(P.Edit);
  // The loaded record decides whether the form is editable at all, before the kit renders it.
  const [loaded, setLoaded] = useState<UserAccountDetail | null>(null);
  const resource = useMemo(
    () => ({
      ...api.account,
      get: async (id: number) => {
        const answer = await api.account.get(id);
        setLoaded(answer.data ?? null);
        return answer;
      },
    }),
    [api],
  );
  const readOnly = loaded !== null && !loaded.canManage;
  const empty = useMemo(() => emptyAccountValues(entityId), [entityId]);

  return (
    <>
      {readOnly || loaded?.isOwnAccount ? (
        <div className="px-6 pt-6">
          <Alert tone="info">{t(readOnly ? 'hr.account.readOnly' : 'hr.account.ownAccount')}</Alert>
        </div>
      ) : null}
      <EditPage<UserAccountDetail, AccountValues, UserAccountSave>
        titleId="hr.account.edit.title"
        newTitleId="hr.account.new.title"
        resource={resource}
        ruleFile="user-account.json"
        emptyValues={empty}
        toValues={accountToValues}
        toBody={accountToBody}
        summaryPath={HR_ROUTES.userAccountSummary}
        editPath={(saved) => `${HR_ROUTES.userAccountEdit}/${saved}`}
        permissions={{ edit: readOnly ? NOBODY : P.Edit, delete: NOBODY }}
        resultMessages={RESULT_MESSAGES}
      >
        {(form, { record }) => (
          <>
            <Section titleId="hr.account.section.identity">
              <FormText
                name="loginName"
                label={t('hr.account.field.loginName')}
                maxLength={100}
                autoComplete="off"
              />
              <FormText name="fullName" label={t('hr.account.field.fullName')} maxLength={200} />
              <FormText name="email" label={t('hr.account.field.email')} type="email" maxLength={200} />
              <FormText name="phoneNumber" label={t('hr.account.field.phoneNumber')} maxLength={50} />
              <FormSelect<string>
                name="language"
                label={t('hr.account.field.language')}
                searchable={false}
                clearable={false}
                options={languageOptions(intl)}
              />
            </Section>
            <AccessSection lookups={lookups} record={record} />
            <LinkSection api={api} values={form.values} />
            <Section titleId="hr.account.section.password">
              {record ? (
                <AccountPassword api={api} record={record} canSend={canEdit && record.canManage} />
              ) : (
                <p className="text-sm text-slate-500 md:col-span-2">{t('hr.account.newHint')}</p>
              )}
            </Section>
          </>
        )}
      </EditPage>
    </>
  );
}
