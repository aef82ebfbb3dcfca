import { headerEndpoints, workItemEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

export function workItemsApi() {
  return workItemEndpoints(apiClient());
}

export function headerApi() {
  return headerEndpoints(apiClient());
}

/** The browser's IANA time zone, so Today/Yesterday/Older follow the user's own day. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
