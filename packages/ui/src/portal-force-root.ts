// Stands in for @headlessui/react's internal/portal-force-root.js in the remotes' builds (the replacement is
// in tools/webpack/create-remote-config.cjs); the same two exports, the same context.
//
// Headless UI's Dialog forces its own portal to the document's #headlessui-portal-root, past any
// Portal.Group. On the portal's pages that is where it belongs. An area embedded in another site renders in
// a shadow root, though: a dialog put in that page's body leaves the element, gets the page's styles and none
// of the area's. While an embed loader is on the page (it defines window.__portalEmbedStyles) the force is
// ignored, so a dialog goes where the area's PortalGroup says: its portal container in the shadow root.
import { createContext, createElement, useContext, type ReactNode } from 'react';

const ForcePortalRootContext = createContext(false);

function embedded(): boolean {
  return typeof window !== 'undefined' && '__portalEmbedStyles' in window;
}

export function usePortalRoot(): boolean {
  return useContext(ForcePortalRootContext) && !embedded();
}

export function ForcePortalRoot({ force, children }: { force: boolean; children?: ReactNode }) {
  return createElement(ForcePortalRootContext.Provider, { value: force }, children);
}
