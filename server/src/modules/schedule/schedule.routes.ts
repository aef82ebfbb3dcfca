import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { allocationRoutes } from './allocation.routes';
import { occupancyRoutes } from './occupancy.routes';
import { qcAvailabilityRoutes } from './qc-availability.routes';
import { qcBlockRoutes } from './qc-block.routes';
import { qcDashboardRoutes } from './qc-dashboard.routes';

/**
 * Scheduling (docs/scheduling.md): the schedule summary, allocation of QCs to booking days, availability,
 * blocked days, occupancy and the inspector's QC dashboard. Each part registers its own routes here.
 */
export async function scheduleRoutes(app: FastifyInstance, options: { db: Db; config: AppConfig }) {
  await app.register(allocationRoutes, options);
  await app.register(qcAvailabilityRoutes, options);
  await app.register(qcBlockRoutes, options);
  await app.register(occupancyRoutes, options);
  await app.register(qcDashboardRoutes, options);
}
