import { LANDMARKS, MUSCLES, type Muscle } from '#shared/coaching/training.ts';
import type { TPlanExercise } from '#shared/contracts/plans.ts';
import { findExercise } from '../../library/exercises.ts';

/** Weekly direct and effective (direct + half of indirect) sets per muscle. */
export function weeklySets(exercises: TPlanExercise[]): Map<Muscle, { direct: number; effective: number }> {
  const out = new Map<Muscle, { direct: number; effective: number }>();
  const add = (m: Muscle, direct: number, effective: number) => {
    const cur = out.get(m) ?? { direct: 0, effective: 0 };
    out.set(m, { direct: cur.direct + direct, effective: cur.effective + effective });
  };
  for (const e of exercises) {
    if (!(MUSCLES as readonly string[]).includes(e.primaryMuscle)) continue;
    add(e.primaryMuscle as Muscle, e.sets, e.sets);
    for (const s of findExercise(e.name)?.secondary ?? []) add(s, 0, e.sets / 2);
  }
  return out;
}

/**
 * Keeps each muscle's effective weekly sets within its MRV by taking direct
 * sets from its last exercises (isolation work goes first); an exercise left
 * with no sets is dropped.
 */
export function trimToRecoverable(exercises: TPlanExercise[]): TPlanExercise[] {
  const out = [...exercises];
  for (const m of MUSCLES) {
    for (const pass of ['isolation', 'compound'] as const) {
      let excess = (weeklySets(out.filter((e) => e.sets > 0)).get(m)?.effective ?? 0) - LANDMARKS[m].mrv;
      for (let i = out.length - 1; i >= 0 && excess > 0; i--) {
        const e = out[i] as TPlanExercise;
        const compound = findExercise(e.name)?.compound ?? false;
        if (e.primaryMuscle !== m || compound !== (pass === 'compound')) continue;
        const cut = Math.min(Math.ceil(excess), e.sets);
        out[i] = { ...e, sets: e.sets - cut };
        excess -= cut;
      }
    }
  }
  return out.filter((e) => e.sets > 0);
}
