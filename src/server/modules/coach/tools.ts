import { and, eq } from 'drizzle-orm';
import {
  ZLogWorkoutInput,
  ZNutritionPlanInput,
  ZUpdateWorkoutPlanInput,
  ZWorkoutPlanInput,
} from '#shared/contracts/plans.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { nutritionPlans, workoutPlans } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { logWorkout } from '../plans/log-workout.ts';
import { repairNutritionPlan } from './nutrition-rules.ts';
import { repairWorkoutPlan } from './plan-rules.ts';
import type { CoachProfile } from './profile.ts';
import type { CoachTools, ToolResult } from './types.ts';

export type ToolContext = {
  userId: string;
  profile: CoachProfile;
  style: string;
  language: Language;
  /** Shown as the plan's creator: the coach's persona. */
  createdBy: string;
  /** The user's words in this conversation, for the safety rules. */
  conversation: string;
};

const issues = (err: { issues: { path: PropertyKey[]; message: string }[] }) =>
  err.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');

/**
 * The tools every provider uses. Arguments are validated by zod; plans that
 * break the profile's constraints are repaired or refused with a reason and
 * never saved broken (docs/coaching-guide.md, docs/PRODUCT.md).
 */
export function createCoachTools(deps: Deps, ctx: ToolContext): CoachTools {
  return {
    async create_workout_plan(args): Promise<ToolResult> {
      const parsed = ZWorkoutPlanInput.safeParse(args);
      if (!parsed.success) return { ok: false, reason: `invalid plan: ${issues(parsed.error)}` };
      const checked = repairWorkoutPlan(parsed.data, ctx.profile, ctx.style, ctx.language);
      if (!checked.plan) return { ok: false, reason: checked.violations.map((v) => v.detail).join('; ') };
      const plan = checked.plan;
      const [row] = await deps.db
        .insert(workoutPlans)
        .values({ userId: ctx.userId, ...plan, createdBy: ctx.createdBy })
        .returning({ id: workoutPlans.id });
      return {
        ok: true,
        id: row?.id,
        summary: plan.name,
        data: { kind: 'workout', name: plan.name, exercises: plan.exercises.length },
      };
    },

    async create_nutrition_plan(args): Promise<ToolResult> {
      const parsed = ZNutritionPlanInput.safeParse(args);
      if (!parsed.success) return { ok: false, reason: `invalid plan: ${issues(parsed.error)}` };
      const checked = repairNutritionPlan(parsed.data, ctx.profile, ctx.conversation);
      if (!checked.plan) return { ok: false, reason: checked.violations.map((v) => v.detail).join('; ') };
      const plan = checked.plan;
      const [row] = await deps.db
        .insert(nutritionPlans)
        .values({ userId: ctx.userId, ...plan, createdBy: ctx.createdBy })
        .returning({ id: nutritionPlans.id });
      return {
        ok: true,
        id: row?.id,
        summary: plan.name,
        // The saved figures, so that a reply states what was saved, not what was asked.
        data: { kind: 'nutrition', name: plan.name, kcal: plan.kcal, plan },
      };
    },

    async update_workout_plan(args): Promise<ToolResult> {
      const parsed = ZUpdateWorkoutPlanInput.safeParse(args);
      if (!parsed.success) return { ok: false, reason: `invalid plan: ${issues(parsed.error)}` };
      const { planId, ...input } = parsed.data;
      const checked = repairWorkoutPlan(input, ctx.profile, ctx.style, ctx.language);
      if (!checked.plan) return { ok: false, reason: checked.violations.map((v) => v.detail).join('; ') };
      const plan = checked.plan;
      const [row] = await deps.db
        .update(workoutPlans)
        .set({ ...plan })
        .where(and(eq(workoutPlans.id, planId), eq(workoutPlans.userId, ctx.userId)))
        .returning({ id: workoutPlans.id });
      if (!row) return { ok: false, reason: 'plan not found' };
      return {
        ok: true,
        id: row.id,
        summary: plan.name,
        data: { kind: 'workout', name: plan.name, exercises: plan.exercises.length, updated: true },
      };
    },

    async log_workout(args): Promise<ToolResult> {
      const parsed = ZLogWorkoutInput.safeParse(args);
      if (!parsed.success) return { ok: false, reason: `invalid sets: ${issues(parsed.error)}` };
      try {
        const { summary, sets } = await logWorkout(deps, ctx.userId, parsed.data);
        return { ok: true, summary, data: { kind: 'log', sets } };
      } catch (err) {
        return { ok: false, reason: err instanceof Error ? err.message : 'could not log' };
      }
    },
  };
}
