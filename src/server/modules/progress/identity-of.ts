import { LRUCache } from 'lru-cache';
import type { Muscle } from '#shared/coaching/training.ts';
import { exerciseByName, muscleOfName } from '../coach/understanding/entities.ts';

/** A name without case and extra spaces: "Zottman  Curl" and "zottman curl" are one exercise. */
export const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

export type Identity = {
  /** The library exercise's id, else the name's key. */
  key: string;
  /** The muscle the library (or a muscle named in it: "chest fly") gives; null when nothing fits. */
  muscle: Muscle | null;
  /** The library exercise the name is, else null. */
  exerciseId: string | null;
};

/**
 * Strong and Hevy name an exercise "Bench Press (Dumbbell)", "Triceps Pushdown (Cable - Straight Bar)":
 * the library knows "Dumbbell bench press". The equipment first, or null for a name without it.
 */
function equipmentFirst(name: string): string | null {
  const m = name.match(/^(.*\S)\s*\(([^()]+)\)\s*$/);
  const equipment = m?.[2]?.split(/\s+-\s+|\//)[0]?.trim();
  return m && equipment ? `${equipment} ${m[1]}` : null;
}

/**
 * The search over every name in four languages is not free, and a person logs a few dozen names
 * over and over: answers are kept, the least recently used leaving first (names are user text).
 */
const known = new LRUCache<string, Identity>({ max: 5000 });

/** A logged name's identity: its library exercise by any of its names ("Bench", "press banca"). */
export function identityOf(name: string): Identity {
  const key = nameKey(name);
  const hit = known.get(key);
  if (hit) return hit;
  const reordered = equipmentFirst(name);
  const exercise = (reordered && exerciseByName(reordered)) || exerciseByName(name);
  const identity: Identity = exercise
    ? { key: exercise.id, muscle: exercise.primary, exerciseId: exercise.id }
    : { key, muscle: (reordered && muscleOfName(reordered)) || muscleOfName(name), exerciseId: null };
  known.set(key, identity);
  return identity;
}
