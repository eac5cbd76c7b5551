import { defineConfig } from 'vitest/config';

// One runner for unit and HTTP integration tests. The server project runs against embedded PGlite,
// or against the PostgreSQL server named by DATABASE_URL (see .ci/run).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // `*.pg.test.ts` need a PostgreSQL server (several OS processes on one database, which the
          // embedded PGlite of one process cannot be): they run in the PostgreSQL pass (.ci/run).
          exclude: process.env.DATABASE_URL
            ? ['**/node_modules/**']
            : ['**/node_modules/**', '**/*.pg.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
