import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import directions of docs/architecture.md, checked over the source of the server and the web:
 * `platform/` names no module (modules contribute through their manifests), and a module reaches
 * another only through its public face, `modules/<other>/index.ts`. Tests and the test harness are
 * composition, like the roots (app.ts, modules.ts, router.tsx, ScreenPage.tsx), and may reach anything.
 */
const APPS = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import of a file (static, dynamic and side-effect), as a path under `src`. */
function importsOf(file: string, src: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)];
  return found.map((m) => relative(src, resolve(dirname(file), m[1] ?? '')));
}

function crossings(app: 'server' | 'web'): string[] {
  const src = join(APPS, app, 'src');
  const wrong: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = relative(src, file);
    const own = /^modules\/([^/]+)\//.exec(from)?.[1];
    for (const to of importsOf(file, src)) {
      const target = /^modules\/([^/]+)\/(.+)$/.exec(to);
      if (!target) continue;
      if (from.startsWith('platform/')) wrong.push(`${from} → ${to}`);
      else if (own && target[1] !== own && !/^index\.tsx?$/.test(target[2] ?? ''))
        wrong.push(`${from} → ${to}`);
    }
  }
  return wrong.sort();
}

describe('import directions', () => {
  it.each(['server', 'web'] as const)(
    '%s: the platform names no module, and modules meet only through their public faces',
    (app) => {
      expect(crossings(app)).toEqual([]);
    },
  );

  it('finds crossings where there are some (the check itself can fail)', () => {
    const src = join(APPS, 'server', 'src');
    expect(importsOf(join(src, 'app.ts'), src)).toContain('modules.ts');
    expect(importsOf(join(src, 'modules/budget/budget.module.ts'), src)).toContain('platform/module.ts');
  });
});

/**
 * Calls by hand to the API (`api<T>('service', '/path')`) take the answer's type on trust; the web
 * calls declared endpoints (`call(endpoint, input)`). What is left is listed, each with its reason.
 */
const HAND_CALLS_LEFT: Record<string, string> = {};

function handCalls(): string[] {
  const src = join(APPS, 'web', 'src');
  return sourceFiles(src)
    .map((file) => relative(src, file))
    .filter((file) => file !== 'platform/api.ts')
    .filter((file) => /\bapi(<[^>]*>)?\(/.test(readFileSync(join(src, file), 'utf8')))
    .sort();
}

describe('declared endpoints', () => {
  it('the web calls the API through declared endpoints, not by hand', () => {
    expect(handCalls()).toEqual(Object.keys(HAND_CALLS_LEFT).sort());
  });

  it('finds a call by hand where there is one (the check itself can fail)', () => {
    expect(/\bapi(<[^>]*>)?\(/.test("await api<Row[]>('user', '/x')")).toBe(true);
    expect(/\bapi(<[^>]*>)?\(/.test('await call(userEndpoints.list, {})')).toBe(false);
  });
});

/**
 * One clock: a business date is the institution's date at the request's instant (platform/clock.ts),
 * never the database's date, which is UTC's (tomorrow in Caracas from 20:00). Code lines only: a
 * comment may name what it warns against.
 */
const DATABASE_DATE =
  /\bcurrent_date\b|\bnow\(\)\s*::\s*date\b|\blocaltimestamp\b|\bcurrent_timestamp\s*::\s*date\b/i;

function databaseDates(): string[] {
  // The server, and the scripts that write its tables (the benchmark's fixtures).
  const root = resolve(APPS, '..');
  const files = [...sourceFiles(join(APPS, 'server', 'src')), ...sourceFiles(join(root, 'scripts'))];
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
      .filter(({ line }) => !/^\s*(\*|\/\/|\/\*)/.test(line) && DATABASE_DATE.test(line))
      .map(({ at }) => at),
  );
}

describe('one clock', () => {
  it('no query takes the database’s date for a business date', () => {
    expect(databaseDates()).toEqual([]);
  });

  it('finds one where there is one (the check itself can fail)', () => {
    expect(DATABASE_DATE.test('select * from x where day = current_date')).toBe(true);
    expect(DATABASE_DATE.test('and d.day = now()::date')).toBe(true);
    expect(DATABASE_DATE.test('and d.day = $1::date')).toBe(false);
  });
});
