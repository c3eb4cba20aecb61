import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOkResponse } from '#shared/contracts/auth.ts';
import {
  chatMessages,
  chatSessions,
  magicLinks,
  minutePackages,
  nutritionPlans,
  onboardingDrafts,
  profiles,
  sessions,
  subscriptions,
  usageDays,
  users,
  workoutPlans,
  workoutSets,
} from '../../db/schema/index.ts';
import { toProfileDto, toUserDto } from './dto.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Everything stored about the signed-in user, as a JSON download (GDPR access and portability). */
  app.get('/api/account/export', { preHandler: app.requireUser }, async (req, reply) => {
    const { db } = app.deps;
    const user = req.user;
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    const userSessions = await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const links = await db
      .select({ createdAt: magicLinks.createdAt, usedAt: magicLinks.usedAt, purpose: magicLinks.purpose })
      .from(magicLinks)
      .where(eq(magicLinks.email, user.email));
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
    const strip = <T extends { userId?: unknown }>(rows: T[]) => rows.map(({ userId: _u, ...rest }) => rest);
    const body = {
      exportedAt: new Date().toISOString(),
      account: { ...toUserDto(user), timeZone: user.timeZone, createdAt: user.createdAt },
      profile: toProfileDto(profile, user),
      parqAnswers: profile?.parqAnswers ?? null,
      consents: {
        termsAcceptedAt: profile?.termsAcceptedAt ?? null,
        privacyAcceptedAt: profile?.privacyAcceptedAt ?? null,
      },
      sessions: userSessions,
      signInLinks: links,
      subscription: strip(await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0] ?? null,
      usageDays: strip(await db.select().from(usageDays).where(eq(usageDays.userId, user.id))),
      minutePackages: strip(await db.select().from(minutePackages).where(eq(minutePackages.userId, user.id))),
      chats: strip(chats).map((c) => ({ ...c, messages: messages.filter((m) => m.sessionId === c.id) })),
      workoutPlans: strip(await db.select().from(workoutPlans).where(eq(workoutPlans.userId, user.id))),
      nutritionPlans: strip(await db.select().from(nutritionPlans).where(eq(nutritionPlans.userId, user.id))),
      workoutSets: strip(await db.select().from(workoutSets).where(eq(workoutSets.userId, user.id))),
    };
    const date = body.exportedAt.slice(0, 10);
    reply
      .header('Content-Disposition', `attachment; filename="forja-data-${date}.json"`)
      .header('Cache-Control', 'no-store')
      .type('application/json');
    return JSON.stringify(body, null, 2);
  });

  /**
   * Deletes the account at once: the session dies with it and personal data is
   * erased now (well within the 30 days the privacy policy promises).
   */
  app.delete(
    '/api/account',
    { preHandler: app.requireUser, schema: { response: { 200: ZOkResponse } } },
    async (req, reply) => {
      const { db } = app.deps;
      const user = req.user;
      await db.transaction(async (tx) => {
        await tx.delete(magicLinks).where(eq(magicLinks.email, user.email));
        await tx.delete(onboardingDrafts).where(eq(onboardingDrafts.email, user.email));
        // Profile and sessions go with the user (ON DELETE CASCADE).
        await tx.delete(users).where(eq(users.id, user.id));
      });
      app.deps.userCache.forget(user.id);
      await app.endSession(req, reply);
      req.log.info({ userId: user.id }, 'account deleted');
      return { ok: true as const };
    },
  );
};
