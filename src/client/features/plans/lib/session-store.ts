import type { SessionState } from './session-timing.ts';

/**
 * The running guided session, one per user in `localStorage['forja-session:<userId>']` (decision
 * 018): a reload or another tab of the same person resumes it; another person on this browser
 * never sees it.
 */
const keyOf = (userId: string) => `forja-session:${userId}`;

const isNumberOrNull = (v: unknown) => v === null || typeof v === 'number';

function isState(v: unknown): v is SessionState {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return (
    s.v === 1 &&
    typeof s.planId === 'string' &&
    typeof s.day === 'number' &&
    typeof s.step === 'number' &&
    typeof s.item === 'number' &&
    typeof s.phase === 'string' &&
    isNumberOrNull(s.endsAt) &&
    isNumberOrNull(s.pausedMs) &&
    Array.isArray(s.done) &&
    s.done.every((d) => typeof d === 'number') &&
    typeof s.startedAt === 'number'
  );
}

export function loadSession(userId: string): SessionState | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession(userId: string, state: SessionState): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(state));
  } catch {
    // Storage full or blocked: the session still runs, it just does not survive a reload.
  }
}

export function clearSession(userId: string): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // nothing stored
  }
}
