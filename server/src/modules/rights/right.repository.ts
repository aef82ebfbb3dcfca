import { eq, sql } from 'drizzle-orm';
import {
  ResourceResult,
  RightsResult,
  type RightCreate,
  type RightDetail,
  type RightFilter,
  type RightRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rights, rightTypes, roleRights } from '../../db/schema';
import { MENU } from '../../db/seed/menu';
import type { SearchQuery } from '../../lib/search/search-runner';
import type { ResourceRepository, WriteOutcome } from '../kit/resource-definition';
import { lockRight, recordChange, rightVersionSql } from './rights-audit';

/** The permission that opens a seeded screen, by path (rights added later have none). */
const PERMISSION_BY_PATH = new Map(
  MENU.filter((item) => item.permission).map((item) => [item.path.toLowerCase(), item.permission!]),
);

const detailFields = {
  id: rights.id,
  parentId: rights.parentId,
  menuName: rights.menuName,
  titleName: rights.titleName,
  path: rights.path,
  ranking: rights.ranking,
  rightTypeId: rights.rightTypeId,
  glyphicons: rights.glyphicons,
  isHeading: rights.isHeading,
  showMenu: rights.showMenu,
  version: rightVersionSql(),
};

async function get(db: Db, id: number): Promise<RightDetail | null> {
  const [row] = await db.select(detailFields).from(rights).where(eq(rights.id, id)).limit(1);
  return row ?? null;
}

/** Every right in tree order (parents first, siblings by ranking then name), with its depth. */
async function allRows(db: Db): Promise<RightRow[]> {
  const rows = await db
    .select({
      ...detailFields,
      rightTypeName: rightTypes.name,
      roleCount: sql<number>`(select count(*) from role_rights rr where rr.right_id = "rights"."id")::int`,
    })
    .from(rights)
    .innerJoin(rightTypes, eq(rightTypes.id, rights.rightTypeId));
  const byParent = new Map<number | null, typeof rows>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const parent = row.parentId != null && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const names = new Map(rows.map((row) => [row.id, row.menuName]));
  const ordered: RightRow[] = [];
  const visit = (parentId: number | null, depth: number) => {
    const children = (byParent.get(parentId) ?? []).sort(
      (a, b) =>
        a.rightTypeId - b.rightTypeId || a.ranking - b.ranking || a.menuName.localeCompare(b.menuName),
    );
    for (const child of children) {
      ordered.push({
        ...child,
        parentName: child.parentId == null ? null : (names.get(child.parentId) ?? null),
        depth,
        permission: child.isHeading ? null : (PERMISSION_BY_PATH.get(child.path.toLowerCase()) ?? null),
      });
      visit(child.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

const TEXT_SORTS = new Set(['menuName', 'titleName', 'path', 'rightTypeName']);

function matching(rows: RightRow[], query: SearchQuery<Partial<RightFilter>>): RightRow[] {
  const text = query.searchText?.toLowerCase() ?? null;
  const types = query.filter.rightTypeIds?.length ? new Set(query.filter.rightTypeIds) : null;
  const ids = query.idList ? new Set(query.idList) : null;
  const found = rows.filter(
    (row) =>
      (!types || types.has(row.rightTypeId)) &&
      (!ids || ids.has(row.id)) &&
      (!text ||
        [row.menuName, row.titleName, row.path, row.permission ?? ''].some((value) =>
          value.toLowerCase().includes(text),
        )),
  );
  const { field, direction } = query.sort;
  if (field === 'tree') return direction === 'desc' ? found.reverse() : found;
  const sign = direction === 'desc' ? -1 : 1;
  return [...found].sort((a, b) => {
    const left = a[field as keyof RightRow];
    const right = b[field as keyof RightRow];
    const order = TEXT_SORTS.has(field)
      ? String(left).toLowerCase().localeCompare(String(right).toLowerCase())
      : Number(left) - Number(right);
    return sign * order || sign * (a.id - b.id);
  });
}

const clean = (body: RightCreate) => ({
  parentId: body.parentId ?? null,
  menuName: body.menuName.trim(),
  titleName: body.titleName.trim(),
  // A heading opens nothing: its path is '#'.
  path: body.isHeading ? '#' : body.path.trim(),
  ranking: body.ranking,
  rightTypeId: body.rightTypeId,
  glyphicons: body.glyphicons?.trim() ? body.glyphicons.trim() : null,
  isHeading: body.isHeading,
  showMenu: body.showMenu,
});

/** Parent (exists, not the right itself nor below it), right type and path (unique among screens). */
async function refusal(
  db: Db,
  values: ReturnType<typeof clean>,
  selfId?: number,
): Promise<WriteOutcome<RightDetail> | null> {
  const [type] = await db
    .select({ id: rightTypes.id })
    .from(rightTypes)
    .where(eq(rightTypes.id, values.rightTypeId));
  if (!type) return { result: ResourceResult.ParentNotFound };
  if (values.parentId != null) {
    const links = new Map(
      (await db.select({ id: rights.id, parentId: rights.parentId }).from(rights)).map((row) => [
        row.id,
        row.parentId,
      ]),
    );
    const ancestors: number[] = [];
    for (
      let id: number | null | undefined = values.parentId;
      id != null && links.has(id);
      id = links.get(id)
    ) {
      if (ancestors.includes(id)) break;
      ancestors.push(id);
    }
    if (!ancestors.length) return { result: ResourceResult.ParentNotFound };
    if (selfId != null && ancestors.includes(selfId))
      return { result: RightsResult.ParentCycle } as unknown as WriteOutcome<RightDetail>;
  }
  if (!values.isHeading) {
    const same = await db
      .select({ id: rights.id })
      .from(rights)
      .where(
        sql`lower(${rights.path}) = lower(${values.path}) and ${rights.isHeading} = false ${
          selfId == null ? sql`` : sql`and ${rights.id} <> ${selfId}`
        }`,
      )
      .limit(1);
    if (same.length) return { result: ResourceResult.DuplicateData };
  }
  return null;
}

/** Menu rights: global, admins only (the route permissions); every write leaves its audit row. */
export const rightRepository: ResourceRepository<RightRow, RightDetail, RightCreate, Partial<RightFilter>> = {
  async page(db, query) {
    const rows = matching(await allRows(db), query);
    return rows.slice(query.skip, query.take == null ? undefined : query.skip + query.take);
  },

  async count(db, query) {
    return matching(await allRows(db), query).length;
  },

  get,

  async create(tx, body, scope) {
    const values = clean(body);
    const refused = await refusal(tx, values);
    if (refused) return refused;
    const [created] = await tx.insert(rights).values(values).returning({ id: rights.id });
    const data = (await get(tx, created!.id))!;
    await recordChange(tx, scope.user, { action: 'right.create', rightId: data.id, after: data });
    return { result: ResourceResult.Success, data };
  },

  async update(tx, body, scope) {
    if (!(await lockRight(tx, body.id))) return { result: ResourceResult.NotFound };
    const current = (await get(tx, body.id))!;
    if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
    const values = clean(body);
    const refused = await refusal(tx, values, body.id);
    if (refused) return refused;
    await tx.update(rights).set(values).where(eq(rights.id, body.id));
    await recordChange(tx, scope.user, {
      action: 'right.update',
      rightId: body.id,
      before: current,
      after: { ...current, ...values, version: current.version + 1 },
    });
    return { result: ResourceResult.Success, data: (await get(tx, body.id))! };
  },

  async remove(tx, id, scope) {
    if (!(await lockRight(tx, id))) return ResourceResult.NotFound;
    const children = await tx.select({ id: rights.id }).from(rights).where(eq(rights.parentId, id)).limit(1);
    if (children.length) return ResourceResult.InUse;
    const before = (await get(tx, id))!;
    const roleIds = (
      await tx
        .select({ roleId: roleRights.roleId })
        .from(roleRights)
        .where(eq(roleRights.rightId, id))
        .orderBy(roleRights.roleId)
    ).map((row) => row.roleId);
    await tx.delete(rights).where(eq(rights.id, id));
    await recordChange(tx, scope.user, {
      action: 'right.delete',
      rightId: id,
      before: { ...before, roleIds },
    });
    return ResourceResult.Success;
  },
};
