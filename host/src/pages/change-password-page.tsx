import { useState } from 'react';
import { Formik, Form, useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  PASSWORD_HISTORY_SIZE,
  PASSWORD_MIN_LENGTH,
  PasswordResult,
  changePasswordSchema,
  passwordPolicyIssues,
  toCurrentUser,
  type ChangePasswordField,
  type ChangePasswordRequest,
  type PasswordPolicyIssue,
} from '@portal/domain';
import { useAuthStore, userApi } from '@portal/shell-contract';
import { Alert, Button, Card, TextField } from '@portal/ui';
import { routeSignedInUser } from '../session/sign-in';

const POLICY: PasswordPolicyIssue[] = ['tooShort', 'needsUpper', 'needsLower', 'needsDigit', 'needsSymbol'];

function PasswordInput({
  name,
  labelId,
  autoComplete,
}: {
  name: ChangePasswordField;
  labelId: string;
  autoComplete: string;
}) {
  const intl = useIntl();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? intl.formatMessage({ id: meta.error }) : null;
  return (
    <TextField
      label={intl.formatMessage({ id: labelId })}
      type="password"
      autoComplete={autoComplete}
      error={error}
      {...field}
    />
  );
}

export function ChangePasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const [failure, setFailure] = useState<string | null>(null);
  if (!user) return <Navigate to="/login" replace />;
  const intro = !user.defaultPasswordChanged
    ? 'default'
    : !user.isPasswordChangedRecently
      ? 'expired'
      : 'voluntary';

  async function submit(values: ChangePasswordRequest) {
    setFailure(null);
    try {
      const response = await userApi().changePassword(values);
      if (response.result === PasswordResult.Success && response.user) {
        const updated = toCurrentUser(response.user);
        useAuthStore.getState().updateUser(updated);
        navigate(await routeSignedInUser(updated), { replace: true });
        return;
      }
      setFailure(
        intl.formatMessage({ id: `result.password.${response.result}` }, { count: PASSWORD_HISTORY_SIZE }),
      );
    } catch {
      setFailure(intl.formatMessage({ id: 'changePassword.error' }));
    }
  }

  return (
    <main className="flex justify-center p-6">
      <Card className="w-full max-w-md">
        <Formik<ChangePasswordRequest>
          initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
          validationSchema={changePasswordSchema}
          validateOnBlur={false}
          validateOnChange={false}
          onSubmit={submit}
        >
          {({ values, isSubmitting }) => {
            const issues = new Set(passwordPolicyIssues(values.newPassword));
            return (
              <Form className="flex flex-col gap-4" noValidate>
                <h1 className="text-xl font-semibold">
                  <FormattedMessage id="changePassword.title" />
                </h1>
                <p className="text-sm text-slate-600">
                  <FormattedMessage id={`changePassword.intro.${intro}`} />
                </p>
                {failure ? <Alert tone="error">{failure}</Alert> : null}
                <PasswordInput
                  name="currentPassword"
                  labelId="changePassword.current"
                  autoComplete="current-password"
                />
                <PasswordInput name="newPassword" labelId="changePassword.new" autoComplete="new-password" />
                <div className="text-xs text-slate-600">
                  <FormattedMessage id="changePassword.policy" />
                  <ul className="mt-1 grid grid-cols-2 gap-1">
                    {POLICY.map((rule) => (
                      <li key={rule} className={issues.has(rule) ? 'text-slate-500' : 'text-emerald-700'}>
                        {issues.has(rule) ? '○' : '●'}{' '}
                        <FormattedMessage
                          id={`password.policy.${rule}`}
                          values={{ min: PASSWORD_MIN_LENGTH }}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
                <PasswordInput
                  name="confirmPassword"
                  labelId="changePassword.confirm"
                  autoComplete="new-password"
                />
                <Button type="submit" disabled={isSubmitting}>
                  <FormattedMessage id="changePassword.submit" />
                </Button>
              </Form>
            );
          }}
        </Formik>
      </Card>
    </main>
  );
}
