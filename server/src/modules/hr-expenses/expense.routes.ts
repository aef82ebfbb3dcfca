import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** Expense claims, their lines and receipts, and their workflow. */
export async function expenseRoutes(
  _app: FastifyInstance,
  _options: { db: Db; filesDir?: string },
): Promise<void> {}
