import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { addMetricsSource, httpRequestDuration, type MetricsSource, registry } from '../metrics.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus's text format, for a scraper that holds METRICS_TOKEN
 * (`Authorization: Bearer <token>`). Without METRICS_TOKEN the path is a 404 like any unknown one
 * (it is registered anyway, so that the web app's fallback does not answer it with a page).
 * Every response is timed by method, route pattern (never the raw URL: ids would make a series
 * per member) and status.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | undefined; source: MetricsSource }) => {
    const remove = addMetricsSource(opts.source);
    app.addHook('onClose', async () => {
      remove();
    });

    app.addHook('onResponse', async (req, reply) => {
      httpRequestDuration.observe(
        {
          method: req.method,
          route: req.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', async (req, reply) => {
      const { token } = opts;
      if (!token) throw new AppError('NOT_FOUND', 'Not found');
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!given || !sameToken(given, token)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHORIZED', 'A valid metrics token is required');
      }
      reply.header('Cache-Control', 'no-store');
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
);
