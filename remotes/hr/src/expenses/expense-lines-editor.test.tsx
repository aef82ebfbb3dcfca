import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import type { ExpenseLookups } from '@portal/domain';
import { UI_MESSAGES } from '@portal/ui';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { en } from '../i18n/en';
import { ExpenseLinesEditor } from './expense-lines-editor';
import type { ExpenseValues } from './expense-values';

const lookups: ExpenseLookups = {
  result: 1,
  expenseTypes: [
    { id: 1, name: 'Travel', isActive: true },
    { id: 2, name: 'Meals', isActive: true },
  ],
  currencies: ['CNY', 'EUR', 'USD'],
  defaultCurrency: 'EUR',
  ownStaffId: 4,
  ownStaffName: 'Rahul Sharma',
  viewAll: false,
  isManager: false,
};

function setup(values: ExpenseValues, readOnly = false) {
  let current = values;
  render(
    <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...SHELL_CONTRACT_MESSAGES.en, ...en }}>
      <Formik initialValues={values} onSubmit={() => undefined}>
        {(form) => {
          current = form.values;
          return <ExpenseLinesEditor lookups={lookups} readOnly={readOnly} keepTypes={new Set()} />;
        }}
      </Formik>
    </IntlProvider>,
  );
  return () => current;
}

const line = (amount: string, currency: string) => ({
  expenseDate: '2026-03-02',
  expenseTypeId: 1,
  description: '',
  amount,
  currency,
});

describe('ExpenseLinesEditor', () => {
  it('sums exactly per currency as the amounts are typed', async () => {
    setup({ title: '', lines: [line('0.10', 'EUR'), line('0.20', 'EUR'), line('1500', 'CNY')] });
    expect(screen.getByTestId('expense-totals')).toHaveTextContent('Total: CN¥1,500.00 · €0.30');
    const first = screen.getAllByTestId('expense-line')[0]!;
    await act(async () => {
      fireEvent.change(within(first).getByLabelText('Amount'), { target: { value: '10.1' } });
    });
    expect(screen.getByTestId('expense-totals')).toHaveTextContent('€10.30');
  });

  it('adds a line in the last currency and date, and removes one, never the last', async () => {
    const values = setup({ title: '', lines: [line('5', 'USD')] });
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    });
    expect(values().lines).toHaveLength(2);
    expect(values().lines[1]).toMatchObject({ currency: 'USD', expenseDate: '2026-03-02', amount: '' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    });
    expect(values().lines).toEqual([expect.objectContaining({ amount: '', currency: 'USD' })]);
  });

  it('offers neither add nor remove when read-only', () => {
    setup({ title: '', lines: [line('5', 'USD')] }, true);
    expect(screen.queryByRole('button', { name: 'Add a line' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove line/ })).toBeNull();
  });
});
