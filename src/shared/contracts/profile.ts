import { z } from 'zod';

export const ZUser = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  language: z.string(),
  emailVerified: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZProfile = z.object({
  onboardingCompleted: z.boolean(),
  birthDate: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  weight: z.string().nullable(),
  height: z.string().nullable(),
  primaryGoal: z.enum(['build_muscle', 'lose_weight', 'get_stronger', 'improve_health']),
  injuries: z.array(z.string()),
  medicalConditions: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  equipment: z.array(z.string()),
  fitnessLevel: z.enum(['beginner', 'intermediate', 'advanced']),
  trainingMethod: z.enum(['rir', 'fixed_reps']),
  parqCompleted: z.boolean(),
  parqRequiresClearance: z.boolean(),
  selectedAgent: z.object({ category: z.string(), style: z.string() }).nullable(),
  timeZone: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** GET /api/profile: `user` is present when signed in. */
export const ZProfileResponse = z.object({
  user: ZUser.optional(),
  profile: ZProfile.nullable(),
});
export type TProfileResponse = z.infer<typeof ZProfileResponse>;
