import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { findEntity, isMobileWidth } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { CrossTabEntityWatch } from '../entity-guard/cross-tab-entity-watch';
import { Drawer } from '../navigation/drawer';
import { SideNav } from '../navigation/side-nav';
import { TopMenu } from '../navigation/top-menu';
import { useLinkEntityId } from '../navigation/use-shell-context';
import { useWindowWidth } from '../navigation/use-window-width';
import { HeaderPanels } from '../panels/header-panels';
import { useLayoutStore, useSidebarOpen } from './layout-store';
import { RouteLoadingOverlay } from './route-loading-overlay';
import { ScrollToTop } from './scroll-to-top';

function Logo() {
  const intl = useIntl();
  return (
    <svg
      viewBox="0 0 32 32"
      role="img"
      aria-label={intl.formatMessage({ id: 'layout.brand.logo' })}
      className="h-7 w-7 shrink-0"
    >
      <rect width="32" height="32" rx="7" className="fill-white" />
      <path d="M9 16.5l4.5 4.5L23 11" className="fill-none stroke-sky-700" strokeWidth="3.2" />
    </svg>
  );
}

function IconButton({
  label,
  expanded,
  controls,
  onClick,
  path,
}: {
  label: string;
  expanded: boolean;
  controls?: string;
  onClick(): void;
  path: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      className="shrink-0 rounded-md p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
    >
      <svg viewBox="0 0 24 24" aria-hidden className="h-5 w-5 fill-none stroke-current stroke-2">
        <path d={path} strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * The frame around signed-in screens (spec section 1): header with brand, menu and the right-hand panels;
 * side bar or, under 450 px, the drawer; the route-loading overlay, scroll-to-top and the cross-tab watch.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const user = useAuthStore((state) => state.user);
  // The entity the user works in; an address naming another one is the entity guard's business.
  const linkEntityId = useLinkEntityId();
  const entity = findEntity(useAuthStore((state) => state.entityId) ?? linkEntityId);
  const mobile = isMobileWidth(useWindowWidth());
  const sidebarOpen = useSidebarOpen(user);
  const { drawerOpen, setDrawerOpen, toggleSidebar } = useLayoutStore();
  const outlet = useRef<HTMLElement>(null);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header
        aria-label={intl.formatMessage({ id: 'layout.header.label' })}
        className="sticky top-0 z-30 flex h-12 items-center gap-2 bg-sky-900 px-2 text-white shadow sm:px-3"
      >
        {user && mobile ? (
          <IconButton
            label={intl.formatMessage({ id: 'layout.drawer.open' })}
            expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            path="M4 6h16M4 12h16M4 18h16"
          />
        ) : null}
        {user && !mobile ? (
          <IconButton
            label={intl.formatMessage({ id: 'layout.sidebar.toggle' })}
            expanded={sidebarOpen}
            controls="side-nav"
            onClick={() => toggleSidebar(user)}
            path="M4 5h16v14H4zM9 5v14"
          />
        ) : null}
        <Link to="/landing" className="flex min-w-0 shrink-0 items-center gap-2 rounded-md px-1">
          <Logo />
          <span className="truncate text-base font-semibold tracking-tight sm:text-lg">
            <FormattedMessage id="app.name" />
          </span>
        </Link>
        {entity ? (
          <span
            className="hidden shrink-0 rounded bg-sky-800 px-2 py-0.5 text-xs lg:inline"
            title={intl.formatMessage({ id: 'layout.entity.current' })}
            data-testid="current-entity"
          >
            {entity.name}
          </span>
        ) : null}
        {user && !mobile ? <TopMenu /> : <div className="flex-1" />}
        <div className="flex shrink-0 items-center">
          <HeaderPanels />
        </div>
      </header>
      <div className="flex flex-1">
        {user && !mobile && sidebarOpen ? <SideNav /> : null}
        {/* Room below the last content for the fixed scroll-to-top button, which would cover a form's Save. */}
        <main ref={outlet} className="relative min-w-0 flex-1 pb-20">
          {children}
          <RouteLoadingOverlay outlet={outlet} />
        </main>
      </div>
      {user ? <Drawer open={mobile && drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
      <ScrollToTop />
      <CrossTabEntityWatch />
    </div>
  );
}
