import { type AgentCategoryId, type AgentStyleId, isStyleOf } from '#shared/catalog/agents.ts';
import { type BodyPart, injuredParts, mentionsEatingDisorder } from '#shared/coaching/injuries.ts';
import type { TAgentValidation } from '#shared/contracts/agents.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { AppError } from '../../errors.ts';
import { BODY_PART_NAMES, VALIDATION_TEXTS, type ValidationTextKey } from './validation-texts.ts';

/** What the rules read from a profile; absent profile means every style is allowed (docs/PRODUCT.md). */
export type ProfileForRules = {
  injuries: readonly string[];
  medicalConditions: readonly string[];
  fitnessLevel: string;
  parqRequiresClearance: boolean;
};

/**
 * A style's safety rules. The injury and clearance rules are declared by every style, even when
 * empty or false: a style cannot get "no rules" by omission.
 */
export type StyleRule = {
  /** Injured parts that block the style outright. */
  blockIf: readonly BodyPart[];
  /** Injured parts that only warn. */
  warnIf: readonly BodyPart[];
  /** Parts stressed by jumping and impact (warned with a low-impact note). */
  impact: readonly BodyPart[];
  /** Blocked when the PAR-Q says the person needs a doctor's clearance (else only a warning). */
  blockWhenClearance: boolean;
  blockWhenEatingDisorder?: boolean;
  warnBeginner?: boolean;
  alternatives: readonly AgentStyleId[];
};

const NONE: readonly BodyPart[] = [];

/**
 * The written rules (docs/PRODUCT.md, docs/coaching-guide.md): olympic blocked for shoulder
 * or wrist injuries with bodyweight offered; hiit, powerlifting and olympic blocked when
 * the PAR-Q needs clearance; fat loss blocked with an eating-disorder signal;
 * warnings for the rest. One entry per style id: a new style without its rules fails typecheck.
 */
export const STYLE_RULES: Record<AgentStyleId, StyleRule> = {
  hypertrophy: {
    blockIf: NONE,
    warnIf: ['shoulder', 'knee', 'lower_back', 'elbow', 'wrist'],
    impact: NONE,
    blockWhenClearance: false,
    alternatives: ['bodyweight'],
  },
  powerlifting: {
    blockIf: NONE,
    blockWhenClearance: true,
    warnIf: ['lower_back', 'knee', 'shoulder', 'hip'],
    impact: NONE,
    warnBeginner: true,
    alternatives: ['hypertrophy', 'bodyweight'],
  },
  olympic: {
    blockIf: ['shoulder', 'wrist'],
    // The lifts are loaded sets of 1-3 reps, which the PAR-Q limits exclude (decision 019).
    blockWhenClearance: true,
    warnIf: ['elbow', 'knee', 'lower_back'],
    impact: NONE,
    warnBeginner: true,
    alternatives: ['bodyweight', 'hypertrophy'],
  },
  muscle_gain: { blockIf: NONE, warnIf: NONE, impact: NONE, blockWhenClearance: false, alternatives: ['performance'] },
  fat_loss: {
    blockIf: NONE,
    warnIf: NONE,
    impact: NONE,
    blockWhenClearance: false,
    blockWhenEatingDisorder: true,
    alternatives: ['performance'],
  },
  performance: { blockIf: NONE, warnIf: NONE, impact: NONE, blockWhenClearance: false, alternatives: ['muscle_gain'] },
  hiit: {
    blockIf: NONE,
    warnIf: NONE,
    blockWhenClearance: true,
    impact: ['knee', 'ankle', 'hip'],
    warnBeginner: true,
    alternatives: ['endurance', 'rowing'],
  },
  endurance: {
    blockIf: NONE,
    warnIf: NONE,
    impact: ['knee', 'ankle'],
    blockWhenClearance: false,
    alternatives: ['rowing'],
  },
  rowing: {
    blockIf: NONE,
    warnIf: ['lower_back'],
    impact: NONE,
    blockWhenClearance: false,
    alternatives: ['endurance'],
  },
  vinyasa: {
    blockIf: NONE,
    warnIf: ['wrist', 'shoulder'],
    impact: NONE,
    blockWhenClearance: false,
    alternatives: ['yin', 'restorative'],
  },
  yin: { blockIf: NONE, warnIf: NONE, impact: NONE, blockWhenClearance: false, alternatives: ['restorative'] },
  restorative: { blockIf: NONE, warnIf: NONE, impact: NONE, blockWhenClearance: false, alternatives: ['yin'] },
  bodyweight: {
    blockIf: NONE,
    warnIf: ['wrist', 'shoulder', 'knee'],
    impact: NONE,
    blockWhenClearance: false,
    alternatives: ['mobility'],
  },
  mobility: { blockIf: NONE, warnIf: NONE, impact: NONE, blockWhenClearance: false, alternatives: ['restorative'] },
  kettlebell: {
    blockIf: NONE,
    warnIf: ['shoulder', 'lower_back', 'wrist'],
    impact: NONE,
    blockWhenClearance: false,
    warnBeginner: true,
    alternatives: ['bodyweight', 'mobility'],
  },
};

function text(language: Language, key: ValidationTextKey, parts: BodyPart[] = []): string {
  const names = parts.map((p) => BODY_PART_NAMES[language][p]).join(', ');
  return VALIDATION_TEXTS[language][key].replace('{parts}', names);
}

export function validateAgent(
  profile: ProfileForRules | null,
  categoryId: AgentCategoryId,
  styleId: string,
  language: Language,
): TAgentValidation | null {
  if (!isStyleOf(categoryId, styleId)) return null;
  if (!profile) return { allowed: true, alternatives: [], warnings: [] };
  const rule = STYLE_RULES[styleId];
  const injured = injuredParts(profile.injuries);
  const alternatives = rule.alternatives.filter((alt) => alt !== styleId);

  const blockingParts = rule.blockIf.filter((p) => injured.has(p));
  if (blockingParts.length > 0) {
    return { allowed: false, reason: text(language, 'blockedInjury', blockingParts), alternatives, warnings: [] };
  }
  if (rule.blockWhenClearance && profile.parqRequiresClearance) {
    return { allowed: false, reason: text(language, 'blockedClearance'), alternatives, warnings: [] };
  }
  if (rule.blockWhenEatingDisorder && mentionsEatingDisorder(profile.medicalConditions)) {
    return { allowed: false, reason: text(language, 'blockedEatingDisorder'), alternatives, warnings: [] };
  }

  const warnings: string[] = [];
  const warnParts = rule.warnIf.filter((p) => injured.has(p));
  if (warnParts.length > 0) warnings.push(text(language, 'warnInjury', warnParts));
  const impactParts = rule.impact.filter((p) => injured.has(p));
  if (impactParts.length > 0) warnings.push(text(language, 'warnImpact', impactParts));
  if (rule.warnBeginner && profile.fitnessLevel === 'beginner') warnings.push(text(language, 'warnBeginner'));
  if (profile.parqRequiresClearance) warnings.push(text(language, 'warnClearance'));
  return { allowed: true, alternatives: warnings.length > 0 ? alternatives : [], warnings };
}

/** The rules' view of a stored profile (none: every style is allowed). */
export function rulesOfProfile(profile: ProfileForRules | null | undefined): ProfileForRules | null {
  return profile
    ? {
        injuries: profile.injuries,
        medicalConditions: profile.medicalConditions,
        fitnessLevel: profile.fitnessLevel,
        parqRequiresClearance: profile.parqRequiresClearance,
      }
    : null;
}

/**
 * The one refusal of a style the rules block, wherever a style is chosen (onboarding's last step, a
 * new chat session; issue 25, finding 12): `AGENT_REQUIRED` for a style of no such category,
 * `AGENT_BLOCKED` with the reason in the person's language and the alternatives.
 */
export function requireAllowedAgent(
  profile: ProfileForRules | null,
  categoryId: AgentCategoryId,
  styleId: string,
  language: Language,
): TAgentValidation {
  const verdict = validateAgent(profile, categoryId, styleId, language);
  if (!verdict) throw new AppError('AGENT_REQUIRED', 'Please select a specialist');
  if (!verdict.allowed) {
    throw new AppError('AGENT_BLOCKED', verdict.reason ?? 'Not available', { alternatives: verdict.alternatives });
  }
  return verdict;
}
