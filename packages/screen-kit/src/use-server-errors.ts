import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import type { FieldMessage } from '@portal/domain';
import { showToast } from '@portal/ui';

/**
 * Field messages of a 400 from the server (it checks the same rule file, so this happens only when the
 * browser's copy was out of date or bypassed): they go beside the fields, and the first field's
 * messages raise the same 'Validation error' toasts as the browser's own check.
 */
export function useServerErrors<Values>() {
  const intl = useIntl();
  return (errors: FieldMessage[], helpers: Pick<FormikHelpers<Values>, 'setErrors'>) => {
    const text = (message: string) =>
      message in intl.messages ? intl.formatMessage({ id: message }) : message;
    let formErrors: FormikErrors<Values> = {};
    for (const error of errors) {
      if (error.field)
        formErrors = setIn(formErrors, error.field, text(error.message)) as FormikErrors<Values>;
    }
    helpers.setErrors(formErrors);
    const title = intl.formatMessage({ id: 'validation.title' });
    const first = errors[0]?.field;
    const shown = errors.filter((error) => error.field === first);
    if (shown.length === 0) shown.push({ field: '', message: intl.formatMessage({ id: 'kit.result.9' }) });
    for (const error of shown) showToast({ kind: 'warning', title, message: text(error.message) });
  };
}
