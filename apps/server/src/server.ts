import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { seedDemo } from './demo.seed.ts';
import { seedDemoData } from './demo-data.seed.ts';
import { prepareDatabase, syncModules } from './modules.ts';
import type { Config } from './platform/config.ts';
import { type Db, openDatabase } from './platform/db/database.ts';

/**
 * Opens the database, migrates, brings the catalogue up to date, seeds the demo on an empty database
 * and starts listening. `prepare` runs after seeding (the browser suite adds its own users there);
 * `snapshot` opens an embedded database from a dump instead (the browser suite's prepared one).
 */
export async function startServer(
  config: Config,
  options: { prepare?: (db: Db) => Promise<void>; snapshot?: Blob } = {},
): Promise<{ app: FastifyInstance; stop(): Promise<void> }> {
  const database = await openDatabase({
    url: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
    snapshot: options.snapshot,
  });
  // The replica is opened after the primary is migrated: it replays the schema, it never writes.
  const applied = await prepareDatabase(database.db);
  const replica = config.databaseReplicaUrl
    ? await openDatabase({ url: config.databaseReplicaUrl, schema: config.databaseSchema, probe: false })
    : undefined;
  const seed = await seedDemo(database.db, config.adminPassword);
  // The demo's institutions were born after the syncs: they get their starting values now.
  if (seed.seeded) await syncModules(database.db);
  if (seed.generatedPassword) {
    // Printed once, by the start that created the account, before anything else can fail;
    // it is stored nowhere in clear.
    console.log(
      `\n  Usuario: admin\n  Contraseña generada: ${seed.generatedPassword}\n  (defina ADMIN_PASSWORD para elegirla)\n`,
    );
  }
  await options.prepare?.(database.db);
  const app = await buildApp(database.db, config, {
    pool: () => database.poolStats?.() ?? null,
    replica: replica?.db,
  });

  const where =
    database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'servidor PostgreSQL (DATABASE_URL)';
  app.log.info(`Base de datos: ${where}; migraciones aplicadas ahora: ${applied.length}`);
  if (seed.seeded)
    app.log.info('Datos de demostración creados: usuario admin, dos instituciones y sus períodos.');
  const password = config.adminPassword ?? seed.generatedPassword;
  if (seed.seeded && config.demoData && password) {
    // The installation seeds as its SA before anyone could set up a second factor: through an app of
    // its own that does not ask the SA for one, never listening, closed before the real one listens.
    const installer = await buildApp(database.db, { ...config, saMfaRequired: false });
    await seedDemoData(installer, password);
    await installer.close();
    app.log.info('La primera institución tiene su presupuesto, bancos y documentos de demostración.');
  }

  await app.listen({ port: config.port, host: config.host });
  return {
    app,
    async stop() {
      await app.close();
      await replica?.close();
      await database.close();
    },
  };
}
