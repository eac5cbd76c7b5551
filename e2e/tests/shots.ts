import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Saves a full-page screenshot under e2e/screenshots/, where a person looks at it before landing. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url)),
    fullPage: true,
  });
}
