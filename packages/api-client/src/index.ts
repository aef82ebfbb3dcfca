export { createApiClient, resolveBaseUrl, type ApiClientOptions } from './client';
export { userEndpoints, type UserEndpoints, type ChangePasswordResult } from './endpoints/user';
export { HTTPError } from 'ky';
