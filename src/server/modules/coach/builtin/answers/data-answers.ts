import { estimateOneRepMax, LANDMARKS, MUSCLES, type Muscle } from '#shared/coaching/training.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { normalizeText } from '#shared/text.ts';
import type { Exercise } from '../../../library/exercises.ts';
import { type LoggedSet, muscleRecovery } from '../../../progress/compute.ts';
import { FRESH } from '../../../progress/recovery.ts';
import { exerciseByName, muscleOfName } from '../../understanding/entities.ts';
import type { Understanding } from '../../understanding/understand.ts';
import { CONVERSATION_TEXTS } from '../conversation-texts.ts';
import { fmt, fmtDate } from './format.ts';

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

function setText(s: Pick<LoggedSet, 'weightKg' | 'reps' | 'rir' | 'seconds'>, lng: Language): string {
  // Timed work of a guided session (a pose, intervals) is said as its time, not as "0 kg × 2".
  if (s.seconds) return s.seconds >= 60 ? `${fmt(Math.round(s.seconds / 6) / 10, lng)} min` : `${s.seconds} s`;
  return CONVERSATION_TEXTS[lng].set(fmt(s.weightKg, lng), s.reps, s.rir);
}

/** Lifted sets only: timed work carries no load, so no 1RM, records, hard sets or muscle fatigue. */
const lifted = (sets: LoggedSet[]) => sets.filter((s) => !s.seconds);

/** The library exercise of a logged set, if its name maps to one. */
function libraryOf(s: LoggedSet): Exercise | undefined {
  return exerciseByName(s.exercise);
}

function muscleOf(s: LoggedSet): Muscle | null {
  if (s.muscle && (MUSCLES as readonly string[]).includes(s.muscle)) return s.muscle as Muscle;
  return muscleOfName(s.exercise);
}

function sameExercise(s: LoggedSet, exercise: Exercise | undefined, name: string): boolean {
  if (exercise) return libraryOf(s)?.id === exercise.id;
  return s.exercise.trim().toLowerCase() === name.trim().toLowerCase();
}

/** "What's my estimated 1RM?": the named exercise, else the one logged last; the best set's estimate. */
/**
 * The exercise a short name means for this member: "bench" after logging dumbbell bench presses is
 * that bench, not the barbell one they never logged. A named exercise with no sets of its own gives
 * way to the newest logged exercise whose name holds every word the member used (the one just
 * talked about first).
 */
function resolveNamed(u: Understanding, sets: LoggedSet[], lastExercise?: string) {
  const mention = u.exercises[0];
  if (!mention) return undefined;
  if (sets.some((s) => sameExercise(s, mention.exercise, ''))) return mention.exercise;
  const words = u.tokens.slice(mention.start, mention.end);
  const holds = (name: string) => {
    const n = normalizeText(name);
    return words.every((w) => n.includes(w));
  };
  const newest = [...sets].sort((a, b) => b.performedAt.getTime() - a.performedAt.getTime());
  const pick =
    (lastExercise && holds(lastExercise) ? lastExercise : undefined) ?? newest.find((s) => holds(s.exercise))?.exercise;
  return (pick ? exerciseByName(pick) : undefined) ?? mention.exercise;
}

export function answerOneRepMax(all: LoggedSet[], u: Understanding, lng: Language, lastExercise?: string): string[] {
  const t = CONVERSATION_TEXTS[lng];
  const sets = lifted(all);
  if (sets.length === 0) return [t.noSets];
  const latest = [...sets].sort((a, b) => b.performedAt.getTime() - a.performedAt.getTime())[0] as LoggedSet;
  const named = resolveNamed(u, sets, lastExercise);
  const target = named ?? (lastExercise ? exerciseByName(lastExercise) : undefined) ?? libraryOf(latest);
  const name = named?.name[lng] ?? lastExercise ?? latest.exercise;
  const mine = sets.filter((s) => sameExercise(s, target, target ? '' : name));
  if (mine.length === 0) return [t.noSetsFor(name)];
  const shown = target?.name[lng] ?? mine[0]?.exercise ?? name;
  let best: { s: LoggedSet; e: NonNullable<ReturnType<typeof estimateOneRepMax>> } | null = null;
  for (const s of mine) {
    const e = estimateOneRepMax(s.weightKg, s.reps, s.rir);
    if (e && (!best || e.epley > best.e.epley)) best = { s, e };
  }
  if (!best) {
    const s = mine[0] as LoggedSet;
    return [s.weightKg <= 0 ? t.e1rmNoLoad(shown) : t.e1rmTooMany(shown, setText(s, lng))];
  }
  return [t.e1rm(shown, setText(best.s, lng), fmt(best.e.epley, lng), fmt(best.e.brzycki, lng), best.e.effectiveReps)];
}

/** The five best estimated 1RMs, one per exercise. */
export function answerRecords(sets: LoggedSet[], lng: Language): string[] {
  const t = CONVERSATION_TEXTS[lng];
  const best = new Map<string, { s: LoggedSet; e: number }>();
  for (const s of lifted(sets)) {
    const e = estimateOneRepMax(s.weightKg, s.reps, s.rir)?.epley;
    if (e === undefined) continue;
    const key = libraryOf(s)?.id ?? s.exercise.toLowerCase();
    const cur = best.get(key);
    if (!cur || e > cur.e) best.set(key, { s, e });
  }
  if (best.size === 0) return [t.noSets];
  const lines = [...best.values()]
    .sort((a, b) => b.e - a.e)
    .slice(0, 5)
    .map(({ s, e }) =>
      t.recordLine(libraryOf(s)?.name[lng] ?? s.exercise, fmt(e, lng), setText(s, lng), fmtDate(s.performedAt, lng)),
    );
  return [[t.recordsHeading, ...lines].join('\n')];
}

/** The sets of the most recent training day, grouped. */
export function answerLastSession(sets: LoggedSet[], lng: Language): string[] {
  const t = CONVERSATION_TEXTS[lng];
  if (sets.length === 0) return [t.noSets];
  const latest = sets.reduce((a, b) => (a.performedAt > b.performedAt ? a : b));
  const day = dayOf(latest.performedAt);
  const groups = new Map<string, { s: LoggedSet; n: number }>();
  for (const s of sets.filter((x) => dayOf(x.performedAt) === day)) {
    const key = `${s.exercise}|${s.weightKg}|${s.reps}|${s.rir}`;
    const g = groups.get(key);
    groups.set(key, { s, n: (g?.n ?? 0) + 1 });
  }
  const lines = [...groups.values()].map(({ s, n }) =>
    t.setLine(libraryOf(s)?.name[lng] ?? s.exercise, n, setText(s, lng)),
  );
  return [[t.lastSession(fmtDate(latest.performedAt, lng)), ...lines].join('\n')];
}

/** Hard sets per muscle in the last 7 days, against the weekly landmarks. */
export function answerSetsDone(sets: LoggedSet[], u: Understanding, lng: Language, now = new Date()): string[] {
  const t = CONVERSATION_TEXTS[lng];
  const recent = lifted(sets).filter((s) => now.getTime() - s.performedAt.getTime() < 7 * DAY);
  if (recent.length === 0) return [t.setsDoneNone];
  const counts = new Map<Muscle, number>();
  for (const s of recent) {
    const m = muscleOf(s);
    if (m) counts.set(m, (counts.get(m) ?? 0) + 1);
  }
  const wanted = u.muscles.length > 0 ? u.muscles : [...counts.keys()];
  const lines = wanted.map((m) =>
    t.setsDoneLine(t.muscles[m], fmt(counts.get(m) ?? 0, lng), Math.max(LANDMARKS[m].mev, 10), LANDMARKS[m].mav),
  );
  return [[t.setsDoneHeading, ...lines].join('\n')];
}

/** Which muscles are ready and which still recovering, from the same model as the progress screen. */
export function answerRecovery(sets: LoggedSet[], lng: Language, now = new Date()): string[] {
  const t = CONVERSATION_TEXTS[lng];
  if (sets.length === 0) return [t.noSets];
  const withMuscles = lifted(sets).map((s) => ({ ...s, muscle: muscleOf(s) }));
  const entries = muscleRecovery(withMuscles, now);
  // Fresh (90 % and up, docs/PRODUCT.md's label) is ready to train hard again, as the recovery card shows it.
  const recovering = entries.filter((e) => e.recoveryPercentage < FRESH);
  const ready = entries.filter((e) => e.recoveryPercentage >= FRESH);
  if (recovering.length === 0) return [t.recoveryNone];
  const lines = recovering.map((e) =>
    t.recoveryRecovering(
      t.muscles[e.muscleGroup as Muscle],
      Math.max(1, Math.round((new Date(e.optimalTrainingWindow).getTime() - now.getTime()) / 3_600_000)),
    ),
  );
  const out = [lines.join('\n')];
  if (ready.length > 0) out.push(t.recoveryReady(ready.map((e) => t.muscles[e.muscleGroup as Muscle]).join(', ')));
  return out;
}

/** Muscles trained within the last 48 h with at least 3 hard sets (for the cardio coach's note). */
export function tiredMuscles(sets: LoggedSet[], now = new Date()): Muscle[] {
  const recent = sets.filter((s) => now.getTime() - s.performedAt.getTime() < 2 * DAY);
  const counts = new Map<Muscle, number>();
  for (const s of recent) {
    const m = muscleOf(s);
    if (m && (s.rir ?? 2) <= 3) counts.set(m, (counts.get(m) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= 3).map(([m]) => m);
}

export function answerMinutes(secondsAvailable: number | null | undefined, lng: Language): string[] {
  const t = CONVERSATION_TEXTS[lng];
  if (secondsAvailable === null || secondsAvailable === undefined) return [t.minutesUnknown];
  return [t.minutesLeft(Math.floor(secondsAvailable / 60), secondsAvailable)];
}
