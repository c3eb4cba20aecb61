import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trialClaims, users } from '../../db/schema/index.ts';

/** How long a claim is kept: as long as payment records (privacy policy, section 7). */
export const TRIAL_CLAIM_YEARS = 7;

/** Providers where dots in the mailbox name do not matter (one mailbox for j.doe and jdoe). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The address a person's trial is counted under: lower case, trimmed, the
 * `+tag` of a sub-address dropped (it reaches the same mailbox on every
 * provider that supports it), and for Gmail the dots dropped and
 * googlemail.com read as gmail.com. Dots elsewhere are kept: on most
 * providers j.doe and jdoe are two people.
 * docs/decisions/016-billing-after-account-deletion.md
 */
export function normaliseTrialEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/**
 * SHA-256 of the normalised address. The configuration has no server-side
 * pepper, so this is a plain hash: it keeps the address out of the table,
 * not out of reach of someone who already has a candidate address.
 */
export function trialClaimKey(email: string): string {
  return createHash('sha256').update(normaliseTrialEmail(email)).digest('hex');
}

/** True when this person (by address) already had a free trial, on this account or a deleted one. */
export async function trialClaimed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ k: trialClaims.emailHash })
    .from(trialClaims)
    .where(eq(trialClaims.emailHash, trialClaimKey(email)))
    .limit(1);
  return Boolean(row);
}

/** Records that the user's address had its trial; a second record is a no-op. */
export async function claimTrial(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  await db
    .insert(trialClaims)
    .values({ emailHash: trialClaimKey(user.email) })
    .onConflictDoNothing();
}

/** Claims past their keeping period go. */
export async function purgeOldTrialClaims(db: Db, now = new Date()): Promise<void> {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - TRIAL_CLAIM_YEARS);
  await db.delete(trialClaims).where(lt(trialClaims.claimedAt, limit));
}
