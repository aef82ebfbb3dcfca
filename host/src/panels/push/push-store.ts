import { create } from 'zustand';

/** Web-push subscription flags (spec section 3, "Subscription flags"). */
export interface PushState {
  isSupported: boolean;
  isSubscribed: boolean;
  isInProgress: boolean;
}

export const usePushStore = create<PushState>()(() => ({
  isSupported: false,
  isSubscribed: false,
  isInProgress: false,
}));
