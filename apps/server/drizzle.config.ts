import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the SQL migrations of src/db/schema.ts into drizzle/;
// they are committed and run at start by src/db/migrate.ts on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
