import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** One readiness check: ok, failing (with why), or not part of this deployment. */
export const ZReadyCheck = z.enum(['ok', 'failing', 'not_configured']);

/** `GET /api/ready`: 200 when every check is ok (or not configured), 503 listing what is missing. */
export const ZReadyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: ZReadyCheck, redis: ZReadyCheck, migrations: ZReadyCheck }),
  /** What keeps the instance from serving, in words (empty when ready). */
  missing: z.array(z.string()),
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
