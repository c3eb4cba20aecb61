/**
 * The coach catalogue (docs/PRODUCT.md): 5 categories, 3 styles each. Names,
 * descriptions and system prompts are translated; ids and persona names are
 * the same in every language.
 */
export const AGENT_CATEGORIES = ['strength', 'nutrition', 'cardio', 'yoga', 'functional'] as const;
export type AgentCategoryId = (typeof AGENT_CATEGORIES)[number];

export const AGENT_STYLES = {
  strength: ['hypertrophy', 'powerlifting', 'olympic'],
  nutrition: ['muscle_gain', 'fat_loss', 'performance'],
  cardio: ['hiit', 'endurance', 'rowing'],
  yoga: ['vinyasa', 'yin', 'restorative'],
  functional: ['bodyweight', 'mobility', 'kettlebell'],
} as const satisfies Record<AgentCategoryId, readonly string[]>;
export type AgentStyleId = (typeof AGENT_STYLES)[AgentCategoryId][number];

export const POPULAR_STYLES: readonly AgentStyleId[] = ['hypertrophy', 'muscle_gain', 'hiit', 'yin', 'bodyweight'];

/** Persona names: the same in every language. */
export const PERSONAS: Record<AgentCategoryId, string> = {
  strength: 'Bruno',
  nutrition: 'Sofía',
  cardio: 'Leo',
  yoga: 'Maya',
  functional: 'Alex',
};

export function isAgentCategory(v: unknown): v is AgentCategoryId {
  return typeof v === 'string' && (AGENT_CATEGORIES as readonly string[]).includes(v);
}

export function isStyleOf(category: AgentCategoryId, style: unknown): style is AgentStyleId {
  return typeof style === 'string' && (AGENT_STYLES[category] as readonly string[]).includes(style);
}
