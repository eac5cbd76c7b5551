import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Server test files whose outcome a PostgreSQL server cannot change, so the PostgreSQL pass
 * (DATABASE_URL set, `npm run test:integration` in .ci/run) leaves them to the PGlite run. Both run
 * the same SQL; what differs on a server is concurrency (a pool of connections, real row locks),
 * the driver (node-postgres: how dates, numbers and errors come back), the server's version and
 * extensions, and several processes on one database. A file stays in the PostgreSQL pass unless it
 * is listed here, so a new file runs on both until someone shows it need not: listing one needs a
 * reason below.
 */
const SERVER_PGLITE_ONLY = [
  // No database at all: pure functions, or the app's pieces on fakes.
  'apps/server/src/architecture.test.ts',
  'apps/server/src/modules/payroll/runs/payroll-engine.test.ts',
  'apps/server/src/modules/treasury/reconciliation/reasons.test.ts',
  'apps/server/src/modules/treasury/statements/statement-files.test.ts',
  'apps/server/src/platform/access/access.hook.test.ts',
  'apps/server/src/platform/access/throttle.test.ts',
  'apps/server/src/platform/reports/csv.test.ts',
  'apps/server/src/platform/workers/pool.test.ts',
  'apps/server/src/platform/http/error-handler.test.ts',
  'apps/server/src/platform/db/replica.test.ts',
  'apps/server/src/platform/http/request-log.test.ts',
  'apps/server/src/platform/realtime/realtime.test.ts',
  'apps/server/src/platform/resources/table.types.test.ts',
  // The HTTP layer only: the API document and the web app's files.
  'apps/server/src/platform/http/openapi.test.ts',
  'apps/server/src/platform/http/static.test.ts',
  // Access and validation sweeps: refused before any SQL, or answered by plain reads by id.
  // input-guard.test.ts, which sends what PostgreSQL itself refuses, stays in the pass.
  'apps/server/src/platform/access/route-sweep.test.ts',
  'apps/server/src/platform/http/hostile-sweep.test.ts',
  // Plain masters and users: what a server could change in them (409s from constraint names, each
  // field kind's round trip, search) resource.registry.test.ts runs there for all the masters.
  'apps/server/src/modules/identity/users.routes.test.ts',
  'apps/server/src/modules/treasury/bank-accounts/bank-account.routes.test.ts',
  'apps/server/src/modules/treasury/treasury-masters.test.ts',
];

/** Server test files that declare, on import, what no module does: they run in a module graph of their own. */
const SERVER_OWN_GRAPH = ['apps/server/src/platform/documents/document-kit.test.ts'];

const SERVER_SETUP = {
  // Migrates and seeds one database per run; each file starts from a copy (test/template.ts).
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// One runner for unit and HTTP integration tests. The server project runs against embedded PGlite,
// or against the PostgreSQL server named by DATABASE_URL (see .ci/run).
export default defineConfig({
  test: {
    // One worker per core: a file waits on its database part of the time, and the default (one core
    // left to the runner) ran the suite on one worker on a 2-core machine.
    maxWorkers: availableParallelism(),
    // Each file's time, kept for the suite's report (scripts/test-report.mjs, printed by .ci/run).
    reporters: [
      'default',
      [
        'json',
        { outputFile: `test-results/vitest-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json` },
      ],
    ],
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // `*.pg.test.ts` need a PostgreSQL server (several OS processes on one database, which the
          // embedded PGlite of one process cannot be): they run in the PostgreSQL pass (.ci/run) only.
          // That pass runs every other file too, but those listed in SERVER_PGLITE_ONLY.
          exclude: [
            '**/node_modules/**',
            ...SERVER_OWN_GRAPH,
            ...(process.env.DATABASE_URL ? SERVER_PGLITE_ONLY : ['**/*.pg.test.ts']),
          ],
          ...SERVER_SETUP,
          // Each worker imports the server once for all its files (about 6 s of CPU a file otherwise).
          // Every file still builds its own app on its own database (startTestApp); what is shared is
          // only what the modules declare on import, the same in every file.
          isolate: false,
        },
      },
      {
        // A file that declares what the modules do not (a document family of its own, its table
        // included) imports the server afresh, so its declarations reach no other file.
        test: { name: 'server-kit', include: SERVER_OWN_GRAPH, ...SERVER_SETUP },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          // The components' tests render into a DOM (MasterForm.test.tsx); the others run as well there.
          environment: 'jsdom',
        },
      },
    ],
  },
});
