import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localDay } from './time.ts';

describe('local days', () => {
  it('names the day in the user’s zone, not the server’s', () => {
    const at = new Date('2026-03-10T23:30:00Z');
    expect(localDay('Europe/Madrid', at)).toBe('2026-03-11');
    expect(localDay('America/New_York', at)).toBe('2026-03-10');
    expect(localDay('Asia/Tokyo', at)).toBe('2026-03-11');
  });

  it('ends the day at 23:59:59 local time across zones and DST changes', () => {
    expect(endOfLocalDay('Europe/Madrid', new Date('2026-01-15T10:00:00Z')).toISOString()).toBe(
      '2026-01-15T22:59:59.000Z',
    );
    expect(endOfLocalDay('Europe/Madrid', new Date('2026-07-15T10:00:00Z')).toISOString()).toBe(
      '2026-07-15T21:59:59.000Z',
    );
    expect(endOfLocalDay('America/Los_Angeles', new Date('2026-07-15T10:00:00Z')).toISOString()).toBe(
      '2026-07-16T06:59:59.000Z',
    );
    // The day DST starts in Madrid (29 March 2026): the evening is already UTC+2.
    expect(endOfLocalDay('Europe/Madrid', new Date('2026-03-29T00:30:00Z')).toISOString()).toBe(
      '2026-03-29T21:59:59.000Z',
    );
    expect(endOfLocalDay('Asia/Kolkata', new Date('2026-05-01T20:00:00Z')).toISOString()).toBe(
      '2026-05-02T18:29:59.000Z',
    );
  });
});
