import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';

/** JavaScript bytes as they crossed the wire (compressed), for everything the page loaded. */
async function scriptBytes(page: Page, open: () => Promise<void>) {
  const sizes: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      (async () => {
        const response = await request.response();
        const { responseBodySize } = await request.sizes();
        return {
          url: request.url(),
          bytes: responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'none',
        };
      })(),
    );
  });
  await open();
  await page.waitForLoadState('networkidle');
  return Promise.all(sizes);
}

test('the sign-in page is ready on less than 150 KiB of compressed JavaScript', async ({ page }) => {
  const scripts = await scriptBytes(page, async () => {
    await page.goto('/session/signin');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });
  const total = scripts.reduce((a, s) => a + s.bytes, 0);
  // The build leaves tiny files uncompressed; everything else is sent as brotli.
  for (const s of scripts.filter((x) => x.bytes > 1024)) expect(s.encoding, s.url).toBe('br');
  expect(total).toBeLessThan(150 * 1024);
});
