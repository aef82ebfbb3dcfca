import { useEffect, useState } from 'react';
import type { ExpenseLookups } from '@portal/domain';
import type { ExpenseApi } from './expense-api';

const EMPTY: ExpenseLookups = {
  result: 0,
  expenseTypes: [],
  currencies: [],
  defaultCurrency: 'USD',
  ownStaffId: null,
  ownStaffName: null,
  viewAll: false,
  isManager: false,
};

/** The expense screens' lookups (one call); empty until they arrive. */
export function useExpenseLookups(api: ExpenseApi): ExpenseLookups & { loaded: boolean } {
  const [lookups, setLookups] = useState<ExpenseLookups & { loaded: boolean }>({ ...EMPTY, loaded: false });
  useEffect(() => {
    let cancelled = false;
    api
      .lookups()
      .then((answer) => !cancelled && setLookups({ ...answer, loaded: true }))
      .catch((error: unknown) => {
        console.error('Expense lookups failed', error);
        // The screens still open (with no types to pick); the server judges every save anyway.
        if (!cancelled) setLookups({ ...EMPTY, loaded: true });
      });
    return () => {
      cancelled = true;
    };
  }, [api]);
  return lookups;
}
