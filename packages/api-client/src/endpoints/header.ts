import type { KyInstance } from 'ky';

export interface UserGenderResponse {
  result: number;
  /** 'M' or 'F' (or null when unknown). */
  gender: string | null;
  /** The spec's spelling. */
  isPhotovailable: boolean;
  fileUrl: string | null;
}

export interface ProfileSummaryResponse {
  result: number;
  data: { profileImageUrl: string | null } | null;
}

export interface CustomerKamDetails {
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

export interface PushSubscriptionPayload {
  auth: string;
  p256Dh: string;
  endPoint: string;
}

/** Lookups of the header (photo, key account manager) and the web-push subscription. */
export function headerEndpoints(client: KyInstance) {
  return {
    userGender: () => client.get('api/HumanResource/GetUserGender').json<UserGenderResponse>(),
    profileSummary: (userId: number) =>
      client.get(`api/UserProfile/summary/${userId}`).json<ProfileSummaryResponse>(),
    customerKam: (customerId: number) =>
      client
        .get(`api/customer/GetCustomerKAMDetails/${customerId}`)
        .json<{ result: number; data: CustomerKamDetails | null }>(),
    /** A protected file (photo) as a blob, fetched with the bearer token an <img> could not send. */
    file: (path: string) => client.get(path.replace(/^\/+/, '')).blob(),
    pushPublicKey: () => client.get('api/user/push/public-key').json<{ publicKey: string }>(),
    subscribePush: (userId: number, body: PushSubscriptionPayload) =>
      client.post(`api/user/subscribe/${userId}`, { json: body }).json<{ result: number }>(),
    unsubscribePush: (userId: number, body: PushSubscriptionPayload) =>
      client.post(`api/user/unsubscribe/${userId}`, { json: body }).json<{ result: number }>(),
  };
}

export type HeaderEndpoints = ReturnType<typeof headerEndpoints>;
