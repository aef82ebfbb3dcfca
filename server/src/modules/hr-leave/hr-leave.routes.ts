import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { holidayRoutes } from './holiday.routes';
import { leaveAllocationRoutes } from './leave-allocation.routes';
import { leaveBalanceRoutes } from './leave-balance.routes';
import { leaveDaysRoutes } from './leave-days.routes';
import { leaveRequestRoutes } from './leave-request.routes';
import { leaveTypeRoutes } from './leave-type.routes';
import { leaveWorkflowRoutes } from './leave-workflow.routes';

/** /api/HumanResource: holidays, leave types and allocations, leave requests and their workflow. */
export async function hrLeaveRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  await app.register(leaveDaysRoutes, options);
  await app.register(leaveRequestRoutes, options);
  await app.register(leaveWorkflowRoutes, options);
  await app.register(leaveBalanceRoutes, options);
  await app.register(holidayRoutes, options);
  await app.register(leaveTypeRoutes, options);
  await app.register(leaveAllocationRoutes, options);
}
