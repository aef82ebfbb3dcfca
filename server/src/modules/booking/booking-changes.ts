import { inArray } from 'drizzle-orm';
import { AqlLevel, ServiceType } from '@portal/domain';
import type { Db } from '../../db/client';
import { customerContacts, customers, factories, offices, suppliers, vendorContacts } from '../../db/schema';
import type { LockedPoLine } from './booking-quantities';
import type { ProductChoice } from './booking-products';

/**
 * What an edit changed, as the history shows it: { field, from, to } in plain text (names rather than ids),
 * null for "none". Only the fields a person changes on the edit screen; derived ones (lot sizes, sampling,
 * PO numbers) follow from them.
 */
export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** The editable side of a booking, before or after a save. */
export interface EditableBooking {
  customerId: number;
  supplierId: number;
  factoryId: number;
  serviceType: number;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  officeId: number | null;
  instructions: string | null;
  containerCount: number;
  customerContactIds: number[];
  supplierContactIds: number[];
  factoryContactIds: number[];
  lines: { poLineId: number; quantity: number; containerNo: number | null }[];
  products: ProductChoice[];
}

type NameTable = typeof customers | typeof suppliers | typeof factories | typeof offices;
type ContactTable = typeof customerContacts | typeof vendorContacts;

async function namesOf(db: Db, table: NameTable | ContactTable, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const LEVEL_NAMES: Record<number, string> = {
  [AqlLevel.AQLI]: 'I',
  [AqlLevel.AQLII]: 'II',
  [AqlLevel.AQLIII]: 'III',
  [AqlLevel.Custom]: 'Custom',
};

const aqlText = (product: ProductChoice) =>
  `${LEVEL_NAMES[product.aqlLevel] ?? product.aqlLevel}` +
  (product.aqlLevel === AqlLevel.Custom ? ` (${product.customSampleSize})` : '') +
  ` ${[product.criticalAql, product.majorAql, product.minorAql].map((aql) => aql ?? '-').join('/')}`;

const sameList = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The changes from `before` to `after`; `poLines` names the lines (PO number / product / colour). */
export async function bookingChanges(
  db: Db,
  before: EditableBooking,
  after: EditableBooking,
  poLines: Map<number, LockedPoLine>,
): Promise<FieldChange[]> {
  const changes: FieldChange[] = [];
  const push = (field: string, from: unknown, to: unknown) => {
    const text = (value: unknown) =>
      value === null || value === undefined || value === '' ? null : String(value);
    if (text(from) !== text(to)) changes.push({ field, from: text(from), to: text(to) });
  };
  const named = async (field: string, table: NameTable, from: number | null, to: number | null) => {
    if (from === to) return;
    const names = await namesOf(
      db,
      table,
      [from, to].filter((id): id is number => id !== null),
    );
    push(field, from === null ? null : names.get(from), to === null ? null : names.get(to));
  };
  await named('customer', customers, before.customerId, after.customerId);
  await named('supplier', suppliers, before.supplierId, after.supplierId);
  await named('factory', factories, before.factoryId, after.factoryId);
  push('serviceType', ServiceType[before.serviceType], ServiceType[after.serviceType]);
  push('inspectionDateFrom', before.inspectionDateFrom, after.inspectionDateFrom);
  push('inspectionDateTo', before.inspectionDateTo, after.inspectionDateTo);
  await named('office', offices, before.officeId, after.officeId);
  push('instructions', before.instructions, after.instructions);
  push('containerCount', before.containerCount, after.containerCount);
  for (const [field, table, key] of [
    ['customerContacts', customerContacts, 'customerContactIds'],
    ['supplierContacts', vendorContacts, 'supplierContactIds'],
    ['factoryContacts', vendorContacts, 'factoryContactIds'],
  ] as const) {
    if (sameList(before[key], after[key])) continue;
    const names = await namesOf(db, table, [...before[key], ...after[key]]);
    const list = (ids: number[]) => ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
    push(field, list(before[key]), list(after[key]));
  }
  const lineName = (poLineId: number) => {
    const line = poLines.get(poLineId);
    // 'kind:subject': the screen translates the kind and shows the subject as it is.
    return line ? `line:${line.poNumber} / ${line.productReference} / ${line.colorCode}` : `line:${poLineId}`;
  };
  const quantities = (booking: EditableBooking) =>
    new Map(booking.lines.map((line) => [line.poLineId, line]));
  const [was, now] = [quantities(before), quantities(after)];
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    push(lineName(id), was.get(id)?.quantity, now.get(id)?.quantity);
    if (was.has(id) && now.has(id))
      push(lineName(id).replace(/^line:/, 'container:'), was.get(id)!.containerNo, now.get(id)!.containerNo);
  }
  const choices = (booking: EditableBooking) =>
    new Map(booking.products.map((p) => [p.productId, aqlText(p)]));
  const [oldAql, newAql] = [choices(before), choices(after)];
  const references = new Map([...poLines.values()].map((line) => [line.productId, line.productReference]));
  for (const id of new Set([...oldAql.keys(), ...newAql.keys()]))
    push(`aql:${references.get(id) ?? id}`, oldAql.get(id), newAql.get(id));
  return changes;
}
