export { Button, type ButtonProps } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { Alert } from './alert';
export { Card } from './card';
export { Spinner } from './spinner';
export { StatusPage } from './status-page';
export { Toaster } from './toast/toaster';
export {
  showToast,
  dismissToast,
  clearToasts,
  TOAST_TIMEOUT_MS,
  TOAST_EXTENDED_TIMEOUT_MS,
  TOAST_ANIMATION_MS,
  type Toast,
  type ToastInput,
  type ToastKind,
} from './toast/toast-store';
export { HeaderPanel, type HeaderPanelProps } from './panel/header-panel';
export { UI_MESSAGES } from './i18n';
export * from './kit';
export * from './select';
export * from './inputs';
// Embedding in a shadow root: menus and dialogs render inside the element, not in the page's body.
export { PortalGroup } from './portal-group';
