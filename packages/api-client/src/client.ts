import ky, { type KyInstance } from 'ky';
import { RECORD_REFUSAL_HEADER } from '@portal/domain';

export interface ApiClientOptions {
  /** Server base URL; a trailing slash is trimmed (spec section 7). Empty means this page's origin. */
  baseUrl: string;
  getToken(): string | null;
  getEntityId(): number | null;
  getLang(): string;
  /** 401 on any call: the caller signs the user out and goes to /login. */
  onUnauthorized(): void;
  /** 403 on any call: the caller goes to /forbidden. */
  onForbidden(): void;
}

export function resolveBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (trimmed) return `${trimmed}/`;
  // Relative prefixes would resolve against the current page path, so anchor them at the origin.
  return `${globalThis.location?.origin ?? 'http://localhost'}/`;
}

/** The ky instance every call goes through: token, entityId header and lang query on each request. */
export function createApiClient(options: ApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl: resolveBaseUrl(options.baseUrl),
    timeout: 30_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        async (request) => {
          const headers = new Headers(request.headers);
          const token = options.getToken();
          if (token) headers.set('Authorization', `Bearer ${token}`);
          const entityId = options.getEntityId();
          if (entityId != null) headers.set('entityId', String(entityId));
          const url = new URL(request.url);
          url.searchParams.set('lang', options.getLang());
          // A Request cannot take another's body stream without `duplex` in browsers, so the (small) body
          // is read once and handed over as bytes.
          const body =
            request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
          return new Request(url, {
            method: request.method,
            headers,
            body,
            signal: request.signal,
            credentials: request.credentials,
            cache: request.cache,
            redirect: request.redirect,
          });
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          if (response.status === 401) options.onUnauthorized();
          // A refusal of one record's rules is the screen's to show, not a missing right.
          else if (response.status === 403 && !response.headers.has(RECORD_REFUSAL_HEADER))
            options.onForbidden();
          return response;
        },
      ],
    },
  });
}
