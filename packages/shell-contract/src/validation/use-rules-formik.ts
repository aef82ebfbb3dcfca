import { setIn, useFormik, type FormikConfig, type FormikErrors, type FormikValues } from 'formik';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { validateWithRules, type RuleFile, type RuleViolation } from '@portal/domain';
import { showToast } from '@portal/ui';
import { translateViolation } from './translate-violation';
import { useRuleFile } from './use-rule-file';

/** Form-level error while the rule file is missing: nothing is submitted unchecked. */
export const RULES_UNAVAILABLE_FIELD = '_rules';

export type RulesFormikConfig<Values extends FormikValues> = Omit<
  FormikConfig<Values>,
  'validate' | 'validationSchema' | 'validateOnChange' | 'validateOnBlur'
> & {
  /** A rule file name under assets/validator/ ("country.json"), or rules already at hand. */
  ruleFile: string | RuleFile;
};

/** Formik errors from violations: the first message of each field, translated, at its (nested) path. */
export function violationsToFormikErrors<Values>(
  violations: RuleViolation[],
  translate: (violation: RuleViolation) => string,
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  const seen = new Set<string>();
  for (const violation of violations) {
    if (seen.has(violation.field)) continue;
    seen.add(violation.field);
    errors = setIn(errors, violation.field, translate(violation)) as FormikErrors<Values>;
  }
  return errors;
}

/** Warning toasts titled 'Validation error', one per message of the FIRST failing field. */
export function useValidationToasts(): (violations: RuleViolation[]) => void {
  const intl = useIntl();
  return useCallback(
    (violations) => {
      const first = violations[0]?.field;
      const title = intl.formatMessage({ id: 'validation.title' });
      for (const violation of violations.filter((item) => item.field === first)) {
        showToast({ kind: 'warning', title, message: translateViolation(intl, violation) });
      }
    },
    [intl],
  );
}

/**
 * formik driven by a rule file (spec section 5): nothing is validated while the user types until the
 * first submit; from then on every change and blur re-validates. A submit that fails raises warning
 * toasts for the first failing field, in rule-file order. formik's errors hold translated texts, ready
 * to show beside the inputs. Submit through the returned handleSubmit/submitForm (they raise the
 * toasts); wrap the form in <FormikProvider value={form}> to use <Field>/useField.
 */
export function useRulesFormik<Values extends FormikValues>({
  ruleFile,
  ...config
}: RulesFormikConfig<Values>) {
  const intl = useIntl();
  const toast = useValidationToasts();
  const loaded = useRuleFile(typeof ruleFile === 'string' ? ruleFile : null);
  const rules = typeof ruleFile === 'string' ? loaded.rules : ruleFile;
  const [submitted, setSubmitted] = useState(false);

  const validate = (values: Values): FormikErrors<Values> => {
    if (!rules) {
      const message = intl.formatMessage({ id: 'validation.rulesUnavailable' });
      return { [RULES_UNAVAILABLE_FIELD]: message } as FormikErrors<Values>;
    }
    return violationsToFormikErrors<Values>(validateWithRules(rules, values), (violation) =>
      translateViolation(intl, violation),
    );
  };

  const form = useFormik<Values>({
    ...config,
    validate,
    validateOnChange: submitted,
    validateOnBlur: submitted,
  });

  useEffect(() => {
    if (form.submitCount > 0) setSubmitted(true);
  }, [form.submitCount]);

  // The toasts come from the same rules and values formik is about to judge, so they appear exactly
  // when formik refuses the submit; a later change re-validates without toasts.
  const submitForm = () => {
    if (!rules) {
      showToast({
        kind: 'warning',
        title: intl.formatMessage({ id: 'validation.title' }),
        message: intl.formatMessage({ id: 'validation.rulesUnavailable' }),
      });
    } else {
      const violations = validateWithRules(rules, form.values);
      if (violations.length > 0) toast(violations);
    }
    return form.submitForm();
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    void submitForm();
  };

  // While the named rule file is on its way a submit could only be refused: screens hold their Save.
  const rulesLoading = typeof ruleFile === 'string' && loaded.loading;
  return { ...form, submitForm, handleSubmit, rules, rulesError: loaded.error, rulesLoading };
}

export type RulesFormik<Values extends FormikValues> = ReturnType<typeof useRulesFormik<Values>>;
