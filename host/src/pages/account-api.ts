import {
  PASSWORD_RESET_API,
  USER_ACCOUNT_API,
  USER_PROFILE_API,
  type ResetLinkState,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
  type UploadResponse,
  type UserProfileResponse,
  type UserProfileSave,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

/** The calls of the profile and password-reset pages (the reset ones need no sign-in). */
export function accountPageApi() {
  const client = apiClient();
  return {
    forgotPassword: (email: string) =>
      client
        .get(`${USER_ACCOUNT_API.forgotPassword}/${encodeURIComponent(email)}`)
        .json<{ result: number }>(),
    linkState: (token: string) =>
      client.get(`${PASSWORD_RESET_API.isLinkExpired}/${encodeURIComponent(token)}`).json<ResetLinkState>(),
    resetPassword: (body: ResetPasswordRequest) =>
      client.post(PASSWORD_RESET_API.resetPassword, { json: body }).json<ResetPasswordResponse>(),
    profile: (userId: number) => client.get(`${USER_PROFILE_API.base}/${userId}`).json<UserProfileResponse>(),
    /** 200, 400 (field messages) and 409 (the profile as it is now) all come back as an answer. */
    saveProfile: async (body: UserProfileSave) => {
      const response = await client.post(USER_PROFILE_API.base, { json: body, throwHttpErrors: false });
      if (response.ok || response.status === 400 || response.status === 409)
        return {
          status: response.status,
          body: (await response.json()) as UserProfileResponse & { current?: UserProfileResponse['data'] },
        };
      throw new Error(`profile save failed with HTTP ${response.status}`);
    },
    uploadPhoto: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return client.post(USER_PROFILE_API.photoUpload, { body: form, timeout: false }).json<UploadResponse>();
    },
    /** The protected photo as a blob (an <img> could not send the token). */
    photo: (url: string) => client.get(url.replace(/^\/+/, '')).blob(),
  };
}
