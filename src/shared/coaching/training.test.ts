import { describe, expect, it } from 'vitest';
import { estimateOneRepMax, MAX_REPS_FOR_ESTIMATE } from './training.ts';

describe('estimateOneRepMax: the one estimate shown by the chat, the records, the charts and the landing', () => {
  it('counts the reps in reserve: 80 kg × 8 at RIR 2 is 10 effective reps, where Epley and Brzycki meet', () => {
    // Epley 80 × (1 + 10/30) = 106.67; Brzycki 80 × 36 / 27 = 106.67.
    expect(estimateOneRepMax(80, 8, 2)).toEqual({ epley: 106.7, brzycki: 106.7, effectiveReps: 10 });
    // Without RIR the same set is 8 reps: 101.3 kg by Epley, 99.3 kg by Brzycki.
    expect(estimateOneRepMax(80, 8)).toEqual({ epley: 101.3, brzycki: 99.3, effectiveReps: 8 });
  });

  it('takes a single rep to failure as the 1RM itself', () => {
    expect(estimateOneRepMax(140, 1, 0)).toEqual({ epley: 140, brzycki: 140, effectiveReps: 1 });
    // One rep with 2 left is a 3-rep effort: 140 × 1.1 = 154.
    expect(estimateOneRepMax(140, 1, 2)?.epley).toBe(154);
  });

  it('makes no estimate above 12 effective reps, without a load, or without a rep', () => {
    expect(MAX_REPS_FOR_ESTIMATE).toBe(12);
    expect(estimateOneRepMax(60, 12, 0)?.epley).toBe(84);
    expect(estimateOneRepMax(60, 12, 1)).toBeNull();
    expect(estimateOneRepMax(20, 12, 2)).toBeNull(); // the goblet squat: 14 effective reps
    expect(estimateOneRepMax(60, 7, 5)?.effectiveReps).toBe(12);
    expect(estimateOneRepMax(60, 8, 5)).toBeNull();
    expect(estimateOneRepMax(0, 5, 1)).toBeNull();
    expect(estimateOneRepMax(60, 0, 3)).toBeNull();
  });

  it('rounds once, to 0.1 kg', () => {
    // 22 kg × 9 at RIR 1 (the dumbbell bench press): 22 × (1 + 10/30) = 29.33.
    expect(estimateOneRepMax(22, 9, 1)?.epley).toBe(29.3);
    expect(estimateOneRepMax(102.5, 3, 0)?.epley).toBe(112.8);
  });
});
