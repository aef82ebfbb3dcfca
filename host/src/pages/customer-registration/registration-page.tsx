import { FormikProvider, setIn, type FormikErrors } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  CUSTOMER_REGISTRATION_ROUTES,
  CustomerRegistrationResult,
  type RegistrationLookups,
} from '@portal/domain';
import { useRulesFormik } from '@portal/shell-contract';
import { Alert, Button, Spinner } from '@portal/ui';
import { PublicPageFrame } from '../public-page-frame';
import { registrationApi } from './registration-api';
import { RegistrationFormFields } from './registration-form-fields';
import { EMPTY_REGISTRATION, toRegistrationRequest, type RegistrationValues } from './registration-values';
import { publicCallFailure } from '../public-call-failure';

/** The server's field messages (already translated) beside their fields. */
function fieldErrors(errors: { field: string; message: string }[]): FormikErrors<RegistrationValues> {
  let result: FormikErrors<RegistrationValues> = {};
  for (const error of errors)
    result = setIn(result, error.field, error.message) as FormikErrors<RegistrationValues>;
  return result;
}

/**
 * /customer-registration (no sign-in): a company registers as a customer of the third entity. The rule
 * file checks the fields as the server does; the server adds the password policy, the terms and the
 * duplicate checks, whose messages land beside the fields.
 */
export function RegistrationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [lookups, setLookups] = useState<RegistrationLookups | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoadFailed(false);
    registrationApi()
      .lookups()
      .then(setLookups, () => setLoadFailed(true));
  }, []);
  useEffect(load, [load]);

  const form = useRulesFormik<RegistrationValues>({
    ruleFile: 'customer-registration.json',
    initialValues: EMPTY_REGISTRATION,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      try {
        const { status, body } = await registrationApi().register(toRegistrationRequest(values, intl.locale));
        if (status === 400) {
          setRefusal('customerRegistration.checkFields');
          helpers.setErrors(fieldErrors(body.errors ?? []));
          return;
        }
        if (body.result === CustomerRegistrationResult.Success) {
          navigate(CUSTOMER_REGISTRATION_ROUTES.thankYou, { state: { email: values.email.trim() } });
          return;
        }
        setRefusal(`customerRegistration.result.${body.result}`);
        if (body.errors?.length) helpers.setErrors(fieldErrors(body.errors));
      } catch (error) {
        setRefusal(publicCallFailure(error, 'customerRegistration.failed'));
      }
    },
  });

  return (
    <PublicPageFrame>
      <div className="flex flex-col gap-5">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">
            <FormattedMessage id="customerRegistration.title" />
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            <FormattedMessage id="customerRegistration.intro" />
          </p>
        </div>
        {loadFailed ? (
          <Alert tone="error">
            <FormattedMessage id="customerRegistration.loadFailed" />{' '}
            <Button variant="ghost" onClick={load}>
              <FormattedMessage id="customerRegistration.retry" />
            </Button>
          </Alert>
        ) : null}
        {!lookups && !loadFailed ? (
          <Spinner label={intl.formatMessage({ id: 'customerRegistration.loading' })} />
        ) : null}
        {lookups ? (
          <FormikProvider value={form}>
            <form className="flex flex-col gap-5" onSubmit={form.handleSubmit} noValidate>
              <RegistrationFormFields lookups={lookups} />
              {refusal ? (
                <Alert tone="error">
                  <FormattedMessage id={refusal} />
                </Alert>
              ) : null}
              <Button type="submit" disabled={form.isSubmitting || form.rulesLoading}>
                <FormattedMessage
                  id={form.isSubmitting ? 'customerRegistration.submitting' : 'customerRegistration.submit'}
                />
              </Button>
            </form>
          </FormikProvider>
        ) : null}
        <Link to="/login" className="text-center text-sm text-sky-800 hover:underline">
          <FormattedMessage id="customerRegistration.haveAccount" />
        </Link>
      </div>
    </PublicPageFrame>
  );
}
