import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

/**
 * Runs `fn` holding the user's billing lock, in one transaction: checkout
 * creation, applying a subscription that is new for the user, and account
 * deletion each decide from what the others write (is there a live
 * subscription, an open checkout), so for one user they run one at a time,
 * across processes (a transaction-scoped advisory lock on PostgreSQL; PGlite
 * runs one transaction at a time anyway).
 *
 * `fn` gets deps whose `db` is the transaction and must use only that: on
 * PGlite a query on the outer handle would wait for this transaction to end.
 * It may call the payment provider while holding the lock; those calls have
 * a short timeout (providers/stripe.ts) because the lock (and on PGlite the
 * database) waits for them.
 */
export async function withBillingLock<T>(deps: Deps, userId: string, fn: (locked: Deps) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forja-billing:${userId}`}))`);
    return fn({ ...deps, db: tx as unknown as Db });
  });
  // Writes inside forgot the user before they committed; a read in between may have cached the old state.
  deps.userCache.forget(userId);
  return result;
}
