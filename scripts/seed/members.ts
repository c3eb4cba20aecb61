import type { AgentCategoryId } from '#shared/catalog/agents.ts';
import type { TBasicInfoInput, THealthProfileInput } from '#shared/contracts/onboarding.ts';
import type { Lift } from './history.ts';

/** A seed member: who they are (onboarding's answers), how they train, and where they connect from. */
export type SeedMember = {
  basic: Omit<TBasicInfoInput, 'termsAccepted' | 'privacyAccepted' | 'timeZone'>;
  health: THealthProfileInput;
  agent: { category: AgentCategoryId; style: string };
  /** A documentation address (RFC 5737) of its own: the per-IP limits count each member apart. */
  address: string;
  history: { weekPattern: number[]; skip: number; strength: number; rate: number; seed: number };
};

export const DEMO_EMAIL = 'demo@forja.local';

/** The member a newcomer signs in as: a trained lifter with a full gym, coached by Bruno. */
export const DEMO: SeedMember = {
  basic: {
    fullName: 'Alex Demo',
    email: DEMO_EMAIL,
    birthDate: '1993-04-12',
    gender: 'male',
    weight: 78,
    height: 178,
    primaryGoal: 'build_muscle',
    language: 'en',
  },
  health: {
    injuries: [],
    medicalConditions: [],
    dietaryRestrictions: [],
    equipment: ['full gym'],
    fitnessLevel: 'intermediate',
    trainingMethod: 'rir',
  },
  agent: { category: 'strength', style: 'hypertrophy' },
  address: '192.0.2.10',
  // Four days a week (yesterday, then two, four and five days before), a session missed now and then.
  history: { weekPattern: [0, 2, 4, 5], skip: 0.12, strength: 1, rate: 0.008, seed: 1 },
};

/** A full-body routine the other members follow (they have no plan of their own). */
export const FULL_BODY: Lift[][] = [
  [
    { name: 'Barbell back squat', sets: 3, repsLow: 5, repsHigh: 8, rir: 2 },
    { name: 'Barbell bench press', sets: 3, repsLow: 6, repsHigh: 10, rir: 2 },
    { name: 'Barbell row', sets: 3, repsLow: 8, repsHigh: 12, rir: 2 },
  ],
  [
    { name: 'Romanian deadlift', sets: 3, repsLow: 6, repsHigh: 10, rir: 2 },
    { name: 'Overhead press', sets: 3, repsLow: 6, repsHigh: 10, rir: 2 },
    { name: 'Lat pulldown', sets: 3, repsLow: 8, repsHigh: 12, rir: 2 },
  ],
];

/** Opted-in members who give the leaderboard its other rows; each trains more or less often. */
export const OTHERS: SeedMember[] = [
  {
    basic: {
      fullName: 'Marta Ruiz',
      email: 'marta@forja.local',
      birthDate: '1990-09-03',
      gender: 'female',
      weight: 61,
      height: 165,
      primaryGoal: 'get_stronger',
      language: 'es',
    },
    health: { equipment: ['gimnasio completo'], fitnessLevel: 'advanced' },
    agent: { category: 'strength', style: 'powerlifting' },
    address: '192.0.2.11',
    history: { weekPattern: [0, 1, 3, 4, 6], skip: 0.1, strength: 0.7, rate: 0.006, seed: 2 },
  },
  {
    basic: {
      fullName: 'Jonas Becker',
      email: 'jonas@forja.local',
      birthDate: '1987-01-21',
      gender: 'male',
      weight: 84,
      height: 183,
      primaryGoal: 'improve_health',
      language: 'de',
    },
    health: { equipment: ['Fitnessstudio'], fitnessLevel: 'intermediate' },
    agent: { category: 'strength', style: 'hypertrophy' },
    address: '192.0.2.12',
    history: { weekPattern: [1, 3, 5], skip: 0.15, strength: 0.95, rate: 0.005, seed: 3 },
  },
  {
    basic: {
      fullName: 'Chloé Martin',
      email: 'chloe@forja.local',
      birthDate: '1998-06-30',
      gender: 'female',
      weight: 57,
      height: 162,
      primaryGoal: 'build_muscle',
      language: 'fr',
    },
    health: { equipment: ['salle de sport'], fitnessLevel: 'beginner' },
    agent: { category: 'strength', style: 'hypertrophy' },
    address: '192.0.2.13',
    history: { weekPattern: [2, 5], skip: 0.2, strength: 0.5, rate: 0.012, seed: 4 },
  },
];

/** Every address the seed owns: a reset deletes these accounts and nothing else. */
export const SEED_EMAILS = [DEMO, ...OTHERS].map((m) => m.basic.email);
