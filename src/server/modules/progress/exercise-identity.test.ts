import { describe, expect, it, vi } from 'vitest';

// Counts the library searches that identityOf makes.
const searches = vi.hoisted(() => ({ count: 0 }));
vi.mock('../coach/understanding/entities.ts', async (original) => {
  const real = await original<typeof import('../coach/understanding/entities.ts')>();
  return {
    ...real,
    exerciseByName: (name: string) => {
      searches.count++;
      return real.exerciseByName(name);
    },
  };
});
const { identityOf } = await import('./exercise-identity.ts');

describe('exercise identity', () => {
  it('finding 1: names kept are the recently used ones, and a full cache does not forget them all', () => {
    expect(identityOf('Bench Press (Barbell)')).toMatchObject({ exerciseId: 'bench_press', muscle: 'chest' });
    for (let i = 0; i < 5000; i++) {
      identityOf(`Made up exercise ${i}`);
      // The member's own names are read again and again (every progress read).
      if (i % 1000 === 0) identityOf('Bench Press (Barbell)');
    }
    searches.count = 0;
    expect(identityOf('Bench Press (Barbell)')).toMatchObject({ exerciseId: 'bench_press' });
    expect(identityOf('Made up exercise 4999')).toMatchObject({ exerciseId: null });
    expect(searches.count).toBe(0);
  });
});
