import { eq } from 'drizzle-orm';
import { Permissions } from '@portal/domain';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { menuIdsFor } from '../../db/seed/menu';
import { changePermission } from './permission-map.repository';
import { createRole, getRole, saveRoleRights } from './role.repository';

export const DEMO_ROLE_NAME = 'Regional Quality Manager';

const P = Permissions;
const DEMO_PERMISSIONS = [
  P.InspectionSummary.View,
  P.InspectionSummary.Export,
  P.QcDashboard.View,
  P.ManagementDashboard.View,
  P.AuditSummary.View,
];

/**
 * A role the admin built through the rights screens' own functions, so the audit trail shows a real
 * history: created, its permissions granted one by one, its menu rights set. Once only (matched by name).
 */
export async function seedDemoRights(db: Db): Promise<void> {
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, DEMO_ROLE_NAME));
  if (existing) return;
  const [admin] = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(eq(users.loginName, 'admin'));
  if (!admin) return;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const created = await createRole(tx, admin, { name: DEMO_ROLE_NAME });
    if (created.result !== 1) return;
    const roleId = created.data.id;
    for (const permission of DEMO_PERMISSIONS)
      await changePermission(tx, admin, { roleId, permission, granted: true });
    const role = (await getRole(tx, roleId))!;
    await saveRoleRights(tx, admin, {
      roleId,
      rightIds: menuIdsFor(DEMO_PERMISSIONS),
      version: role.version,
    });
  });
}
