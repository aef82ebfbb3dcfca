import {
  LoginResult,
  encodeSignInPassword,
  postSignInDestination,
  toCurrentUser,
  type CurrentUser,
  type RightType,
} from '@portal/domain';
import { useAuthStore, userApi } from '@portal/shell-contract';

export type SignInOutcome = { result: LoginResult; destination?: string };

/** Entity segment of an entity-prefixed path, e.g. 2 for `/2/cussearch/customer-summary`. */
function entityOfPath(path: string | null | undefined): number | null {
  const match = path?.match(/^\/(\d+)(\/|$)/);
  return match ? Number(match[1]) : null;
}

/** Works out and stores where a signed-in user goes next (landing rules of spec section 2). */
export async function routeSignedInUser(user: CurrentUser, returnUrl?: string | null): Promise<string> {
  const api = userApi();
  const [entities, rightTypes] = await Promise.all([api.entityAccess(user.id), api.rightTypeList()]);
  const entityIds = entities.map((entity) => entity.id);
  const accessible = rightTypes.rightTypeList
    .filter((item) => item.userHasAccess)
    .map((item) => item.id as RightType);
  const destination = postSignInDestination({ user, entityIds, accessibleRightTypes: accessible, returnUrl });
  const store = useAuthStore.getState();
  const entityId = destination.entityId ?? entityOfPath(destination.path);
  if (entityId != null && entityIds.includes(entityId)) store.selectEntity(entityId);
  const rightType = destination.rightType ?? [...accessible].sort((a, b) => a - b)[0];
  if (destination.path !== '/landing' && rightType !== undefined) store.selectRightType(rightType);
  return destination.path;
}

export async function signIn(
  login: string,
  password: string,
  returnUrl: string | null,
): Promise<SignInOutcome> {
  if (!login.trim()) return { result: LoginResult.LoginEmpty };
  if (!password) return { result: LoginResult.PasswordEmpty };
  const response = await userApi().signIn({
    UserName: login.trim(),
    Password: encodeSignInPassword(password),
    isEncrypt: true,
  });
  // Sign-in succeeds only with a success result AND a token (spec section 8).
  if (response.result !== LoginResult.Success || !response.token || !response.user)
    return { result: response.result };
  const user = toCurrentUser(response.user);
  useAuthStore.getState().signIn(response.token, user);
  return { result: response.result, destination: await routeSignedInUser(user, returnUrl) };
}

/** Server sign-out, then local storage cleared; a failed server call never keeps the user signed in here. */
export async function signOut(): Promise<void> {
  const { user } = useAuthStore.getState();
  try {
    if (user) await userApi().signOut(user.id);
  } catch {
    // The token may already be invalid; the local session ends either way.
  }
  useAuthStore.getState().signOut();
}
