import { useMemo } from 'react';
import { expenseEndpoints, type ExpenseApi } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

export type { ExpenseApi };

/** The expense claim calls (packages/api-client) over the portal's one API client. */
export function useExpenseApi(): ExpenseApi {
  return useMemo(() => expenseEndpoints(apiClient()), []);
}
