import { DEFAULT_SETUP, type PlateSetup } from './plates.ts';
import type { RestState } from './rest-timer.ts';

/**
 * What the workout logger keeps on this device, per user (as the session player does, decision 018):
 * the sets being typed and the running rest, so that a reload or a locked phone resumes them, and the
 * person's bar and plates for the plate calculator.
 */
export type LoggerRow = { exercise: string; weight: string; reps: string; rir: string };
export type LoggerDraft = { v: 1; planId: string; day: number; rows: LoggerRow[]; rest: RestState | null };

const draftKey = (userId: string) => `forja-logger:${userId}`;
const platesKey = (userId: string) => `forja-plates:${userId}`;

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the logger still works, it just does not survive a reload.
  }
}

const isRow = (r: unknown): r is LoggerRow =>
  !!r &&
  typeof r === 'object' &&
  ['exercise', 'weight', 'reps', 'rir'].every((k) => typeof (r as Record<string, unknown>)[k] === 'string');

export function loadDraft(userId: string): LoggerDraft | null {
  const d = read(draftKey(userId)) as Partial<LoggerDraft> | null;
  if (d?.v !== 1 || typeof d.planId !== 'string' || typeof d.day !== 'number') return null;
  if (!Array.isArray(d.rows) || !d.rows.every(isRow)) return null;
  const rest = typeof d.rest?.endsAt === 'number' && typeof d.rest.exercise === 'string' ? d.rest : null;
  return { v: 1, planId: d.planId, day: d.day, rows: d.rows, rest };
}
export const saveDraft = (userId: string, draft: LoggerDraft | null) => write(draftKey(userId), draft);

export function loadPlates(userId: string): PlateSetup {
  const p = read(platesKey(userId)) as Partial<PlateSetup> | null;
  if (
    p &&
    (p.unit === 'kg' || p.unit === 'lb') &&
    typeof p.bar === 'number' &&
    Array.isArray(p.plates) &&
    p.plates.every((x) => typeof x === 'number')
  )
    return { unit: p.unit, bar: p.bar, plates: p.plates };
  return DEFAULT_SETUP.kg;
}
export const savePlates = (userId: string, setup: PlateSetup) => write(platesKey(userId), setup);
