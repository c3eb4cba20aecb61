import { eq } from 'drizzle-orm';
import { ageOn } from '#shared/contracts/onboarding.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { type CoachProfile, DEFAULT_PROFILE } from './profile.ts';

/** The signed-in user's profile as the coach reads it. */
export async function loadCoachProfile(deps: Deps, userId: string): Promise<CoachProfile> {
  const [row] = await deps.db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return DEFAULT_PROFILE;
  const p = row.profile;
  return {
    fullName: row.user.fullName,
    age: p?.birthDate ? ageOn(p.birthDate) : null,
    gender: (p?.gender as CoachProfile['gender']) ?? null,
    weightKg: p?.weightKg ? Number(p.weightKg) : null,
    heightCm: p?.heightCm ? Number(p.heightCm) : null,
    goal: (p?.primaryGoal as CoachProfile['goal']) ?? 'build_muscle',
    level: (p?.fitnessLevel as CoachProfile['level']) ?? 'intermediate',
    method: (p?.trainingMethod as CoachProfile['method']) ?? 'rir',
    injuries: p?.injuries ?? [],
    conditions: p?.medicalConditions ?? [],
    restrictions: p?.dietaryRestrictions ?? [],
    equipment: p?.equipment ?? [],
    parqRequiresClearance: p?.parqRequiresClearance ?? false,
  };
}
