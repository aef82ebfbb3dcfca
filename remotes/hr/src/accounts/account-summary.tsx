import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { formatDate, HR_ROUTES, Permissions, type UserAccountRow } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, type SummaryColumn } from '@portal/screen-kit';
import { Select } from '@portal/ui';
import { useAccountApi } from './account-api';
import { activeOptions, toOptions, userTypeOptions } from './account-options';
import { useAccountLookups } from './use-account-lookups';

type Filters = { userTypes: number[]; roleIds: number[]; isActive: string | null };
const FILTER_DEFAULTS: Filters = { userTypes: [], roleIds: [], isActive: null };

function AccountFilters({ roles }: { roles: { id: number; name: string }[] }) {
  const intl = useIntl();
  const form = useFormikContext<Filters>();
  return (
    <>
      <Select<number>
        multiple
        name="userTypes"
        label={intl.formatMessage({ id: 'hr.account.filter.userTypes' })}
        options={userTypeOptions(intl)}
        value={form.values.userTypes}
        onChange={(ids) => void form.setFieldValue('userTypes', ids)}
      />
      <Select<number>
        multiple
        name="roleIds"
        label={intl.formatMessage({ id: 'hr.account.filter.roles' })}
        options={toOptions(roles)}
        value={form.values.roleIds}
        onChange={(ids) => void form.setFieldValue('roleIds', ids)}
      />
      <Select<string>
        name="isActive"
        searchable={false}
        label={intl.formatMessage({ id: 'hr.account.filter.active' })}
        options={activeOptions(intl)}
        value={form.values.isActive}
        onChange={(value) => void form.setFieldValue('isActive', value)}
      />
    </>
  );
}

/** User account summary (the Admin right type's landing): search by text, user type, role, active state. */
export function AccountSummary() {
  const api = useAccountApi();
  const { roles } = useAccountLookups(api);
  const link = useEntityLink();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const userType = (row: UserAccountRow) => t(`hr.account.userType.${row.userType}`);
  const status = (row: UserAccountRow) => t(`hr.account.active.${row.isActive ? 'yes' : 'no'}`);
  const password = (row: UserAccountRow) => t(`hr.account.password.${row.passwordSet ? 'set' : 'pending'}`);
  const columns: SummaryColumn<UserAccountRow>[] = [
    { key: 'loginName', titleId: 'hr.account.field.loginName', sortable: true },
    { key: 'fullName', titleId: 'hr.account.field.fullName', sortable: true },
    { key: 'email', titleId: 'hr.account.field.email', sortable: true },
    {
      key: 'userType',
      titleId: 'hr.account.field.userType',
      sortable: true,
      render: userType,
      exportValue: userType,
    },
    { key: 'roleNames', titleId: 'hr.account.field.roles' },
    { key: 'entityNames', titleId: 'hr.account.field.entities', defaultVisible: false },
    { key: 'linkedName', titleId: 'hr.account.field.linkedName', defaultVisible: false },
    {
      key: 'isActive',
      titleId: 'hr.account.field.status',
      sortable: true,
      render: (row) => (
        <span className={row.isActive ? 'text-emerald-700' : 'text-slate-500'}>{status(row)}</span>
      ),
      exportValue: status,
    },
    { key: 'passwordSet', titleId: 'hr.account.field.passwordSet', render: password, exportValue: password },
    {
      key: 'lastSignInAt',
      titleId: 'hr.account.field.lastSignInAt',
      sortable: true,
      defaultVisible: false,
      render: (row) => formatDate(row.lastSignInAt, { withTime: true }),
      exportValue: (row) => formatDate(row.lastSignInAt, { withTime: true }),
    },
  ];
  return (
    <SummaryPage<UserAccountRow, Filters>
      titleId="hr.account.summary.title"
      screenKey="user-account-summary"
      resource={api.account}
      columns={columns}
      filterDefaults={FILTER_DEFAULTS}
      renderFilters={() => <AccountFilters roles={roles} />}
      defaultSort={{ field: 'loginName', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.UserAccountSummary)}
      rowLink={(row) => link(`${HR_ROUTES.userAccountEdit}/${row.id}`)}
      newLink={link(HR_ROUTES.userAccountEdit)}
      exportName="user-accounts"
    />
  );
}
