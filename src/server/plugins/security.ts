import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths that authenticate by signature, not by cookie, and so skip the Origin check. */
const ORIGIN_EXEMPT = ['/api/webhooks/'];

function ownOrigin(req: FastifyRequest): string | undefined {
  const host = req.headers.host;
  return host ? `${req.protocol}://${host}` : undefined;
}

/**
 * Cross-site request forgery guard for cookie sessions: a state-changing
 * request is refused when the browser says it came from another site.
 * Browsers send Origin on every cross-origin POST and Sec-Fetch-Site on every
 * request; a client that sends neither (curl, a server) is not a browser and
 * carries no ambient cookie, so it passes (docs/decisions/003-origin-check.md).
 */
export function isCrossSite(req: FastifyRequest, appOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    return origin !== appOrigin && origin !== ownOrigin(req);
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  return false;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  // HSTS and upgrades only make sense when the public origin is https (a local `npm start` is plain http).
  const https = opts.config.appUrl.startsWith('https:');
  // helmet's middleware, built once. (@fastify/helmet built it again on every request, parsing the
  // CSP each time: 5-8 % of the CPU of a hot API read.) Same headers on every response.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );

  app.addHook('onRequest', async (req) => {
    if (!UNSAFE.has(req.method)) return;
    if (ORIGIN_EXEMPT.some((p) => req.url.startsWith(p))) return;
    if (isCrossSite(req, opts.config.appOrigin)) {
      throw new AppError('CROSS_ORIGIN_REFUSED', 'This request came from another site and was refused');
    }
  });
});
