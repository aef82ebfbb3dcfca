import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationLookups } from '@portal/domain';
import { FormSelect, FormText } from '@portal/screen-kit';
import { PasswordPolicyList } from '../password-policy-list';
import type { RegistrationValues } from './registration-values';

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-500">
        <FormattedMessage id={titleId} />
      </legend>
      {children}
    </fieldset>
  );
}

/** The terms checkbox; its error (from the server) shows below it. */
function TermsCheckbox() {
  const intl = useIntl();
  const [field, meta, helpers] = useField<boolean>('termsAccepted');
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="termsAccepted"
          checked={field.value === true}
          onChange={(event) => void helpers.setValue(event.target.checked)}
          onBlur={field.onBlur}
          className="mt-0.5 h-4 w-4 rounded border-slate-300 text-sky-700"
        />
        {intl.formatMessage({ id: 'customerRegistration.field.terms' })}
      </label>
      {meta.error ? <p className="mt-1 text-xs text-red-700">{meta.error}</p> : null}
    </div>
  );
}

/** The company, contact, services and sign-in fields of the public form. */
export function RegistrationFormFields({ lookups }: { lookups: RegistrationLookups }) {
  const intl = useIntl();
  const { values } = useFormikContext<RegistrationValues>();
  const label = (id: string) => intl.formatMessage({ id: `customerRegistration.field.${id}` });
  const services = lookups.services.map((service) => ({
    value: service.id,
    label: intl.formatMessage({
      id: `customerRegistration.service.${service.id}`,
      defaultMessage: service.name,
    }),
  }));
  const countries = lookups.countries.map((country) => ({ value: country.id, label: country.name }));
  return (
    <>
      <Section titleId="customerRegistration.section.company">
        <FormText
          name="companyName"
          label={label('companyName')}
          autoComplete="organization"
          maxLength={200}
        />
        <FormSelect<number> name="countryId" label={label('country')} options={countries} />
        <FormText name="address" label={label('address')} autoComplete="street-address" maxLength={500} />
        <FormSelect<number> name="serviceIds" label={label('services')} options={services} multiple />
      </Section>
      <Section titleId="customerRegistration.section.contact">
        <FormText name="contactName" label={label('contactName')} autoComplete="name" maxLength={200} />
        <FormText name="email" label={label('email')} type="email" autoComplete="email" maxLength={200} />
        <FormText name="phone" label={label('phone')} type="tel" autoComplete="tel" maxLength={50} />
      </Section>
      <Section titleId="customerRegistration.section.account">
        <FormText name="loginName" label={label('loginName')} autoComplete="username" maxLength={100} />
        <FormText
          name="password"
          label={label('password')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
        />
        <PasswordPolicyList password={values.password} loginName={values.loginName.trim() || undefined} />
        <FormText
          name="confirmPassword"
          label={label('confirmPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
        />
      </Section>
      <TermsCheckbox />
    </>
  );
}
