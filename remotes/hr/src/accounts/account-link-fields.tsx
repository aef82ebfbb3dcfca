import { useIntl } from 'react-intl';
import { accountLinkKind, UserType } from '@portal/domain';
import { FormSelect } from '@portal/screen-kit';
import { Section } from '../shared/forms/section';
import type { AccountApi } from './account-api';
import type { AccountValues } from './account-values';

/**
 * The record the account belongs to, by user type: the staff record (internal, outsource; optional), the
 * customer, the supplier or the factory (required), each picked from the entity's own list.
 */
export function LinkSection({ api, values }: { api: AccountApi; values: AccountValues }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const kind = accountLinkKind(values.userType ?? UserType.InternalUser);
  const party = (name: string, labelId: string, userType: UserType) => (
    <FormSelect<number>
      key={name}
      name={name}
      label={t(labelId)}
      dataSource={api.userDataSource}
      dataSourceParams={{ userType }}
    />
  );
  return (
    <Section titleId="hr.account.section.link">
      {kind === 'staff' ? (
        <FormSelect<number>
          name="staffId"
          label={t('hr.account.field.staff')}
          hint={t('hr.account.staffHint')}
          dataSource={api.staffDataSource}
          dataSourceParams={{ withoutAccount: true, exceptUserId: values.id }}
        />
      ) : null}
      {kind === 'customer' ? party('customerId', 'hr.account.field.customer', UserType.Customer) : null}
      {kind === 'supplier' ? party('supplierId', 'hr.account.field.supplier', UserType.Supplier) : null}
      {kind === 'factory' ? party('factoryId', 'hr.account.field.factory', UserType.Factory) : null}
    </Section>
  );
}
