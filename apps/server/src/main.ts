import { buildApp } from './app.ts';
import { syncCatalogue } from './modules/common/catalogue.sync.ts';
import { seedDemo } from './modules/common/demo.seed.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(database.db);
await syncCatalogue(database.db);
const seed = await seedDemo(database.db, config.adminPassword);
if (seed.generatedPassword) {
  // Printed once, by the start that created the account, before anything else can fail;
  // it is stored nowhere in clear.
  console.log(
    `\n  Usuario: admin\n  Contraseña generada: ${seed.generatedPassword}\n  (defina ADMIN_PASSWORD para elegirla)\n`,
  );
}
const app = await buildApp(database.db, config);

const where =
  database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'servidor PostgreSQL (DATABASE_URL)';
app.log.info(`Base de datos: ${where}; migraciones aplicadas ahora: ${applied.length}`);
if (seed.seeded)
  app.log.info('Datos de demostración creados: usuario admin, dos instituciones y sus períodos.');

await app.listen({ port: config.port, host: config.host });

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
