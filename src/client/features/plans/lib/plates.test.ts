import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, loadBar, unitToKg, warmupSets } from './plates.ts';

describe('plate calculator', () => {
  it('loads 102.5 kg on a 20 kg bar: 25 + 15 + 1.25 a side', () => {
    expect(loadBar(102.5, DEFAULT_SETUP.kg)).toEqual({ total: 102.5, perSide: [25, 15, 1.25], exact: true });
  });

  it('rounds a target to what the plates can load, the lighter on a tie', () => {
    // 101 kg: 40.5 a side is not loadable with 1.25 kg the smallest; 41.25 (102.5) is 0.75 away, 40 (100) 0.5.
    expect(loadBar(101, DEFAULT_SETUP.kg)).toMatchObject({ total: 100, perSide: [25, 15], exact: false });
    // 101.25: 100 and 102.5 are as near; the lighter one.
    expect(loadBar(101.25, DEFAULT_SETUP.kg).total).toBe(100);
    // Without 1.25 kg plates, 102.5 becomes 100 or 105: the lighter.
    expect(loadBar(102.5, { ...DEFAULT_SETUP.kg, plates: [25, 20, 15, 10, 5, 2.5] }).total).toBe(100);
  });

  it('gives the empty bar under the bar’s own weight, and plates of the person’s own set', () => {
    expect(loadBar(15, DEFAULT_SETUP.kg)).toEqual({ total: 20, perSide: [], exact: false });
    expect(loadBar(60, { unit: 'kg', bar: 15, plates: [10, 5] })).toMatchObject({ total: 55, perSide: [10, 10] });
  });

  it('works in pounds: 225 lb is two 45s a side', () => {
    expect(loadBar(225, DEFAULT_SETUP.lb)).toEqual({ total: 225, perSide: [45, 45], exact: true });
    expect(loadBar(137, DEFAULT_SETUP.lb)).toMatchObject({ total: 135, perSide: [45] });
    expect(unitToKg(225, 'lb')).toBe(102.06);
  });
});

describe('warm-up sets', () => {
  const toBar = (w: number) => loadBar(w, DEFAULT_SETUP.kg).total;

  it('ramps 40-80 % of the working load, loadable, before the first heavy lift', () => {
    expect(warmupSets(100, toBar, 20)).toEqual([
      { weight: 40, reps: 8 },
      { weight: 60, reps: 5 },
      { weight: 80, reps: 3 },
    ]);
  });

  it('never goes under the empty bar, repeats no load and skips a light working load', () => {
    expect(warmupSets(40, toBar, 20)).toEqual([
      { weight: 20, reps: 8 },
      { weight: 25, reps: 5 },
      { weight: 32.5, reps: 3 },
    ]);
    expect(warmupSets(20, toBar, 20)).toEqual([]);
    // Dumbbells: to the nearest 2 kg.
    expect(warmupSets(22, (w) => Math.round(w / 2) * 2)).toEqual([
      { weight: 8, reps: 8 },
      { weight: 14, reps: 5 },
      { weight: 18, reps: 3 },
    ]);
  });
});
