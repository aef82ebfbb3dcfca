export * from './storage-keys';
export { useAuthStore, type AuthState } from './auth/auth-store';
export { evaluateGuard, type GuardDecision, type GuardInput } from './auth/guard';
export { useI18nStore, mergeMessages, type I18nState } from './i18n/i18n-store';
export { SHELL_CONTRACT_MESSAGES } from './i18n/messages';
export { configureApi, apiClient, userApi } from './api';
export type {
  RemoteModule,
  RemoteRoute,
  MountOptions,
  MountEvent,
  Mount,
  RemoteConfig,
} from './federation/remote-module';
export type { AppBuild } from './federation/app-build';
export { contractCompatible } from './federation/contract-compatible';
export { findRemoteForArea } from './federation/area-match';
export { SHELL_CONTRACT_INSTANCE_ID, shellContractInstanceCount } from './federation/instance-probe';
export { lazyWithReload } from './federation/lazy-with-reload';
export { RouteGuard } from './routing/route-guard';
export { RemoteRoutes } from './routing/remote-routes';
export { AreaScreen, titledScreen } from './routing/area-screen';
export { DocumentTitle } from './routing/document-title';
export { createMount, startStandalone } from './standalone/create-mount';
export { SignInForm } from './standalone/sign-in-form';
export * from './validation';
