import { describe, expect, it } from 'vitest';
import { adjustRest, clock, restLeft, startRest } from './rest-timer.ts';

describe('rest timer', () => {
  const t0 = 1_800_000_000_000;

  it('keeps true time from its end instant, whatever happened in between', () => {
    const rest = startRest('Goblet squat', 90, t0);
    expect(restLeft(rest, t0)).toBe(90);
    // A reload or a locked phone 61.5 s later: the time left is read from the clock, not from ticks.
    expect(restLeft(JSON.parse(JSON.stringify(rest)), t0 + 61_500)).toBe(29);
    expect(restLeft(rest, t0 + 95_000)).toBe(0);
  });

  it('adds or takes 15 s, never before now', () => {
    const rest = startRest('Bench press', 60, t0);
    expect(restLeft(adjustRest(rest, 15, t0), t0)).toBe(75);
    expect(restLeft(adjustRest(rest, -90, t0 + 10_000), t0 + 10_000)).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect([clock(90), clock(5), clock(0), clock(600)]).toEqual(['1:30', '0:05', '0:00', '10:00']);
  });
});
