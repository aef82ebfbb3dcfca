import type { LightMyRequestResponse } from 'fastify';
import { SupplierType, type SupplierCreate } from '@portal/domain';
import { authHeaders, signInAs, type TestApp } from '../../test/test-app';

/** Signed-in calls (entity 1 unless told), one token per login. */
export function supplierCaller(t: () => TestApp) {
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
    entityId = 1,
  ): Promise<LightMyRequestResponse> {
    const headers = login ? authHeaders(await tokenOf(login), entityId) : {};
    return t().app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
}

export const CHINA = 156;
export const VIETNAM = 704;

/** A valid new supplier or factory card. */
export function newCard(name: string, overrides: Partial<SupplierCreate> = {}): SupplierCreate {
  return {
    typeId: SupplierType.Supplier,
    name,
    localName: null,
    code: null,
    legalName: null,
    countryId: CHINA,
    active: true,
    addresses: [
      {
        address: '1 Test Road',
        localAddress: null,
        postalCode: null,
        countryId: CHINA,
        provinceId: null,
        cityId: null,
        countyId: null,
        townId: null,
      },
    ],
    contacts: [{ name: 'Test Person', email: 'test@example.com', phone: null, job: null }],
    customerIds: [1],
    serviceIds: [1],
    linkedIds: [],
    ...overrides,
  };
}
