import type { TBasicInfo, THealthProfile } from '#shared/contracts/onboarding.ts';

/** Step 2's answers as stored: the columns of the same names. */
export type HealthAnswers = Pick<
  THealthProfile,
  'injuries' | 'medicalConditions' | 'dietaryRestrictions' | 'equipment' | 'fitnessLevel' | 'trainingMethod'
>;

/** The PAR-Q+ answers and what they mean: any "yes" means clearance is needed. */
export type ParqResult = { answers: boolean[]; requiresClearance: boolean };

/** The coach chosen at the last step. */
export type AgentChoice = { category: string; style: string };

/**
 * Every onboarding answer a profile is made of, as a visitor's draft holds them until the emailed
 * link proves the address (decision 005). A signed-in user's answers are written one step at a time.
 */
export type OnboardingAnswers = {
  basic?: TBasicInfo;
  /** When the terms and privacy policy were accepted (ISO). */
  basicAt?: string;
  health?: HealthAnswers;
  parq?: ParqResult;
  agent?: AgentChoice;
};

/** Step 1's profile columns; accepting the terms and the privacy policy is part of the step. */
export function basicProfileValues(basic: TBasicInfo, acceptedAt: Date) {
  return {
    birthDate: basic.birthDate ?? null,
    gender: basic.gender ?? null,
    weightKg: basic.weight ?? null,
    heightCm: basic.height ?? null,
    primaryGoal: basic.primaryGoal,
    termsAcceptedAt: acceptedAt,
    privacyAcceptedAt: acceptedAt,
  };
}

/** Step 1's columns of the user row: the name, and the time zone and language when known. */
export function basicUserValues(basic: TBasicInfo, now: Date) {
  return {
    fullName: basic.fullName,
    ...(basic.timeZone ? { timeZone: basic.timeZone } : {}),
    ...(basic.language ? { language: basic.language } : {}),
    updatedAt: now,
  };
}

export function healthValues(health: HealthAnswers) {
  return {
    injuries: health.injuries,
    medicalConditions: health.medicalConditions,
    dietaryRestrictions: health.dietaryRestrictions,
    equipment: health.equipment,
    fitnessLevel: health.fitnessLevel,
    trainingMethod: health.trainingMethod,
  };
}

export function parqValues(parq: ParqResult) {
  return { parqAnswers: parq.answers, parqCompleted: true, parqRequiresClearance: parq.requiresClearance };
}

/** Choosing the coach is what completes onboarding. */
export function agentValues(agent: AgentChoice, now: Date) {
  return { agentCategory: agent.category, agentStyle: agent.style, onboardingCompletedAt: now };
}

/**
 * A whole profile row from a draft's answers: a step not answered gets the column's default, and
 * onboarding is complete only with both the PAR-Q and a chosen coach.
 */
export function answersToProfile(answers: OnboardingAnswers, now: Date) {
  const { basic, health, parq, agent } = answers;
  return {
    ...(basic
      ? basicProfileValues(basic, new Date(answers.basicAt ?? now))
      : {
          birthDate: null,
          gender: null,
          weightKg: null,
          heightCm: null,
          primaryGoal: 'build_muscle',
          termsAcceptedAt: null,
          privacyAcceptedAt: null,
        }),
    ...(health
      ? healthValues(health)
      : {
          injuries: [],
          medicalConditions: [],
          dietaryRestrictions: [],
          equipment: [],
          fitnessLevel: 'intermediate',
          trainingMethod: 'rir',
        }),
    ...(parq ? parqValues(parq) : { parqAnswers: null, parqCompleted: false, parqRequiresClearance: false }),
    agentCategory: agent?.category ?? null,
    agentStyle: agent?.style ?? null,
    onboardingCompletedAt: agent && parq ? now : null,
    updatedAt: now,
  };
}
