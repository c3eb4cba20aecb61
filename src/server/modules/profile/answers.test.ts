import { describe, expect, it } from 'vitest';
import { answersToProfile } from './answers.ts';

const now = new Date('2026-03-02T10:00:00Z');

describe('answersToProfile', () => {
  it('maps every step of a finished draft, the consent dates from when step 1 was answered', () => {
    const row = answersToProfile(
      {
        basic: {
          fullName: 'Ana Ruiz',
          email: 'ana@example.com',
          birthDate: '1990-05-01',
          gender: 'female',
          weight: '61.5',
          height: '168',
          primaryGoal: 'get_stronger',
          termsAccepted: true,
          privacyAccepted: true,
        },
        basicAt: '2026-03-01T09:00:00.000Z',
        health: {
          injuries: ['knee'],
          medicalConditions: [],
          dietaryRestrictions: ['vegetarian'],
          equipment: ['dumbbells'],
          fitnessLevel: 'beginner',
          trainingMethod: 'fixed_reps',
        },
        parq: { answers: [false, true, false, false, false, false, false], requiresClearance: true },
        agent: { category: 'strength', style: 'hypertrophy' },
      },
      now,
    );
    expect(row).toEqual({
      birthDate: '1990-05-01',
      gender: 'female',
      weightKg: '61.5',
      heightCm: '168',
      primaryGoal: 'get_stronger',
      termsAcceptedAt: new Date('2026-03-01T09:00:00.000Z'),
      privacyAcceptedAt: new Date('2026-03-01T09:00:00.000Z'),
      injuries: ['knee'],
      medicalConditions: [],
      dietaryRestrictions: ['vegetarian'],
      equipment: ['dumbbells'],
      fitnessLevel: 'beginner',
      trainingMethod: 'fixed_reps',
      parqAnswers: [false, true, false, false, false, false, false],
      parqCompleted: true,
      parqRequiresClearance: true,
      agentCategory: 'strength',
      agentStyle: 'hypertrophy',
      onboardingCompletedAt: now,
      updatedAt: now,
    });
  });

  it('gives a step never answered the column defaults, and completes onboarding only with the PAR-Q', () => {
    expect(answersToProfile({ agent: { category: 'strength', style: 'hypertrophy' } }, now)).toEqual({
      birthDate: null,
      gender: null,
      weightKg: null,
      heightCm: null,
      primaryGoal: 'build_muscle',
      termsAcceptedAt: null,
      privacyAcceptedAt: null,
      injuries: [],
      medicalConditions: [],
      dietaryRestrictions: [],
      equipment: [],
      fitnessLevel: 'intermediate',
      trainingMethod: 'rir',
      parqAnswers: null,
      parqCompleted: false,
      parqRequiresClearance: false,
      agentCategory: 'strength',
      agentStyle: 'hypertrophy',
      onboardingCompletedAt: null,
      updatedAt: now,
    });
  });
});
