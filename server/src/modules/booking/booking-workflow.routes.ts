import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';

/** The lifecycle steps, split, combine, picking and the history of a booking (docs/bookings.md). */
export async function bookingWorkflowRoutes(
  _app: FastifyInstance,
  _options: { db: Db; config: AppConfig },
): Promise<void> {}
