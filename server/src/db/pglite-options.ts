import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (0011: pg_trgm for the summaries' text search). PGlite loads an
 * extension's code only when the instance is built with it, and a query on a trigram index fails without
 * it, so every instance that opens a portal database is built through here.
 */
const PORTAL_EXTENSIONS = { pg_trgm };

export function pgliteOptions(options: PGliteOptions = {}): PGliteOptions {
  return { ...options, extensions: { ...PORTAL_EXTENSIONS, ...options.extensions } };
}
