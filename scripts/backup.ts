/**
 * `npm run backup [-- archivo]` and `npm run restore -- archivo`: the installation's database (DATABASE_URL
 * and DATABASE_SCHEMA, or the embedded one in DATA_DIR) to one file and back (docs/operations.md).
 */

import { loadConfig } from '../apps/server/src/platform/config.ts';
import { backup, restore } from '../apps/server/src/platform/db/backup.ts';

const [command, given] = process.argv.slice(2);
const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

try {
  // Inside: a setting refused (a secret too short) is told as a sentence, like any other failure.
  const config = loadConfig();
  const where = {
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
  };
  if (command === 'backup') {
    const file = given ?? `erario-${stamp}.${config.databaseUrl ? 'dump' : 'tar'}`;
    await backup(where, file);
    console.log(`Respaldo escrito en ${file}.`);
  } else if (command === 'restore' && given) {
    await restore(where, given);
    console.log(
      `Respaldo ${given} restaurado en ${config.databaseUrl ? 'la base de DATABASE_URL' : config.dataDir}.`,
    );
  } else {
    console.error('Uso: npm run backup [-- archivo] | npm run restore -- archivo');
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
