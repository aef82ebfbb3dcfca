import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isMenuLink, topMenuCount, type MenuItem as Right } from '@portal/domain';
import { useActiveTrail } from './active-menu';
import { useMenuNavigate } from './use-menu-navigate';
import { entityPath, useLinkEntityId, useMenu } from './use-shell-context';

type Click = (event: MouseEvent, id: number, to: string) => void;

const itemClass =
  'block rounded px-3 py-1.5 text-sm text-slate-700 data-[focus]:bg-sky-50 data-[focus]:text-sky-900 aria-[current=page]:font-semibold';
const panelClass =
  'z-30 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none [--anchor-gap:4px]';

function LinkItem({
  item,
  entityId,
  click,
  active,
  nested = false,
}: {
  item: Right;
  entityId: number;
  click: Click;
  active: boolean;
  nested?: boolean;
}) {
  const to = entityPath(entityId, item.path);
  return (
    <MenuItem>
      <Link
        to={to}
        onClick={(event) => click(event, item.id, to)}
        aria-current={active ? 'page' : undefined}
        className={`${itemClass} ${nested ? 'pl-6' : ''}`}
      >
        {item.titleName}
      </Link>
    </MenuItem>
  );
}

/** The entries under one heading: its screens, and its groups as labelled sections (the third level). */
function HeadingEntries({
  heading,
  entityId,
  click,
  trail,
}: {
  heading: Right;
  entityId: number;
  click: Click;
  trail: readonly number[];
}) {
  return (
    <>
      {(heading.children ?? []).map((child) =>
        child.children?.length ? (
          <MenuSection key={child.id} className="py-0.5">
            <MenuHeading className="px-3 pt-1.5 pb-0.5 text-xs font-semibold text-slate-500">
              {child.titleName}
            </MenuHeading>
            {child.children.filter(isMenuLink).map((leaf) => (
              <LinkItem
                key={leaf.id}
                item={leaf}
                entityId={entityId}
                click={click}
                active={trail.includes(leaf.id)}
                nested
              />
            ))}
          </MenuSection>
        ) : (
          <LinkItem
            key={child.id}
            item={child}
            entityId={entityId}
            click={click}
            active={trail.includes(child.id)}
          />
        ),
      )}
    </>
  );
}

function HeadingMenu({
  heading,
  entityId,
  click,
  trail,
}: {
  heading: Right;
  entityId: number;
  click: Click;
  trail: readonly number[];
}) {
  const active = trail.includes(heading.id);
  if (!heading.children?.length) {
    const to = entityPath(entityId, heading.path);
    return (
      <Link
        to={to}
        onClick={(event) => click(event, heading.id, to)}
        aria-current={active ? 'page' : undefined}
        className={`rounded px-2.5 py-1.5 text-sm whitespace-nowrap hover:bg-white/10 ${active ? 'bg-white/15 font-semibold' : ''}`}
      >
        {heading.titleName}
      </Link>
    );
  }
  return (
    <Menu>
      <MenuButton
        className={`rounded px-2.5 py-1.5 text-sm whitespace-nowrap hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white data-[open]:bg-white/15 ${active ? 'bg-white/15 font-semibold' : ''}`}
      >
        {heading.titleName}
      </MenuButton>
      <MenuItems anchor="bottom start" className={panelClass}>
        <HeadingEntries heading={heading} entityId={entityId} click={click} trail={trail} />
      </MenuItems>
    </Menu>
  );
}

/** The headings that did not fit, each as a section of one "More" menu. */
function OverflowMenu({
  headings,
  entityId,
  click,
  trail,
}: {
  headings: readonly Right[];
  entityId: number;
  click: Click;
  trail: readonly number[];
}) {
  const intl = useIntl();
  return (
    <Menu>
      <MenuButton
        aria-label={intl.formatMessage({ id: 'layout.menu.moreLabel' })}
        className={`flex items-center gap-1 rounded px-2.5 py-1.5 text-sm whitespace-nowrap hover:bg-white/10 data-[open]:bg-white/15 ${headings.some((h) => trail.includes(h.id)) ? 'font-semibold' : ''}`}
        data-testid="menu-more"
      >
        {intl.formatMessage({ id: 'layout.menu.more' })}
        <svg viewBox="0 0 20 20" aria-hidden className="h-4 w-4 fill-current">
          <path d="M5 8l5 5 5-5z" />
        </svg>
      </MenuButton>
      <MenuItems anchor="bottom end" className={`${panelClass} max-h-[70vh] overflow-y-auto`}>
        {headings.map((heading) =>
          heading.children?.length ? (
            <MenuSection key={heading.id} className="border-b border-slate-100 py-1 last:border-0">
              <MenuHeading className="px-3 pt-1 pb-0.5 text-xs font-bold tracking-wide text-slate-900 uppercase">
                {heading.titleName}
              </MenuHeading>
              <HeadingEntries heading={heading} entityId={entityId} click={click} trail={trail} />
            </MenuSection>
          ) : (
            <LinkItem
              key={heading.id}
              item={heading}
              entityId={entityId}
              click={click}
              active={trail.includes(heading.id)}
            />
          ),
        )}
      </MenuItems>
    </Menu>
  );
}

/** The header's menu: as many headings as fit (at most 7, spec section 9), the rest under "More". */
export function TopMenu() {
  const intl = useIntl();
  const tree = useMenu();
  const trail = useActiveTrail(tree);
  const entityId = useLinkEntityId();
  const click = useMenuNavigate(entityId);
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const more = intl.formatMessage({ id: 'layout.menu.more' });
  // The More button carries an arrow icon too: count it as one more character.
  const count = topMenuCount(
    tree.map((item) => item.titleName),
    width,
    `${more} `,
  );
  const shown = tree.slice(0, count);
  const rest = tree.slice(count);

  return (
    <nav
      ref={ref}
      aria-label={intl.formatMessage({ id: 'layout.menu.label' })}
      className="flex min-w-0 flex-1 items-center"
      data-testid="top-menu"
    >
      {entityId != null && tree.length > 0 ? (
        <div className="flex items-center gap-1">
          {shown.map((heading) => (
            <HeadingMenu key={heading.id} heading={heading} entityId={entityId} click={click} trail={trail} />
          ))}
          {rest.length > 0 ? (
            <OverflowMenu headings={rest} entityId={entityId} click={click} trail={trail} />
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
