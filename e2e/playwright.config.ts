import { execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Debian's Chromium, installed by scripts/ensure-chromium.sh; Playwright never downloads a browser here.
const chromium = execSync('which chromium', { encoding: 'utf8' }).trim();

export default defineConfig({
  testDir: './tests',
  // One worker per core, each spec file on a server of its own (tests/test.ts): the files are
  // independent of each other, the tests of one file run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  // The database every spec file's server starts from, prepared once per run.
  globalSetup: './global-setup.ts',
  retries: 0,
  // Every file runs on its own server beside a second worker's on two cores: under that load a long
  // journey outlasts 30 s and a grid takes more than 5 s to fill, with nothing wrong but the wait.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report gives each spec's time to the suite's report (scripts/test-report.mjs).
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    locale: 'es-VE',
    viewport: { width: 1366, height: 800 },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
