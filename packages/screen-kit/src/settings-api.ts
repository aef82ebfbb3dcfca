import { screenSettingsEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

/** Saved filters and column choices through the shared client (a module of its own so tests can replace it). */
export function screenSettingsApi() {
  return screenSettingsEndpoints(apiClient());
}
