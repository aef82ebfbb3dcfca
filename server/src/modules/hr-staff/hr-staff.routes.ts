import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { hrAccessRoutes } from './hr-access.routes';
import { hrCompanyRoutes } from './hr-companies.routes';
import { hrLookupRoutes } from './hr-lookups.routes';
import { officeRoutes } from './office.routes';
import { staffFileRoutes } from './staff-files.routes';
import { staffRoutes } from './staff.routes';

/** /api/HumanResource: staff, offices, HR lookups, outsource and payroll companies. */
export async function hrStaffRoutes(
  app: FastifyInstance,
  options: { db: Db; filesDir?: string },
): Promise<void> {
  await app.register(staffRoutes, options);
  await app.register(staffFileRoutes, options);
  await app.register(hrLookupRoutes, options);
  await app.register(hrCompanyRoutes, options);
  await app.register(hrAccessRoutes, options);
  await app.register(officeRoutes, options);
}
