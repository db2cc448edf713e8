import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from the schema; they are committed and applied at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './src/db/migrations',
});
