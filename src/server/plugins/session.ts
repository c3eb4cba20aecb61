import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { randomToken, sha256 } from '../lib-crypto.ts';

/**
 * The session cookie's name. On https it carries the `__Host-` prefix, which browsers accept
 * only with Secure, Path=/ and no Domain: no subdomain or plain-http page can set or shadow it.
 * Local http runs keep the plain name (the prefix would need Secure).
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-forja_session' : 'forja_session';
}
/** Non-secret marker that lets the web app know a session exists (docs/PRODUCT.md). */
export const SIGNED_IN_COOKIE = 'signed_in';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request. */
    currentUser(): Promise<SessionUser | null>;
    /** Set by the requireUser preHandler. */
    user: SessionUser;
  }
  interface FastifyInstance {
    requireUser: (req: FastifyRequest) => Promise<void>;
    startSession: (reply: FastifyReply, userId: string, req: FastifyRequest) => Promise<void>;
    endSession: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    cookieOptions: { secure: boolean };
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const secure = app.deps.config.appUrl.startsWith('https:');
  const sessionCookie = sessionCookieName(secure);
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  // Hot reads (usage polling every 30 s, the profile) skip the session query for a few seconds.
  // Logout, rotation, deletion and profile changes clear it at once, in every process when Redis
  // carries the notices (decision 012); without Redis, another process is at most SESSION_CACHE_MS late.
  const SESSION_CACHE_MS = 5000;
  const recent = new Map<string, { user: SessionUser; until: number }>();

  async function lookup(req: FastifyRequest): Promise<SessionUser | null> {
    const id = req.cookies[sessionCookie];
    if (!id || id.length > 100) return null;
    const idHash = sha256(id);
    const hit = recent.get(idHash);
    if (hit && hit.until > Date.now() && hit.user) return hit.user;
    const rows = await app.deps.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    const user = rows[0]?.user ?? null;
    if (user) {
      if (recent.size > 50_000) recent.clear();
      recent.set(idHash, { user, until: Date.now() + SESSION_CACHE_MS });
    }
    return user;
  }

  // A change to a user (here or, with Redis, in another process) drops their cached session row too.
  app.deps.userCache.onForget((userId) => {
    for (const [k, v] of recent) if (v.user.id === userId) recent.delete(k);
  });
  app.deps.userCache.onSessionEnded((idHash) => recent.delete(idHash));

  app.decorate('cookieOptions', { secure });
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let p = cache.get(this);
    if (!p) {
      p = lookup(this);
      cache.set(this, p);
    }
    return p;
  });

  app.decorate('requireUser', async (req: FastifyRequest) => {
    const user = await req.currentUser();
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    req.user = user;
  });

  app.decorate('startSession', async (reply: FastifyReply, userId: string, req: FastifyRequest) => {
    // Rotation: whatever session the browser held before is ended, and a new id is issued.
    const previous = req.cookies[sessionCookie];
    if (previous) {
      await app.deps.db.delete(sessions).where(eq(sessions.idHash, sha256(previous)));
      app.deps.userCache.sessionEnded(sha256(previous));
    }
    const id = randomToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await app.deps.db.insert(sessions).values({
      idHash: sha256(id),
      userId,
      expiresAt,
      userAgent: req.headers['user-agent']?.slice(0, 300),
    });
    const maxAge = Math.floor(SESSION_TTL_MS / 1000);
    reply.setCookie(sessionCookie, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
    reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge });
  });

  app.decorate('endSession', async (req: FastifyRequest, reply: FastifyReply) => {
    const id = req.cookies[sessionCookie];
    if (id) {
      await app.deps.db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
      app.deps.userCache.sessionEnded(sha256(id));
    }
    reply.clearCookie(sessionCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax', secure });
  });
});
