import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { HR_ROUTES, type ExpenseRow, type SearchRequest } from '@portal/domain';
import { SummaryPage, useEntityLink } from '@portal/screen-kit';
import { useExpenseApi } from './expense-api';
import { expenseColumns } from './expense-summary';

/**
 * Pending expense: the claims waiting for the signed-in user's step (to check as the claimant's
 * manager, to approve or pay as a holder of that right), oldest first. A row opens the claim to act.
 */
export function ExpensePending() {
  const api = useExpenseApi();
  const link = useEntityLink();
  const intl = useIntl();
  const resource = useMemo(() => ({ search: (request: SearchRequest) => api.pending(request) }), [api]);
  return (
    <SummaryPage<ExpenseRow>
      titleId="hr.expense.pending.title"
      screenKey="expense-pending"
      resource={resource}
      columns={expenseColumns(intl)}
      defaultSort={{ field: 'createdAt', direction: 'asc' }}
      rowLink={(row) => link(`${HR_ROUTES.expenseClaim}/${row.id}`)}
    />
  );
}
