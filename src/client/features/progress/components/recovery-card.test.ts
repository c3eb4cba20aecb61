import { describe, expect, it } from 'vitest';
import { recoveryBar } from './recovery-card.tsx';

describe('issue 24: the recovery bar is the percentage written beside it', () => {
  it('66 % fatigued is a bar two thirds full, in the fatigued colour', () => {
    expect(recoveryBar(66)).toEqual({ width: 66, tone: 'fatigued' });
  });
  it('stays within the bar', () => {
    expect(recoveryBar(104).width).toBe(100);
    expect(recoveryBar(-3).width).toBe(0);
    expect(recoveryBar(92).tone).toBe('fresh');
  });
});
