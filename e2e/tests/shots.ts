import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Saves a full-page screenshot under e2e/screenshots/, where a person looks at it before landing. */
export async function shot(page: Page, name: string): Promise<void> {
  // From the top: a full-page capture of a scrolled page paints the fixed top bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url)),
    fullPage: true,
    // Dialogs fade in: finish transitions so the capture shows what a person sees a moment later.
    animations: 'disabled',
  });
}
