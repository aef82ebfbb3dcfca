import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { isMenuLink, type MenuItem } from '@portal/domain';
import { useActiveTrail } from './active-menu';
import { useMenuNavigate } from './use-menu-navigate';
import { entityPath, useLinkEntityId, useMenu } from './use-shell-context';

const INDENT = ['pl-3', 'pl-6', 'pl-9'];
// A link has no chevron (16 px + 4 px gap): it is indented further so its text lines up with its siblings'.
const LINK_INDENT = ['pl-8', 'pl-11', 'pl-14'];

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden
      className={`h-4 w-4 shrink-0 fill-current transition-transform ${open ? 'rotate-90' : ''}`}
    >
      <path d="M7 5l6 5-6 5z" />
    </svg>
  );
}

interface NodeProps {
  item: MenuItem;
  depth: number;
  trail: readonly number[];
  entityId: number;
  onNavigate?: () => void;
}

function TreeNode({ item, depth, trail, entityId, onNavigate }: NodeProps) {
  const click = useMenuNavigate(entityId, onNavigate);
  const active = trail.includes(item.id);
  const indent = INDENT[depth] ?? INDENT[2];
  if (isMenuLink(item) && !item.children?.length) {
    const linkIndent = LINK_INDENT[depth] ?? LINK_INDENT[2];
    const to = entityPath(entityId, item.path);
    return (
      <li>
        <Link
          to={to}
          onClick={(event) => click(event, item.id, to)}
          aria-current={active ? 'page' : undefined}
          className={`block rounded-md py-1.5 pr-3 text-sm ${linkIndent} ${active ? 'bg-sky-100 font-semibold text-sky-900' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {item.titleName}
        </Link>
      </li>
    );
  }
  return (
    // Keyed by `active` so a branch opens when navigation makes it active, not only at first render.
    <Disclosure key={String(active)} as="li" defaultOpen={active}>
      {({ open }) => (
        <>
          <DisclosureButton
            className={`flex w-full items-center gap-1 rounded-md py-1.5 pr-3 text-left text-sm ${indent} ${active ? 'font-semibold text-sky-900' : 'text-slate-800'} hover:bg-slate-100`}
          >
            <Chevron open={open} />
            {item.titleName}
          </DisclosureButton>
          <DisclosurePanel as="ul" className="flex flex-col gap-0.5">
            {(item.children ?? []).map((child) => (
              <TreeNode
                key={child.id}
                item={child}
                depth={depth + 1}
                trail={trail}
                entityId={entityId}
                onNavigate={onNavigate}
              />
            ))}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

/** The menu as a tree of up to three levels, for the side navigation and the drawer. */
export function MenuTreeNav({ onNavigate, labelId }: { onNavigate?: () => void; labelId: string }) {
  const tree = useMenu();
  const trail = useActiveTrail(tree);
  const entityId = useLinkEntityId();
  if (entityId == null) return null;
  return (
    <nav aria-labelledby={labelId} className="flex flex-col gap-1">
      {tree.length === 0 ? (
        <p className="px-3 text-sm text-slate-500">
          <FormattedMessage id="layout.menu.empty" />
        </p>
      ) : (
        <ul className="flex flex-col gap-0.5" data-testid="menu-tree">
          {tree.map((item) => (
            <TreeNode
              key={item.id}
              item={item}
              depth={0}
              trail={trail}
              entityId={entityId}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
