import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript
import { compressDir } from '../../../scripts/compress.mjs';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { pickEncoding } from './spa.ts';

const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Forja</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
  fs.writeFileSync(path.join(dist, 'assets', 'app-big123.js'), BIG_JS);
  fs.mkdirSync(path.join(dist, 'prerender'));
  for (const lng of ['en', 'de'])
    fs.writeFileSync(
      path.join(dist, 'prerender', `landing.${lng}.html`),
      `<html lang="${lng}"><div id="root">${'<p>Forja</p>'.repeat(300)}</div>`,
    );
  compressDir(dist);
  ctx = await createTestContext({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the service worker and the manifest', async () => {
    const sw = await ctx.app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect((await ctx.app.inject({ url: '/manifest.webmanifest' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html, revalidated, for every page route (history fallback)', async () => {
    for (const url of ['/', '/chat', '/plans', '/auth/callback?token=x', '/some/unknown/page']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
  });

  it('gives a 404 for missing files and a JSON 404 for unknown API paths', async () => {
    expect((await ctx.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await ctx.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('compression', () => {
  it('sends the brotli or gzip file written at build time, as the client accepts', async () => {
    const br = await ctx.app.inject({
      url: '/assets/app-big123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await ctx.app.inject({ url: '/assets/app-big123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await ctx.app.inject({ url: '/assets/app-big123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('sends the prerendered landing page compressed, in the visitor language', async () => {
    const res = await ctx.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<html lang="de">/);
    const plain = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'en' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^<html lang="en">/);
  });

  it('honours q-values, including refusals', () => {
    const page = { html: Buffer.from('x'), br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(pickEncoding('gzip, deflate, br', page)).toBe('br');
    expect(pickEncoding('br;q=0, gzip', page)).toBe('gzip');
    expect(pickEncoding('*', page)).toBe('br');
    expect(pickEncoding('*;q=0', page)).toBe('identity');
    expect(pickEncoding(undefined, page)).toBe('identity');
    expect(pickEncoding('br', { html: page.html })).toBe('identity');
  });
});
