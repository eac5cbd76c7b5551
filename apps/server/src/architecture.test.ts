import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULES } from './modules.ts';

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

/** Which module imports which, through the faces (type imports too: they tie two modules as well). */
function moduleEdges(app: 'server' | 'web'): [string, string][] {
  const src = join(APPS, app, 'src');
  const edges = new Set<string>();
  for (const file of sourceFiles(join(src, 'modules'))) {
    const own = /^modules\/([^/]+)\//.exec(relative(src, file))?.[1];
    for (const to of importsOf(file, src)) {
      const target = /^modules\/([^/]+)\//.exec(to)?.[1];
      if (own && target && target !== own) edges.add(`${own} ${target}`);
    }
  }
  return [...edges].map((e) => e.split(' ') as [string, string]);
}

/** Each cycle of the graph once, as `a → b → a`, starting from its least name. */
export function cyclesOf(edges: [string, string][]): string[] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const found = new Set<string>();
  const walk = (path: string[]) => {
    for (const to of next.get(path.at(-1) as string) ?? []) {
      const at = path.indexOf(to);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0] as string);
        const turned = [...loop.slice(start), ...loop.slice(0, start)];
        found.add([...turned, turned[0]].join(' → '));
      } else walk([...path, to]);
    }
  };
  for (const node of next.keys()) walk([node]);
  return [...found].sort();
}

describe('modules depend one way', () => {
  it.each(['server', 'web'] as const)(
    '%s: no two modules depend on each other, even round a circle',
    (app) => {
      expect(cyclesOf(moduleEdges(app))).toEqual([]);
    },
  );

  it('finds a planted cycle (the check itself can fail)', () => {
    const planted: [string, string][] = [...moduleEdges('server'), ['treasury', 'budget']];
    expect(cyclesOf(planted)).toContain('budget → treasury → budget');
    expect(
      cyclesOf([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
      ]),
    ).toEqual(['a → b → c → a']);
  });
});

/** Each table's module: the module folder that declares it, or the contracts folder of its master (`<m>/*.resource.ts`). */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of sourceFiles(join(APPS, 'server', 'src', 'modules'))) {
    const module = /modules\/([^/]+)\//.exec(file)?.[1] as string;
    for (const m of readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z_0-9]+)'/g))
      owners.set(m[1] as string, module);
  }
  const contracts = resolve(APPS, '../packages/contracts/src');
  for (const file of sourceFiles(contracts).filter((f) => f.endsWith('.resource.ts'))) {
    const module = /^([^/]+)\//.exec(relative(contracts, file))?.[1];
    if (!module) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/\btable:\s*'([a-z_0-9]+)'/g))
      if (!owners.has(m[1] as string)) owners.set(m[1] as string, module);
  }
  return owners;
}

const READ = /\b(?:from|join)\s+([a-z_][a-z_0-9]*)\b/gi;
const WRITE = /\b(?:update|into|delete\s+from)\s+([a-z_][a-z_0-9]*)\b/gi;

/** Per module, the other modules' tables (not common's) its source names after from/join, or writes. */
function tablesReached(
  pattern: RegExp,
  texts: { module: string; text: string }[],
  owners: Map<string, string>,
) {
  const reached: Record<string, Set<string>> = {};
  for (const { module, text } of texts)
    for (const m of text.matchAll(pattern)) {
      const owner = owners.get(m[1] as string);
      if (!owner || owner === module || owner === 'common') continue;
      const set = reached[module] ?? new Set<string>();
      set.add(m[1] as string);
      reached[module] = set;
    }
  return Object.fromEntries(Object.entries(reached).map(([m, t]) => [m, [...t].sort()]));
}

describe('cross-module tables are declared', () => {
  const owners = tableOwners();
  const texts = sourceFiles(join(APPS, 'server', 'src', 'modules')).map((file) => ({
    module: /modules\/([^/]+)\//.exec(file)?.[1] as string,
    text: readFileSync(file, 'utf8'),
  }));
  const declared = (key: 'reads' | 'writes') =>
    Object.fromEntries(
      SERVER_MODULES.filter((m) => m[key]?.length).map((m) => [m.name, [...(m[key] ?? [])].sort()]),
    );

  it('each module’s manifest lists the other modules’ tables its SQL reads, and no more', () => {
    expect(tablesReached(READ, texts, owners)).toEqual(declared('reads'));
  });

  it('each module’s manifest lists the other modules’ tables its SQL writes, and no more', () => {
    expect(tablesReached(WRITE, texts, owners)).toEqual(declared('writes'));
  });

  it('finds an undeclared read (the check itself can fail)', () => {
    expect(owners.get('budget_document')).toBe('budget');
    const planted = [
      ...texts,
      { module: 'queue', text: 'select 1 from budget_document d join bank_movement m on true' },
    ];
    expect(tablesReached(READ, planted, owners).queue).toEqual(
      expect.arrayContaining(['bank_movement', 'budget_document']),
    );
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
  /\bcurrent_date\b|\bnow\(\)\s*::\s*date\b|\blocaltimestamp\b|\bcurrent_timestamp\s*::\s*date\b|\w+_at\s*::\s*date\b/i;

function databaseDates(): string[] {
  // The server, the contracts (a master's computed columns are SQL), and the scripts that write its
  // tables (the benchmark's fixtures).
  const root = resolve(APPS, '..');
  const files = [
    ...sourceFiles(join(APPS, 'server', 'src')),
    ...sourceFiles(join(root, 'packages', 'contracts', 'src')),
    ...sourceFiles(join(root, 'scripts')),
  ];
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
    // An instant (a *_at column) cast to a date is UTC's day, not the institution's.
    expect(DATABASE_DATE.test('select d.annulled_at::date from d')).toBe(true);
    expect(DATABASE_DATE.test('and d.day = $1::date')).toBe(false);
  });
});
