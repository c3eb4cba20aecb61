import { z } from 'zod';
import { AGENT_CATEGORIES, AGENT_STYLES } from '../catalog/agents.ts';
import { ZEmail, ZLanguage } from './auth.ts';
import { ZUser } from './profile.ts';

export const MIN_AGE = 16;
export const PRIMARY_GOALS = ['build_muscle', 'lose_weight', 'get_stronger', 'improve_health'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const FITNESS_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const TRAINING_METHODS = ['rir', 'fixed_reps'] as const;
export const PARQ_QUESTION_COUNT = 7;

/** Whole years between a YYYY-MM-DD birth date and today (UTC). */
export function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A measurement typed as a number or a string (docs/PRODUCT.md: "sent as string"), kept as a decimal string. */
const measurement = (min: number, max: number, code: 'INVALID_WEIGHT' | 'INVALID_HEIGHT') =>
  z.preprocess(
    emptyToUndefined,
    z
      .union([z.number(), z.string().trim()], { message: code })
      .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))))
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, { message: code })
      .transform((n) => String(Math.round(n * 10) / 10))
      .optional(),
  );

export const ZBasicInfo = z.object({
  fullName: z
    .string({ message: 'NAME_REQUIRED' })
    .trim()
    .min(2, { message: 'NAME_REQUIRED' })
    .max(100, { message: 'NAME_REQUIRED' }),
  email: ZEmail,
  birthDate: z.preprocess(
    emptyToUndefined,
    z
      .string({ message: 'INVALID_BIRTH_DATE' })
      .refine(isRealDate, { message: 'INVALID_BIRTH_DATE' })
      .refine((s) => ageOn(s) <= 120 && ageOn(s) >= 0, { message: 'INVALID_BIRTH_DATE' })
      .refine((s) => ageOn(s) >= MIN_AGE, { message: 'AGE_MINIMUM' })
      .optional(),
  ),
  gender: z.preprocess(emptyToUndefined, z.enum(GENDERS, { message: 'BAD_REQUEST' }).optional()),
  weight: measurement(30, 300, 'INVALID_WEIGHT'),
  height: measurement(100, 250, 'INVALID_HEIGHT'),
  primaryGoal: z.enum(PRIMARY_GOALS, { message: 'BAD_REQUEST' }).default('build_muscle'),
  termsAccepted: z.literal(true, { message: 'TERMS_REQUIRED' }),
  privacyAccepted: z.literal(true, { message: 'PRIVACY_REQUIRED' }),
  /** IANA time zone from the browser; the user's day for AI minutes follows it. */
  timeZone: z.string().max(64).optional(),
  language: ZLanguage.optional(),
});
export type TBasicInfo = z.infer<typeof ZBasicInfo>;
export type TBasicInfoInput = z.input<typeof ZBasicInfo>;

export const ZBasicInfoResponse = z.object({ user: z.object({ id: z.uuid() }) });

const textList = z
  .array(z.string().trim().max(120))
  .max(30)
  .default([])
  .transform((l) => l.filter((s) => s.length > 0));

export const ZHealthProfile = z.object({
  injuries: textList,
  medicalConditions: textList,
  dietaryRestrictions: textList,
  equipment: textList,
  fitnessLevel: z.enum(FITNESS_LEVELS, { message: 'BAD_REQUEST' }).default('intermediate'),
  trainingMethod: z.enum(TRAINING_METHODS, { message: 'BAD_REQUEST' }).default('rir'),
  parqCompleted: z.boolean().default(false),
  parqRequiresClearance: z.boolean().default(false),
  userId: z.uuid().optional(),
});
export type THealthProfile = z.infer<typeof ZHealthProfile>;
export type THealthProfileInput = z.input<typeof ZHealthProfile>;

export const ZParqRequest = z.object({
  answers: z.array(z.boolean()).length(PARQ_QUESTION_COUNT, { message: 'PARQ_REQUIRED' }),
  userId: z.uuid().optional(),
});
export const ZParqResponse = z.object({ parqCompleted: z.literal(true), parqRequiresClearance: z.boolean() });

export const ZSelectedAgent = z
  .object(
    {
      category: z.enum(AGENT_CATEGORIES, { message: 'AGENT_REQUIRED' }),
      style: z.string({ message: 'AGENT_REQUIRED' }),
    },
    { message: 'AGENT_REQUIRED' },
  )
  .refine((a) => (AGENT_STYLES[a.category] as readonly string[]).includes(a.style), { message: 'AGENT_REQUIRED' });

export const ZCompleteRequest = z.object({
  selectedAgent: ZSelectedAgent,
  userId: z.uuid().optional(),
  /**
   * Where the mailed link should bring a visitor back to (an app path such as
   * '/subscription?pricing=open&plan=PRO'); anything else is ignored (decision 023).
   */
  redirectTo: z.string().max(300).optional(),
});

export const ZCompleteResponse = z.object({
  completed: z.literal(true),
  /** Signed in: the account, and where to go next. */
  user: ZUser.optional(),
  redirectTo: z.string().optional(),
  /** A visitor: a link was mailed to this address to verify it and sign in. */
  emailSentTo: z.string().optional(),
});
export type TCompleteResponse = z.infer<typeof ZCompleteResponse>;

/** The injuries and equipment text areas: split on commas, trimmed, empty entries dropped (docs/PRODUCT.md). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
