#!/usr/bin/env node
/**
 * What the suite cost, read from what the runners left in test-results/: each phase's duration
 * (scripts/phases.mjs, .ci/run) and the slowest test files of every pass (Vitest's and Playwright's JSON
 * reports). `.ci/run` prints it at its end, passed or not; `node scripts/test-report.mjs` prints it after
 * any local run. The figures in docs/testing.md come from here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'test-results');
const SLOWEST = Number(process.argv[2] ?? 20);

const phasesFile = process.env.PHASES_FILE ?? join(RESULTS, 'phases.tsv');
if (existsSync(phasesFile)) {
  const rows = readFileSync(phasesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  const total = rows.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
  console.log('\nDuración de cada fase:');
  for (const [name, seconds, state] of rows) {
    console.log(
      `  ${name.padEnd(22)} ${clock(Number(seconds)).padStart(12)}${state === 'ok' ? '' : `  (${state})`}`,
    );
  }
  console.log(`  ${'total'.padEnd(22)} ${clock(total).padStart(12)}`);
}

/** [pass, file, seconds] of every test file the runners reported. */
const files = [];
for (const [pass, name] of [
  ['PGlite', 'vitest-pglite.json'],
  ['PostgreSQL', 'vitest-postgres.json'],
]) {
  const path = join(RESULTS, name);
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  for (const result of report.testResults ?? []) {
    files.push([pass, relative(ROOT, result.name), (result.endTime - result.startTime) / 1000]);
  }
}
const browser = join(RESULTS, 'playwright.json');
if (existsSync(browser)) {
  const report = JSON.parse(readFileSync(browser, 'utf8'));
  const byFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          byFile.set(file, (byFile.get(file) ?? 0) + result.duration / 1000);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  for (const [file, seconds] of byFile) files.push(['navegador', join('e2e/tests', file), seconds]);
}
if (files.length) {
  console.log(`\nLos ${Math.min(SLOWEST, files.length)} archivos de prueba más lentos:`);
  for (const [pass, file, seconds] of files.sort((a, b) => b[2] - a[2]).slice(0, SLOWEST)) {
    console.log(`  ${clock(seconds).padStart(12)}  ${pass.padEnd(10)} ${file}`);
  }
}

function clock(seconds) {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  // Whole seconds first, so 179.9 s reads 3 min 00 s, not 2 min 60 s.
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
