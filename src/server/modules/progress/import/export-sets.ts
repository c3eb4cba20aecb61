import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { localClock } from '#shared/time.ts';
import { workoutSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { SessionUser } from '../../../plugins/session.ts';
import { nameKey } from '../exercise-identity.ts';

/** Strong's current layout with the unit in the weight column's name, as Strong's own kg files write it. */
export const EXPORT_HEADER = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight (kg)',
  'Reps',
  'Distance',
  'Seconds',
  'RPE',
] as const;

/**
 * Every set the person logged or imported, oldest first, as CSV in Strong's layout (decision 033): the
 * apps that import Strong's files read it, and so does Forja's own import (nothing is added twice).
 * Dates are the person's wall time; RPE is 10 − RIR; timed work has its seconds and no weight.
 */
export async function exportSetsCsv(deps: Deps, user: SessionUser): Promise<string> {
  const rows = await deps.db
    .select({
      exercise: workoutSets.exercise,
      weightKg: workoutSets.weightKg,
      reps: workoutSets.reps,
      rir: workoutSets.rir,
      seconds: workoutSets.seconds,
      performedAt: workoutSets.performedAt,
    })
    .from(workoutSets)
    .where(eq(workoutSets.userId, user.id))
    .orderBy(asc(workoutSets.performedAt), asc(workoutSets.id));
  const order = new Map<string, number>();
  const data = rows.map((r) => {
    const date = localClock(user.timeZone, r.performedAt);
    const group = `${date}|${nameKey(r.exercise)}`;
    const n = (order.get(group) ?? 0) + 1;
    order.set(group, n);
    return [
      date,
      'Forja',
      '',
      r.exercise,
      String(n),
      r.seconds === null ? String(Number(r.weightKg)) : '0',
      String(r.reps),
      '',
      String(r.seconds ?? 0),
      r.rir === null ? '' : String(Math.max(0, 10 - r.rir)),
    ];
  });
  // Excel and Sheets would run a name starting with =, +, - or @ as a formula: such a field is quoted
  // with a leading apostrophe (papaparse's escapeFormulae).
  const csv = Papa.unparse({ fields: [...EXPORT_HEADER], data }, { newline: '\r\n', escapeFormulae: true });
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`;
}
