import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import {
  EXPENSE_DESCRIPTION_MAX,
  EXPENSE_MAX_LINES,
  expenseTotals,
  type ExpenseLookups,
} from '@portal/domain';
import { FormDate, FormSelect, FormText } from '@portal/screen-kit';
import { Button, DecimalInput } from '@portal/ui';
import { expenseTypeOptions, newLine, shownMoney, type ExpenseValues } from './expense-values';

/** The amount as typed (decimal text, two decimals at most), bound to formik. */
function FormAmount({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
  return (
    <DecimalInput
      name={name}
      label={label}
      value={field.value}
      onChange={(_value, text) => void helpers.setValue(text)}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
      maxLength={15}
      className="[&_input]:text-right"
    />
  );
}

/**
 * The claim's lines: date, type, description, amount and currency each, added and removed in place
 * (at least one stays), with the totals per currency below. Read-only once the claim left Pending or
 * for anyone but the claimant.
 */
export function ExpenseLinesEditor({
  lookups,
  readOnly,
  keepTypes,
}: {
  lookups: ExpenseLookups;
  readOnly: boolean;
  /** Types already on the claim, offered even if retired since. */
  keepTypes: ReadonlySet<number>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useFormikContext<ExpenseValues>();
  const lines = form.values.lines;
  const types = expenseTypeOptions(lookups.expenseTypes, keepTypes);
  const currencies = lookups.currencies.map((code) => ({ value: code, label: code }));
  const totals = expenseTotals(lines);
  const linesError = typeof form.errors.lines === 'string' && form.submitCount > 0 ? form.errors.lines : null;

  const add = () => {
    const last = lines[lines.length - 1];
    void form.setFieldValue('lines', [
      ...lines,
      newLine(last?.currency ?? lookups.defaultCurrency, last?.expenseDate),
    ]);
  };
  const remove = (index: number) =>
    void form.setFieldValue(
      'lines',
      lines.filter((_, position) => position !== index),
    );

  return (
    <section className="flex flex-col gap-3 md:col-span-2" aria-label={t('hr.expense.lines.title')}>
      <h2 className="text-base font-semibold text-slate-800">{t('hr.expense.lines.title')}</h2>
      <ol className="flex flex-col gap-3">
        {lines.map((_, index) => (
          <li
            key={index}
            data-testid="expense-line"
            className="grid grid-cols-2 gap-3 rounded-md p-3 ring-1 ring-slate-200 lg:grid-cols-[9.5rem_minmax(9rem,12rem)_1fr_8rem_7.5rem_auto] lg:items-start"
            aria-label={t('hr.expense.lines.line', { number: index + 1 })}
          >
            <FormDate name={`lines.${index}.expenseDate`} label={t('hr.expense.field.expenseDate')} />
            <FormSelect<number>
              name={`lines.${index}.expenseTypeId`}
              label={t('hr.expense.field.expenseType')}
              options={types}
              clearable={false}
            />
            <div className="col-span-2 lg:col-span-1">
              <FormText
                name={`lines.${index}.description`}
                label={t('hr.expense.field.description')}
                maxLength={EXPENSE_DESCRIPTION_MAX}
              />
            </div>
            <FormAmount name={`lines.${index}.amount`} label={t('hr.expense.field.amount')} />
            <FormSelect<string>
              name={`lines.${index}.currency`}
              label={t('hr.expense.field.currency')}
              options={currencies}
              clearable={false}
            />
            {readOnly ? null : (
              <div className="col-span-2 flex justify-end lg:col-span-1 lg:pt-6">
                <Button
                  variant="secondary"
                  className="!px-3 !py-1.5 !text-xs"
                  disabled={lines.length <= 1}
                  aria-label={t('hr.expense.lines.removeLine', { number: index + 1 })}
                  onClick={() => remove(index)}
                >
                  {t('hr.expense.lines.remove')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {linesError ? (
        <p className="text-sm text-red-700" role="alert">
          {linesError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {readOnly ? null : (
          <Button variant="secondary" onClick={add} disabled={lines.length >= EXPENSE_MAX_LINES}>
            {t('hr.expense.lines.add')}
          </Button>
        )}
        <p className="ml-auto text-sm text-slate-800" data-testid="expense-totals">
          <span className="font-medium">{t('hr.expense.lines.total')}</span>{' '}
          {totals.length
            ? totals.map((total) => shownMoney(intl, total.amount, total.currency)).join(' · ')
            : '—'}
        </p>
      </div>
    </section>
  );
}
