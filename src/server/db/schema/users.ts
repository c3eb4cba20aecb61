import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    fullName: text('full_name'),
    language: text('language').notNull().default('en'),
    timeZone: text('time_zone').notNull().default('Europe/Madrid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthDate: date('birth_date'),
  gender: text('gender'),
  weightKg: numeric('weight_kg', { precision: 5, scale: 1 }),
  heightCm: numeric('height_cm', { precision: 5, scale: 1 }),
  primaryGoal: text('primary_goal').notNull().default('build_muscle'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
  injuries: jsonb('injuries').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  medicalConditions: jsonb('medical_conditions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  dietaryRestrictions: jsonb('dietary_restrictions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  equipment: jsonb('equipment').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  fitnessLevel: text('fitness_level').notNull().default('intermediate'),
  trainingMethod: text('training_method').notNull().default('rir'),
  parqCompleted: boolean('parq_completed').notNull().default(false),
  parqRequiresClearance: boolean('parq_requires_clearance').notNull().default(false),
  parqAnswers: jsonb('parq_answers').$type<boolean[]>(),
  agentCategory: text('agent_category'),
  agentStyle: text('agent_style'),
  onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
  /** The weekly leaderboard is opt-in (docs/PRODUCT.md): only the first name is shown. */
  leaderboardOptIn: boolean('leaderboard_opt_in').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie holds a random id, only its SHA-256 hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Magic sign-in links; only the SHA-256 hash of the token is stored. */
export const magicLinks = pgTable(
  'magic_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    /**
     * What a queued mail names (the job holds no token): its worker mints the token and replaces the
     * hash, which until then is of a random value nobody holds (issue 25, finding 10).
     */
    id: uuid('id').notNull().defaultRandom().unique(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull().default('sign_in'),
    /** For links mailed at the end of a visitor's onboarding: the answers to apply on first sign-in. */
    draftId: uuid('draft_id'),
    /**
     * Where the link brings the person back to (an app path, checked again at sign-in): a sign-in link
     * mailed at the end of onboarding for an address that has an account, whose draft is dropped then.
     */
    redirectTo: text('redirect_to'),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('magic_links_email_idx').on(t.email, t.createdAt)],
);

/**
 * A visitor's onboarding answers, held by a short-lived cookie until the
 * emailed link proves the address (docs/decisions/005-visitor-onboarding.md).
 * Nothing here touches an account until then.
 */
export const onboardingDrafts = pgTable('onboarding_drafts', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** The address already had an account: this draft is never applied. */
  existingAccount: boolean('existing_account').notNull().default(false),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Work a member may run once at a time (issue 25): a chat reply (`chat_reply`), a file import
 * (`import`). A row is taken before the work and deleted after it; a row whose `expiresAt` passed
 * (its instance died) is taken over. `tokenHash`: who holds it (the hash of the request's
 * Idempotency-Key, so that its retry takes it over, else a random id).
 */
export const requestLeases = pgTable(
  'request_leases',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
