import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { SupplierType, UserType } from '@portal/domain';
import {
  factories,
  supplierFactories,
  suppliers,
  vendorAddresses,
  vendorContacts,
  vendorCustomers,
  vendorServices,
} from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';

/**
 * Suppliers and factories differ in their table, the owner column of their sub-records and the side of
 * the supplier_factories link; everything else is one code path. factories holds every supplier column
 * (plus supplier_id), so the supplier table type describes the shared columns of both.
 */
export interface VendorKind {
  typeId: SupplierType;
  table: typeof suppliers;
  owner: {
    addresses: typeof vendorAddresses.supplierId;
    contacts: typeof vendorContacts.supplierId;
    customers: typeof vendorCustomers.supplierId;
    services: typeof vendorServices.supplierId;
  };
  /** This kind's column in supplier_factories, and the other kind's. */
  linkSelf: typeof supplierFactories.supplierId;
  linkOther: typeof supplierFactories.supplierId;
}

export const SUPPLIER_KIND: VendorKind = {
  typeId: SupplierType.Supplier,
  table: suppliers,
  owner: {
    addresses: vendorAddresses.supplierId,
    contacts: vendorContacts.supplierId,
    customers: vendorCustomers.supplierId,
    services: vendorServices.supplierId,
  },
  linkSelf: supplierFactories.supplierId,
  linkOther: supplierFactories.factoryId as unknown as typeof supplierFactories.supplierId,
};

export const FACTORY_KIND: VendorKind = {
  typeId: SupplierType.Factory,
  table: factories as unknown as typeof suppliers,
  // Same column shapes under another name: the types only differ by that name.
  owner: {
    addresses: vendorAddresses.factoryId as unknown as typeof vendorAddresses.supplierId,
    contacts: vendorContacts.factoryId as unknown as typeof vendorContacts.supplierId,
    customers: vendorCustomers.factoryId as unknown as typeof vendorCustomers.supplierId,
    services: vendorServices.factoryId as unknown as typeof vendorServices.supplierId,
  },
  linkSelf: supplierFactories.factoryId as unknown as typeof supplierFactories.supplierId,
  linkOther: supplierFactories.supplierId,
};

export const kindOf = (typeId: SupplierType): VendorKind =>
  typeId === SupplierType.Factory ? FACTORY_KIND : SUPPLIER_KIND;

export const otherKind = (kind: VendorKind): VendorKind =>
  kind.typeId === SupplierType.Supplier ? FACTORY_KIND : SUPPLIER_KIND;

const NOTHING = sql`false`;

/**
 * The rows of this kind the caller may see: the request's entity, narrowed for outside users. A supplier
 * user sees its own supplier and the factories linked to it; a factory user its own factory; a customer
 * user none (suppliers are not customer data).
 */
export function vendorScope(kind: VendorKind, scope: ResourceScope): SQL {
  const { user } = scope;
  const entity = eq(kind.table.entityId, scope.entityId);
  switch (user.userType) {
    case UserType.Customer:
      return NOTHING;
    case UserType.Supplier: {
      if (user.supplierId == null) return NOTHING;
      if (kind.typeId === SupplierType.Supplier) return and(entity, eq(kind.table.id, user.supplierId))!;
      const id = sql.raw(`"${getTableName(kind.table)}"."id"`);
      return and(
        entity,
        sql`${id} in (select ${supplierFactories.factoryId} from ${supplierFactories} where ${supplierFactories.supplierId} = ${user.supplierId})`,
      )!;
    }
    case UserType.Factory:
      if (user.factoryId == null || kind.typeId === SupplierType.Supplier) return NOTHING;
      return and(entity, eq(kind.table.id, user.factoryId))!;
    default:
      return entity;
  }
}

/** Outside users never see the sister-kind rows beyond their own scope; internal users work in the entity. */
export const isOutsideUser = (scope: ResourceScope) =>
  scope.user.userType === UserType.Customer ||
  scope.user.userType === UserType.Supplier ||
  scope.user.userType === UserType.Factory;
