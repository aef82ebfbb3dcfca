/**
 * Prints the two tables of docs/roles.md from the seed, so the page cannot drift from what is seeded:
 *   server/node_modules/.bin/tsx server/src/db/seed/roles-doc.ts
 */
import { ALL_PERMISSIONS, RightType, Role } from '@portal/domain';
import { MENU } from './menu';
import { ROLE_PERMISSIONS } from './role-access';

const roleName = (id: number) => `${Role[id]}`;

/** "StaffSummary.{View, Edit}; LeaveRequest.View": one group per screen, in the order of ALL_PERMISSIONS. */
function compact(permissions: readonly string[]): string {
  if (ALL_PERMISSIONS.every((permission) => permissions.includes(permission))) return 'all';
  const groups = new Map<string, string[]>();
  for (const permission of ALL_PERMISSIONS.filter((name) => permissions.includes(name))) {
    const [screen, action] = permission.split('.') as [string, string];
    groups.set(screen, [...(groups.get(screen) ?? []), action]);
  }
  return [...groups]
    .map(([screen, actions]) =>
      actions.length === 1 ? `${screen}.${actions[0]}` : `${screen}.{${actions.join(', ')}}`,
    )
    .join('; ');
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const roleRows = Object.entries(ROLE_PERMISSIONS).map(([id, permissions]) => [
  `${roleName(Number(id))} (${id})`,
  compact([...new Set(permissions)]),
]);

const holders = (permission: string) =>
  Object.entries(ROLE_PERMISSIONS)
    .filter(([, permissions]) => permissions.includes(permission as never))
    .map(([id]) => roleName(Number(id)))
    .join(', ');

const byId = new Map(MENU.map((item) => [item.id, item]));
const headingOf = (item: (typeof MENU)[number]): (typeof MENU)[number] =>
  item.parentId == null ? item : headingOf(byId.get(item.parentId)!);
const menuRows = MENU.map((item) => {
  const isGroup = item.path === '#' && item.parentId != null;
  const title =
    item.parentId == null
      ? `**${item.titleName}**`
      : isGroup
        ? `_${item.titleName}_ (group)`
        : item.titleName;
  return [
    String(item.id),
    RightType[item.rightType]!,
    item.path === '#' ? title : headingOf(item).titleName,
    item.path === '#' ? '#' : `\`${item.path}\``,
    item.permission ?? '—',
    item.permission ? holders(item.permission) : 'any holder of a screen below',
  ];
});

console.log('## Role -> permissions\n');
console.log(table(['Role (id)', 'Permissions'], roleRows));
console.log('\n## Menu rights (role -> rights)\n');
console.log(table(['Right (id)', 'Right type', 'Heading', 'Path', 'Permission', 'Roles'], menuRows));
