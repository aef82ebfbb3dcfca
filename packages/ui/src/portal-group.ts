import { Portal } from '@headlessui/react';

/**
 * Headless UI renders menus, listbox options and dialogs in a portal on document.body; inside a PortalGroup
 * they render in its target instead. An area embedded in a shadow root needs them there, where its styles
 * are (the package exports the group only as Portal.Group).
 */
export const PortalGroup = Portal.Group;
