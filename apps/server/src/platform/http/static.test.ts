import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The web app as the server hands it out: the build's compressed copies to browsers that accept them,
 * hashed files cached for a year, the page that names them checked every time.
 */
let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('Erario '.repeat(400))});`;
const page =
  '<!doctype html><html><head><title>Erario</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'erario-dist-'));
  mkdirSync(join(dist, 'assets'));
  const write = (path: string, content: string) => {
    writeFileSync(join(dist, path), content);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(content));
  };
  write('index.html', page);
  write('assets/index-Ab12Cd34.js', script);
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web app', () => {
  it('sends brotli or gzip as the browser accepts, the same bytes either way', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed files for a year and checks the page every time, deep links included', async () => {
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/pages/documents']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body, url).toBe(page);
    }
  });
});

describe('security headers', () => {
  it('come on the page, a deep link, an API answer and a 404 (ASVS 14.4)', async () => {
    for (const url of ['/', '/pages/treasury-Banks', '/api/health', '/api/no-existe']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d{8}/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
    expect((await get('/api/health')).headers['cache-control']).toBe('no-store');
  });
});
