import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file of the server: modules' and the platform's *.schema.ts, and the generated masters.
  schema: './apps/server/src/**/*.schema.ts',
  out: './apps/server/migrations',
});
