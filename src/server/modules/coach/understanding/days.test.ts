import { describe, expect, it } from 'vitest';
import { requestedDays } from './days.ts';
import { normalize } from './text.ts';

const days = (s: string, strict = false) => requestedDays(normalize(s), { strict });

describe('the days a week a member asks for', () => {
  it('reads digits, words and the number after "instead of"', () => {
    expect(days('can we make it 2')).toBe(2);
    expect(days('spread it over five days instead of three')).toBe(5);
    expect(days('tres días en lugar de cuatro')).toBe(3);
    expect(days('sur 4 jours au lieu de 2')).toBe(4);
    expect(days('lieber zweimal die Woche')).toBe(2);
  });

  it('counts a list of free weekdays', () => {
    expect(days("I'm only free Monday, Wednesday and Friday now")).toBe(3);
    expect(days('solo puedo lunes y jueves')).toBe(2);
  });

  it('in a new plan request, only numbers that count days', () => {
    expect(days('quatre soirs par semaine', true)).toBe(4);
    expect(days('I had a baby 3 months ago, plan please', true)).toBeUndefined();
    expect(days('tengo 2 tardes libres', true)).toBe(2);
  });
});
