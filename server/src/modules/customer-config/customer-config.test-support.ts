import type { LightMyRequestResponse } from 'fastify';
import { authHeaders, json, signInAs, type TestApp } from '../../test/test-app';

export type Saved<T = Record<string, unknown>> = {
  result: number;
  data?: T & { id: number; version: number };
  current?: T & { id: number; version: number };
};
export type Page<T = Record<string, unknown>> = { result: number; data: T[]; total: number };

/** Signed-in calls (entity 1 unless told), one token per login. */
export function configCaller(t: () => TestApp) {
  const tokens = new Map<string, string>();
  async function tokenOf(login: string): Promise<string> {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(t().app, login)).token);
    return tokens.get(login)!;
  }
  async function call(
    login: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    entityId = 1,
  ): Promise<LightMyRequestResponse> {
    return t().app.inject({
      method,
      url,
      headers: authHeaders(await tokenOf(login), entityId),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  async function search<T = Record<string, unknown>>(login: string, base: string, body: object = {}) {
    const response = await call(login, 'POST', `${base}/search`, { skip: 0, take: 200, ...body });
    expect(response.statusCode).toBe(200);
    return json<Page<T>>(response);
  }
  async function save<T = Record<string, unknown>>(
    login: string,
    method: 'POST' | 'PUT',
    base: string,
    body: object,
  ) {
    const response = await call(login, method, base, body);
    return { status: response.statusCode, body: json<Saved<T>>(response) };
  }
  return { call, search, save };
}
