/**
 * The logger's rest timer (issue 16), as the guided session player keeps time (decision 018): the
 * state holds the wall-clock instant the rest ends, so a reload, a locked phone or a throttled tab
 * still shows the true time left, offline too. One rest runs at a time, for the exercise just done.
 */
export type RestState = { exercise: string; seconds: number; endsAt: number };

export function startRest(exercise: string, seconds: number, now: number): RestState {
  return { exercise, seconds, endsAt: now + seconds * 1000 };
}

/** Seconds left, rounded up as a countdown shows them; 0 once over. */
export const restLeft = (state: RestState, now: number) => Math.max(0, Math.ceil((state.endsAt - now) / 1000));

/** ±15 s while resting; never before now. */
export function adjustRest(state: RestState, deltaSeconds: number, now: number): RestState {
  return { ...state, endsAt: Math.max(now, state.endsAt + deltaSeconds * 1000) };
}

/** "1:30". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
