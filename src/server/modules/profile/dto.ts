import type { TProfile } from '#shared/contracts/profile.ts';
import type { users } from '../../db/schema/index.ts';
import type { ProfileRow } from './profile.ts';

/** The profile as `/api/profile` sends it; the time zone is the user row's. */
export function toProfileDto(profile: ProfileRow | undefined, user: typeof users.$inferSelect): TProfile | null {
  if (!profile) return null;
  return {
    onboardingCompleted: profile.onboardingCompletedAt !== null,
    birthDate: profile.birthDate,
    gender: (profile.gender as TProfile['gender']) ?? null,
    weight: profile.weightKg,
    height: profile.heightCm,
    primaryGoal: profile.primaryGoal as TProfile['primaryGoal'],
    injuries: profile.injuries,
    medicalConditions: profile.medicalConditions,
    dietaryRestrictions: profile.dietaryRestrictions,
    equipment: profile.equipment,
    fitnessLevel: profile.fitnessLevel as TProfile['fitnessLevel'],
    trainingMethod: profile.trainingMethod as TProfile['trainingMethod'],
    parqCompleted: profile.parqCompleted,
    parqRequiresClearance: profile.parqRequiresClearance,
    selectedAgent:
      profile.agentCategory && profile.agentStyle
        ? { category: profile.agentCategory, style: profile.agentStyle }
        : null,
    timeZone: user.timeZone,
  };
}
