import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isSupportedLanguage, languageFromAcceptHeader, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

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
      // In @fastify/static 10 this receives the Fastify reply.
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const rel = path.relative(opts.root, filePath);
        reply.header('Cache-Control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
        if (rel === 'sw.js') reply.header('Service-Worker-Allowed', '/');
      },
    });
  }

  // The landing page prerendered per language (scripts/prerender.tsx): its text paints before any script runs.
  const prerendered = new Map<string, string>();
  for (const lng of SUPPORTED_LANGUAGES) {
    const file = path.join(opts.root, 'prerender', `landing.${lng}.html`);
    if (fs.existsSync(file)) prerendered.set(lng, fs.readFileSync(file, 'utf8'));
  }
  if (hasClient) {
    app.get('/', async (req, reply) => {
      const cookieLang = req.cookies?.lang;
      const lng = isSupportedLanguage(cookieLang)
        ? cookieLang
        : languageFromAcceptHeader(req.headers['accept-language']);
      const html = prerendered.get(lng);
      reply.header('Cache-Control', REVALIDATE).header('Vary', 'Cookie, Accept-Language');
      if (!html) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(html);
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
