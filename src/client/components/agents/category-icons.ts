import { Activity, Dumbbell, Flower2, Salad, Zap } from 'lucide-react';
import type { AgentCategoryId } from '#shared/catalog/agents.ts';

export const CATEGORY_ICONS: Record<AgentCategoryId, typeof Dumbbell> = {
  strength: Dumbbell,
  nutrition: Salad,
  cardio: Activity,
  yoga: Flower2,
  functional: Zap,
};
