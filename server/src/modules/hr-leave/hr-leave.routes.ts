import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { leaveBalanceRoutes } from './leave-balance.routes';
import { leaveDaysRoutes } from './leave-days.routes';
import { leaveRequestRoutes } from './leave-request.routes';
import { leaveWorkflowRoutes } from './leave-workflow.routes';

/** /api/HumanResource: holidays, leave types and allocations, leave requests and their workflow. */
export async function hrLeaveRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  await app.register(leaveDaysRoutes, options);
  await app.register(leaveRequestRoutes, options);
  await app.register(leaveWorkflowRoutes, options);
  await app.register(leaveBalanceRoutes, options);
}
