import { MUSCLES, type Muscle } from '#shared/coaching/training.ts';

/**
 * How recovered each muscle is, from the sets that trained it, their effort and the hours since
 * (decision 022). One model feeds the recovery card, the health score's recovery component and the
 * coach's answers, so they cannot disagree.
 *
 * - A set's dose is its effort by RIR: 1 at failure, less with reps in reserve.
 * - Fatigue saturates with the dose: 1 - e^(-dose / 3.5). One set at RIR 0 is 25 % fatigue (75 %
 *   recovered), so one set never empties a muscle; 20 hard sets are over 99 %.
 * - Fatigue clears linearly over 48 h (a dose of 3 or less) to 72 h (a dose of 10 or more).
 * - A set while the muscle is still tired adds to what is left: the remaining fatigue is turned back
 *   into a dose, the new set's dose is added, and the clock starts again from that set. Sets of one
 *   session, or two sessions in a day, add up the same way.
 */

export type RecoverySet = { muscle: string | null; rir: number | null; performedAt: Date };

const HOUR = 3_600_000;
/** Dose at which fatigue is 1 - 1/e (63 %). */
export const DOSE_SCALE = 3.5;
/** Hours to clear the fatigue of a dose of 3 or less, and of 10 or more. */
export const RECOVERY_HOURS = { min: 48, max: 72 } as const;
const DOSE_FOR_MIN_HOURS = 3;
const DOSE_FOR_MAX_HOURS = 10;
/** Sets older than this no longer matter: the longest recovery is 72 h, so 14 days leaves room for chains. */
const HORIZON_MS = 14 * 24 * HOUR;
/** Recovery (%) from which a muscle reads as fresh (docs/PRODUCT.md): the training window opens there. */
export const FRESH = 90;

/** Effort of a set by its reps in reserve; a set logged without RIR counts as RIR 2. */
export function effort(rir: number | null): number {
  const r = rir ?? 2;
  if (r <= 0) return 1;
  if (r === 1) return 0.9;
  if (r === 2) return 0.8;
  if (r === 3) return 0.65;
  if (r === 4) return 0.5;
  return 0.35;
}

/** Fatigue (0-1) right after a dose. */
export const fatigueOf = (dose: number) => 1 - Math.exp(-dose / DOSE_SCALE);
/** The dose that leaves a fatigue (0-1). */
const doseOf = (fatigue: number) => -DOSE_SCALE * Math.log(1 - Math.min(fatigue, 0.999));

/** Hours to clear a dose's fatigue: 48 h up to a dose of 3, then more, up to 72 h from a dose of 10. */
export function recoveryHours(dose: number): number {
  const share = Math.min(1, Math.max(0, (dose - DOSE_FOR_MIN_HOURS) / (DOSE_FOR_MAX_HOURS - DOSE_FOR_MIN_HOURS)));
  return RECOVERY_HOURS.min + (RECOVERY_HOURS.max - RECOVERY_HOURS.min) * share;
}

/** The state of a muscle after its last set: fatigue then, when, and how long it takes to clear. */
export type MuscleState = { fatigue: number; at: number; hours: number; dose: number };

/** Fatigue (0-1) left of a state at `now` (ms). */
export function fatigueAt(state: MuscleState, now: number): number {
  const elapsed = Math.max(0, (now - state.at) / HOUR);
  return state.fatigue * Math.max(0, 1 - elapsed / state.hours);
}

/** Folds a muscle's sets (any order) into its state at the last of them; null without sets. */
export function muscleState(sets: readonly Pick<RecoverySet, 'rir' | 'performedAt'>[]): MuscleState | null {
  let state: MuscleState | null = null;
  for (const s of [...sets].sort((a, b) => a.performedAt.getTime() - b.performedAt.getTime())) {
    const at = s.performedAt.getTime();
    const left: number = state ? doseOf(fatigueAt(state, at)) : 0;
    const dose: number = left + effort(s.rir);
    state = { fatigue: fatigueOf(dose), at, hours: recoveryHours(dose), dose };
  }
  return state;
}

/** Recovery (0-100, whole) of a state at `now`. */
export const recoveryAt = (state: MuscleState, now: number) => Math.round(100 * (1 - fatigueAt(state, now)));

/** When a state reads as fresh (90 % recovered): the optimal training window opens. */
export function freshAt(state: MuscleState): number {
  const target = 1 - FRESH / 100;
  if (state.fatigue <= target) return state.at;
  return state.at + state.hours * (1 - target / state.fatigue) * HOUR;
}

export type MuscleRecoveryState = { muscle: Muscle; recovery: number; freshAt: Date; lastAt: Date };

/** Every muscle trained within the horizon before `now`, with its recovery at `now`. Later sets are ignored. */
export function recoveryByMuscle(sets: readonly RecoverySet[], now: Date): MuscleRecoveryState[] {
  const t = now.getTime();
  const byMuscle = new Map<Muscle, RecoverySet[]>();
  for (const s of sets) {
    const at = s.performedAt.getTime();
    if (at > t || t - at > HORIZON_MS) continue;
    if (!s.muscle || !(MUSCLES as readonly string[]).includes(s.muscle)) continue;
    const m = s.muscle as Muscle;
    const list = byMuscle.get(m);
    if (list) list.push(s);
    else byMuscle.set(m, [s]);
  }
  const out: MuscleRecoveryState[] = [];
  for (const [muscle, list] of byMuscle) {
    const state = muscleState(list) as MuscleState;
    out.push({ muscle, recovery: recoveryAt(state, t), freshAt: new Date(freshAt(state)), lastAt: new Date(state.at) });
  }
  return out;
}

/**
 * The health score's recovery component for the week ending at `end`: the mean recovery, at `end`,
 * of the muscles trained that week; 100 when the week trained none. For the current week it is the
 * mean of what the recovery card shows for those muscles.
 */
export function recoveryComponent(sets: readonly RecoverySet[], end: Date, weekStart: Date): number {
  const trained = new Set(
    sets.filter((s) => s.performedAt > weekStart && s.performedAt <= end && s.muscle).map((s) => s.muscle as string),
  );
  const states = recoveryByMuscle(sets, end).filter((m) => trained.has(m.muscle));
  if (states.length === 0) return 100;
  return Math.round(states.reduce((sum, m) => sum + m.recovery, 0) / states.length);
}
