import { brzycki1RM, estimateOneRepMax, LANDMARKS, MUSCLES } from '#shared/coaching/training.ts';
import type { THealthScoreEntry, TMuscleRecovery, TOneRmPoint, TPersonalRecord } from '#shared/contracts/progress.ts';
import { localDay } from '#shared/time.ts';
import { recoveryByMuscle, recoveryComponent } from './recovery.ts';

export type LoggedSet = {
  exercise: string;
  muscle: string | null;
  weightKg: number;
  reps: number;
  rir: number | null;
  /** Timed work of a guided session (decision 018): no load, so no lifting records. */
  seconds?: number | null;
  performedAt: Date;
  /** The exercise's identity: its library id when the name maps to one ("Bench" and "Press banca" are one). */
  key?: string;
  /** Imported from another app (decision 033): its records are history, never "new". */
  backfilled?: boolean;
};

/** The identity of a set's exercise: the resolved key, else its name without case and spacing. */
export const exerciseKey = (s: Pick<LoggedSet, 'exercise' | 'key'>) =>
  s.key ?? s.exercise.trim().toLowerCase().replace(/\s+/g, ' ');

const DAY = 86_400_000;

/** `localDay` for many sets: a session's sets share their minute, so each minute is formatted once. */
function daysIn(timeZone: string): (at: Date) => string {
  const memo = new Map<number, string>();
  return (at) => {
    const minute = Math.floor(at.getTime() / 60_000);
    let day = memo.get(minute);
    if (day === undefined) {
      day = localDay(timeZone, at);
      memo.set(minute, day);
    }
    return day;
  };
}
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Estimated 1RM of a set (Epley on reps + RIR): the shared estimate, so chat and records agree. */
export function estimate(s: Pick<LoggedSet, 'weightKg' | 'reps' | 'rir'>): number | null {
  return estimateOneRepMax(s.weightKg, s.reps, s.rir)?.epley ?? null;
}

/**
 * Records per exercise (docs/coaching-guide.md): best estimated 1RM, best session volume, most reps at
 * a weight. Each record says how much it improved on the previous best; a tie is no new record. A
 * session is the user's calendar day in their time zone.
 */
export function personalRecords(sets: LoggedSet[], timeZone = 'UTC'): TPersonalRecord[] {
  const dayOf = daysIn(timeZone);
  const byExercise = new Map<string, LoggedSet[]>();
  const lifted = sets.filter((s) => s.seconds == null);
  for (const s of lifted.sort((a, b) => a.performedAt.getTime() - b.performedAt.getTime())) {
    const key = exerciseKey(s);
    const list = byExercise.get(key);
    if (list) list.push(s);
    else byExercise.set(key, [s]);
  }
  const out: TPersonalRecord[] = [];
  for (const [key, list] of byExercise) {
    const name = list[list.length - 1]?.exercise ?? key;
    // 1RM
    let best: { value: number; set: LoggedSet } | null = null;
    let previous: number | null = null;
    for (const s of list) {
      const e = estimate(s);
      if (e !== null && (!best || e > best.value)) {
        previous = best?.value ?? null;
        best = { value: e, set: s };
      }
    }
    if (best) {
      out.push({
        id: `${key}:1rm`,
        exerciseName: name,
        recordType: '1rm',
        weight: best.set.weightKg,
        reps: best.set.reps,
        rir: best.set.rir,
        estimated1RM: best.value,
        improvement: previous ? round1(((best.value - previous) / previous) * 100) : null,
        achievedAt: best.set.performedAt.toISOString(),
        backfilled: best.set.backfilled === true,
      });
    }
    // Volume: weight × reps summed over a day's sets.
    // A day holding a set logged here is the person's own session, even beside imported ones.
    type Day = { volume: number; last: LoggedSet; sets: number; backfilled: boolean };
    const days = new Map<string, Day>();
    for (const s of list) {
      const d = dayOf(s.performedAt);
      const cur = days.get(d) ?? { volume: 0, last: s, sets: 0, backfilled: true };
      days.set(d, {
        volume: cur.volume + s.weightKg * s.reps,
        last: s,
        sets: cur.sets + 1,
        backfilled: cur.backfilled && s.backfilled === true,
      });
    }
    let bestVol: Day | null = null;
    let prevVol: number | null = null;
    for (const v of days.values()) {
      if (v.volume > 0 && (!bestVol || v.volume > bestVol.volume)) {
        prevVol = bestVol?.volume ?? null;
        bestVol = v;
      }
    }
    if (bestVol) {
      out.push({
        id: `${key}:volume`,
        exerciseName: name,
        recordType: 'volume',
        weight: round1(bestVol.volume),
        reps: bestVol.sets,
        rir: null,
        estimated1RM: null,
        improvement: prevVol ? round1(((bestVol.volume - prevVol) / prevVol) * 100) : null,
        achievedAt: bestVol.last.performedAt.toISOString(),
        backfilled: bestVol.backfilled,
      });
    }
    // Reps: most reps at the heaviest weight lifted for reps.
    let bestReps: LoggedSet | null = null;
    let prevReps: number | null = null;
    for (const s of list) {
      if (!bestReps || s.weightKg > bestReps.weightKg || (s.weightKg === bestReps.weightKg && s.reps > bestReps.reps)) {
        if (bestReps && s.weightKg === bestReps.weightKg) prevReps = bestReps.reps;
        else prevReps = null;
        bestReps = s;
      }
    }
    if (bestReps) {
      out.push({
        id: `${key}:reps`,
        exerciseName: name,
        recordType: 'reps',
        weight: bestReps.weightKg,
        reps: bestReps.reps,
        rir: bestReps.rir,
        estimated1RM: null,
        improvement: prevReps ? round1(((bestReps.reps - prevReps) / prevReps) * 100) : null,
        achievedAt: bestReps.performedAt.toISOString(),
        backfilled: bestReps.backfilled === true,
      });
    }
  }
  return out.sort((a, b) => b.achievedAt.localeCompare(a.achievedAt));
}

/** The best estimated 1RM of each exercise on each of the person's days, oldest first (the chart). */
export function oneRmHistory(sets: LoggedSet[], timeZone = 'UTC'): TOneRmPoint[] {
  const dayOf = daysIn(timeZone);
  const best = new Map<string, TOneRmPoint>();
  const ordered = sets.filter((s) => !s.seconds).sort((a, b) => a.performedAt.getTime() - b.performedAt.getTime());
  const names = new Map(ordered.map((s) => [exerciseKey(s), s.exercise]));
  for (const s of ordered) {
    const e = estimate(s);
    if (e === null) continue;
    const date = dayOf(s.performedAt);
    const key = `${exerciseKey(s)}|${date}`;
    const cur = best.get(key);
    if (!cur || e > cur.estimated1RM)
      best.set(key, { exerciseName: names.get(exerciseKey(s)) ?? s.exercise, date, estimated1RM: e });
  }
  return [...best.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The recovery card (decision 022): each muscle trained in the data, its recovery now, its weekly
 * sets against max(MEV, 10) and when it reads fresh again. Most tired first.
 */
export function muscleRecovery(sets: LoggedSet[], now = new Date()): TMuscleRecovery[] {
  const lifted = sets.filter((s) => !s.seconds);
  const states = new Map(recoveryByMuscle(lifted, now).map((m) => [m.muscle, m]));
  const out: TMuscleRecovery[] = [];
  for (const m of MUSCLES) {
    const mine = lifted.filter((s) => s.muscle === m && s.performedAt <= now);
    if (mine.length === 0) continue;
    const state = states.get(m);
    const last = mine.reduce((a, b) => (a.performedAt > b.performedAt ? a : b));
    out.push({
      id: m,
      muscleGroup: m,
      recoveryPercentage: state?.recovery ?? 100,
      currentWeeklySets: mine.filter((s) => now.getTime() - s.performedAt.getTime() < 7 * DAY).length,
      weeklyTargetSets: Math.max(LANDMARKS[m].mev, 10),
      optimalTrainingWindow: (state?.freshAt ?? last.performedAt).toISOString(),
    });
  }
  return out.sort((a, b) => a.recoveryPercentage - b.recoveryPercentage);
}

/**
 * Weekly health score from real data: training consistency (sessions, the user's calendar days,
 * against the plan's days) and recovery (the mean recovery of the week's trained muscles at the
 * week's end, from the same model as the recovery card). Sleep and nutrition adherence are not
 * measured and stay null. Newest first.
 */
export function healthScores(
  sets: LoggedSet[],
  targetSessions: number,
  now = new Date(),
  weeks = 8,
  timeZone = 'UTC',
): THealthScoreEntry[] {
  const out: THealthScoreEntry[] = [];
  const lifted = sets.filter((s) => !s.seconds);
  for (let w = 0; w < weeks; w++) {
    const end = now.getTime() - w * 7 * DAY;
    const start = end - 7 * DAY;
    const week = sets.filter((s) => s.performedAt.getTime() > start && s.performedAt.getTime() <= end);
    if (week.length === 0) continue;
    const sessions = new Set(week.map((s) => localDay(timeZone, s.performedAt))).size;
    const consistency = Math.min(100, Math.round((sessions / Math.max(1, targetSessions)) * 100));
    const recovery = recoveryComponent(lifted, new Date(end), new Date(start));
    out.push({
      score: Math.round((consistency + recovery) / 2),
      trainingConsistency: consistency,
      recoveryScore: recovery,
      sleepQuality: null,
      nutritionAdherence: null,
      date: new Date(end).toISOString(),
      metadata: { sessions, sets: week.length, targetSessions },
    });
  }
  return out;
}

export { brzycki1RM };
