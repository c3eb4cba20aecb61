import { z } from 'zod';
import { MUSCLES } from '../coaching/training.ts';

export const ZHealthScoreEntry = z.object({
  score: z.number().int(),
  trainingConsistency: z.number().int(),
  recoveryScore: z.number().int(),
  /** Not measured yet (no sleep source connected): null, never a made-up figure. */
  sleepQuality: z.number().int().nullable(),
  /** Not measured yet (meals are not logged): null. */
  nutritionAdherence: z.number().int().nullable(),
  date: z.string(),
  metadata: z.object({ sessions: z.number().int(), sets: z.number().int(), targetSessions: z.number().int() }),
});
export type THealthScoreEntry = z.infer<typeof ZHealthScoreEntry>;

export const ZPersonalRecord = z.object({
  id: z.string(),
  exerciseName: z.string(),
  recordType: z.enum(['1rm', 'volume', 'reps']),
  weight: z.number(),
  /** For `volume`: the number of sets of that session; otherwise the set's reps. */
  reps: z.number().int(),
  /** The set's reps in reserve (for `1rm`, the estimate counts them: effective reps = reps + RIR). */
  rir: z.number().int().nullable(),
  /** Epley on the effective reps (`estimateOneRepMax` in coaching/training.ts), for `1rm` records. */
  estimated1RM: z.number().nullable(),
  improvement: z.number().nullable(),
  achievedAt: z.string(),
  /**
   * The record's set was imported from another app (decision 033): a backfilled session is history,
   * never shown as a "new" record, however recent its date.
   */
  backfilled: z.boolean(),
});
export type TPersonalRecord = z.infer<typeof ZPersonalRecord>;

export const ZMuscleRecovery = z.object({
  id: z.string(),
  muscleGroup: z.string(),
  recoveryPercentage: z.number().int(),
  currentWeeklySets: z.number().int(),
  weeklyTargetSets: z.number().int(),
  optimalTrainingWindow: z.string(),
});
export type TMuscleRecovery = z.infer<typeof ZMuscleRecovery>;

/** The best estimated 1RM (Epley on reps + RIR) of an exercise on one of the person's days (YYYY-MM-DD). */
export const ZOneRmPoint = z.object({ exerciseName: z.string(), date: z.string(), estimated1RM: z.number() });
export type TOneRmPoint = z.infer<typeof ZOneRmPoint>;

/** A logged exercise name that maps to no library exercise and no muscle: /progress asks about it once. */
export const ZUnknownExercise = z.object({ name: z.string(), sets: z.number().int() });
export type TUnknownExercise = z.infer<typeof ZUnknownExercise>;

/** The person's answer: the muscle the exercise trains, or null for none (not asked again). */
export const ZExerciseMuscleInput = z.object({
  name: z.string().trim().min(1).max(120),
  muscle: z.enum(MUSCLES).nullable(),
});
export type TExerciseMuscleInput = z.infer<typeof ZExerciseMuscleInput>;
export const ZExerciseMuscleResult = z.object({
  name: z.string(),
  muscle: z.enum(MUSCLES).nullable(),
  /** Sets already logged under that name that now count for the muscle. */
  sets: z.number().int(),
});
export type TExerciseMuscleResult = z.infer<typeof ZExerciseMuscleResult>;

/** The leaderboard's buttons: training days in the last 7 days, the last 30 days, or ever. */
export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const ZLeaderboardQuery = z.object({ period: z.enum(LEADERBOARD_PERIODS).default('week') });

const ZLeaderboardEntry = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  sessions: z.number().int(),
  isYou: z.boolean(),
});

/**
 * Opted-in members by training days (each member's own calendar days) in the period; equal counts
 * share a rank (1, 1, 3). The top 50, and the asking member's own row after them when lower.
 * `lastWeek`: the newest closed calendar week (Monday to Monday UTC, decision 037), its podium and the
 * asking member's own row when lower, members opted in now only; null when it shows nobody.
 */
export const ZLeaderboard = z.object({
  optedIn: z.boolean(),
  period: z.enum(LEADERBOARD_PERIODS),
  entries: z.array(ZLeaderboardEntry),
  lastWeek: z.object({ weekStart: z.iso.date(), entries: z.array(ZLeaderboardEntry) }).nullable(),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

export const ZLeaderboardOptInRequest = z.object({ optIn: z.boolean() });
export type TLeaderboardOptInRequest = z.infer<typeof ZLeaderboardOptInRequest>;
export const ZLeaderboardOptInResponse = z.object({ optedIn: z.boolean() });
export type TLeaderboardOptInResponse = z.infer<typeof ZLeaderboardOptInResponse>;

/** docs/PRODUCT.md bands. */
export function healthBand(score: number): 'excellent' | 'good' | 'fair' | 'needsImprovement' {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'needsImprovement';
}

export function recoveryStatus(pct: number): 'fresh' | 'ready' | 'fatigued' {
  if (pct >= 90) return 'fresh';
  if (pct >= 70) return 'ready';
  return 'fatigued';
}
