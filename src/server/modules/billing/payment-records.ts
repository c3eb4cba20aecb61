import { eq, lt } from 'drizzle-orm';
import { getPlan, MINUTE_PACKS, PLAN_IDS, type PlanId } from '#shared/catalog/pricing.ts';
import type { Db } from '../../db/client.ts';
import { minutePackages, paymentRecords, subscriptions } from '../../db/schema/index.ts';

/** Payment records and invoices: 7 years, even after the account is deleted (privacy policy, section 7). */
export const PAYMENT_RECORD_YEARS = 7;

/**
 * Copies what must outlive the account (its subscription and minute packs)
 * into payment_records before the account's rows are erased: references,
 * plan or pack, amount and dates, without the user id or address. The
 * deletion is at or after every payment, so seven years from now covers each.
 * The local provider takes no real payment: it leaves no records (its ids
 * are made of the user id, too).
 */
export async function keepPaymentRecords(db: Db, userId: string, now = new Date()): Promise<number> {
  const keepUntil = new Date(now);
  keepUntil.setUTCFullYear(keepUntil.getUTCFullYear() + PAYMENT_RECORD_YEARS);
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  const packs = await db.select().from(minutePackages).where(eq(minutePackages.userId, userId));
  const rows: (typeof paymentRecords.$inferInsert)[] = [];
  if (sub && sub.provider !== 'local') {
    const plan = (PLAN_IDS as readonly string[]).includes(sub.plan) ? getPlan(sub.plan as PlanId) : null;
    rows.push({
      kind: 'subscription',
      provider: sub.provider,
      providerRef: sub.providerSubscriptionId ?? `${sub.provider}:unknown`,
      providerCustomerId: sub.providerCustomerId,
      plan: sub.plan,
      amountCents: plan?.priceCents ?? null,
      status: sub.status,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      occurredAt: sub.currentPeriodStart ?? sub.updatedAt,
      keepUntil,
    });
  }
  for (const p of packs) {
    if (p.paymentRef.startsWith('local:')) continue;
    rows.push({
      kind: 'pack',
      provider: p.paymentRef.split(':')[0] ?? 'unknown',
      providerRef: p.paymentRef,
      minutes: p.minutes,
      amountCents: MINUTE_PACKS.find((m) => m.minutes === p.minutes)?.priceCents ?? null,
      occurredAt: p.createdAt,
      keepUntil,
    });
  }
  if (rows.length > 0) await db.insert(paymentRecords).values(rows);
  return rows.length;
}

/** Records past their keeping period go. */
export async function purgeOldPaymentRecords(db: Db, now = new Date()): Promise<void> {
  await db.delete(paymentRecords).where(lt(paymentRecords.keepUntil, now));
}
