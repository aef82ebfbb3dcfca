import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { expenseClaimRoutes } from './expense-claim.routes';
import { expenseReceiptRoutes } from './expense-receipt.routes';
import { expenseSearchRoutes } from './expense-search.routes';
import { expenseWorkflowRoutes } from './expense-workflow.routes';

/** /api/ExpenseClaim: expense claims, their lines and receipts, and their workflow (docs/hr-expenses.md). */
export async function expenseRoutes(
  app: FastifyInstance,
  options: { db: Db; filesDir?: string },
): Promise<void> {
  await app.register(expenseClaimRoutes, options);
  await app.register(expenseSearchRoutes, options);
  await app.register(expenseWorkflowRoutes, options);
  await app.register(expenseReceiptRoutes, options);
}
