import { and, eq, inArray } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  formatCommonMessage,
  INSPECTION_SERVICE_TYPES,
  type BookingCreate,
  type Lang,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customerContacts, offices, supplierFactories, vendorContacts } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import type { ResourceScope } from '../kit/resource-definition';
import { vendorsInEntity } from '../purchase-order/purchase-order-scope';
import { aqlChoiceErrors } from './booking-products';
import { customerReachable, ownVendorSide } from './booking-reach';
import { bookingLabel, type BookingLabel } from './booking-rule-labels';

/**
 * The checks of a save that read no locked row: the service type, the dates, whose booking it may be (the
 * caller's reach), the factory's link to the supplier, the office, the contacts, lines named twice, the
 * containers and each AQL choice. The PO lines and their quantities are checked under lock (booking-save.ts).
 */

/** "Customer is not valid.": a record out of the caller's reach reads like one that does not exist. */
const invalid = (field: string, label: BookingLabel, lang: Lang): FieldError => ({
  field,
  message: formatCommonMessage(lang, 'validation.invalid', { field: bookingLabel(label, lang) }),
});

const exists = async (db: Db, query: Promise<unknown[]>) => (await query).length > 0;

async function partyErrors(db: Db, body: BookingCreate, scope: ResourceScope, lang: Lang) {
  const errors: FieldError[] = [];
  const reachable =
    ownVendorSide(scope, body.supplierId, body.factoryId) &&
    (await customerReachable(db, scope, body.customerId));
  if (!reachable) errors.push(invalid('customerId', 'customer', lang));
  if (!(await vendorsInEntity(db, scope.entityId, body.supplierId, null)))
    errors.push(invalid('supplierId', 'supplier', lang));
  const linked = await exists(
    db,
    db
      .select({ id: supplierFactories.factoryId })
      .from(supplierFactories)
      .where(
        and(
          eq(supplierFactories.supplierId, body.supplierId),
          eq(supplierFactories.factoryId, body.factoryId),
        ),
      )
      .limit(1),
  );
  if (!linked || !(await vendorsInEntity(db, scope.entityId, null, body.factoryId)))
    errors.push({ field: 'factoryId', message: BOOKING_MESSAGES.factoryNotLinked[lang] });
  if (
    body.officeId != null &&
    !(await exists(
      db,
      db
        .select({ id: offices.id })
        .from(offices)
        .where(and(eq(offices.id, body.officeId), eq(offices.entityId, scope.entityId)))
        .limit(1),
    ))
  )
    errors.push(invalid('officeId', 'office', lang));
  return errors;
}

/** Contact ids that are not the booking's customer's, supplier's or factory's. */
async function contactErrors(db: Db, body: BookingCreate, lang: Lang): Promise<FieldError[]> {
  const sides = [
    { field: 'customerContactIds', ids: body.customerContactIds ?? [], table: 'customer' },
    { field: 'supplierContactIds', ids: body.supplierContactIds ?? [], table: 'supplier' },
    { field: 'factoryContactIds', ids: body.factoryContactIds ?? [], table: 'factory' },
  ] as const;
  const errors: FieldError[] = [];
  for (const side of sides) {
    const ids = [...new Set(side.ids)];
    if (!ids.length) continue;
    const rows =
      side.table === 'customer'
        ? await db
            .select({ id: customerContacts.id })
            .from(customerContacts)
            .where(and(inArray(customerContacts.id, ids), eq(customerContacts.customerId, body.customerId)))
        : await db
            .select({ id: vendorContacts.id })
            .from(vendorContacts)
            .where(
              and(
                inArray(vendorContacts.id, ids),
                side.table === 'supplier'
                  ? eq(vendorContacts.supplierId, body.supplierId)
                  : eq(vendorContacts.factoryId, body.factoryId),
              ),
            );
    if (rows.length !== ids.length)
      errors.push({ field: side.field, message: BOOKING_MESSAGES.contactNotOwn[lang] });
  }
  return errors;
}

/** Checks of the body alone: service type, date order, lines named twice, containers, AQL choices. */
export function shapeErrors(body: BookingCreate, lang: Lang): FieldError[] {
  const errors: FieldError[] = [];
  if (!(INSPECTION_SERVICE_TYPES as readonly number[]).includes(body.serviceType))
    errors.push({ field: 'serviceType', message: BOOKING_MESSAGES.notInspectionService[lang] });
  if (body.inspectionDateTo < body.inspectionDateFrom)
    errors.push({ field: 'inspectionDateTo', message: BOOKING_MESSAGES.dateOrder[lang] });
  const seen = new Set<number>();
  body.lines.forEach((line, index) => {
    if (seen.has(line.poLineId))
      errors.push({ field: `lines.${index}.poLineId`, message: BOOKING_MESSAGES.duplicatePoLine[lang] });
    seen.add(line.poLineId);
    if (line.containerNo != null && line.containerNo > (body.containerCount ?? 0))
      errors.push({ field: `lines.${index}.containerNo`, message: BOOKING_MESSAGES.containerNo[lang] });
  });
  body.products.forEach((product, index) =>
    errors.push(...aqlChoiceErrors(product, `products.${index}`, lang)),
  );
  return errors;
}

/** Every check that needs no lock; empty when the save may go on to its transaction. */
export async function bookingErrors(
  db: Db,
  body: BookingCreate,
  scope: ResourceScope,
  lang: Lang,
): Promise<FieldError[]> {
  return [
    ...shapeErrors(body, lang),
    ...(await partyErrors(db, body, scope, lang)),
    ...(await contactErrors(db, body, lang)),
  ];
}
