import {
  isInspectionServiceType,
  isManDays,
  OTHER_MAN_DAYS_MAX,
  OTHER_MANDAY_PREFIX,
  OTHER_MANDAY_TEXTS,
  otherMandayText,
  WORKLOAD_MAN_DAYS_MAX,
  WORKLOAD_MATRIX_PREFIX,
  WORKLOAD_MATRIX_TEXTS,
  workloadMatrixText,
  type Lang,
  type OtherMandayCreate,
  type WorkloadMatrixCreate,
} from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import type { RuleLabels } from '../../lib/rule-validation';

/** The rule files' label keys (the screens' own keys) with their texts, so server messages name fields alike. */
const labelsOf = (prefix: string, texts: Record<string, Record<Lang, string>>): RuleLabels =>
  Object.fromEntries(
    Object.entries(texts)
      .filter(([key]) => key.startsWith('field.'))
      .map(([key, value]) => [`${prefix}${key}`, value]),
  );

export const WORKLOAD_MATRIX_RULE_LABELS = labelsOf(WORKLOAD_MATRIX_PREFIX, WORKLOAD_MATRIX_TEXTS);
export const OTHER_MANDAY_RULE_LABELS = labelsOf(OTHER_MANDAY_PREFIX, OTHER_MANDAY_TEXTS);

/** Beyond the rule file: an inspection service type, man-days in quarter days up to 99. */
export function workloadMatrixErrors(body: WorkloadMatrixCreate, lang: Lang): FieldError[] {
  const errors: FieldError[] = [];
  if (!isInspectionServiceType(body.serviceType))
    errors.push({ field: 'serviceType', message: workloadMatrixText('error.serviceType', lang) });
  if (!isManDays(body.manDays, WORKLOAD_MAN_DAYS_MAX))
    errors.push({
      field: 'manDays',
      message: workloadMatrixText('error.manDays', lang, { max: WORKLOAD_MAN_DAYS_MAX }),
    });
  return errors;
}

/** Beyond the rule file: no service type or an inspection one, man-days in quarter days up to 10. */
export function otherMandayErrors(body: OtherMandayCreate, lang: Lang): FieldError[] {
  const errors: FieldError[] = [];
  if (body.serviceType != null && !isInspectionServiceType(body.serviceType))
    errors.push({ field: 'serviceType', message: otherMandayText('error.serviceType', lang) });
  if (!isManDays(body.manDays, OTHER_MAN_DAYS_MAX))
    errors.push({
      field: 'manDays',
      message: otherMandayText('error.manDays', lang, { max: OTHER_MAN_DAYS_MAX }),
    });
  return errors;
}
