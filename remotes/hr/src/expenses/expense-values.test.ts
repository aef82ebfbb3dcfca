import { ExpenseStatus, type ExpenseDetail } from '@portal/domain';
import {
  emptyExpenseValues,
  expenseToBody,
  expenseToValues,
  expenseTypeOptions,
  newLine,
  shownRange,
  todayIso,
} from './expense-values';

describe('expense form values', () => {
  it('starts with one line dated today in the default currency', () => {
    expect(emptyExpenseValues('INR')).toEqual({
      title: '',
      lines: [{ expenseDate: todayIso(), expenseTypeId: null, description: '', amount: '', currency: 'INR' }],
    });
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('carries a date and currency into a new line', () => {
    expect(newLine('EUR', '2026-03-02')).toMatchObject({
      expenseDate: '2026-03-02',
      currency: 'EUR',
      amount: '',
    });
  });

  it('sends trimmed text, the amount as typed text and null for an empty description', () => {
    const body = expenseToBody({
      title: '  Trip  ',
      lines: [
        { expenseDate: '2026-03-02', expenseTypeId: 4, description: '  ', amount: ' 12.5 ', currency: 'EUR' },
        { expenseDate: null, expenseTypeId: null, description: 'Taxi', amount: '', currency: null },
      ],
    });
    expect(body).toEqual({
      id: 0,
      version: 0,
      title: 'Trip',
      lines: [
        { expenseDate: '2026-03-02', expenseTypeId: 4, description: null, amount: '12.5', currency: 'EUR' },
        { expenseDate: '', expenseTypeId: 0, description: 'Taxi', amount: '', currency: '' },
      ],
    });
  });

  it('reads a saved claim back into the form', () => {
    const values = expenseToValues({
      title: 'Trip',
      status: ExpenseStatus.Pending,
      lines: [
        {
          id: 1,
          position: 1,
          expenseDate: '2026-03-02',
          expenseTypeId: 4,
          expenseTypeName: 'Taxi',
          description: null,
          amount: '12.50',
          currency: 'EUR',
        },
      ],
    } as ExpenseDetail);
    expect(values.lines).toEqual([
      { expenseDate: '2026-03-02', expenseTypeId: 4, description: '', amount: '12.50', currency: 'EUR' },
    ]);
  });

  it('offers active types, and a retired one only where it is already used', () => {
    const types = [
      { id: 1, name: 'Taxi', isActive: true },
      { id: 2, name: 'Fax', isActive: false },
    ];
    expect(expenseTypeOptions(types).map((option) => option.value)).toEqual([1]);
    expect(expenseTypeOptions(types, new Set([2])).map((option) => option.value)).toEqual([1, 2]);
  });

  it('shows a single day or a range of days', () => {
    expect(shownRange('2026-03-02', '2026-03-02')).toBe('02/03/2026');
    expect(shownRange('2026-03-02', '2026-03-05')).toBe('02/03/2026 – 05/03/2026');
    expect(shownRange(null, null)).toBe('');
  });
});
