import { eq, inArray } from 'drizzle-orm';
import {
  chatMessages,
  chatSessions,
  checkouts,
  customExercises,
  idempotencyKeys,
  leaderboardWeeks,
  magicLinks,
  minuteLedger,
  minutePackages,
  nutritionPlans,
  onboardingDrafts,
  profiles,
  requestLeases,
  sessions,
  subscriptions,
  supportRequests,
  usageDays,
  users,
  workoutPlans,
  workoutSets,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { sha256 } from '../../lib-crypto.ts';
import type { SessionUser } from '../../plugins/session.ts';

/** The user id is the account's own, and hashes of secrets (tokens, session ids, request bodies) are no one's data. */
const strip = <T extends { userId?: unknown }>(rows: T[]) => rows.map(({ userId: _u, ...rest }) => rest);

/**
 * Everything stored about a user, every column of every table that holds their data (GDPR access
 * and portability): a test fails when a table or a column is added without being exported here.
 * Only secrets are left out: the hashes of session ids, sign-in tokens and request bodies.
 */
export async function exportAccount(deps: Deps, user: SessionUser, draftToken?: string) {
  const { db } = deps;
  const [account] = await db.select().from(users).where(eq(users.id, user.id));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const chats = await db.select().from(chatSessions).where(eq(chatSessions.userId, user.id));
  const messages = chats.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.sessionId,
            chats.map((c) => c.id),
          ),
        )
    : [];
  const keyPrefix = `${user.id}:`;
  return {
    exportedAt: new Date().toISOString(),
    account: account ?? user,
    profile: profile ? strip([profile])[0] : null,
    parqAnswers: profile?.parqAnswers ?? null,
    consents: {
      termsAcceptedAt: profile?.termsAcceptedAt ?? null,
      privacyAcceptedAt: profile?.privacyAcceptedAt ?? null,
    },
    leaderboardOptIn: profile?.leaderboardOptIn ?? false,
    // The member's rank and training days in each closed week while opted in (decision 037).
    leaderboardWeeks: strip(
      await db
        .select()
        .from(leaderboardWeeks)
        .where(eq(leaderboardWeeks.userId, user.id))
        .orderBy(leaderboardWeeks.weekStart),
    ),
    sessions: await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    signInLinks: await db
      .select({
        email: magicLinks.email,
        purpose: magicLinks.purpose,
        id: magicLinks.id,
        draftId: magicLinks.draftId,
        redirectTo: magicLinks.redirectTo,
        language: magicLinks.language,
        createdAt: magicLinks.createdAt,
        expiresAt: magicLinks.expiresAt,
        usedAt: magicLinks.usedAt,
      })
      .from(magicLinks)
      .where(eq(magicLinks.email, user.email)),
    // The onboarding answers this browser holds (its draft cookie), not yet applied: the member's own.
    // Drafts that others typed with the member's address are not theirs (issue 25, finding 13).
    onboardingDrafts: await db
      .select({
        id: onboardingDrafts.id,
        email: onboardingDrafts.email,
        data: onboardingDrafts.data,
        existingAccount: onboardingDrafts.existingAccount,
        completedAt: onboardingDrafts.completedAt,
        createdAt: onboardingDrafts.createdAt,
        expiresAt: onboardingDrafts.expiresAt,
      })
      .from(onboardingDrafts)
      .where(eq(onboardingDrafts.tokenHash, draftToken && draftToken.length <= 100 ? sha256(draftToken) : '')),
    subscription: strip(await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0] ?? null,
    usageDays: strip(await db.select().from(usageDays).where(eq(usageDays.userId, user.id))),
    minutePackages: strip(await db.select().from(minutePackages).where(eq(minutePackages.userId, user.id))),
    minuteLedger: strip(await db.select().from(minuteLedger).where(eq(minuteLedger.userId, user.id))),
    checkouts: strip(await db.select().from(checkouts).where(eq(checkouts.userId, user.id))),
    // Requests written to a person from the support chat (issue 24).
    supportRequests: strip(await db.select().from(supportRequests).where(eq(supportRequests.userId, user.id))),
    chats: strip(chats).map((c) => ({ ...c, messages: messages.filter((m) => m.sessionId === c.id) })),
    workoutPlans: strip(await db.select().from(workoutPlans).where(eq(workoutPlans.userId, user.id))),
    nutritionPlans: strip(await db.select().from(nutritionPlans).where(eq(nutritionPlans.userId, user.id))),
    workoutSets: strip(await db.select().from(workoutSets).where(eq(workoutSets.userId, user.id))),
    // The muscle the user said each exercise unknown to the library trains.
    customExercises: strip(await db.select().from(customExercises).where(eq(customExercises.userId, user.id))),
    // Answers kept for 7 days so that a retried request (Idempotency-Key) is not applied twice.
    requestRecords: (
      await db
        .select({
          key: idempotencyKeys.key,
          status: idempotencyKeys.status,
          response: idempotencyKeys.response,
          createdAt: idempotencyKeys.createdAt,
        })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.userId, user.id))
    ).map((r) => ({ ...r, key: r.key.startsWith(keyPrefix) ? r.key.slice(keyPrefix.length) : r.key })),
    // A chat reply or an import running at this moment (one of each at a time).
    workInProgress: await db
      .select({ kind: requestLeases.kind, expiresAt: requestLeases.expiresAt })
      .from(requestLeases)
      .where(eq(requestLeases.userId, user.id)),
  };
}
