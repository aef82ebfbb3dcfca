/**
 * Drizzle puts a failed query's parameters into the error message, and those may be password hashes.
 * Logs get the error without them.
 */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [hidden]`;
}

export function safeErrorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: 'non-error thrown' };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const message = withoutParams(error.message);
  return {
    name: error.name,
    code: (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code,
    message,
    cause: cause ? withoutParams(cause.message) : undefined,
    stack: error.stack ? withoutParams(error.stack.replace(error.message, message)) : undefined,
  };
}
