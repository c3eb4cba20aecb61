import { createHash } from 'node:crypto';
import type { TImportRequest } from '#shared/contracts/workout-import.ts';
import { type Identity, identityOf, nameKey } from '../identity-of.ts';
import { type ParsedExport, type ParsedSet, parseExport } from './parse-export.ts';

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

/**
 * Keys in file order: the n-th set of an exercise at a start is its n-th. `seen` carries the count
 * from one slice of a list to the next.
 */
export function keysOf(items: { startedAt: string; exercise: string }[], seen = new Map<string, number>()): string[] {
  return items.map((s) => {
    const group = `${s.startedAt}|${nameKey(s.exercise)}`;
    const n = (seen.get(group) ?? 0) + 1;
    seen.set(group, n);
    return setKey(s.startedAt, s.exercise, n);
  });
}

/** The length of every set's key. */
export const KEY_LENGTH = 24;

/**
 * A file's sets as columns (typed arrays, names and starts by their index in a table, the keys one
 * string): some 100,000 sets cost the server's thread a few objects rather than a million, so that
 * neither handing them over from the worker nor collecting them after the import holds it.
 */
export type SetTable = {
  count: number;
  /** The exercise names as written, each once; `name[i]` is set i's index here. */
  names: string[];
  /** The workouts' starts as the file wrote them, to the minute ("2024-03-02 18:04"), each once. */
  starts: string[];
  name: Int32Array;
  start: Int32Array;
  performedAt: Float64Array;
  weightKg: Float64Array;
  reps: Int32Array;
  /** -1: none. */
  rir: Int8Array;
  /** -1: lifting (no seconds). */
  seconds: Int32Array;
  /** Every set's key (KEY_LENGTH characters each), in order. */
  keys: string;
};

/** Set i of the table as the parser wrote it, and its key. */
export function setAt(t: SetTable, i: number): ParsedSet & { key: string } {
  const startedAt = t.starts[t.start[i] ?? 0] ?? '';
  const rir = t.rir[i] ?? -1;
  const seconds = t.seconds[i] ?? -1;
  return {
    startedAt,
    day: startedAt.slice(0, 10),
    performedAt: new Date(t.performedAt[i] ?? 0),
    exercise: t.names[t.name[i] ?? 0] ?? '',
    weightKg: t.weightKg[i] ?? 0,
    reps: t.reps[i] ?? 0,
    rir: rir < 0 ? null : rir,
    seconds: seconds < 0 ? null : seconds,
    key: t.keys.slice(i * KEY_LENGTH, (i + 1) * KEY_LENGTH),
  };
}

function tableOf(sets: ParsedSet[], keys: string[]): SetTable {
  const count = sets.length;
  const names = new Map<string, number>();
  const starts = new Map<string, number>();
  const index = (table: Map<string, number>, value: string) => {
    let at = table.get(value);
    if (at === undefined) {
      at = table.size;
      table.set(value, at);
    }
    return at;
  };
  const t: SetTable = {
    count,
    names: [],
    starts: [],
    name: new Int32Array(count),
    start: new Int32Array(count),
    performedAt: new Float64Array(count),
    weightKg: new Float64Array(count),
    reps: new Int32Array(count),
    rir: new Int8Array(count),
    seconds: new Int32Array(count),
    keys: keys.join(''),
  };
  sets.forEach((s, i) => {
    t.name[i] = index(names, s.exercise);
    t.start[i] = index(starts, s.startedAt);
    t.performedAt[i] = s.performedAt.getTime();
    t.weightKg[i] = s.weightKg;
    t.reps[i] = s.reps;
    t.rir[i] = s.rir ?? -1;
    t.seconds[i] = s.seconds ?? -1;
  });
  t.names = [...names.keys()];
  t.starts = [...starts.keys()];
  return t;
}

export type ReadFile = {
  /** What the file is, and what was left out of it. */
  meta: Omit<ParsedExport, 'sets'>;
  sets: SetTable;
  /** Each name's identity, by its key (`nameKey`). */
  identities: Map<string, Identity>;
};

/**
 * The work of reading a file that takes time, with no database: every row checked, each set's key,
 * each distinct name matched against the library. Runs in a worker thread (`read-export.ts`).
 */
export function readFile(input: TImportRequest & { timeZone: string; now?: Date }): ReadFile {
  const { sets, ...meta } = parseExport(input.csv, { unit: input.unit, timeZone: input.timeZone, now: input.now });
  const identities = new Map<string, Identity>();
  for (const s of sets) {
    const key = nameKey(s.exercise);
    if (!identities.has(key)) identities.set(key, identityOf(s.exercise));
  }
  return { meta, sets: tableOf(sets, keysOf(sets)), identities };
}
