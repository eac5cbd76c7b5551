import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures.ts';

// Debian's Chromium, installed by scripts/ensure-chromium.sh; Playwright never downloads a browser here.
const chromium = execSync('which chromium', { encoding: 'utf8' }).trim();
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // The JSON report gives each spec's time to the suite's report (scripts/test-report.mjs).
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    // A fresh in-memory database per run, seeded with a known admin password.
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  },
});
