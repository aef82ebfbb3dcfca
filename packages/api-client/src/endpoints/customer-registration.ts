import type { KyInstance } from 'ky';
import {
  CUSTOMER_REGISTRATION_API,
  type CustomerRegistrationDetail,
  type CustomerRegistrationRequest,
  type CustomerRegistrationResponse,
  type CustomerRegistrationRow,
  type CustomerVerificationResponse,
  type GetResponse,
  type RegistrationDecisionRequest,
  type RegistrationDecisionResponse,
  type RegistrationLookups,
  type SearchRequest,
  type SearchResponse,
} from '@portal/domain';

/** A 400 with field messages, as the server's error handler writes it. */
export interface RegistrationFieldErrors {
  message?: string;
  errors?: { field: string; message: string; text?: string }[];
}

/**
 * The public registration form and verification link, and the internal approval screens. The form's
 * 400 (field messages) comes back as an answer, like the kit's saves.
 */
export function customerRegistrationEndpoints(client: KyInstance) {
  return {
    lookups: () => client.get(CUSTOMER_REGISTRATION_API.lookups).json<RegistrationLookups>(),
    register: async (
      body: CustomerRegistrationRequest,
    ): Promise<{ status: number; body: CustomerRegistrationResponse & RegistrationFieldErrors }> => {
      const response = await client.post(CUSTOMER_REGISTRATION_API.base, {
        json: body,
        throwHttpErrors: false,
      });
      if (response.ok || response.status === 400)
        return { status: response.status, body: (await response.json()) as CustomerRegistrationResponse };
      throw new Error(`registration failed with HTTP ${response.status}`);
    },
    verify: (token: string) =>
      client.post(CUSTOMER_REGISTRATION_API.verify, { json: { token } }).json<CustomerVerificationResponse>(),
    search: (request: SearchRequest & { statusIds?: number[] | null }) =>
      client
        .post(CUSTOMER_REGISTRATION_API.search, { json: request })
        .json<SearchResponse<CustomerRegistrationRow>>(),
    get: (id: number) =>
      client.get(`${CUSTOMER_REGISTRATION_API.base}/${id}`).json<GetResponse<CustomerRegistrationDetail>>(),
    approve: (id: number, body: RegistrationDecisionRequest) =>
      client.post(CUSTOMER_REGISTRATION_API.approve(id), { json: body }).json<RegistrationDecisionResponse>(),
    reject: (id: number, body: RegistrationDecisionRequest) =>
      client.post(CUSTOMER_REGISTRATION_API.reject(id), { json: body }).json<RegistrationDecisionResponse>(),
  };
}

export type CustomerRegistrationEndpoints = ReturnType<typeof customerRegistrationEndpoints>;
