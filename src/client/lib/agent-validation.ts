import { useQueries } from '@tanstack/react-query';
import { AGENT_CATEGORIES, AGENT_STYLES, type AgentCategoryId } from '#shared/catalog/agents.ts';
import type { TAgentValidation } from '#shared/contracts/agents.ts';
import { apiRequest } from './api.ts';
import { currentLanguage } from './i18n.ts';

/**
 * Which coaching styles the person's profile allows (docs/PRODUCT.md agent selector). Shared: the
 * selector of onboarding and of the chat's new session reads it, onboarding refreshes it.
 */
export const agentValidationKey = ['agent-validation'] as const;
const ALLOWED: TAgentValidation = { allowed: true, alternatives: [], warnings: [] };

export type StyleValidation = { categoryId: AgentCategoryId; styleId: string; result: TAgentValidation | undefined };

/**
 * docs/PRODUCT.md: one validation call per style at load (15). A failed call counts
 * as allowed ('Validation failed' is logged).
 */
export function useAgentValidations(): { validations: StyleValidation[]; pending: boolean } {
  const pairs = AGENT_CATEGORIES.flatMap((categoryId) =>
    AGENT_STYLES[categoryId].map((styleId) => ({ categoryId, styleId })),
  );
  const results = useQueries({
    queries: pairs.map(({ categoryId, styleId }) => ({
      queryKey: [...agentValidationKey, categoryId, styleId, currentLanguage()],
      queryFn: async () => {
        try {
          return await apiRequest('POST /api/agents/validate', { body: { categoryId, styleId } });
        } catch (err) {
          console.warn('Validation failed', err);
          return ALLOWED;
        }
      },
      // Fresh for 5 minutes (docs/PRODUCT.md#data-freshness); saving the profile or the PAR-Q invalidates them.
    })),
  });
  return {
    validations: pairs.map((p, i) => ({ ...p, result: results[i]?.data })),
    pending: results.some((r) => r.isPending),
  };
}

/** The category a style belongs to. */
export function categoryOf(styleId: string): AgentCategoryId | undefined {
  return AGENT_CATEGORIES.find((c) => (AGENT_STYLES[c] as readonly string[]).includes(styleId));
}
