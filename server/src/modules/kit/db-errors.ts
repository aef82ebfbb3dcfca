/** PostgreSQL error codes, found on the error itself (PGlite) or on its cause (drizzle over pg). */
function codeOf(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
