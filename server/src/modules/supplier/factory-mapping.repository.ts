import crypto from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  FACTORY_MAPPING_LINK_DAYS,
  FactoryMappingResult,
  Service,
  type FactoryMappingFactory,
  type FactoryMappingSubmit,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  countries,
  factories,
  factoryMappingLinks,
  supplierFactories,
  suppliers,
  vendorAddresses,
  vendorContacts,
  vendorServices,
} from '../../db/schema';
import { hashToken } from '../accounts/reset-token.repository';

const DAY = 86_400_000;

/** A new link for the supplier; answers the token itself (only its hash is stored). */
export async function createMappingToken(
  tx: Db,
  supplierId: number,
  createdBy: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + FACTORY_MAPPING_LINK_DAYS * DAY);
  await tx
    .insert(factoryMappingLinks)
    .values({ supplierId, tokenHash: hashToken(token), expiresAt, createdAt: now, createdBy });
  return { token, expiresAt };
}

export interface MappingLink {
  id: number;
  supplierId: number;
  supplierName: string;
  entityId: number;
  expiresAt: Date;
}

/** The link of a token, or why it cannot be used. `lock` holds the row until the transaction ends. */
export async function findMappingLink(
  db: Db,
  token: string,
  now: Date,
  lock = false,
): Promise<{ result: FactoryMappingResult; link?: MappingLink }> {
  let select = db
    .select({
      id: factoryMappingLinks.id,
      supplierId: factoryMappingLinks.supplierId,
      supplierName: suppliers.name,
      entityId: suppliers.entityId,
      expiresAt: factoryMappingLinks.expiresAt,
      submittedAt: factoryMappingLinks.submittedAt,
    })
    .from(factoryMappingLinks)
    .innerJoin(suppliers, eq(suppliers.id, factoryMappingLinks.supplierId))
    .where(eq(factoryMappingLinks.tokenHash, hashToken(token)))
    .$dynamic();
  if (lock) select = select.for('update', { of: factoryMappingLinks });
  const [row] = await select;
  if (!row) return { result: FactoryMappingResult.TokenNotValid };
  if (row.submittedAt) return { result: FactoryMappingResult.AlreadySubmitted };
  if (row.expiresAt.getTime() <= now.getTime()) return { result: FactoryMappingResult.Expired };
  const { submittedAt: _submitted, ...link } = row;
  return { result: FactoryMappingResult.Success, link };
}

/** The supplier's factories: linked ones (mapped) and those created for it but not linked. */
export async function supplierFactoryList(db: Db, supplierId: number): Promise<FactoryMappingFactory[]> {
  const linked = sql`exists (select 1 from ${supplierFactories} where ${supplierFactories.factoryId} = ${factories.id} and ${supplierFactories.supplierId} = ${supplierId})`;
  const rows = await db
    .select({
      id: factories.id,
      name: factories.name,
      countryId: factories.countryId,
      countryName: countries.name,
      address: sql<string | null>`(select ${vendorAddresses.address} from ${vendorAddresses}
        where ${vendorAddresses.factoryId} = ${factories.id} order by ${vendorAddresses.ranking}, ${vendorAddresses.id} limit 1)`,
      mapped: sql<boolean>`${linked}`,
    })
    .from(factories)
    .leftJoin(countries, eq(countries.id, factories.countryId))
    .where(or(eq(factories.supplierId, supplierId), linked))
    .orderBy(sql`lower(${factories.name})`);
  return rows.map((row) => ({ ...row, mapped: Boolean(row.mapped) }));
}

/** Links the chosen existing factories and creates the new ones; the caller checked the link. */
export async function applyMapping(
  tx: Db,
  link: MappingLink,
  body: FactoryMappingSubmit,
  now: Date,
): Promise<FactoryMappingResult> {
  const candidates = new Set((await supplierFactoryList(tx, link.supplierId)).map((row) => row.id));
  const factoryIds = [...new Set(body.factoryIds)];
  if (factoryIds.some((id) => !candidates.has(id))) return FactoryMappingResult.FactoryNotFound;
  const names = body.newFactories.map((factory) => factory.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) return FactoryMappingResult.DuplicateName;
  if (names.length) {
    const taken = await tx
      .select({ id: factories.id })
      .from(factories)
      .where(
        and(
          eq(factories.entityId, link.entityId),
          or(...names.map((name) => sql`lower(${factories.name}) = ${name}`)),
        ),
      )
      .limit(1);
    if (taken.length) return FactoryMappingResult.DuplicateName;
  }
  const linkIds = [...factoryIds];
  for (const factory of body.newFactories) {
    const [row] = await tx
      .insert(factories)
      .values({
        name: factory.name.trim(),
        countryId: factory.countryId,
        entityId: link.entityId,
        supplierId: link.supplierId,
      })
      .returning({ id: factories.id });
    const factoryId = row!.id;
    linkIds.push(factoryId);
    await tx
      .insert(vendorAddresses)
      .values({ factoryId, address: factory.address.trim(), countryId: factory.countryId! });
    await tx.insert(vendorContacts).values({
      factoryId,
      name: factory.contactName.trim(),
      email: factory.contactEmail?.trim() || null,
      phone: factory.contactPhone?.trim() || null,
    });
    await tx.insert(vendorServices).values({ factoryId, serviceId: Service.Inspection });
  }
  if (linkIds.length)
    await tx
      .insert(supplierFactories)
      .values(linkIds.map((factoryId) => ({ supplierId: link.supplierId, factoryId })))
      .onConflictDoNothing();
  await tx.update(factoryMappingLinks).set({ submittedAt: now }).where(eq(factoryMappingLinks.id, link.id));
  return FactoryMappingResult.Success;
}
