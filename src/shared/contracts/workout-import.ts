import { z } from 'zod';
import { MUSCLES } from '../coaching/training.ts';

/**
 * Importing another app's history (issue 16, decision 033): Strong's and Hevy's CSV exports, previewed,
 * then imported in one transaction; a second import of the same file adds nothing.
 */

/** The largest file read: about 100,000 sets of Strong's layout, far more than years of training. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Data rows read from one file. */
export const IMPORT_MAX_ROWS = 100_000;
/** Bounds of one set: past them the file is wrong (units, a typo), not the lifter. */
export const IMPORT_MAX_WEIGHT_KG = 600;
export const IMPORT_MAX_REPS = 1000;
export const IMPORT_MAX_SECONDS = 36_000;
/** Exercise names are kept to the length the logger accepts. */
export const IMPORT_MAX_NAME = 120;
/**
 * Different exercise names in one file (issue 25): each is matched against the library's names in
 * four languages. Years of training use a few hundred.
 */
export const IMPORT_MAX_EXERCISES = 2000;
/** How long reading one file may take before it is given up (issue 25), in ms. */
export const IMPORT_READ_BUDGET_MS = 60_000;

export const IMPORT_FORMATS = ['strong', 'hevy'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const ZWeightUnit = z.enum(['kg', 'lb']);
export type TWeightUnit = z.infer<typeof ZWeightUnit>;

/**
 * The file as text, and the unit its weights are in when the file does not say (Strong's current
 * layout writes `Weight` in the app's unit without naming it). A unit the file names wins.
 */
export const ZImportRequest = z.object({
  // The size is checked by the service, which answers with the `tooLarge` problem; the route's body
  // limit refuses far larger bodies before they are read.
  csv: z.string(),
  unit: ZWeightUnit.optional(),
});
export type TImportRequest = z.infer<typeof ZImportRequest>;

/** Why a file is refused; each has a translated text (`progress:import.problems.<reason>`). */
export const IMPORT_PROBLEMS = [
  'tooLarge',
  'tooManyRows',
  'empty',
  'unknownFormat',
  'truncated',
  'columns',
  'unknownUnit',
  'badDate',
  'futureDate',
  'dateBefore1900',
  'badNumber',
  'negativeWeight',
  'weightTooHigh',
  'tooManyReps',
  'badRpe',
  'badSetType',
  'noExercise',
  'tooManyExercises',
  'tooSlow',
] as const;
export type ImportProblemReason = (typeof IMPORT_PROBLEMS)[number];

/**
 * A refused file: `400 VALIDATION_FAILED` with this as `details`. `line` is the file's line (1 is the
 * header), `column` the header's name of the field, `value` what was read there (cut to 60 characters).
 */
export const ZImportProblem = z.object({
  reason: z.enum(IMPORT_PROBLEMS),
  line: z.number().int().nullable(),
  column: z.string().nullable(),
  value: z.string().nullable(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

/**
 * How a name of the file maps: a library exercise (any of its names, four languages), the person's own
 * answer for a name the library does not know (`custom`), a muscle named in it (`muscle`), or nothing
 * (`unknown`: /progress asks once which muscle it trains). Timed work (`timed`) feeds no muscle.
 */
export const ZImportExercise = z.object({
  name: z.string(),
  sets: z.number().int(),
  match: z.enum(['library', 'custom', 'muscle', 'unknown', 'timed']),
  libraryName: z.string().nullable(),
  muscle: z.enum(MUSCLES).nullable(),
});
export type TImportExercise = z.infer<typeof ZImportExercise>;

export const ZImportPreview = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** The unit the weights were read in, and whether the file said so (else the request's, else kg). */
  unit: ZWeightUnit,
  unitFromFile: z.boolean(),
  /** Workouts (distinct start times) and sets that an import adds. */
  sessions: z.number().int(),
  sets: z.number().int(),
  /** Sets already in the account (a second import of the same file): skipped. */
  duplicates: z.number().int(),
  /** Rows left out: warm-up sets, rest timers, rows with neither reps nor time. */
  skipped: z.object({ warmups: z.number().int(), restTimers: z.number().int(), empty: z.number().int() }),
  /** The first and last workout days (YYYY-MM-DD, the file's own dates); null without sets. */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** The heaviest set, in kg: a wrong unit shows here first. */
  heaviest: z.object({ exercise: z.string(), weightKg: z.number(), reps: z.number().int() }).nullable(),
  exercises: z.array(ZImportExercise),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportResult = ZImportPreview.extend({ imported: z.number().int() });
export type TImportResult = z.infer<typeof ZImportResult>;
