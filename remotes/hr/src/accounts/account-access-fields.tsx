import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { findEntity, type UserAccountDetail, type UserAccountLookups } from '@portal/domain';
import { FormSelect } from '@portal/screen-kit';
import { ParentSelect } from '../shared/forms/form-helpers';
import { Section } from '../shared/forms/section';
import { toOptions, userTypeOptions } from './account-options';
import { LINK_FIELDS } from './account-values';

/** A labelled checkbox bound to formik that can be locked on its own (one's own account). */
function AccountCheckbox({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <label className="flex items-center gap-2 self-end py-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        name={name}
        checked={field.value === true}
        disabled={disabled}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={field.onBlur}
        className="h-4 w-4 rounded border-slate-300 text-sky-700"
      />
      {label}
    </label>
  );
}

/**
 * User type, active state, roles, entities, services and profiles. Roles with rights the editor lacks
 * are offered disabled; one's own type, state, roles and entities are locked (the server refuses them).
 */
export function AccessSection({
  lookups,
  record,
}: {
  lookups: UserAccountLookups;
  record: UserAccountDetail | null;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const own = record?.isOwnAccount === true;
  const locked = (record?.lockedEntityIds ?? []).map((id) => findEntity(id)?.shortName ?? String(id));
  return (
    <Section titleId="hr.account.section.access">
      <ParentSelect
        name="userType"
        clears={LINK_FIELDS}
        label={t('hr.account.field.userType')}
        searchable={false}
        clearable={false}
        disabled={own}
        options={userTypeOptions(intl)}
      />
      <AccountCheckbox name="isActive" label={t('hr.account.field.isActive')} disabled={own} />
      <FormSelect<number>
        name="roleIds"
        multiple
        disabled={own}
        label={t('hr.account.field.roles')}
        options={lookups.roles.map((role) => ({
          value: role.id,
          label: role.name,
          disabled: !role.grantable,
        }))}
      />
      <FormSelect<number>
        name="entityIds"
        multiple
        disabled={own}
        searchable={false}
        label={t('hr.account.field.entities')}
        options={toOptions(lookups.entities)}
        hint={
          locked.length
            ? intl.formatMessage({ id: 'hr.account.lockedEntities' }, { entities: locked.join(', ') })
            : undefined
        }
      />
      <FormSelect<number>
        name="serviceIds"
        multiple
        searchable={false}
        label={t('hr.account.field.services')}
        options={toOptions(lookups.services)}
      />
      <FormSelect<number>
        name="profileIds"
        multiple
        searchable={false}
        label={t('hr.account.field.profiles')}
        options={toOptions(lookups.profiles)}
      />
    </Section>
  );
}
