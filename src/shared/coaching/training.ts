/** The numbers of docs/coaching-guide.md, shared by the engine, the checker and the evaluation. */
export const MUSCLES = [
  'chest',
  'back',
  'quads',
  'hamstrings',
  'glutes',
  'delts',
  'biceps',
  'triceps',
  'calves',
  'core',
] as const;
export type Muscle = (typeof MUSCLES)[number];

/** Weekly hard sets: minimum effective, maximum adaptive, maximum recoverable (RP Strength). Core uses the 10-20 guideline. */
export const LANDMARKS: Record<Muscle, { mev: number; mav: number; mrv: number }> = {
  chest: { mev: 10, mav: 20, mrv: 22 },
  back: { mev: 10, mav: 22, mrv: 25 },
  quads: { mev: 8, mav: 18, mrv: 20 },
  hamstrings: { mev: 6, mav: 16, mrv: 20 },
  glutes: { mev: 0, mav: 12, mrv: 16 },
  delts: { mev: 6, mav: 22, mrv: 26 },
  biceps: { mev: 8, mav: 20, mrv: 26 },
  triceps: { mev: 6, mav: 14, mrv: 18 },
  calves: { mev: 8, mav: 16, mrv: 20 },
  core: { mev: 0, mav: 12, mrv: 20 },
};

/** docs/PRODUCT.md: 10-20 hard sets per muscle group per week. */
export const WEEKLY_SETS_GUIDELINE = { min: 10, max: 20 } as const;

export const EQUIPMENT = [
  'barbell',
  'dumbbell',
  'kettlebell',
  'machine',
  'cable',
  'bench',
  'pullup_bar',
  'band',
  'bodyweight',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** Epley: w x (1 + r/30). One rep is the 1RM itself. */
export function epley1RM(weight: number, reps: number): number {
  return reps <= 1 ? weight : weight * (1 + reps / 30);
}

/** Brzycki: w x 36 / (37 - r). */
export function brzycki1RM(weight: number, reps: number): number {
  return reps <= 1 ? weight : (weight * 36) / (37 - reps);
}

/** Reps above which a 1RM estimate is not made (docs/coaching-guide.md). */
export const MAX_REPS_FOR_ESTIMATE = 12;

export type OneRepMaxEstimate = { epley: number; brzycki: number; effectiveReps: number };

/**
 * The one estimate of a set's 1RM shown anywhere (chat, records, charts):
 * effective reps = reps + RIR (as wger does), Epley and Brzycki, rounded to
 * 0.1 kg; none above 12 effective reps or without a load. One rep is the 1RM.
 */
export function estimateOneRepMax(weightKg: number, reps: number, rir?: number | null): OneRepMaxEstimate | null {
  const effectiveReps = reps + (rir ?? 0);
  if (effectiveReps > MAX_REPS_FOR_ESTIMATE || weightKg <= 0 || reps < 1) return null;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    epley: round(epley1RM(weightKg, effectiveReps)),
    brzycki: round(brzycki1RM(weightKg, effectiveReps)),
    effectiveReps,
  };
}
