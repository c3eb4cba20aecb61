import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './contracts/subscription.ts';
import { remainingMinutes, usedMinutes, usedTime } from './usage.ts';

describe('minute display rules (docs/PRODUCT.md)', () => {
  it('shows used minutes rounded up and remaining minutes rounded down', () => {
    expect(usedMinutes(0)).toBe(0);
    expect(usedMinutes(1)).toBe(1);
    expect(usedMinutes(60)).toBe(1);
    expect(usedMinutes(61)).toBe(2);
    expect(remainingMinutes(0)).toBe(0);
    expect(remainingMinutes(59)).toBe(0);
    expect(remainingMinutes(60)).toBe(1);
    expect(remainingMinutes(1799)).toBe(29);
    expect(remainingMinutes(-5)).toBe(0);
  });

  it('counts trial days left as the ceiling of days to the end, never below 0', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(trialDaysLeft(new Date(now + 3 * 86_400_000).toISOString(), now)).toBe(3);
    expect(trialDaysLeft(new Date(now + 2 * 86_400_000 + 1).toISOString(), now)).toBe(3);
    expect(trialDaysLeft(new Date(now + 1000).toISOString(), now)).toBe(1);
    expect(trialDaysLeft(new Date(now - 1000).toISOString(), now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
  });
});

describe('issue 24: time used is shown fairly', () => {
  it('a one-second reply is one second, not a minute', () => {
    expect(usedTime(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(usedTime(59)).toEqual({ unit: 'seconds', count: 59 });
  });
  it('from a minute on, minutes rounded to the nearest', () => {
    expect(usedTime(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(usedTime(89)).toEqual({ unit: 'minutes', count: 1 });
    expect(usedTime(90)).toEqual({ unit: 'minutes', count: 2 });
    expect(usedTime(0)).toEqual({ unit: 'seconds', count: 0 });
  });
});
