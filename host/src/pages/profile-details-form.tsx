import { FormikProvider, setIn, type FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccountSaveResult, LANGS, type Lang, type UserProfileDetail } from '@portal/domain';
import { useAuthStore, useI18nStore, useRulesFormik } from '@portal/shell-contract';
import { FormSelect, FormText } from '@portal/screen-kit';
import { Alert, Button, showToast } from '@portal/ui';
import { accountPageApi } from './account-api';

interface DetailsValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  language: Lang;
  currentPassword: string;
}

const valuesOf = (profile: UserProfileDetail): DetailsValues => ({
  fullName: profile.fullName,
  email: profile.email ?? '',
  phoneNumber: profile.phoneNumber ?? '',
  language: profile.language,
  currentPassword: '',
});

/**
 * Name, email, phone and language of one's own account (rule file user-profile.json, checked on both
 * sides). A saved language switches the portal at once; moving the email needs the current password.
 */
export function ProfileDetailsForm({
  profile,
  onSaved,
}: {
  profile: UserProfileDetail;
  onSaved(profile: UserProfileDetail): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const initialValues = useMemo(() => valuesOf(profile), [profile]);
  const [saved, setSaved] = useState(false);

  const form = useRulesFormik<DetailsValues>({
    ruleFile: 'user-profile.json',
    initialValues,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      setSaved(false);
      try {
        const { status, body } = await accountPageApi().saveProfile({
          version: profile.version,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          phoneNumber: values.phoneNumber.trim() || null,
          language: values.language,
          currentPassword: values.currentPassword || null,
        });
        if (status === 409 && body.current) {
          onSaved(body.current);
          showToast({ kind: 'warning', message: t('profile.conflict') });
        } else if (status === 400) {
          let errors: FormikErrors<DetailsValues> = {};
          for (const error of body.errors ?? [])
            errors = setIn(errors, error.field, error.text ?? error.message) as FormikErrors<DetailsValues>;
          helpers.setErrors(errors);
          const first = body.errors?.[0];
          showToast({
            kind: 'warning',
            title: t('validation.title'),
            message: first ? (first.text ?? first.message) : t('profile.failed'),
          });
        } else if (body.result === AccountSaveResult.Success && body.data) {
          const saved = body.data;
          onSaved(saved);
          const { user, updateUser } = useAuthStore.getState();
          if (user) updateUser({ ...user, fullName: saved.fullName });
          useI18nStore.getState().setLang(saved.language);
          // Shown in the page rather than a toast, so it reads in the language just chosen.
          setSaved(true);
        } else if (body.result === AccountSaveResult.EmailAlreadyExists) {
          showToast({ kind: 'error', message: t('profile.result.6') });
        } else showToast({ kind: 'error', message: t('profile.failed') });
      } catch {
        showToast({ kind: 'error', message: t('profile.failed') });
      }
    },
  });
  const emailChanged = form.values.email.trim().toLowerCase() !== (profile.email ?? '').toLowerCase();

  return (
    <FormikProvider value={form}>
      <form
        onSubmit={form.handleSubmit}
        noValidate
        aria-label={t('profile.section.details')}
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
      >
        <FormText name="fullName" label={t('profile.field.fullName')} maxLength={200} autoComplete="name" />
        <FormText
          name="email"
          label={t('profile.field.email')}
          type="email"
          maxLength={200}
          autoComplete="email"
        />
        <FormText
          name="phoneNumber"
          label={t('profile.field.phoneNumber')}
          maxLength={50}
          autoComplete="tel"
        />
        <FormSelect<string>
          name="language"
          label={t('profile.field.language')}
          searchable={false}
          clearable={false}
          options={LANGS.map((code) => ({ value: code, label: t(`lang.${code}`) }))}
        />
        {emailChanged ? (
          <FormText
            name="currentPassword"
            type="password"
            label={t('profile.field.currentPassword')}
            autoComplete="current-password"
          />
        ) : null}
        {saved && !form.dirty ? (
          <div className="md:col-span-2">
            <Alert tone="success">{t('profile.saved')}</Alert>
          </div>
        ) : null}
        <div className="flex justify-end md:col-span-2">
          <Button type="submit" disabled={form.isSubmitting || form.rulesLoading}>
            <FormattedMessage id={form.isSubmitting ? 'profile.saving' : 'profile.save'} />
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
