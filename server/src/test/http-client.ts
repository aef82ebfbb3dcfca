/**
 * Calls to a server over real HTTP (server-process.ts), as the browser makes them: a bearer token, the
 * entity header. Every call gives up after REQUEST_TIMEOUT_MS, so a dead server cannot stall a test.
 */
import { DEMO_PASSWORD } from '../db/seed/demo-data';

const REQUEST_TIMEOUT_MS = 20_000;

export interface ApiUser {
  login: string;
  token: string;
  userId: number;
}

export interface Answer<T> {
  status: number;
  body: T;
}

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

const headersOf = (user: ApiUser, entityId: number) => ({
  authorization: `Bearer ${user.token}`,
  entityId: String(entityId),
});

export async function signInOverHttp(
  base: string,
  login: string,
  password = DEMO_PASSWORD,
): Promise<ApiUser> {
  const response = await fetch(`${base}/api/User/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: login, Password: password, isEncrypt: false }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as { result: number; token?: string; user?: { id: number } };
  if (body.result !== 1 || !body.token || !body.user)
    throw new Error(`sign-in of ${login} failed: ${JSON.stringify(body)}`);
  return { login, token: body.token, userId: body.user.id };
}

export async function callJson<T>(
  base: string,
  user: ApiUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  entityId = 1,
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...headersOf(user, entityId),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** One file as multipart/form-data, the way the portal's upload inputs send it. */
export async function uploadFile<T>(
  base: string,
  user: ApiUser,
  path: string,
  file: UploadFile,
  entityId = 1,
): Promise<Answer<T>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: headersOf(user, entityId),
    body: form,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function downloadBytes(
  base: string,
  user: ApiUser,
  path: string,
  entityId = 1,
): Promise<Answer<Buffer>> {
  const response = await fetch(`${base}${path}`, {
    headers: headersOf(user, entityId),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}
