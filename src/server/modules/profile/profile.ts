import { eq } from 'drizzle-orm';
import type { TBasicInfo } from '#shared/contracts/onboarding.ts';
import type { Db, Tx } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { carryDayToTimeZone } from '../usage/minutes.ts';
import {
  type AgentChoice,
  agentValues,
  answersToProfile,
  basicProfileValues,
  basicUserValues,
  type HealthAnswers,
  healthValues,
  type OnboardingAnswers,
  type ParqResult,
  parqValues,
} from './answers.ts';

/**
 * Every write to `profiles` lives here. Each one calls `userCache.forget(userId)` once it has
 * committed, since `/api/profile` and the session row are kept until then (decision 012); a write
 * made inside the caller's transaction leaves that to the caller, after its commit.
 */
type ProfileDeps = Pick<Deps, 'db' | 'userCache'>;

export type ProfileRow = typeof profiles.$inferSelect;

/** The columns a write sets (every one but the key). */
type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, 'userId'>>;

/** Inserts the row or sets these columns: a user who signed in before onboarding has no row yet. */
function upsertProfile(db: Db, userId: string, values: ProfileValues) {
  return db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

/** The profile row of `/api/profile`, read on every page: kept in the user cache until a write here. */
export async function loadProfile(deps: ProfileDeps, userId: string): Promise<ProfileRow | undefined> {
  return deps.userCache.load(userId, 'profile', async () => {
    const [row] = await deps.db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
    return { value: row };
  });
}

/**
 * Onboarding's step 1 for a signed-in user: the profile's columns and the user's name, language and
 * time zone, together. A new time zone carries today's AI minutes to the new local day.
 * `basic.timeZone` is a zone the caller checked.
 */
export async function saveBasicInfo(deps: ProfileDeps, userId: string, basic: TBasicInfo): Promise<void> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await upsertProfile(tx, userId, { ...basicProfileValues(basic, now), updatedAt: now });
    if (basic.timeZone) await carryDayToTimeZone(tx, userId, basic.timeZone, now);
    await tx.update(users).set(basicUserValues(basic, now)).where(eq(users.id, userId));
  });
  deps.userCache.forget(userId);
}

export type HealthInput = HealthAnswers & {
  /** The PAR-Q flags the client sent; the caller passes them only while no questionnaire answers are stored. */
  parq?: { parqCompleted: boolean; parqRequiresClearance: boolean };
};

/** Onboarding's step 2: the health and fitness profile. */
export async function saveHealthProfile(deps: ProfileDeps, userId: string, input: HealthInput): Promise<void> {
  await upsertProfile(deps.db, userId, { ...healthValues(input), ...input.parq, updatedAt: new Date() });
  deps.userCache.forget(userId);
}

/** The PAR-Q+ answers and whether they ask for a doctor's clearance. */
export async function saveParq(deps: ProfileDeps, userId: string, parq: ParqResult): Promise<void> {
  await upsertProfile(deps.db, userId, { ...parqValues(parq), updatedAt: new Date() });
  deps.userCache.forget(userId);
}

/** Onboarding's last step: the chosen coach, which completes onboarding. */
export async function saveChosenAgent(deps: ProfileDeps, userId: string, agent: AgentChoice): Promise<void> {
  const now = new Date();
  await deps.db
    .update(profiles)
    .set({ ...agentValues(agent, now), updatedAt: now })
    .where(eq(profiles.userId, userId));
  deps.userCache.forget(userId);
}

/**
 * A visitor's onboarding draft becomes the profile (and the name, language and time zone of the
 * user row) at their first sign-in. Runs inside the sign-in's transaction `tx`: the caller forgets
 * the user's cached reads after it commits.
 */
export async function applyDraft(tx: Tx, userId: string, answers: OnboardingAnswers) {
  const now = new Date();
  const [profile] = await upsertProfile(tx, userId, answersToProfile(answers, now)).returning();
  const [user] = answers.basic
    ? await tx.update(users).set(basicUserValues(answers.basic, now)).where(eq(users.id, userId)).returning()
    : [];
  return { profile, user };
}

/** The leaderboard shows only those who opt in (docs/PRODUCT.md). */
export async function setLeaderboardOptIn(
  deps: ProfileDeps,
  userId: string,
  optIn: boolean,
): Promise<{ optedIn: boolean }> {
  await deps.db.update(profiles).set({ leaderboardOptIn: optIn }).where(eq(profiles.userId, userId));
  deps.userCache.forget(userId);
  return { optedIn: optIn };
}
