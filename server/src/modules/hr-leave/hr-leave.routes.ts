import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { leaveDaysRoutes } from './leave-days.routes';

/** /api/HumanResource: holidays, leave types and allocations, leave requests and their workflow. */
export async function hrLeaveRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  await app.register(leaveDaysRoutes, options);
}
