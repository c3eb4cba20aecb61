import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isSupportedLanguage, languageFromAcceptHeader, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

type Prerendered = { html: Buffer; br?: Buffer; gzip?: Buffer };

/** The best encoding the client accepts (q=0 refuses) among those built for this page. */
export function pickEncoding(header: string | string[] | undefined, page: Prerendered): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (page.br && ok('br')) return 'br';
  if (page.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * (index.html, sw.js, the manifest) revalidated on every load so that a new
 * release reaches users. Unknown non-API paths fall back to index.html
 * (client-side routing; the app renders its own 404). Unknown /api paths get
 * a JSON 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexPath = path.join(opts.root, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  if (!hasClient) app.log.warn({ root: opts.root }, 'web app not built; serving the API only');

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      // scripts/compress.mjs wrote .br and .gz beside each text asset at build time.
      preCompressed: true,
      // In @fastify/static 10 this receives the Fastify reply.
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const rel = path.relative(opts.root, filePath);
        reply.header('Cache-Control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
        if (rel === 'sw.js') reply.header('Service-Worker-Allowed', '/');
      },
    });
  }

  // The landing page prerendered per language (scripts/prerender.tsx): its text paints before any script runs.
  const prerendered = new Map<string, Prerendered>();
  for (const lng of SUPPORTED_LANGUAGES) {
    const file = path.join(opts.root, 'prerender', `landing.${lng}.html`);
    if (!fs.existsSync(file)) continue;
    const variant = (ext: string) => (fs.existsSync(file + ext) ? fs.readFileSync(file + ext) : undefined);
    prerendered.set(lng, { html: fs.readFileSync(file), br: variant('.br'), gzip: variant('.gz') });
  }
  if (hasClient) {
    app.get('/', async (req, reply) => {
      const cookieLang = req.cookies?.lang;
      const lng = isSupportedLanguage(cookieLang)
        ? cookieLang
        : languageFromAcceptHeader(req.headers['accept-language']);
      const page = prerendered.get(lng);
      reply.header('Cache-Control', REVALIDATE).header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      if (!page) return reply.sendFile('index.html');
      const encoding = pickEncoding(req.headers['accept-encoding'], page);
      reply.type('text/html; charset=utf-8');
      if (encoding === 'identity') return reply.send(page.html);
      return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '/';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !urlPath.startsWith('/api/') && urlPath !== '/api';
    if (hasClient && wantsPage && !path.extname(urlPath)) {
      reply.header('Cache-Control', REVALIDATE);
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: `No route for ${req.method} ${urlPath}` });
  });
});
