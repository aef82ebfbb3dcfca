import type { LightMyRequestResponse } from 'fastify';
import { authHeaders, signInAs, type TestApp } from '../../test/test-app';

/** Signed-in calls in entity 1, one token per login (sign-in hashes, so it is worth keeping). */
export function geographyCaller(t: () => TestApp) {
  const tokens = new Map<string, string>();
  async function tokenOf(login: string): Promise<string> {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(t().app, login)).token);
    return tokens.get(login)!;
  }
  return async function call(
    login: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    const headers = login ? authHeaders(await tokenOf(login), 1) : {};
    return t().app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
}
