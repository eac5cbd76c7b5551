import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteBundle {
  page: string;
  /** Bytes the route needs beyond the entry: raw, and as served (the build's .gz and .br copies). */
  own: number;
  ownGzip: number;
  ownBrotli: number;
}

export interface BundleReport {
  entry: { files: string[]; bytes: number; gzip: number; brotli: number };
  routes: RouteBundle[];
}

/** A file's size raw and as the server sends it: its precompressed copy when the build made one. */
const sizeOf = (dist: string, file: string) => {
  const path = join(dist, file);
  const bytes = statSync(path).size;
  const copy = (ext: string, make: () => number) =>
    existsSync(`${path}.${ext}`) ? statSync(`${path}.${ext}`).size : make();
  return {
    bytes,
    gzip: copy('gz', () => gzipSync(readFileSync(path)).length),
    brotli: copy('br', () => brotliCompressSync(readFileSync(path)).length),
  };
};

/** What the production build loads first, and what each lazily loaded page adds to it. */
export function bundleReport(dist: string): BundleReport {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('Falta el build de la web: npm run build');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('El manifiesto no tiene entrada');
  const entryKeys = closure(entryKey);
  const entryFiles = [...entryKeys].map((k) => manifest[k]?.file as string);
  const entrySizes = entryFiles.map((f) => sizeOf(dist, f));
  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const extra = [...closure(key)]
        .filter((k) => !entryKeys.has(k))
        .map((k) => sizeOf(dist, manifest[k]?.file as string));
      return {
        page: (chunk.src ?? key).replace(/^src\//, ''),
        own: extra.reduce((a, s) => a + s.bytes, 0),
        ownGzip: extra.reduce((a, s) => a + s.gzip, 0),
        ownBrotli: extra.reduce((a, s) => a + s.brotli, 0),
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
  return {
    entry: {
      files: entryFiles,
      bytes: entrySizes.reduce((a, s) => a + s.bytes, 0),
      gzip: entrySizes.reduce((a, s) => a + s.gzip, 0),
      brotli: entrySizes.reduce((a, s) => a + s.brotli, 0),
    },
    routes,
  };
}
