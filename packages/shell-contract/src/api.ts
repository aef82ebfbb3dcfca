import type { KyInstance } from 'ky';
import { createApiClient, userEndpoints } from '@portal/api-client';
import { useAuthStore } from './auth/auth-store';
import { useI18nStore } from './i18n/i18n-store';

interface ApiBridge {
  baseUrl: string;
  onUnauthorized(): void;
  onForbidden(): void;
}

let bridge: ApiBridge = { baseUrl: '', onUnauthorized: () => undefined, onForbidden: () => undefined };
let client: KyInstance | null = null;

/** The shell (or a mount) says where the API is and what 401/403 do; every remote then shares one client. */
export function configureApi(next: Partial<ApiBridge>): void {
  bridge = { ...bridge, ...next };
  client = null;
}

export function apiClient(): KyInstance {
  client ??= createApiClient({
    baseUrl: bridge.baseUrl,
    getToken: () => useAuthStore.getState().token,
    getEntityId: () => useAuthStore.getState().entityId,
    getLang: () => useI18nStore.getState().lang,
    onUnauthorized: () => bridge.onUnauthorized(),
    onForbidden: () => bridge.onForbidden(),
  });
  return client;
}

export function userApi() {
  return userEndpoints(apiClient());
}
