import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { resourceRoutes } from '../kit/resource-routes';
import { otherMandayResource, workloadMatrixResource } from './manday-resources';
import {
  foodAllowanceResource,
  startingPortResource,
  travelMatrixResource,
  travelTariffResource,
} from './travel-rate-resources';

/**
 * The rates and man-day rules allocation reads (docs/scheduling.md): workload matrix, other man-days,
 * starting ports, travel matrix, travel tariffs and food allowances, each a kit resource of the entity.
 */
export async function schedulingConfigRoutes(app: FastifyInstance, options: { db: Db }) {
  await app.register(resourceRoutes(workloadMatrixResource), options);
  await app.register(resourceRoutes(otherMandayResource), options);
  await app.register(resourceRoutes(startingPortResource), options);
  await app.register(resourceRoutes(travelMatrixResource), options);
  await app.register(resourceRoutes(travelTariffResource), options);
  await app.register(resourceRoutes(foodAllowanceResource), options);
}
