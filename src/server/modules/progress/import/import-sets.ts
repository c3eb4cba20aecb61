import { createHash } from 'node:crypto';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Muscle } from '#shared/coaching/training.ts';
import type {
  TImportExercise,
  TImportPreview,
  TImportRequest,
  TImportResult,
} from '#shared/contracts/workout-import.ts';
import { isSupportedLanguage } from '#shared/i18n/languages.ts';
import { localClock } from '#shared/time.ts';
import { workoutSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { SessionUser } from '../../../plugins/session.ts';
import { EXERCISES } from '../../library/exercises.ts';
import { customMuscles, identityOf, nameKey } from '../exercise-identity.ts';
import { ImportProblem, type ParsedExport, type ParsedSet, parseExport } from './parse-export.ts';

const DAY = 86_400_000;
const BATCH = 1000;
const libraryById = new Map(EXERCISES.map((e) => [e.id, e]));

/**
 * A set's key (decision 033): the workout's start to the minute, the exercise, and the set's place
 * among that exercise's sets of that start. Hashed: the name is user text of any length.
 */
function setKey(startedAt: string, exercise: string, ordinal: number): string {
  return createHash('sha256')
    .update(`${startedAt}|${nameKey(exercise)}|${ordinal}`)
    .digest('base64url')
    .slice(0, 24);
}

/** Keys in file order: the n-th set of an exercise at a start is its n-th. */
function keysOf(items: { startedAt: string; exercise: string }[]): string[] {
  const seen = new Map<string, number>();
  return items.map((s) => {
    const group = `${s.startedAt}|${nameKey(s.exercise)}`;
    const n = (seen.get(group) ?? 0) + 1;
    seen.set(group, n);
    return setKey(s.startedAt, s.exercise, n);
  });
}

/** An instant as a time zone's clock reads it, to the minute ("2024-03-02 18:04"). */
const localMinute = (timeZone: string, at: Date) => localClock(timeZone, at).slice(0, 16);

type Plan = {
  parsed: ParsedExport;
  fresh: ParsedSet[];
  freshKeys: string[];
  duplicates: number;
  preview: TImportPreview;
  muscles: (Muscle | null)[];
};

/** Reads the file, finds what the account already has, and maps every name: the preview, and the rows to add. */
async function plan(deps: Deps, user: SessionUser, input: TImportRequest): Promise<Plan> {
  let parsed: ParsedExport;
  try {
    parsed = parseExport(input.csv, { unit: input.unit, timeZone: user.timeZone });
  } catch (err) {
    if (err instanceof ImportProblem) throw new AppError('VALIDATION_FAILED', err.message, err.problem);
    throw err;
  }
  const keys = keysOf(parsed.sets);

  // What the account already holds around the file's dates: imported sets by their stored key, and sets
  // logged here (or imported under another time zone) by the same key made from their own time, so
  // that Forja's own export imported back adds nothing either.
  const existing = new Set<string>();
  if (parsed.sets.length > 0) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const s of parsed.sets) {
      const t = s.performedAt.getTime();
      if (t < min) min = t;
      if (t > max) max = t;
    }
    const rows = await deps.db
      .select({
        exercise: workoutSets.exercise,
        performedAt: workoutSets.performedAt,
        importKey: workoutSets.importKey,
      })
      .from(workoutSets)
      .where(
        and(
          eq(workoutSets.userId, user.id),
          gte(workoutSets.performedAt, new Date(min - 2 * DAY)),
          lte(workoutSets.performedAt, new Date(max + 2 * DAY)),
        ),
      );
    for (const r of rows) if (r.importKey) existing.add(r.importKey);
    const own = rows.map((r) => ({ startedAt: localMinute(user.timeZone, r.performedAt), exercise: r.exercise }));
    for (const k of keysOf(own)) existing.add(k);
  }
  const fresh: ParsedSet[] = [];
  const freshKeys: string[] = [];
  parsed.sets.forEach((s, i) => {
    const key = keys[i] as string;
    if (existing.has(key)) return;
    fresh.push(s);
    freshKeys.push(key);
  });

  // Names: the library's (any of its names, four languages), else the person's own answer, else a
  // muscle named in it; what is still unknown is asked once on /progress after the import.
  const custom = await customMuscles(deps, user.id);
  const language = isSupportedLanguage(user.language) ? user.language : 'en';
  const byName = new Map<string, TImportExercise>();
  const muscles: (Muscle | null)[] = [];
  let heaviest: TImportPreview['heaviest'] = null;
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  const sessions = new Set<string>();
  const lifted = new Set<string>();
  for (const s of fresh) {
    sessions.add(s.startedAt);
    if (!firstDate || s.day < firstDate) firstDate = s.day;
    if (!lastDate || s.day > lastDate) lastDate = s.day;
    if (s.seconds === null && (!heaviest || s.weightKg > heaviest.weightKg))
      heaviest = { exercise: s.exercise, weightKg: s.weightKg, reps: s.reps };
    const key = nameKey(s.exercise);
    let entry = byName.get(key);
    if (!entry) {
      const identity = identityOf(s.exercise);
      const library = identity.exerciseId ? libraryById.get(identity.exerciseId) : undefined;
      // The order `logWorkout` gives a muscle: the library, a muscle in the name, the person's answer.
      const answered = !identity.muscle && custom.has(key);
      entry = {
        name: s.exercise,
        sets: 0,
        match: library ? 'library' : identity.muscle ? 'muscle' : answered ? 'custom' : 'unknown',
        libraryName: library ? library.name[language] : null,
        muscle: identity.muscle ?? (answered ? ((custom.get(key) as Muscle | null) ?? null) : null),
      };
      byName.set(key, entry);
    }
    entry.sets++;
    if (s.seconds === null) lifted.add(key);
    muscles.push(s.seconds === null ? entry.muscle : null);
  }
  // A name only ever timed (a run, a plank) feeds no muscle (decision 018).
  for (const [key, entry] of byName) {
    if (!lifted.has(key)) Object.assign(entry, { match: 'timed', muscle: null, libraryName: null });
  }
  const order = { unknown: 0, muscle: 1, custom: 2, library: 3, timed: 4 } as const;
  return {
    parsed,
    fresh,
    freshKeys,
    duplicates: parsed.sets.length - fresh.length,
    muscles,
    preview: {
      format: parsed.format,
      unit: parsed.unit,
      unitFromFile: parsed.unitFromFile,
      sessions: sessions.size,
      sets: fresh.length,
      duplicates: parsed.sets.length - fresh.length,
      skipped: parsed.skipped,
      firstDate,
      lastDate,
      heaviest,
      exercises: [...byName.values()].sort(
        (a, b) => order[a.match] - order[b.match] || b.sets - a.sets || a.name.localeCompare(b.name),
      ),
    },
  };
}

export async function previewImport(deps: Deps, user: SessionUser, input: TImportRequest): Promise<TImportPreview> {
  return (await plan(deps, user, input)).preview;
}

/**
 * Adds the file's new sets in one transaction: a file that fails adds nothing, and two imports of the
 * same file at once add its sets once (the key is unique per user).
 */
export async function importSets(deps: Deps, user: SessionUser, input: TImportRequest): Promise<TImportResult> {
  const p = await plan(deps, user, input);
  // The sets of a workout share its start; a millisecond apart each, they keep the file's order
  // (the records' "first to reach it", the export's set order).
  const place = new Map<string, number>();
  const rows = p.fresh.map((s, i) => {
    const n = place.get(s.startedAt) ?? 0;
    place.set(s.startedAt, n + 1);
    return {
      userId: user.id,
      exercise: s.exercise,
      muscle: p.muscles[i] ?? null,
      weightKg: String(s.weightKg),
      reps: s.reps,
      rir: s.rir,
      seconds: s.seconds,
      performedAt: new Date(s.performedAt.getTime() + Math.min(n, 999)),
      source: p.parsed.format,
      importKey: p.freshKeys[i] ?? null,
    };
  });
  const imported = await deps.db.transaction(async (tx) => {
    let n = 0;
    for (let i = 0; i < rows.length; i += BATCH) {
      const added = await tx
        .insert(workoutSets)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing({ target: [workoutSets.userId, workoutSets.importKey] })
        .returning({ id: workoutSets.id });
      n += added.length;
    }
    return n;
  });
  return { ...p.preview, imported };
}
