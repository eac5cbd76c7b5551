import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
  /** Bytes the route needs beyond the entry, raw and gzip. */
  own: number;
  ownGzip: number;
}

export interface BundleReport {
  entry: { files: string[]; bytes: number; gzip: number };
  routes: RouteBundle[];
}

const sizeOf = (dist: string, file: string) => {
  const bytes = statSync(join(dist, file)).size;
  return { bytes, gzip: gzipSync(readFileSync(join(dist, file))).length };
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
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
  return {
    entry: {
      files: entryFiles,
      bytes: entrySizes.reduce((a, s) => a + s.bytes, 0),
      gzip: entrySizes.reduce((a, s) => a + s.gzip, 0),
    },
    routes,
  };
}
