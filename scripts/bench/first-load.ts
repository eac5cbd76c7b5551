import { execSync } from 'node:child_process';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

/** How a page is reached and when a person can use it. */
interface Target {
  name: string;
  path: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
}

export interface FirstLoad {
  page: string;
  profile: string;
  /** Median milliseconds from navigation to the page being usable, cold cache. */
  ms: number;
  /** JavaScript as it crossed the wire (compressed). */
  scriptKiB: number;
}

/**
 * "Slow 4G" as Lighthouse's mobile profile defines it: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, and a CPU four times slower than this machine's.
 */
const PROFILES = [
  { name: 'local (127.0.0.1)', network: null, cpu: 1 },
  {
    name: '4G lento, CPU ×4',
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpu: 4,
  },
];

const TARGETS: Target[] = [
  {
    name: 'Inicio de sesión',
    path: '/session/signin',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Ingresar' }).waitFor(),
  },
  {
    name: 'Tablero principal',
    path: '/dashboard/default',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Tablero principal' }).waitFor(),
  },
  {
    name: 'Documentos',
    path: '/pages/documents',
    signedIn: true,
    ready: (page) => page.getByRole('grid').waitFor(),
  },
];

const RUNS = 3;

async function signedInState(browser: Browser, base: string, password: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/session/signin');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Menú del usuario' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function once(
  browser: Browser,
  base: string,
  target: Target,
  profile: (typeof PROFILES)[number],
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({
    baseURL: base,
    storageState: target.signedIn ? state : undefined,
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  const start = Date.now();
  await page.goto(target.path);
  await target.ready(page);
  const ms = Date.now() - start;
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return { ms, bytes };
}

/**
 * First loads in Debian's Chromium (the one the browser suite uses) against a running server: each
 * page opened cold RUNS times per profile, the median kept.
 */
export async function firstLoads(base: string, password: string): Promise<FirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: execSync('which chromium', { encoding: 'utf8' }).trim(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const state = await signedInState(browser, base, password);
    const out: FirstLoad[] = [];
    for (const profile of PROFILES) {
      for (const target of TARGETS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await once(browser, base, target, profile, state));
        runs.sort((a, b) => a.ms - b.ms);
        const median = runs[Math.floor(RUNS / 2)] ?? { ms: Number.NaN, bytes: 0 };
        out.push({ page: target.name, profile: profile.name, ms: median.ms, scriptKiB: median.bytes / 1024 });
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}
