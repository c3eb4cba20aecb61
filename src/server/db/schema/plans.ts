import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TNutritionPlanInput, TPlanExercise } from '#shared/contracts/plans.ts';
import { users } from './users.ts';

export const workoutPlans = pgTable(
  'workout_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    muscleGroup: text('muscle_group').notNull(),
    difficulty: text('difficulty').notNull(),
    description: text('description').notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    exercises: jsonb('exercises').$type<TPlanExercise[]>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workout_plans_user_idx').on(t.userId, t.createdAt)],
);

export const nutritionPlans = pgTable(
  'nutrition_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    kcal: integer('kcal').notNull(),
    proteinG: integer('protein_g').notNull(),
    carbsG: integer('carbs_g').notNull(),
    fatG: integer('fat_g').notNull(),
    method: jsonb('method').$type<TNutritionPlanInput['method']>().notNull(),
    meals: jsonb('meals').$type<TNutritionPlanInput['meals']>().notNull(),
    restrictions: jsonb('restrictions').$type<string[]>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nutrition_plans_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Sets the user logged (through a coach, the workout logger or a guided session); the source of
 * records and recovery. Timed work (holds, intervals, durations) has `seconds`: decision 018.
 */
export const workoutSets = pgTable(
  'workout_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise: text('exercise').notNull(),
    muscle: text('muscle'),
    weightKg: numeric('weight_kg', { precision: 6, scale: 2 }).notNull(),
    reps: integer('reps').notNull(),
    rir: integer('rir'),
    /** Seconds of timed work in all (`reps` counts the holds or rounds); null for lifting. */
    seconds: integer('seconds'),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where a backfilled set came from (`strong`, `hevy`: decision 033); null when logged in Forja. */
    source: text('source'),
    /**
     * An imported set's key (the workout's start as the file wrote it, the exercise, the set's place):
     * the same file imported twice adds nothing.
     */
    importKey: text('import_key'),
    /**
     * The exercise's identity when the set was stored (`identityOf`: the library exercise's id, else
     * the name's key), so that reads do not match its name again (issue 25); null for sets stored
     * before it was kept, whose identity is found from the name.
     */
    exerciseKey: text('exercise_key'),
  },
  (t) => [
    index('workout_sets_user_idx').on(t.userId, t.performedAt),
    uniqueIndex('workout_sets_import_key').on(t.userId, t.importKey),
  ],
);

/**
 * What a person answered for an exercise name that maps to no library exercise (issue 16): the
 * muscle it trains, or null for "none" (not asked again either way). `nameKey` is the name without
 * case and extra spaces, as the records group it.
 */
export const customExercises = pgTable(
  'custom_exercises',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    name: text('name').notNull(),
    muscle: text('muscle'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nameKey] })],
);
