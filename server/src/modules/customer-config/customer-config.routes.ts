import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { CUSTOMER_CONFIG_API, UserType, type CustomerConfigLookups } from '@portal/domain';
import type { Db } from '../../db/client';
import { customerServices, customers, services, users } from '../../db/schema';
import { customerScopeCondition } from '../customer/customer-scope';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { errorResponses } from '../user/user.schemas';
import { internalUserCondition } from './config-repository';
import {
  customerCheckpointResource,
  customerComplaintResource,
  customerDecisionResource,
  customerServiceResource,
  customerUserConfigResource,
} from './customer-config-resources';
import { INTERNAL_AND_CUSTOMERS, entityRoute } from '../../plugins/route-access';

const named = {
  type: 'array',
  items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
} as const;

/**
 * A customer's services, checkpoints, complaints, decision labels and staff assignment (search, get,
 * create, update, delete, export), plus the pickers of their screens.
 */
export async function customerConfigRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  await app.register(resourceRoutes(customerServiceResource), options);
  await app.register(resourceRoutes(customerCheckpointResource), options);
  await app.register(resourceRoutes(customerComplaintResource), options);
  await app.register(resourceRoutes(customerDecisionResource), options);
  await app.register(resourceRoutes(customerUserConfigResource), options);

  app.get(
    `/${CUSTOMER_CONFIG_API.lookups}`,
    {
      config: entityRoute(null, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: {
        tags: ['customer-config'],
        summary:
          'Pickers of the customer configuration screens: the customers the caller may see (a customer user ' +
          'its own, supplier and factory users none), their services, the services and the internal users ' +
          'of the entity (internal callers only)',
        response: {
          200: {
            type: 'object',
            properties: {
              customers: named,
              services: named,
              internalUsers: named,
              customerServices: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    customerId: { type: 'integer' },
                    serviceId: { type: 'integer' },
                    serviceType: { type: 'integer' },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request): Promise<CustomerConfigLookups> => {
      const scope = scopeOf(request);
      const staffVisible =
        scope.user.userType === UserType.InternalUser || scope.user.userType === UserType.OutSource;
      const [customerRows, serviceRows, staffRows, customerServiceRows] = await Promise.all([
        db
          .select({ id: customers.id, name: customers.name })
          .from(customers)
          .where(customerScopeCondition(scope))
          .orderBy(asc(customers.name)),
        db.select({ id: services.id, name: services.name }).from(services).orderBy(asc(services.id)),
        staffVisible
          ? db
              .select({ id: users.id, name: users.fullName })
              .from(users)
              .where(internalUserCondition(scope.entityId))
              .orderBy(asc(users.fullName))
          : Promise.resolve([]),
        db
          .select({
            id: customerServices.id,
            customerId: customerServices.customerId,
            serviceId: customerServices.serviceId,
            serviceType: customerServices.serviceType,
          })
          .from(customerServices)
          .innerJoin(customers, eq(customers.id, customerServices.customerId))
          .where(customerScopeCondition(scope))
          .orderBy(asc(customerServices.id)),
      ]);
      return {
        customers: customerRows,
        services: serviceRows,
        internalUsers: staffRows,
        customerServices: customerServiceRows,
      };
    },
  );
}
