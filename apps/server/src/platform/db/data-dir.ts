import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../errors.ts';

/** What the embedded database needs free to work: its files grow with every write, and a full disk mid-write is what breaks. */
export const MIN_FREE_BYTES = 200 * 1024 * 1024;

const WHY: Record<string, string> = {
  EROFS: 'el sistema de archivos es de solo lectura',
  EACCES: 'el proceso no tiene permiso de escritura en ella',
  EPERM: 'el proceso no tiene permiso de escritura en ella',
  ENOSPC: 'el disco está lleno',
  ENOTDIR: 'una parte de la ruta es un archivo, no una carpeta',
  EEXIST: 'es un archivo, no una carpeta',
};

/**
 * Refuses, before the embedded database opens, a data folder it could not keep (issue 44): one it
 * cannot create or write (a read-only mount, no permission, a file in the way), or on a disk with less
 * than `MIN_FREE_BYTES` free. The server then stops at once with that sentence, not a stack trace,
 * rather than fail on its first write (or half-way through one).
 */
export function checkDataDir(
  dir: string,
  options: {
    minFree?: number;
    statfs?: (path: string) => { bavail: number | bigint; bsize: number | bigint };
  } = {},
): void {
  const { minFree = MIN_FREE_BYTES, statfs = statfsSync } = options;
  const refuse = (reason: string) =>
    new StartupError(
      `No se puede usar la carpeta de datos ${dir}: ${reason}. Corrija DATA_DIR o la carpeta y arranque de nuevo.`,
    );
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, '.erario-escritura');
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw refuse(WHY[code] ?? `${code || 'error'} (${(error as Error).message})`);
  }
  const space = statfs(dir);
  const free = Number(space.bavail) * Number(space.bsize);
  if (free < minFree)
    throw refuse(
      `quedan ${Math.floor(free / 1024 / 1024)} MB libres en su disco y hacen falta al menos ${minFree / 1024 / 1024} MB`,
    );
}
