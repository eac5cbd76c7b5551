#!/usr/bin/env node
/**
 * Builds the web app only when what it is built from changed, so `npm start` after `npm start` starts at
 * once. Each build goes to a folder of its own, named by the fingerprint of its sources
 * (apps/web/builds/<fingerprint>), and `apps/web/dist` is a link swapped to it in one rename at the end:
 * two starts in one checkout never write into each other's folder, and a server already running keeps
 * serving the build it started with (it resolves the link when it starts). The newest builds are kept,
 * the older ones removed.
 *
 * Plain JavaScript on purpose: it runs before anything else, without a TypeScript loader.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'apps/web');
const BUILDS = join(WEB, 'builds');
const DIST = join(WEB, 'dist');
/** Builds kept besides the one in use: a server started a few builds ago still finds its files. */
const KEEP = 3;

/** What the bundle is made of: the web app, the contracts it imports and the locked dependencies. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/vite.compress.ts',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'scripts/build-web.mjs',
];

function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesOf(join(path, name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesOf(join(ROOT, input))) {
      hash.update(relative(ROOT, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  // Vite bakes VITE_* variables into the bundle: a build with other values is another build.
  for (const [key, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b))) {
    if (key.startsWith('VITE_')) hash.update(`${key}=${value}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** Points `dist` at `builds/<id>` in one rename, whatever `dist` was before (an old real folder too). */
function pointDistAt(id) {
  const target = join('builds', id);
  if (existsSync(DIST) || isLink(DIST)) {
    if (isLink(DIST) && readlinkSync(DIST) === target) return;
    // A `dist` from before builds had folders of their own: a real folder a link cannot replace.
    if (!isLink(DIST)) rmSync(DIST, { recursive: true, force: true });
  }
  const staged = `${DIST}.${process.pid}`;
  rmSync(staged, { force: true });
  symlinkSync(target, staged, 'dir');
  renameSync(staged, DIST);
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function prune(current) {
  const names = readdirSync(BUILDS).filter((name) => name !== current);
  // A build in progress (`.tmp-<pid>`) is left to its process; one whose process died is removed.
  for (const name of names.filter((n) => n.startsWith('.tmp-'))) {
    if (!isAlive(Number(name.slice(5)))) rmSync(join(BUILDS, name), { recursive: true, force: true });
  }
  const older = names
    .filter((name) => !name.startsWith('.tmp-'))
    .map((name) => ({ name, mtime: statSync(join(BUILDS, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .slice(KEEP);
  for (const { name } of older) rmSync(join(BUILDS, name), { recursive: true, force: true });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const started = Date.now();
const id = fingerprint();
const folder = join(BUILDS, id);
mkdirSync(BUILDS, { recursive: true });

if (existsSync(join(folder, 'index.html'))) {
  pointDistAt(id);
  // Touched so that pruning counts it as recent.
  const now = new Date();
  utimesSync(folder, now, now);
  console.log(`Web al día (${id}), sin construir de nuevo (${Date.now() - started} ms).`);
} else {
  const staging = join(BUILDS, `.tmp-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  // vite's package exports no bin path: found from its package.json, where the workspace resolves it.
  const manifest = createRequire(join(WEB, 'package.json')).resolve('vite/package.json');
  const vite = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.vite);
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', staging, '--emptyOutDir'], {
    cwd: WEB,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    process.exit(built.status ?? 1);
  }
  writeFileSync(join(staging, 'build.txt'), `${id}\n`);
  if (existsSync(folder)) {
    // Another start built the same sources meanwhile: its folder is as good as this one.
    rmSync(staging, { recursive: true, force: true });
  } else {
    renameSync(staging, folder);
  }
  pointDistAt(id);
  console.log(`Web construida en apps/web/builds/${id} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}
prune(id);
