#!/usr/bin/env node
/**
 * Runs npm scripts one after another, as `a && b && c` would, and says how long each took: the suite's
 * time is a number the project keeps (docs/testing.md), phase by phase. Each phase's line goes to
 * PHASES_FILE when set (`.ci/run` gathers its own phases there), otherwise to test-results/phases.tsv.
 *
 *   node scripts/phases.mjs lint typecheck test:unit test:e2e
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = process.env.PHASES_FILE ?? join(ROOT, 'test-results/phases.tsv');
mkdirSync(dirname(file), { recursive: true });
if (!process.env.PHASES_FILE) writeFileSync(file, '');

const done = [];
let status = 0;
for (const script of process.argv.slice(2)) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  status = run.status ?? 1;
  appendFileSync(file, `${script}\t${seconds.toFixed(1)}\t${status === 0 ? 'ok' : 'falló'}\n`);
  done.push([script, seconds, status]);
  if (status !== 0) break;
}

console.log('\nFases:');
for (const [script, seconds, code] of done) {
  console.log(`  ${script.padEnd(18)} ${clock(seconds).padStart(8)}${code === 0 ? '' : '  (falló)'}`);
}
process.exit(status);

function clock(seconds) {
  // Whole seconds first, so 179.9 s reads 3 min 00 s, not 2 min 60 s.
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  return m ? `${m} min ${String(whole % 60).padStart(2, '0')} s` : `${whole} s`;
}
