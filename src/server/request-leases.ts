import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { requestLeases } from './db/schema/index.ts';
import type { Deps } from './deps.ts';

export type LeaseKind = 'chat_reply' | 'import';

export type Lease = { release(): Promise<void> };

/**
 * Takes the member's lease on one kind of work for `ms`, or answers null when a live one is held
 * by another request (issue 25: one chat reply, one import at a time per member). Kept in the
 * database, so that it holds across instances; a lease whose instance died lapses after `ms`.
 * `holder`: who asks (the hash of the request's Idempotency-Key: a retry takes its own lease over);
 * random when not given.
 */
export async function takeLease(
  deps: Pick<Deps, 'db'>,
  userId: string,
  kind: LeaseKind,
  ms: number,
  holder: string = randomUUID(),
): Promise<Lease | null> {
  const expiresAt = sql`now() + ${`${Math.ceil(ms)} milliseconds`}::interval`;
  const taken = await deps.db
    .insert(requestLeases)
    .values({ userId, kind, tokenHash: holder, expiresAt })
    .onConflictDoUpdate({
      target: [requestLeases.userId, requestLeases.kind],
      set: { tokenHash: holder, expiresAt },
      setWhere: sql`${requestLeases.expiresAt} <= now() or ${requestLeases.tokenHash} = ${holder}`,
    })
    .returning({ userId: requestLeases.userId });
  if (taken.length === 0) return null;
  return {
    release: async () => {
      await deps.db
        .delete(requestLeases)
        .where(
          and(eq(requestLeases.userId, userId), eq(requestLeases.kind, kind), eq(requestLeases.tokenHash, holder)),
        );
    },
  };
}
