import { z } from 'zod';
import { MUSCLES } from '../coaching/training.ts';
import { ZWorkoutDate } from './dates.ts';

export const MUSCLE_GROUPS = ['chest', 'back', 'legs', 'shoulders', 'arms', 'core', 'full_body'] as const;
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const PLAN_ITEM_KINDS = ['sets', 'hold', 'interval', 'duration'] as const;
export type TPlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

/** One exercise of a workout plan: docs/PRODUCT.md's name, sets, reps, plus the plan shape of docs/coaching-guide.md. */
export const ZPlanExercise = z.object({
  name: z.string().trim().min(1).max(120),
  sets: z.number().int().min(1).max(10),
  reps: z.string().trim().min(1).max(40),
  day: z.number().int().min(1).max(7),
  primaryMuscle: z.enum([...MUSCLES, 'cardio', 'mobility']),
  equipment: z.string().max(60),
  rir: z.number().int().min(0).max(5).optional(),
  restSeconds: z.number().int().min(0).max(600),
  notes: z.string().max(400).default(''),
  /**
   * What kind of work the item is (absent: sets × reps). A hold lasts `holdSeconds` (each side
   * when `perSide`); an interval block is `rounds` × (`workSeconds` work, `restSeconds` easy); a
   * duration lasts `durationMinutes` at `effort`. `sets` and `reps` always carry a readable
   * summary too ("1 × 3 min", "10 × 30 s"), so every client can show any plan.
   */
  kind: z.enum(PLAN_ITEM_KINDS).optional(),
  holdSeconds: z.number().int().min(5).max(1800).optional(),
  perSide: z.boolean().optional(),
  workSeconds: z.number().int().min(5).max(1800).optional(),
  rounds: z.number().int().min(1).max(50).optional(),
  durationMinutes: z.number().int().min(1).max(300).optional(),
  effort: z.string().max(80).optional(),
});
export type TPlanExercise = z.infer<typeof ZPlanExercise>;

export const ZWorkoutPlanInput = z.object({
  name: z.string().trim().min(1).max(120),
  muscleGroup: z.enum(MUSCLE_GROUPS),
  difficulty: z.enum(DIFFICULTIES),
  description: z.string().trim().max(2000),
  durationWeeks: z.number().int().min(1).max(16),
  exercises: z.array(ZPlanExercise).min(1).max(80),
});
export type TWorkoutPlanInput = z.infer<typeof ZWorkoutPlanInput>;

/** A coach's change to a saved plan: the whole plan again, with the id of the plan it replaces. */
export const ZUpdateWorkoutPlanInput = ZWorkoutPlanInput.extend({ planId: z.uuid() });
export type TUpdateWorkoutPlanInput = z.infer<typeof ZUpdateWorkoutPlanInput>;

export const ZWorkoutPlan = ZWorkoutPlanInput.extend({
  id: z.uuid(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TWorkoutPlan = z.infer<typeof ZWorkoutPlan>;

export const ZMeal = z.object({
  name: z.string().max(80),
  foods: z.array(z.object({ name: z.string().max(80), grams: z.number().min(0).max(2000) })).max(12),
  kcal: z.number().min(0).max(3000),
  proteinG: z.number().min(0).max(300),
});

export const ZNutritionPlanInput = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000),
  kcal: z.number().int().min(800).max(6000),
  proteinG: z.number().int().min(0).max(500),
  carbsG: z.number().int().min(0).max(1000),
  fatG: z.number().int().min(0).max(400),
  method: z.object({
    formula: z.string().max(60),
    bmr: z.number(),
    activityFactor: z.number(),
    adjustment: z.number(),
    floorApplied: z.boolean(),
  }),
  meals: z.array(ZMeal).min(1).max(8),
  restrictions: z.array(z.string()).max(30),
});
export type TNutritionPlanInput = z.infer<typeof ZNutritionPlanInput>;

export const ZNutritionPlan = ZNutritionPlanInput.extend({
  id: z.uuid(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TNutritionPlan = z.infer<typeof ZNutritionPlan>;

export const ZWorkoutPlansResponse = z.object({ plans: z.array(ZWorkoutPlan) });
export const ZNutritionPlansResponse = z.object({ plans: z.array(ZNutritionPlan) });

export const ZLoggedSet = z.object({
  exercise: z.string().trim().min(1).max(120),
  weightKg: z.number().min(0).max(600),
  reps: z.number().int().min(1).max(100),
  rir: z.number().int().min(0).max(10).optional(),
  /**
   * Timed work from a guided session (decision 018): the seconds done in all, with `reps` the
   * number of holds (sides) or rounds and `weightKg` 0. Absent for lifting.
   */
  seconds: z.number().int().min(1).max(36_000).optional(),
});
export const ZLogWorkoutInput = z.object({ sets: z.array(ZLoggedSet).min(1).max(60), date: ZWorkoutDate.optional() });
export type TLogWorkoutInput = z.infer<typeof ZLogWorkoutInput>;
/** What the logger shows after saving: the coach's summary and the number of sets stored. */
export const ZLogWorkoutResult = z.object({ summary: z.string(), sets: z.number() });
export type TLogWorkoutResult = z.infer<typeof ZLogWorkoutResult>;

/** What a person did last time for each lifting exercise of a plan day (the logger's "last time"). */
export const ZPreviousQuery = z.object({ planId: z.uuid(), day: z.coerce.number().int().min(1).max(7) });
export const ZPreviousPerformance = z.array(
  z.object({
    exercise: z.string(),
    /** A library compound lift (squat, press, row...): the logger suggests warm-up sets before the first. */
    compound: z.boolean(),
    /** When those sets were done; null when the exercise was never logged. */
    performedAt: z.string().nullable(),
    sets: z.array(z.object({ weightKg: z.number(), reps: z.number().int(), rir: z.number().int().nullable() })),
  }),
);
export type TPreviousPerformance = z.infer<typeof ZPreviousPerformance>;
