import { and, eq, gte, lte } from 'drizzle-orm';
import type { Muscle } from '#shared/coaching/training.ts';
import {
  IMPORT_READ_BUDGET_MS,
  type TImportExercise,
  type TImportPreview,
  type TImportRequest,
  type TImportResult,
} from '#shared/contracts/workout-import.ts';
import { isSupportedLanguage } from '#shared/i18n/languages.ts';
import { localClock } from '#shared/time.ts';
import { workoutSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { SessionUser } from '../../../plugins/session.ts';
import { takeLease } from '../../../request-leases.ts';
import { EXERCISES } from '../../library/exercises.ts';
import { customMuscles, type Identity, identityOf, nameKey } from '../exercise-identity.ts';
import { ImportProblem, type ParsedExport } from './parse-export.ts';
import { KEY_LENGTH, keysOf, type ReadFile, type SetTable } from './read-file.ts';

const DAY = 86_400_000;
const BATCH = 1000;
const libraryById = new Map(EXERCISES.map((e) => [e.id, e]));

/** Long loops on the server's thread give way to other requests every this many items. */
const SLICE = 2000;
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How long a member's import holds their lease (one import at a time, issue 25): the reading's budget
 * and time to write; a lease whose instance died lapses after it.
 */
const LEASE_MS = IMPORT_READ_BUDGET_MS + 90_000;

/** An instant as a time zone's clock reads it, to the minute ("2024-03-02 18:04"). */
const localMinute = (timeZone: string, at: Date) => localClock(timeZone, at).slice(0, 16);

type Plan = {
  format: ParsedExport['format'];
  sets: SetTable;
  /** The sets the account lacks, by their place in `sets`. */
  fresh: number[];
  preview: TImportPreview;
  /** By name (its place in `sets.names`): the muscle and identity key a lifted set is stored with. */
  muscleOf: (Muscle | null)[];
  exerciseKeyOf: string[];
};

/** Reads the file, finds what the account already has, and maps every name: the preview, and the rows to add. */
async function plan(deps: Deps, user: SessionUser, input: ImportBody): Promise<Plan> {
  let read: ReadFile;
  try {
    read = await deps.importReader.read(input, user.timeZone);
  } catch (err) {
    if (err instanceof ImportProblem) throw new AppError('VALIDATION_FAILED', err.message, err.problem);
    throw err;
  }
  const { meta, sets: t, identities } = read;
  const keyAt = (i: number) => t.keys.slice(i * KEY_LENGTH, (i + 1) * KEY_LENGTH);

  // What the account already holds around the file's dates: imported sets by their stored key, and sets
  // logged here (or imported under another time zone) by the same key made from their own time, so
  // that Forja's own export imported back adds nothing either.
  const existing = new Set<string>();
  if (t.count > 0) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const at of t.performedAt) {
      if (at < min) min = at;
      if (at > max) max = at;
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
    const seen = new Map<string, number>();
    for (let i = 0; i < rows.length; i += SLICE) {
      const own = rows
        .slice(i, i + SLICE)
        .map((r) => ({ startedAt: localMinute(user.timeZone, r.performedAt), exercise: r.exercise }));
      for (const k of keysOf(own, seen)) existing.add(k);
      await giveWay();
    }
  }
  const fresh: number[] = [];
  for (let i = 0; i < t.count; i++) if (!existing.has(keyAt(i))) fresh.push(i);

  // Names: the library's (any of its names, four languages), else the person's own answer, else a
  // muscle named in it; what is still unknown is asked once on /progress after the import.
  const custom = await customMuscles(deps, user.id);
  const language = isSupportedLanguage(user.language) ? user.language : 'en';
  const keyOf = t.names.map(nameKey);
  const identityOfName = t.names.map((name, n) => identities.get(keyOf[n] as string) ?? identityOf(name));
  const byName = new Map<string, TImportExercise>();
  let heaviest: TImportPreview['heaviest'] = null;
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  const sessions = new Set<number>();
  const lifted = new Set<string>();
  for (const [at, i] of fresh.entries()) {
    if (at % SLICE === SLICE - 1) await giveWay();
    const n = t.name[i] as number;
    const name = t.names[n] as string;
    const start = t.start[i] as number;
    const day = (t.starts[start] as string).slice(0, 10);
    const timed = (t.seconds[i] as number) >= 0;
    sessions.add(start);
    if (!firstDate || day < firstDate) firstDate = day;
    if (!lastDate || day > lastDate) lastDate = day;
    const weightKg = t.weightKg[i] as number;
    if (!timed && (!heaviest || weightKg > heaviest.weightKg))
      heaviest = { exercise: name, weightKg, reps: t.reps[i] as number };
    const key = keyOf[n] as string;
    let entry = byName.get(key);
    if (!entry) {
      const identity = identityOfName[n] as Identity;
      const library = identity.exerciseId ? libraryById.get(identity.exerciseId) : undefined;
      // The order `logWorkout` gives a muscle: the library, a muscle in the name, the person's answer.
      const answered = !identity.muscle && custom.has(key);
      entry = {
        name,
        sets: 0,
        match: library ? 'library' : identity.muscle ? 'muscle' : answered ? 'custom' : 'unknown',
        libraryName: library ? library.name[language] : null,
        muscle: identity.muscle ?? (answered ? ((custom.get(key) as Muscle | null) ?? null) : null),
      };
      byName.set(key, entry);
    }
    entry.sets++;
    if (!timed) lifted.add(key);
  }
  // A lifted set takes its name's muscle; each set's identity is stored with it, so that reads never
  // match its name again (issue 25).
  const muscleOf = keyOf.map((key) => byName.get(key)?.muscle ?? null);
  const exerciseKeyOf = identityOfName.map((identity) => identity.key);
  // A name only ever timed (a run, a plank) feeds no muscle (decision 018).
  for (const [key, entry] of byName) {
    if (!lifted.has(key)) Object.assign(entry, { match: 'timed', muscle: null, libraryName: null });
  }
  const order = { unknown: 0, muscle: 1, custom: 2, library: 3, timed: 4 } as const;
  return {
    format: meta.format,
    sets: t,
    fresh,
    muscleOf,
    exerciseKeyOf,
    preview: {
      format: meta.format,
      unit: meta.unit,
      unitFromFile: meta.unitFromFile,
      sessions: sessions.size,
      sets: fresh.length,
      duplicates: t.count - fresh.length,
      skipped: meta.skipped,
      firstDate,
      lastDate,
      heaviest,
      exercises: [...byName.values()].sort(
        (a, b) => order[a.match] - order[b.match] || b.sets - a.sets || a.name.localeCompare(b.name),
      ),
    },
  };
}

/** One import (or preview) per member at a time (issue 25): a second one meanwhile is refused. */
async function alone<T>(deps: Deps, user: SessionUser, work: () => Promise<T>): Promise<T> {
  const lease = await takeLease(deps, user.id, 'import', LEASE_MS);
  if (!lease) throw new AppError('IMPORT_IN_PROGRESS', 'Another import of yours is still running');
  try {
    return await work();
  } finally {
    await lease.release();
  }
}

/** An import request, or its body as it came (JSON, read in the worker thread: issue 25). */
export type ImportBody = TImportRequest | Uint8Array;

export function previewImport(deps: Deps, user: SessionUser, input: ImportBody): Promise<TImportPreview> {
  return alone(deps, user, async () => (await plan(deps, user, input)).preview);
}

/**
 * Adds the file's new sets in one transaction: a file that fails adds nothing, and two imports of the
 * same file at once add its sets once (the key is unique per user).
 */
export function importSets(deps: Deps, user: SessionUser, input: ImportBody): Promise<TImportResult> {
  return alone(deps, user, async () => {
    const p = await plan(deps, user, input);
    const t = p.sets;
    // The sets of a workout share its start; a millisecond apart each, they keep the file's order
    // (the records' "first to reach it", the export's set order). Rows are made a batch at a time.
    const place = new Map<number, number>();
    const rowOf = (i: number): typeof workoutSets.$inferInsert => {
      const start = t.start[i] as number;
      const n = place.get(start) ?? 0;
      place.set(start, n + 1);
      const name = t.name[i] as number;
      const seconds = t.seconds[i] as number;
      const rir = t.rir[i] as number;
      return {
        userId: user.id,
        exercise: t.names[name] as string,
        muscle: seconds < 0 ? (p.muscleOf[name] ?? null) : null,
        exerciseKey: seconds < 0 ? (p.exerciseKeyOf[name] ?? null) : null,
        weightKg: String(t.weightKg[i]),
        reps: t.reps[i] as number,
        rir: rir < 0 ? null : rir,
        seconds: seconds < 0 ? null : seconds,
        performedAt: new Date((t.performedAt[i] as number) + Math.min(n, 999)),
        source: p.format,
        importKey: t.keys.slice(i * KEY_LENGTH, (i + 1) * KEY_LENGTH),
      };
    };
    const imported = await deps.db.transaction(async (tx) => {
      let n = 0;
      for (let b = 0; b < p.fresh.length; b += BATCH) {
        const added = await tx
          .insert(workoutSets)
          .values(p.fresh.slice(b, b + BATCH).map(rowOf))
          .onConflictDoNothing({ target: [workoutSets.userId, workoutSets.importKey] })
          .returning({ id: workoutSets.id });
        n += added.length;
      }
      return n;
    });
    return { ...p.preview, imported };
  });
}
