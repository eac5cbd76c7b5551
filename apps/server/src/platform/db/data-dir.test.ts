import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from '../errors.ts';
import { checkDataDir, MIN_FREE_BYTES } from './data-dir.ts';

/** A data folder the embedded database could not keep stops the start with a sentence (issue 44). */
const scratch = mkdtempSync(join(tmpdir(), 'erario-datos-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const file = join(scratch, 'un-archivo');
writeFileSync(file, 'no es una carpeta');

describe('the data folder', () => {
  it('is refused when it cannot be written, or its disk is nearly full; taken when fine', () => {
    expect(() => checkDataDir(join(file, 'datos'))).toThrow(
      new StartupError(
        `No se puede usar la carpeta de datos ${join(file, 'datos')}: una parte de la ruta es un archivo, no una carpeta. Corrija DATA_DIR o la carpeta y arranque de nuevo.`,
      ),
    );
    const nearlyFull = { statfs: () => ({ bavail: (MIN_FREE_BYTES - 1) / 4096, bsize: 4096 }) };
    // A backup only reads: it asks for no free space.
    expect(() => checkDataDir(join(scratch, 'respaldo'), { ...nearlyFull, minFree: 0 })).not.toThrow();
    expect(() => checkDataDir(join(scratch, 'llena'), nearlyFull)).toThrow(
      'quedan 199 MB libres en su disco y hacen falta al menos 200 MB',
    );
    expect(() => checkDataDir(join(scratch, 'buena'))).not.toThrow();
  });

  it('stops the server at once with that sentence and the status a supervisor does not retry', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: join(file, 'datos'), PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(78);
    expect(started.stderr.trim()).toBe(
      `No se puede usar la carpeta de datos ${join(file, 'datos')}: una parte de la ruta es un archivo, no una carpeta. Corrija DATA_DIR o la carpeta y arranque de nuevo.`,
    );
  });
});
