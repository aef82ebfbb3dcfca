import { create } from 'zustand';
import { UserType, type CurrentUser } from '@portal/domain';

interface LayoutState {
  /** The user the side-bar choice belongs to: a new sign-in starts again from the default. */
  sidebarUserId: number | null;
  sidebarOpen: boolean;
  drawerOpen: boolean;
  toggleSidebar(user: CurrentUser | null): void;
  setDrawerOpen(open: boolean): void;
}

/** Spec section 1: the side bar shows at start only for a customer; otherwise it and the drawer start off. */
export function sidebarDefault(user: CurrentUser | null): boolean {
  return user?.usertype === UserType.Customer;
}

export const useLayoutStore = create<LayoutState>()((set, get) => ({
  sidebarUserId: null,
  sidebarOpen: false,
  drawerOpen: false,
  toggleSidebar(user) {
    const open = get().sidebarUserId === (user?.id ?? null) ? get().sidebarOpen : sidebarDefault(user);
    set({ sidebarUserId: user?.id ?? null, sidebarOpen: !open });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));

/** Whether the side bar shows for this user: their own toggle, else the default. */
export function useSidebarOpen(user: CurrentUser | null): boolean {
  const { sidebarUserId, sidebarOpen } = useLayoutStore();
  return sidebarUserId === (user?.id ?? null) && user ? sidebarOpen : sidebarDefault(user);
}
