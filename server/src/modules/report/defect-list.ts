import { and, asc, eq, sql } from 'drizzle-orm';
import type { DefectClass, DefectListItem } from '@portal/domain';
import type { Db } from '../../db/client';
import { defectListItems } from '../../db/schema';

/** Items answered at most: the inspector's picker narrows with the search text. */
export const DEFECT_LIST_MAX = 200;

/**
 * The entity's active defect list (what an inspector picks a description from), by category then name;
 * `search` matches a part of the name or the category, ignoring case.
 */
export async function defectList(db: Db, entityId: number, search: string | null): Promise<DefectListItem[]> {
  const text = search?.trim().toLowerCase() ?? '';
  // LIKE's own wildcards in the typed text are matched as themselves.
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select({
      id: defectListItems.id,
      name: defectListItems.name,
      category: defectListItems.category,
      defaultClass: defectListItems.defaultClass,
    })
    .from(defectListItems)
    .where(
      and(
        eq(defectListItems.entityId, entityId),
        eq(defectListItems.active, true),
        text
          ? sql`(lower(${defectListItems.name}) like ${pattern} or lower(${defectListItems.category}) like ${pattern})`
          : undefined,
      ),
    )
    .orderBy(asc(defectListItems.category), asc(defectListItems.name), asc(defectListItems.id))
    .limit(DEFECT_LIST_MAX);
  return rows.map((row) => ({ ...row, defaultClass: row.defaultClass as DefectClass }));
}
