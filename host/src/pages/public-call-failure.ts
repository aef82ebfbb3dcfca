/**
 * The message id for a failed call of a signed-out page (sign-in, forgot password, registration, its
 * verification, factory mapping): those endpoints are rate-limited, and a 429 asks the person to wait a
 * moment (the common message the server sends too), where any other failure keeps the page's own message.
 * Read from ky's HTTPError by shape: the error may come from another bundle's copy of ky.
 */
export function publicCallFailure(error: unknown, otherwise: string): string {
  const failure = error as { name?: string; response?: { status?: number } } | null;
  return failure?.name === 'HTTPError' && failure.response?.status === 429
    ? 'http.tooManyRequests'
    : otherwise;
}
