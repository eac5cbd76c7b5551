import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * Whether this run keeps screenshots: only when asked, `SHOTS=1 npm run test:e2e`, which a person runs
 * before landing to look at the screens. A full-page capture costs each run about a second, and CI
 * looks at none of them.
 */
const TAKING = process.env.SHOTS === '1';

/** Saves a full-page screenshot under e2e/screenshots/, where a person looks at it before landing. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!TAKING) return;
  // From the top: a full-page capture of a scrolled page paints the fixed top bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url)),
    fullPage: true,
    // Dialogs fade in: finish transitions so the capture shows what a person sees a moment later.
    animations: 'disabled',
  });
}
