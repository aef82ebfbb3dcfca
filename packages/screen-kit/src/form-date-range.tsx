import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { DATE_RANGE_PRESETS, presetRange, type DateRangePreset } from '@portal/domain';
import { Select } from '@portal/ui';
import { FormDate } from './form-fields';

export interface FormDateRangeProps {
  /** Form fields holding the first and the last day, 'yyyy-MM-dd' or null. */
  fromName: string;
  toName: string;
  /** What the range is of ('Inspection date'); the two days and the period are named after it. */
  label: string;
  /** The presets offered, in this order; all of them by default. */
  presets?: readonly DateRangePreset[];
  /** The day the presets count from; today by default (tests fix it). */
  today?: () => Date;
}

/**
 * A day range of a search form: two date fields and a period picker that fills both (spec section 9
 * presets). The period is not kept anywhere: it shows whichever preset the two days match, so a link or
 * a saved filter with those days reads the same, and a hand-typed day simply shows no period.
 */
export function FormDateRange({
  fromName,
  toName,
  label,
  presets = DATE_RANGE_PRESETS,
  today = () => new Date(),
}: FormDateRangeProps) {
  const intl = useIntl();
  const { setFieldValue } = useFormikContext();
  const [{ value: from }] = useField<string | null>(fromName);
  const [{ value: to }] = useField<string | null>(toName);
  const day = today();
  const matching = presets.find((preset) => {
    const range = presetRange(preset, day);
    return range.from === from && range.to === to;
  });
  const choose = (preset: DateRangePreset | null) => {
    const range = preset ? presetRange(preset, today()) : { from: null, to: null };
    void setFieldValue(fromName, range.from);
    void setFieldValue(toName, range.to);
  };
  return (
    // Two columns of the search form: the period and both days side by side, wrapping where there is no
    // room. No breakpoint variants: a remote's own stylesheet, loaded after the shell's, would override them.
    <div className="flex flex-wrap items-end gap-4 md:col-span-2">
      <div className="min-w-[10rem] flex-1">
        <Select<DateRangePreset>
          label={intl.formatMessage({ id: 'kit.dateRange.preset' }, { label })}
          name={`${fromName}Preset`}
          searchable={false}
          options={presets.map((preset) => ({
            value: preset,
            label: intl.formatMessage({ id: `kit.dateRange.${preset}` }),
          }))}
          value={matching ?? null}
          onChange={choose}
        />
      </div>
      <div className="min-w-[10rem] flex-1">
        <FormDate name={fromName} label={intl.formatMessage({ id: 'kit.dateRange.from' }, { label })} />
      </div>
      <div className="min-w-[10rem] flex-1">
        <FormDate name={toName} label={intl.formatMessage({ id: 'kit.dateRange.to' }, { label })} />
      </div>
    </div>
  );
}
