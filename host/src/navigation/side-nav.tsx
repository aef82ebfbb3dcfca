import { FormattedMessage } from 'react-intl';
import { MenuTreeNav } from './menu-tree-nav';
import { ServiceSwitcher } from './service-switcher';

/** The content shared by the side bar and the drawer: the service switcher, then the menu tree. */
export function NavigationPanel({ idPrefix, onNavigate }: { idPrefix: string; onNavigate?: () => void }) {
  const labelId = `${idPrefix}-menu-title`;
  return (
    <div className="flex flex-col gap-5 py-4">
      <ServiceSwitcher onNavigate={onNavigate} />
      <div className="flex flex-col gap-1">
        <h2 id={labelId} className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <FormattedMessage id="layout.drawer.title" />
        </h2>
        <MenuTreeNav labelId={labelId} onNavigate={onNavigate} />
      </div>
    </div>
  );
}

/** The left side bar (wide screens), toggled from the header. */
export function SideNav() {
  return (
    <aside
      id="side-nav"
      aria-labelledby="side-nav-label"
      className="sticky top-12 h-[calc(100vh-3rem)] w-64 shrink-0 self-start overflow-y-auto border-r border-slate-200 bg-white"
      data-testid="side-nav"
    >
      <h2 id="side-nav-label" className="sr-only">
        <FormattedMessage id="layout.sidebar.label" />
      </h2>
      <NavigationPanel idPrefix="side" />
    </aside>
  );
}
