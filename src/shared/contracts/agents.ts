import { z } from 'zod';
import { AGENT_CATEGORIES } from '../catalog/agents.ts';

export const ZValidateAgentRequest = z.object({
  categoryId: z.enum(AGENT_CATEGORIES),
  styleId: z.string().min(1).max(40),
});

export const ZAgentValidation = z.object({
  allowed: z.boolean(),
  reason: z.string().optional(),
  /** Style ids suggested instead (any category). */
  alternatives: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type TAgentValidation = z.infer<typeof ZAgentValidation>;
