import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RightsLookups } from '@portal/domain';

type Right = RightsLookups['rights'][number];

/** Ancestors of a right (parent, grand-parent...). */
export function ancestorsOf(rights: readonly Right[], id: number): number[] {
  const byId = new Map(rights.map((right) => [right.id, right]));
  const found: number[] = [];
  for (
    let at = byId.get(id)?.parentId ?? null;
    at != null && !found.includes(at);
    at = byId.get(at)?.parentId ?? null
  )
    found.push(at);
  return found;
}

/** Descendants of a right (children, grand-children...). */
export function descendantsOf(rights: readonly Right[], id: number): number[] {
  const found: number[] = [];
  const queue = [id];
  while (queue.length) {
    const at = queue.shift()!;
    for (const child of rights.filter((right) => right.parentId === at && !found.includes(right.id))) {
      found.push(child.id);
      queue.push(child.id);
    }
  }
  return found;
}

/** Ticking a right ticks its headings; unticking a heading unticks what sits below it. */
export function toggleRight(rights: readonly Right[], chosen: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(chosen);
  if (next.has(id)) {
    next.delete(id);
    for (const below of descendantsOf(rights, id)) next.delete(below);
  } else {
    next.add(id);
    for (const above of ancestorsOf(rights, id)) next.add(above);
  }
  return next;
}

function Branch({
  rights,
  parentId,
  chosen,
  onToggle,
  roleName,
}: {
  rights: readonly Right[];
  parentId: number | null;
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
  roleName: string;
}) {
  const children = rights.filter((right) => right.parentId === parentId);
  if (!children.length) return null;
  return (
    <ul className={parentId == null ? 'flex flex-col gap-1' : 'ml-6 flex flex-col gap-1'}>
      {children.map((right) => (
        <li key={right.id}>
          <TreeCheckbox
            right={right}
            checked={chosen.has(right.id)}
            onToggle={onToggle}
            roleName={roleName}
          />
          <Branch
            rights={rights}
            parentId={right.id}
            chosen={chosen}
            onToggle={onToggle}
            roleName={roleName}
          />
        </li>
      ))}
    </ul>
  );
}

function TreeCheckbox({
  right,
  checked,
  onToggle,
  roleName,
}: {
  right: Right;
  checked: boolean;
  onToggle: (id: number) => void;
  roleName: string;
}) {
  const id = useId();
  const intl = useIntl();
  return (
    <span className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4"
        checked={checked}
        onChange={() => onToggle(right.id)}
        aria-label={intl.formatMessage(
          { id: 'masterdata.rights.roles.grant' },
          { role: roleName, right: right.name },
        )}
        data-right-id={right.id}
      />
      <label
        htmlFor={id}
        className={`text-sm ${right.isHeading ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
      >
        {right.name}
      </label>
    </span>
  );
}

/** The rights of every right type as trees of checkboxes. */
export function RightsTree({
  lookups,
  chosen,
  onChange,
  roleName,
}: {
  lookups: RightsLookups;
  chosen: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  roleName: string;
}) {
  const intl = useIntl();
  const known = new Set(lookups.rights.map((right) => right.id));
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {lookups.rightTypes.map((type) => {
        // A right whose parent is gone shows at the top of its type.
        const rights = lookups.rights
          .filter((right) => right.rightTypeId === type.id)
          .map((right) =>
            right.parentId != null && known.has(right.parentId) ? right : { ...right, parentId: null },
          );
        if (!rights.length) return null;
        return (
          <fieldset key={type.id} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">
              {intl.formatMessage({ id: `contract.rightType.${type.id}` })}
            </legend>
            <Branch
              rights={rights}
              parentId={null}
              chosen={chosen}
              roleName={roleName}
              onToggle={(id) => onChange(toggleRight(lookups.rights, chosen, id))}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
