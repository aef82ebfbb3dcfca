import fs from 'node:fs';
import path from 'node:path';

/**
 * drizzle-kit writes foreign keys as REFERENCES "public"."table". The tests run every file in its own
 * PostgreSQL schema (search_path), and deployments may use a schema other than public, so the committed
 * migrations must name tables without a schema. `pnpm db:generate` runs this right after drizzle-kit.
 */
export const MIGRATIONS_FOLDER = path.join(__dirname, '..', '..', 'drizzle');

export function stripPublicSchema(sqlText: string): string {
  return sqlText.replace(/"public"\./g, '');
}

export function finalizeMigrations(folder: string = MIGRATIONS_FOLDER): string[] {
  const changed: string[] = [];
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
    const file = path.join(folder, name);
    const before = fs.readFileSync(file, 'utf8');
    const after = stripPublicSchema(before);
    if (after !== before) {
      fs.writeFileSync(file, after);
      changed.push(name);
    }
  }
  return changed;
}

if (require.main === module) {
  const changed = finalizeMigrations();
  console.log(
    changed.length ? `Schema-neutral: ${changed.join(', ')}` : 'Migrations already schema-neutral.',
  );
}
