import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';

/**
 * Scheduling (docs/scheduling.md): the schedule summary, allocation of QCs to booking days, availability,
 * blocked days, occupancy and the inspector's QC dashboard. Each part registers its own routes here.
 */
export async function scheduleRoutes(app: FastifyInstance, options: { db: Db; config: AppConfig }) {
  void app;
  void options;
}
