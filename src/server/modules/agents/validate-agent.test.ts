import { describe, expect, it } from 'vitest';
import { type ProfileForRules, validateAgent } from './validate-agent.ts';

const healthy: ProfileForRules = {
  injuries: [],
  medicalConditions: [],
  fitnessLevel: 'intermediate',
  parqRequiresClearance: false,
};

describe('validateAgent', () => {
  it('blocks Olympic lifting for a shoulder or wrist injury and before PAR-Q clearance, offering bodyweight', () => {
    for (const profile of [
      { ...healthy, injuries: ['right shoulder'] },
      { ...healthy, injuries: ['Handgelenk'] },
      { ...healthy, parqRequiresClearance: true },
    ])
      expect(validateAgent(profile, 'strength', 'olympic', 'en')).toMatchObject({
        allowed: false,
        alternatives: ['bodyweight', 'hypertrophy'],
      });
    expect(validateAgent(healthy, 'strength', 'olympic', 'en')).toMatchObject({ allowed: true, warnings: [] });
  });

  it('allows kettlebell work with a knee injury or before clearance, with a warning', () => {
    const knee = validateAgent({ ...healthy, injuries: ['knee'] }, 'functional', 'kettlebell', 'en');
    expect(knee).toMatchObject({ allowed: true });
    const cleared = validateAgent({ ...healthy, parqRequiresClearance: true }, 'functional', 'kettlebell', 'fr');
    expect(cleared).toMatchObject({ allowed: true, warnings: [expect.stringMatching(/médecin/)] });
  });
});
