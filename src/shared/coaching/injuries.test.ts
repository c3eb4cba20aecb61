import { describe, expect, it } from 'vitest';
import { injuredParts, mentionsEatingDisorder } from './injuries.ts';

describe('injuredParts', () => {
  it.each([
    [['shoulder impingement'], ['shoulder']],
    [['Hombro derecho operado'], ['shoulder']],
    [
      ['douleur à l’épaule', 'poignet'],
      ['shoulder', 'wrist'],
    ],
    [['Schulterschmerzen links'], ['shoulder']],
    [
      ['rodilla', 'lumbar'],
      ['knee', 'lower_back'],
    ],
    [
      ['Kniegelenk', 'Rücken'],
      ['knee', 'lower_back'],
    ],
    [
      ['genou gauche', 'cheville'],
      ['knee', 'ankle'],
    ],
    [['tennis elbow'], ['elbow']],
    [['none'], []],
    [['', '  '], []],
  ])('%j → %j', (input, expected) => {
    expect([...injuredParts(input)].sort()).toEqual([...expected].sort());
  });
});

describe('mentionsEatingDisorder', () => {
  it('recognises the four languages', () => {
    expect(mentionsEatingDisorder(['history of anorexia'])).toBe(true);
    expect(mentionsEatingDisorder(['trastorno alimentario'])).toBe(true);
    expect(mentionsEatingDisorder(['troubles alimentaires'])).toBe(true);
    expect(mentionsEatingDisorder(['Essstörung'])).toBe(true);
    expect(mentionsEatingDisorder(['asthma'])).toBe(false);
  });
});
