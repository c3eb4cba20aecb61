import type { TProfile, TUser } from '#shared/contracts/profile.ts';
import type { profiles, users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

export function toUserDto(user: UserRow): TUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    language: user.language,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export function toProfileDto(profile: ProfileRow | undefined, user: UserRow): TProfile | null {
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
