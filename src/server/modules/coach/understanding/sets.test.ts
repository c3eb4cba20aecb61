import { describe, expect, it } from 'vitest';
import { normalize } from './text.ts';
import { understand } from './understand.ts';

/** Sets as the log tool would store them: one row per set. */
const stored = (message: string, lng: 'en' | 'es' | 'fr' | 'de' = 'en') =>
  understand(message, lng).logged.flatMap((s) =>
    Array.from({ length: s.sets }, () => ({ exercise: s.library?.id ?? s.exercise, kg: s.weightKg, reps: s.reps })),
  );

describe('a log sentence stores as many sets as it says', () => {
  it('"3 sets of 10 at 24 kg" is three sets, in four languages', () => {
    expect(stored('did 3 sets of dumbbell bench 24 kg x 10 today')).toHaveLength(3);
    expect(stored('hice 3 series de 10 de press de banca con 60 kg', 'es')).toHaveLength(3);
    expect(stored("j'ai fait 3 séries de 10 au développé couché à 60 kg", 'fr')).toHaveLength(3);
    expect(stored('heute 3 Sätze à 10 Bankdrücken mit 60 kg', 'de')).toHaveLength(3);
  });

  it('a weight without its unit after "at", "with", "con", "mit"', () => {
    expect(stored('squat 4x5 at 100')).toEqual(Array(4).fill({ exercise: 'back_squat', kg: 100, reps: 5 }));
    expect(stored('peso muerto 5 series de 3 con 140', 'es')).toHaveLength(5);
    expect(stored('Kreuzheben 3x5 mit 120', 'de')[0]).toMatchObject({ kg: 120, reps: 5 });
  });

  it('a list of reps is one set each: "8, 8, 7"', () => {
    expect(stored('bench press 60 kg 8, 8, 7').map((s) => s.reps)).toEqual([8, 8, 7]);
    expect(stored('sentadilla 80kg: 10/9/8', 'es').map((s) => s.reps)).toEqual([10, 9, 8]);
  });

  it('a ramp of weight × reps pairs: "100x5, 110x3, 120x1"', () => {
    expect(stored('deadlift 100x5, 110x3, 120x1')).toEqual([
      { exercise: 'deadlift', kg: 100, reps: 5 },
      { exercise: 'deadlift', kg: 110, reps: 3 },
      { exercise: 'deadlift', kg: 120, reps: 1 },
    ]);
  });

  it('numbers before a name count for it, and a clause without a name for the one before', () => {
    const two = stored('2 sets of 12 on the leg press with 150 kg and 3 sets of 15 leg curls at 40 kg');
    expect(two.filter((s) => s.exercise === 'leg_press')).toHaveLength(2);
    expect(two.filter((s) => s.exercise === 'leg_curl')).toHaveLength(3);
    const ramp = stored('bench 3x5 at 90 kg, then 2x8 at 70');
    expect(ramp).toHaveLength(5);
    expect(ramp.every((s) => s.exercise === 'bench_press')).toBe(true);
  });

  it('does not read sets where there are none', () => {
    expect(stored('i slept 5 hours and walked 30 min')).toEqual([]);
    expect(stored('how many sets of 8 should i do at 70 percent?')).toEqual([]);
    expect(normalize('3×8')).toBe('3×8');
  });
});
