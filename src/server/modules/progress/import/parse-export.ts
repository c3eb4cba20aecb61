import Papa from 'papaparse';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_EXERCISES,
  IMPORT_MAX_NAME,
  IMPORT_MAX_REPS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_SECONDS,
  IMPORT_MAX_WEIGHT_KG,
  type ImportFormat,
  type ImportProblemReason,
  type TImportProblem,
  type TWeightUnit,
} from '#shared/contracts/workout-import.ts';
import { instantOfLocalTime } from '#shared/time.ts';

/**
 * Reads Strong's and Hevy's CSV exports (decision 033) with papaparse: any of Strong's layouts (the
 * current `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE`, older
 * ones with `Notes,Workout Notes` or `Weight Unit`, semicolon-separated ones with `Weight (kg)` and
 * decimal commas) and Hevy's (`weight_kg` or `weight_lbs`). A byte-order mark and CRLF are accepted.
 * Every row is checked before anything is stored: the first bad one refuses the whole file, naming its
 * line.
 */

export type ParsedSet = {
  /** The workout's start as the file wrote it, to the minute ("2024-03-02 18:04"): part of the set's key. */
  startedAt: string;
  /** The workout's day as the file wrote it (YYYY-MM-DD). */
  day: string;
  performedAt: Date;
  exercise: string;
  weightKg: number;
  reps: number;
  rir: number | null;
  /** Timed work (a plank, a run): the seconds, with no load; null for lifting. */
  seconds: number | null;
};

export type ParsedExport = {
  format: ImportFormat;
  unit: TWeightUnit;
  unitFromFile: boolean;
  sets: ParsedSet[];
  skipped: { warmups: number; restTimers: number; empty: number };
};

/** A file that cannot be imported, and where: the route answers it as `400 VALIDATION_FAILED`. */
export class ImportProblem extends Error {
  readonly problem: TImportProblem;
  constructor(reason: ImportProblemReason, line: number | null, column: string | null = null, value?: string | null) {
    super(`${reason}${line === null ? '' : ` on line ${line}`}${column ? ` (${column})` : ''}`);
    this.name = 'ImportProblem';
    this.problem = { reason, line, column, value: value == null ? null : value.slice(0, 60) };
  }
}

const LB = 0.45359237;

type Columns = {
  format: ImportFormat;
  date: number;
  exercise: number;
  setType: number;
  weight: number;
  /** Strong's older `Weight Unit` column: the unit per row. */
  weightUnit: number;
  reps: number;
  seconds: number;
  rpe: number;
  /** The unit the weight column's name gives (`Weight (kg)`, `weight_lbs`), else null. */
  unit: TWeightUnit | null;
};

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

function unitWord(word: string): TWeightUnit | null | undefined {
  const w = word.trim().toLowerCase().replace(/\.$/, '');
  if (w === '') return null;
  if (w === 'kg' || w === 'kgs' || w === 'kilograms' || w === 'kilos') return 'kg';
  if (w === 'lb' || w === 'lbs' || w === 'pounds') return 'lb';
  return undefined;
}

/** The layout a header row is, or a problem on line 1. */
function columnsOf(header: string[]): Columns {
  const names = header.map(norm);
  const at = (...candidates: string[]) => names.findIndex((n) => candidates.includes(n));
  const shown = header.join(', ');

  // Strong: `Weight`, `Weight (kg)`, `Weight (lbs)`.
  if (at('date') >= 0 && at('exercise name') >= 0 && at('set order') >= 0 && at('reps') >= 0) {
    const weight = names.findIndex((n) => n === 'weight' || /^weight \(.*\)$/.test(n));
    if (weight < 0) throw new ImportProblem('unknownFormat', 1, null, shown);
    const inName = names[weight]?.match(/^weight \((.*)\)$/)?.[1];
    const unit = inName === undefined ? null : unitWord(inName);
    if (unit === undefined) throw new ImportProblem('unknownUnit', 1, header[weight] ?? null, inName ?? null);
    return {
      format: 'strong',
      date: at('date'),
      exercise: at('exercise name'),
      setType: at('set order'),
      weight,
      weightUnit: at('weight unit'),
      reps: at('reps'),
      seconds: at('seconds'),
      rpe: at('rpe'),
      unit,
    };
  }
  // Hevy: `weight_kg` or `weight_lbs`.
  if (at('start_time') >= 0 && at('exercise_title') >= 0 && at('reps') >= 0) {
    const weight = names.findIndex((n) => /^weight_/.test(n));
    if (weight < 0) throw new ImportProblem('unknownFormat', 1, null, shown);
    const unit = unitWord(names[weight]?.slice('weight_'.length) ?? '');
    if (!unit) throw new ImportProblem('unknownUnit', 1, header[weight] ?? null, names[weight] ?? null);
    return {
      format: 'hevy',
      date: at('start_time'),
      exercise: at('exercise_title'),
      setType: at('set_type'),
      weight,
      weightUnit: -1,
      reps: at('reps'),
      seconds: at('duration_seconds'),
      rpe: at('rpe'),
      unit,
    };
  }
  throw new ImportProblem('unknownFormat', 1, null, shown);
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

type WallTime = { y: number; mo: number; d: number; h: number; mi: number; s: number; offset: string | null };

/**
 * Strong's `2024-03-02 18:04:12` (also with `T`, without seconds, or a day alone), Hevy's
 * `2 Mar 2024, 18:04`, and ISO with an offset. Null when it is none of them or no real day.
 */
function readWallTime(text: string): WallTime | null {
  const t = text.trim();
  let m = t.match(
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i,
  );
  let w: WallTime | null = null;
  if (m) {
    w = {
      y: Number(m[1]),
      mo: Number(m[2]),
      d: Number(m[3]),
      h: Number(m[4] ?? 0),
      mi: Number(m[5] ?? 0),
      s: Number(m[6] ?? 0),
      offset: m[7] ?? null,
    };
  } else {
    m = t.match(/^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/);
    const month = m ? MONTHS[(m[2] ?? '').toLowerCase().slice(0, m[2]?.toLowerCase().startsWith('sept') ? 4 : 3)] : 0;
    if (m && month) {
      w = {
        y: Number(m[3]),
        mo: month,
        d: Number(m[1]),
        h: Number(m[4]),
        mi: Number(m[5]),
        s: Number(m[6] ?? 0),
        offset: null,
      };
    }
  }
  if (!w) return null;
  const check = new Date(Date.UTC(w.y, w.mo - 1, w.d));
  if (w.y < 1000 || check.getUTCMonth() !== w.mo - 1 || check.getUTCDate() !== w.d || w.h > 23 || w.mi > 59 || w.s > 59)
    return null;
  return w;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A decimal number as exports write it: `62.5`, or `62,5` in a semicolon-separated file. Blank is 0. */
function readNumber(text: string | undefined): number {
  const t = (text ?? '').trim();
  if (t === '') return 0;
  if (!/^-?\d+(?:[.,]\d+)?$/.test(t)) return Number.NaN;
  return Number(t.replace(',', '.'));
}

const DAY = 86_400_000;

export function parseExport(csv: string, options: { unit?: TWeightUnit; timeZone: string; now?: Date }): ParsedExport {
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_MAX_BYTES) throw new ImportProblem('tooLarge', null);
  const now = options.now ?? new Date();

  // papaparse reads the file (quotes, embedded newlines and delimiters, the delimiter itself); `step`
  // gives each row's end, so that a problem names the file's line even after a multi-line note.
  const text = csv.charCodeAt(0) === 0xfeff ? csv.slice(1) : csv;
  const rows: string[][] = [];
  const lines: number[] = [];
  const quoteErrors = new Set<number>();
  let pos = 0;
  let newlines = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    step: (result, parser) => {
      // The row starts at the first character that is not blank after the previous one.
      for (let c = text.charCodeAt(pos); pos < text.length && (c === 10 || c === 13 || c === 32 || c === 9); ) {
        if (c === 10) newlines++;
        c = text.charCodeAt(++pos);
      }
      if (result.errors.some((e) => e.type === 'Quotes')) quoteErrors.add(rows.length);
      rows.push(result.data);
      lines.push(newlines + 1);
      for (const end = result.meta.cursor; pos < end; pos++) if (text.charCodeAt(pos) === 10) newlines++;
      if (rows.length > IMPORT_MAX_ROWS + 1) parser.abort();
    },
  });
  if (rows.length > IMPORT_MAX_ROWS + 1) throw new ImportProblem('tooManyRows', null);
  const lineOf = (row: number) => lines[row] ?? null;

  const header = rows[0];
  if (!header || header.every((h) => h.trim() === '')) throw new ImportProblem('empty', null);
  const cols = columnsOf(header);
  if (rows.length === 1) throw new ImportProblem('empty', 2);

  const sets: ParsedSet[] = [];
  const skipped = { warmups: 0, restTimers: 0, empty: 0 };
  // Names without case (the rest is already trimmed and single-spaced): what `nameKey` counts as one.
  const names = new Set<string>();
  const times = new Map<string, { wall: WallTime; at: number }>();
  let fileUnit: TWeightUnit | null = cols.unit;
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const line = () => lineOf(r);
    const last = r === rows.length - 1;
    if (quoteErrors.has(r)) throw new ImportProblem('truncated', line());
    if (row.length < header.length) {
      throw new ImportProblem(last ? 'truncated' : 'columns', line(), null, `${row.length}/${header.length}`);
    }
    if (row.length > header.length && row.slice(header.length).some((f) => f.trim() !== '')) {
      throw new ImportProblem('columns', line(), null, `${row.length}/${header.length}`);
    }
    const field = (i: number) => (i >= 0 ? (row[i] ?? '') : '');
    const fail = (reason: ImportProblemReason, i: number) =>
      new ImportProblem(reason, line(), i >= 0 ? (header[i]?.trim() ?? null) : null, field(i));

    // Set type: Strong's `Set Order` (1, 2…, W for a warm-up, D drop set, F failure, or a rest timer),
    // Hevy's `set_type` (normal, warmup, dropset, failure).
    const type = field(cols.setType).trim().toLowerCase();
    let warmup = false;
    let failure = false;
    if (cols.format === 'strong') {
      if (type === 'rest timer') {
        skipped.restTimers++;
        continue;
      }
      if (type === 'w') warmup = true;
      else if (type === 'f') failure = true;
      else if (type !== 'd' && !/^\d+$/.test(type)) throw fail('badSetType', cols.setType);
    } else if (type === 'warmup') warmup = true;
    else if (type === 'failure') failure = true;
    else if (type !== '' && type !== 'normal' && type !== 'dropset') throw fail('badSetType', cols.setType);

    // The sets of a workout share its start: each distinct date text is read once.
    const dateText = field(cols.date);
    let time = times.get(dateText);
    if (!time) {
      const wall = readWallTime(dateText);
      if (!wall) throw fail('badDate', cols.date);
      if (wall.y < 1900) throw fail('dateBefore1900', cols.date);
      const at = wall.offset
        ? new Date(
            `${wall.y}-${pad(wall.mo)}-${pad(wall.d)}T${pad(wall.h)}:${pad(wall.mi)}:${pad(wall.s)}${wall.offset}`,
          )
        : instantOfLocalTime(options.timeZone, wall.y, wall.mo, wall.d, wall.h, wall.mi, wall.s);
      if (Number.isNaN(at.getTime())) throw fail('badDate', cols.date);
      time = { wall, at: at.getTime() };
      times.set(dateText, time);
    }
    const { wall } = time;
    const performedAt = new Date(time.at);
    // A day's grace: the phone's clock, or the person's time zone set to another than the file's.
    if (performedAt.getTime() > now.getTime() + DAY) throw fail('futureDate', cols.date);

    const exercise = field(cols.exercise).trim().replace(/\s+/g, ' ').slice(0, IMPORT_MAX_NAME);
    if (!exercise) throw fail('noExercise', cols.exercise);
    names.add(exercise.toLowerCase());
    if (names.size > IMPORT_MAX_EXERCISES) throw fail('tooManyExercises', cols.exercise);

    let unit = fileUnit ?? options.unit ?? 'kg';
    if (cols.weightUnit >= 0) {
      const u = unitWord(field(cols.weightUnit));
      if (u === undefined) throw fail('unknownUnit', cols.weightUnit);
      if (u) {
        unit = u;
        fileUnit = fileUnit ?? u;
      }
    }
    const weight = readNumber(field(cols.weight));
    if (Number.isNaN(weight)) throw fail('badNumber', cols.weight);
    if (weight < 0) throw fail('negativeWeight', cols.weight);
    const weightKg = Math.round((unit === 'lb' ? weight * LB : weight) * 100) / 100;
    if (weightKg > IMPORT_MAX_WEIGHT_KG) throw fail('weightTooHigh', cols.weight);

    const reps = readNumber(field(cols.reps));
    if (Number.isNaN(reps) || reps < 0 || !Number.isInteger(reps)) throw fail('badNumber', cols.reps);
    if (reps > IMPORT_MAX_REPS) throw fail('tooManyReps', cols.reps);

    const seconds = readNumber(field(cols.seconds));
    if (Number.isNaN(seconds) || seconds < 0 || seconds > IMPORT_MAX_SECONDS) throw fail('badNumber', cols.seconds);

    const rpeText = field(cols.rpe).trim();
    const rpe = rpeText === '' ? null : readNumber(rpeText);
    if (rpe !== null && (Number.isNaN(rpe) || rpe < 1 || rpe > 10)) throw fail('badRpe', cols.rpe);

    if (warmup) {
      skipped.warmups++;
      continue;
    }
    const timed = seconds > 0 && weightKg === 0;
    if (!timed && reps === 0) {
      skipped.empty++;
      continue;
    }
    sets.push({
      startedAt: `${wall.y}-${pad(wall.mo)}-${pad(wall.d)} ${pad(wall.h)}:${pad(wall.mi)}`,
      day: `${wall.y}-${pad(wall.mo)}-${pad(wall.d)}`,
      performedAt,
      exercise,
      weightKg: timed ? 0 : weightKg,
      reps: timed ? Math.max(1, reps) : reps,
      // RIR = 10 − RPE, a half point counted as the harder whole one (RPE 8.5 → RIR 1); a set marked
      // as taken to failure without an RPE is RIR 0.
      rir: rpe !== null ? 10 - Math.ceil(rpe) : failure ? 0 : null,
      seconds: timed ? Math.round(seconds) : null,
    });
  }
  return {
    format: cols.format,
    unit: fileUnit ?? options.unit ?? 'kg',
    unitFromFile: fileUnit !== null,
    sets,
    skipped,
  };
}
