import { describe, expect, it } from 'vitest';
import { AGENT_CATEGORIES, AGENT_STYLES } from '#shared/catalog/agents.ts';
import { type ProfileForRules, STYLE_RULES, validateAgent } from './validate-agent.ts';
import { BODY_PART_NAMES, VALIDATION_TEXTS } from './validation-texts.ts';

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

describe('the safety rules of every style', () => {
  const styles = AGENT_CATEGORIES.flatMap((category) => AGENT_STYLES[category].map((style) => ({ category, style })));

  it('walks all 15 styles: each blocks or warns as its declared injury and clearance rules say', () => {
    expect(styles).toHaveLength(15);
    for (const { category, style } of styles) {
      const rule = STYLE_RULES[style];
      expect(rule, style).toBeDefined();
      const clearance = validateAgent({ ...healthy, parqRequiresClearance: true }, category, style, 'en');
      expect(clearance?.allowed, `${style} before clearance`).toBe(!rule.blockWhenClearance);
      if (clearance?.allowed) expect(clearance.warnings, style).toContain(VALIDATION_TEXTS.en.warnClearance);
      const named = (part: string) => BODY_PART_NAMES.en[part] ?? part;
      for (const part of rule.blockIf) {
        const injured = validateAgent({ ...healthy, injuries: [named(part)] }, category, style, 'en');
        expect(injured, `${style} with a ${part} injury`).toMatchObject({ allowed: false });
      }
      for (const part of [...rule.warnIf, ...rule.impact]) {
        const injured = validateAgent({ ...healthy, injuries: [named(part)] }, category, style, 'en');
        expect(injured?.allowed, `${style} with a ${part} injury`).toBe(true);
        expect(injured?.warnings.join(' '), `${style} with a ${part} injury`).toContain(named(part));
      }
      for (const alternative of rule.alternatives) expect(styles.map((s) => s.style)).toContain(alternative);
    }
  });
});
