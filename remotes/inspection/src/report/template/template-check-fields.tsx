import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { CheckSamplingKind, SPECIAL_SAMPLE_PERCENTAGES, SPECIAL_SAMPLE_PIECES } from '@portal/domain';
import { FormCheckbox, FormTextArea, useShownError } from '@portal/screen-kit';
import { Select, TextField } from '@portal/ui';
import {
  CHECK_INSTRUCTIONS_MAX,
  CHECK_KEY_MAX,
  CHECK_KEY_PATTERN,
  CHECKPOINT_KEY_PREFIX,
  CHECK_LABEL_MAX,
  keyFromLabel,
  otherKeys,
  uniqueKey,
  type CheckValues,
  type TemplateValues,
} from './template-values';

const PREFIX = 'inspection.reportScreens.template';
type T = (key: string, values?: Record<string, string | number>) => string;

function useTexts(): T {
  const intl = useIntl();
  return (key, values) => intl.formatMessage({ id: `${PREFIX}.${key}` }, values);
}

/** The label; while the key was never typed by hand, it follows the label (unique in the template). */
function CheckLabelField({ path, section, check }: { path: string; section: number; check: number }) {
  const t = useTexts();
  const { values, setFieldValue } = useFormikContext<TemplateValues>();
  const [field, meta] = useField<string>({
    name: `${path}.label`,
    validate: (value) =>
      !value?.trim()
        ? t('error.labelRequired')
        : value.length > CHECK_LABEL_MAX
          ? t('error.tooLong', { max: CHECK_LABEL_MAX })
          : undefined,
  });
  const error = useShownError(meta);
  const current = values.sections[section]?.checks[check];
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label={t('field.label')}
      maxLength={CHECK_LABEL_MAX}
      error={error}
      onChange={(event) => {
        field.onChange(event);
        if (current && !current.keyEdited)
          void setFieldValue(
            `${path}.key`,
            uniqueKey(keyFromLabel(event.target.value), otherKeys(values, section, check)),
          );
      }}
    />
  );
}

/** The key the report's answers are stored under: typed by hand, it stops following the label. */
function CheckKeyField({ path, section, check }: { path: string; section: number; check: number }) {
  const t = useTexts();
  const { values, setFieldValue } = useFormikContext<TemplateValues>();
  const [field, meta] = useField<string>({
    name: `${path}.key`,
    validate: (value) => {
      if (!value?.trim()) return t('error.keyRequired');
      if (!CHECK_KEY_PATTERN.test(value) || value.length > CHECK_KEY_MAX)
        return t('error.keyPattern', { max: CHECK_KEY_MAX });
      if (value.startsWith(CHECKPOINT_KEY_PREFIX)) return t('error.keyReserved');
      return otherKeys(values, section, check).has(value) ? t('error.keyTaken') : undefined;
    },
  });
  const error = useShownError(meta);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label={t('field.key')}
      hint={t('hint.key')}
      maxLength={CHECK_KEY_MAX}
      error={error}
      onChange={(event) => {
        field.onChange(event);
        void setFieldValue(`${path}.keyEdited`, true);
      }}
    />
  );
}

const VALUES_OF: Partial<Record<number, readonly number[]>> = {
  [CheckSamplingKind.Pieces]: SPECIAL_SAMPLE_PIECES,
  [CheckSamplingKind.Percent]: SPECIAL_SAMPLE_PERCENTAGES,
};

/** AQL, or a fixed count of pieces (1, 2, 3, 5) or share of the lot (10-100 %): spec section 9's sizes. */
function CheckSamplingFields({ path, check }: { path: string; check: CheckValues }) {
  const t = useTexts();
  const intl = useIntl();
  const { setFieldValue } = useFormikContext<TemplateValues>();
  const { kind } = check.sampling;
  const [, valueMeta] = useField<number | null>({
    name: `${path}.sampling.value`,
    validate: (value) =>
      kind !== CheckSamplingKind.Aql && !VALUES_OF[kind]?.includes(value ?? -1)
        ? t('error.valueRequired')
        : undefined,
  });
  const valueError = useShownError(valueMeta);
  const kinds = [CheckSamplingKind.Aql, CheckSamplingKind.Pieces, CheckSamplingKind.Percent];
  const choices = VALUES_OF[kind];
  const valueLabel = (value: number) =>
    kind === CheckSamplingKind.Percent
      ? t('sampling.percentValue', { value: intl.formatNumber(value) })
      : t('sampling.piecesValue', { count: value });
  return (
    <>
      <Select<number>
        name={`${path}.sampling.kind`}
        label={t('field.sampling')}
        searchable={false}
        clearable={false}
        options={kinds.map((option) => ({ value: option, label: t(`sampling.${option}`) }))}
        value={kind}
        onChange={(next) => {
          if (next === null || next === kind) return;
          // A new kind starts at its smallest sample (the AQL sample takes no value).
          void setFieldValue(`${path}.sampling`, { kind: next, value: VALUES_OF[next]?.[0] ?? null });
        }}
      />
      {choices ? (
        <Select<number>
          name={`${path}.sampling.value`}
          label={t('field.samplingValue')}
          searchable={false}
          clearable={false}
          options={choices.map((value) => ({ value, label: valueLabel(value) }))}
          value={check.sampling.value}
          error={valueError}
          onChange={(value) => void setFieldValue(`${path}.sampling.value`, value)}
        />
      ) : null}
    </>
  );
}

/** One check of a section: label and key, sampling, mandatory, instructions, and its place in the list. */
export function TemplateCheckFields({
  section,
  index,
  count,
  onMove,
  onRemove,
}: {
  section: number;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = useTexts();
  const { values } = useFormikContext<TemplateValues>();
  const check = values.sections[section]!.checks[index]!;
  const path = `sections.${section}.checks.${index}`;
  const name = check.label.trim() || t('check.unnamed', { number: index + 1 });
  return (
    <li className="flex flex-col gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto text-sm font-medium text-slate-700">{name}</span>
        <button
          type="button"
          className="rounded px-2 py-1 text-sm text-slate-700 ring-1 ring-slate-300 disabled:opacity-40"
          aria-label={t('check.moveUp', { name })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="rounded px-2 py-1 text-sm text-slate-700 ring-1 ring-slate-300 disabled:opacity-40"
          aria-label={t('check.moveDown', { name })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="rounded px-2 py-1 text-sm text-red-700 ring-1 ring-red-200"
          onClick={onRemove}
        >
          {t('check.remove', { name })}
        </button>
      </div>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,14rem),1fr))] gap-3">
        <CheckLabelField path={path} section={section} check={index} />
        <CheckKeyField path={path} section={section} check={index} />
        <CheckSamplingFields path={path} check={check} />
        <FormCheckbox name={`${path}.mandatory`} label={t('field.mandatory')} />
      </div>
      <FormTextArea
        name={`${path}.instructions`}
        label={t('field.instructions')}
        maxLength={CHECK_INSTRUCTIONS_MAX}
        rows={2}
      />
    </li>
  );
}
