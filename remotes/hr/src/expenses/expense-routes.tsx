import { HR_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { ExpenseClaim } from './expense-claim';
import { ExpensePending } from './expense-pending';
import { ExpenseSummary } from './expense-summary';

/** The expense claim screens under `/:entity/`. */
export const expenseRoutes: RemoteRoute[] = [
  {
    path: HR_ROUTES.expenseSummary,
    permission: Permissions.ExpenseSummary.View,
    titleId: 'hr.expense.summary.title',
    component: ExpenseSummary,
  },
  {
    path: `${HR_ROUTES.expenseClaim}/:id?`,
    permission: Permissions.ExpenseClaim.View,
    titleId: 'hr.expense.claim.title',
    component: ExpenseClaim,
  },
  {
    path: HR_ROUTES.pendingExpense,
    permission: Permissions.ExpenseClaim.View,
    titleId: 'hr.expense.pending.title',
    component: ExpensePending,
  },
];
