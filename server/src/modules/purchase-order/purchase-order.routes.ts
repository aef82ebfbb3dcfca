import type { FastifyInstance } from 'fastify';
import { Permissions, PURCHASE_ORDER_API, type PurchaseOrderLiteRequest } from '@portal/domain';
import { purchaseOrderLiteBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { toDataSourceQuery } from '../../lib/search/search-runner';
import { entityRoute } from '../../plugins/route-access';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { errorResponses } from '../user/user.schemas';
import { poImportRoutes } from './import/po-import.routes';
import { purchaseOrderLite } from './purchase-order-lite';
import { purchaseOrderResource } from './purchase-order-resources';
import { PO_USER_TYPES } from './purchase-order-scope';
import { purchaseOrderLiteResponseSchema } from './purchase-order-schemas';

/** Purchase orders (summary over lines, edit, export), purchase-order lite and the Excel import. */
export async function purchaseOrderRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  await app.register(resourceRoutes(purchaseOrderResource), options);
  await app.register(poImportRoutes, options);

  app.post<{ Body: PurchaseOrderLiteRequest }>(
    `/${PURCHASE_ORDER_API.purchaseOrderLite}`,
    {
      config: entityRoute(Permissions.PurchaseOrderSummary.View, PO_USER_TYPES, 'party'),
      schema: {
        tags: ['Purchase orders'],
        summary:
          'Open PO lines (not fully booked) with their remaining quantity, by ETD; customerId, supplierId, ' +
          'factoryId and productIds narrow; idList lines always included; take up to 200 from skip, with total',
        body: purchaseOrderLiteBody,
        response: { 200: purchaseOrderLiteResponseSchema, ...errorResponses },
      },
    },
    async (request) => purchaseOrderLite(db, toDataSourceQuery(request.body as never), scopeOf(request)),
  );
}
