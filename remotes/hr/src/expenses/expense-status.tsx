import { useIntl } from 'react-intl';
import { STATUS_TONES } from './expense-values';

/** A claim's status as a coloured label (the text says it; the colour only helps the eye). */
export function ExpenseStatusBadge({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <span
      data-testid="expense-status"
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status] ?? ''}`}
    >
      {intl.formatMessage({ id: `hr.expense.status.${status}` })}
    </span>
  );
}
