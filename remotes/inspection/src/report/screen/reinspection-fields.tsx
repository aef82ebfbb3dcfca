import { isIsoDay, isoDayToLocal, localToIsoDay } from '@portal/domain';
import { DateInput } from '@portal/ui';
import { useReportText } from './use-report-text';

/** What the customer typed for a re-inspection: asked or not, and the days as 'yyyy-MM-dd' (or text). */
export interface ReinspectionChoice {
  asked: boolean;
  from: string | null;
  to: string | null;
}

export const NO_REINSPECTION: ReinspectionChoice = { asked: false, from: null, to: null };

/** The field errors of the asked days (message keys), none when no re-inspection is asked. */
export function reinspectionErrors(choice: ReinspectionChoice): { from?: string; to?: string } {
  if (!choice.asked) return {};
  const errors: { from?: string; to?: string } = {};
  if (!isIsoDay(choice.from))
    errors.from = choice.from ? 'reinspectionDayInvalid' : 'reinspectionDayRequired';
  if (!isIsoDay(choice.to)) errors.to = choice.to ? 'reinspectionDayInvalid' : 'reinspectionDayRequired';
  else if (isIsoDay(choice.from) && choice.to < choice.from) errors.to = 'reinspectionDaysOrder';
  return errors;
}

/**
 * A decision that keeps the goods (it does not release the shipment) may ask for a re-inspection on the
 * days the customer gives; the server books it like any booking and checks those days the same way.
 */
export function ReinspectionFields({
  choice,
  showErrors,
  onChange,
}: {
  choice: ReinspectionChoice;
  showErrors: boolean;
  onChange: (choice: ReinspectionChoice) => void;
}) {
  const t = useReportText();
  const errors = showErrors ? reinspectionErrors(choice) : {};
  return (
    <fieldset className="flex flex-col gap-3">
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={choice.asked}
          onChange={(event) => onChange({ ...choice, asked: event.target.checked })}
          className="h-5 w-5 rounded border-slate-300"
        />
        {t('askReinspection')}
      </label>
      {choice.asked ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <DateInput
            label={t('reinspectionFrom')}
            value={isoDayToLocal(choice.from)}
            onChange={(value) => onChange({ ...choice, from: localToIsoDay(value) })}
            error={errors.from ? t(errors.from) : undefined}
          />
          <DateInput
            label={t('reinspectionTo')}
            value={isoDayToLocal(choice.to)}
            onChange={(value) => onChange({ ...choice, to: localToIsoDay(value) })}
            error={errors.to ? t(errors.to) : undefined}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
