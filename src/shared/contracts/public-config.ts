import { z } from 'zod';

/** GET /api/config: what the web app needs to know about this deployment. */
export const ZPublicConfig = z.object({
  supportEmail: z.string(),
  payments: z.enum(['local', 'stripe']),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
