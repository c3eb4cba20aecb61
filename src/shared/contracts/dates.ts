import { z } from 'zod';

/**
 * Workouts are logged from 2000 on: anything older is a typo ("0024-05-01"), and a year such as 0
 * or 275760, valid for JavaScript, is refused by PostgreSQL, which made the insert fail with a 500.
 */
const EARLIEST_WORKOUT_MS = Date.UTC(2000, 0, 1);
/** A day ahead at most: a user's local today can already be tomorrow in UTC. */
const MAX_AHEAD_MS = 86_400_000;

/** When sets were performed: a real calendar date (YYYY-MM-DD) or an ISO date-time, within those bounds. */
export const ZWorkoutDate = z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]).refine(
  (s) => {
    const t = Date.parse(s);
    return Number.isFinite(t) && t >= EARLIEST_WORKOUT_MS && t <= Date.now() + MAX_AHEAD_MS;
  },
  { message: 'outside 2000-01-01 … tomorrow' },
);
