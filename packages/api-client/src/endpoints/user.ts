import type { KyInstance } from 'ky';
import type {
  ChangePasswordRequest,
  EntityAccessItem,
  EntityRoleAccess,
  PasswordResult,
  RightTypeListResponse,
  SignInRequest,
  SignInResponse,
  SignInUser,
} from '@portal/domain';

export interface ChangePasswordResult {
  result: PasswordResult;
  issues?: string[];
  user?: SignInUser;
}

/** Authentication calls of spec section 7. */
export function userEndpoints(client: KyInstance) {
  return {
    signIn: (body: SignInRequest) => client.post('api/User/SignIn', { json: body }).json<SignInResponse>(),
    changePassword: (body: ChangePasswordRequest) =>
      client.post('api/User/ChangePassword', { json: body }).json<ChangePasswordResult>(),
    /** The bearer token's user, as sign-in answers it (an embedded area given a token reads who it is). */
    me: () => client.get('api/User/Me').json<{ result: number; user: SignInUser }>(),
    signOut: (userId: number) => client.get(`api/User/SignOut/${userId}`).json<{ result: number }>(),
    entityAccess: (userId: number) =>
      client.get(`api/User/EntityAccess/${userId}`).json<EntityAccessItem[]>(),
    isEntityAccessible: (entityId: number) =>
      client.get(`api/User/IsEntityAccessible/${entityId}`).json<{ result: number; isAccessible: boolean }>(),
    rightTypeList: () => client.get('api/User/righttypelst').json<RightTypeListResponse>(),
    entityRoleAccess: () => client.get('api/User/GetLoginUserEntityRoleAccess').json<EntityRoleAccess[]>(),
    translateFile: (lang: string) =>
      client.get(`api/User/TranslateFile/${lang}`).json<Record<string, string>>(),
  };
}

export type UserEndpoints = ReturnType<typeof userEndpoints>;
