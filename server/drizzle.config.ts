import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a new SQL migration into drizzle/ from the schema files; commit both.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
