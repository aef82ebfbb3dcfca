import { HR_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { titledRoutes } from '../titled-routes';

/** The expense claim screens under `/:entity/`. */
export const expenseRoutes: RemoteRoute[] = titledRoutes([
  [HR_ROUTES.expenseSummary, Permissions.ExpenseSummary.View, 'hr.expense.summary.title'],
  [`${HR_ROUTES.expenseClaim}/:id?`, Permissions.ExpenseClaim.View, 'hr.expense.claim.title'],
  [HR_ROUTES.pendingExpense, Permissions.ExpenseClaim.View, 'hr.expense.pending.title'],
]);
