import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  INSPECTION_SERVICE_TYPES,
  Service,
  UserType,
  type AqlLevel,
  type BookingLookups,
  type ServiceType,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  customerContacts,
  customerServices,
  factories,
  offices,
  supplierFactories,
  suppliers,
  vendorContacts,
} from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { customerReachable, ownVendorSide } from './booking-reach';

/**
 * The edit screen's pickers for one customer (and supplier, factory): the supplier's factories, the contacts
 * of each side, the entity's offices and the customer's AQL defaults per inspection service type. A customer,
 * supplier or factory outside the caller's reach gets nothing of it (null: answered as NotFound).
 */

export async function bookingLookups(
  db: Db,
  scope: ResourceScope,
  query: { customerId: number; supplierId?: number | null; factoryId?: number | null },
): Promise<BookingLookups | null> {
  const supplierId = query.supplierId ?? null;
  const factoryId = query.factoryId ?? null;
  if (!ownVendorSide(scope, supplierId, factoryId)) return null;
  if (!(await customerReachable(db, scope, query.customerId))) return null;
  const inEntity = (id: number | null, table: typeof suppliers | typeof factories) =>
    id === null
      ? Promise.resolve(null)
      : db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.id, id), eq(table.entityId, scope.entityId)))
          .then((rows) => rows[0]?.id ?? null);
  const [supplier, factory] = await Promise.all([
    inEntity(supplierId, suppliers),
    inEntity(factoryId, factories),
  ]);
  const contactsOf = (
    column: typeof vendorContacts.supplierId | typeof vendorContacts.factoryId,
    id: number | null,
  ) =>
    id === null
      ? Promise.resolve([])
      : db
          .select({ id: vendorContacts.id, name: vendorContacts.name, email: vendorContacts.email })
          .from(vendorContacts)
          .where(eq(column, id))
          .orderBy(asc(vendorContacts.ranking), asc(vendorContacts.name));
  const [factoryRows, customerContactRows, supplierContacts, factoryContacts, officeRows, services] =
    await Promise.all([
      supplier === null
        ? Promise.resolve([])
        : db
            .select({ id: factories.id, name: factories.name })
            .from(supplierFactories)
            .innerJoin(factories, eq(factories.id, supplierFactories.factoryId))
            .where(
              and(
                eq(supplierFactories.supplierId, supplier),
                eq(factories.entityId, scope.entityId),
                // A factory user picks only itself.
                scope.user.userType === UserType.Factory
                  ? eq(factories.id, scope.user.factoryId ?? -1)
                  : undefined,
              ),
            )
            .orderBy(asc(factories.name)),
      db
        .select({ id: customerContacts.id, name: customerContacts.name, email: customerContacts.email })
        .from(customerContacts)
        .where(and(eq(customerContacts.customerId, query.customerId), eq(customerContacts.isActive, true)))
        .orderBy(asc(customerContacts.name)),
      contactsOf(vendorContacts.supplierId, supplier),
      contactsOf(vendorContacts.factoryId, factory),
      db
        .select({ id: offices.id, name: offices.name })
        .from(offices)
        .where(and(eq(offices.entityId, scope.entityId), eq(offices.isActive, true)))
        .orderBy(asc(offices.name)),
      db
        .select({
          serviceType: customerServices.serviceType,
          aqlLevel: customerServices.aqlLevel,
          criticalAql: customerServices.criticalAql,
          majorAql: customerServices.majorAql,
          minorAql: customerServices.minorAql,
        })
        .from(customerServices)
        .where(
          and(
            eq(customerServices.customerId, query.customerId),
            eq(customerServices.serviceId, Service.Inspection),
            eq(customerServices.active, true),
            inArray(customerServices.serviceType, [...INSPECTION_SERVICE_TYPES]),
          ),
        )
        .orderBy(asc(customerServices.serviceType)),
    ]);
  return {
    factories: factoryRows,
    customerContacts: customerContactRows,
    supplierContacts,
    factoryContacts,
    offices: officeRows,
    serviceDefaults: services.map((row) => ({
      ...row,
      serviceType: row.serviceType as ServiceType,
      aqlLevel: row.aqlLevel as AqlLevel,
    })),
  };
}
