import { and, desc, eq, gte } from 'drizzle-orm';
import { nutritionPlans, workoutPlans, workoutSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { usageToday } from '../usage/minutes.ts';
import { loadCoachProfile } from './load-profile.ts';
import type { CoachRequest } from './types.ts';

const TWELVE_WEEKS = 84 * 86_400_000;

/** Everything a coach reads of the user for one reply: profile, newest plans, recent sets, minutes left. */
export async function loadCoachContext(
  deps: Deps,
  userId: string,
): Promise<Pick<CoachRequest, 'profile' | 'latestPlan' | 'latestNutritionPlan' | 'data'>> {
  const since = new Date(Date.now() - TWELVE_WEEKS);
  const [profile, [plan], [nutrition], sets, usage] = await Promise.all([
    loadCoachProfile(deps, userId),
    deps.db
      .select()
      .from(workoutPlans)
      .where(eq(workoutPlans.userId, userId))
      .orderBy(desc(workoutPlans.createdAt))
      .limit(1),
    deps.db
      .select({
        id: nutritionPlans.id,
        name: nutritionPlans.name,
        description: nutritionPlans.description,
        kcal: nutritionPlans.kcal,
        proteinG: nutritionPlans.proteinG,
        carbsG: nutritionPlans.carbsG,
        fatG: nutritionPlans.fatG,
        method: nutritionPlans.method,
        meals: nutritionPlans.meals,
        restrictions: nutritionPlans.restrictions,
      })
      .from(nutritionPlans)
      .where(eq(nutritionPlans.userId, userId))
      .orderBy(desc(nutritionPlans.createdAt))
      .limit(1),
    deps.db
      .select()
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), gte(workoutSets.performedAt, since)))
      .orderBy(desc(workoutSets.performedAt))
      .limit(1000),
    usageToday(deps, userId),
  ]);
  return {
    profile,
    latestPlan: plan
      ? {
          id: plan.id,
          name: plan.name,
          muscleGroup: plan.muscleGroup as NonNullable<CoachRequest['latestPlan']>['muscleGroup'],
          difficulty: plan.difficulty as NonNullable<CoachRequest['latestPlan']>['difficulty'],
          description: plan.description,
          durationWeeks: plan.durationWeeks,
          exercises: plan.exercises,
        }
      : null,
    latestNutritionPlan: nutrition ?? null,
    data: {
      sets: sets.map((s) => ({
        exercise: s.exercise,
        muscle: s.muscle,
        weightKg: Number(s.weightKg),
        reps: s.reps,
        rir: s.rir,
        seconds: s.seconds,
        performedAt: s.performedAt,
      })),
      secondsAvailable: usage.availableSeconds,
      nutrition: nutrition
        ? { kcal: nutrition.kcal, proteinG: nutrition.proteinG, carbsG: nutrition.carbsG, fatG: nutrition.fatG }
        : null,
    },
  };
}
