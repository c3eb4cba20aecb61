import { eq } from 'drizzle-orm';
import { magicLinks, onboardingDrafts, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { stopBilling } from '../billing/billing.ts';
import { withBillingLock } from '../billing/billing-lock.ts';
import { keepPaymentRecords } from '../billing/payment-records.ts';
import { claimTrial } from '../billing/trial-claims.ts';

/**
 * DELETE /api/account. Billing stops first (open checkouts expired, the
 * subscription canceled, the provider's customer deleted): if the provider
 * cannot be reached nothing is erased and the user can try again, rather
 * than an erased account that keeps being charged. Then, in one transaction,
 * what the privacy policy keeps is set aside without personal data (payment
 * records for 7 years; the hashed address's trial, so that one trial per
 * person holds) and the account's rows are erased.
 * docs/decisions/016-billing-after-account-deletion.md
 */
export async function deleteAccount(deps: Deps, user: SessionUser): Promise<void> {
  await withBillingLock(deps, user.id, async (locked) => {
    const db = locked.db;
    await stopBilling({ ...deps, ...locked }, user.id);
    await keepPaymentRecords(db, user.id);
    // Anyone who ever had a subscription had their trial (the rule that applies within one account).
    const [sub] = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .limit(1);
    if (sub) await claimTrial(db, user.id);
    await db.delete(magicLinks).where(eq(magicLinks.email, user.email));
    await db.delete(onboardingDrafts).where(eq(onboardingDrafts.email, user.email));
    // Everything else of the user goes with the row (ON DELETE CASCADE).
    await db.delete(users).where(eq(users.id, user.id));
  });
}
