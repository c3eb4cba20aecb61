import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { getPlan, type PlanId } from '#shared/catalog/pricing.ts';
import type { TUsageToday } from '#shared/contracts/usage.ts';
import { endOfLocalDay, localDay } from '#shared/time.ts';
import { minuteLedger, minutePackages, subscriptions, usageDays, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { secondsDebited, secondsRefunded } from '../../metrics.ts';
import { IDEMPOTENCY_KEEP_MS } from '../../plugins/idempotency.ts';

export type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/** Statuses that carry the plan's allowance: trialing and active, and past_due while the payment is retried. */
const ENTITLED = new Set(['trialing', 'active', 'past_due']);

export function dailyLimitSeconds(
  sub: { plan: string; status: string; trialEndsAt: Date | null } | undefined,
  now = new Date(),
): number {
  if (!sub || !ENTITLED.has(sub.status)) return 0;
  if (sub.status === 'trialing' && sub.trialEndsAt && sub.trialEndsAt <= now) return 0;
  return getPlan(sub.plan as PlanId).dailyMinutes * 60;
}

async function timeZoneOf(db: Deps['db'] | Tx, userId: string): Promise<string> {
  const [u] = await db.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.tz ?? 'Europe/Madrid';
}

/**
 * A new time zone takes effect from the next local day: what was used today (in the old zone)
 * counts against the day the new zone says it is, so moving the clock never opens a fresh
 * allowance. Runs in the transaction that writes the new zone (decision 017).
 */
export async function carryDayToTimeZone(tx: Tx, userId: string, newTimeZone: string, now = new Date()) {
  const oldTimeZone = await timeZoneOf(tx, userId);
  const from = localDay(oldTimeZone, now);
  const to = localDay(newTimeZone, now);
  if (from === to) return;
  const [today] = await tx
    .select()
    .from(usageDays)
    .where(and(eq(usageDays.userId, userId), eq(usageDays.day, from)))
    .limit(1);
  if (!today || (today.usedSeconds === 0 && today.messagesCount === 0)) return;
  await tx
    .insert(usageDays)
    .values({ userId, day: to, usedSeconds: today.usedSeconds, messagesCount: today.messagesCount })
    .onConflictDoUpdate({
      target: [usageDays.userId, usageDays.day],
      set: {
        usedSeconds: sql`greatest(${usageDays.usedSeconds}, ${today.usedSeconds})`,
        messagesCount: sql`greatest(${usageDays.messagesCount}, ${today.messagesCount})`,
      },
    });
}

/** Today's balance in one round trip. */
export async function usageToday(deps: Deps, userId: string, knownTimeZone?: string): Promise<TUsageToday> {
  return (await readUsage(deps, userId, knownTimeZone)).value;
}

/**
 * Today's balance as `GET /api/usage/today` serves it (every open tab polls it every 30 s): kept in
 * the user cache until a write changes it or it changes by itself (decision 012).
 */
export function keptUsageToday(deps: Deps, userId: string, timeZone: string): Promise<TUsageToday> {
  return deps.userCache.load(userId, 'usage', () => readUsage(deps, userId, timeZone));
}

/** The balance and the instant it changes with no write: the day ends, a trial ends, a pack expires. */
async function readUsage(
  deps: Deps,
  userId: string,
  knownTimeZone?: string,
): Promise<{ value: TUsageToday; until: number }> {
  const now = new Date();
  const timeZone = knownTimeZone ?? (await timeZoneOf(deps.db, userId));
  const day = localDay(timeZone, now);
  const result = await deps.db.execute<{
    sub: Record<string, unknown> | null;
    usage: Record<string, unknown> | null;
    packs: Record<string, unknown>[] | null;
  }>(sql`
    select
      (select json_build_object('plan', s.plan, 'status', s.status, 'trial_ends_at', s.trial_ends_at)
         from ${subscriptions} s where s.user_id = ${userId}) as sub,
      (select json_build_object('used', u.used_seconds, 'count', u.messages_count)
         from ${usageDays} u where u.user_id = ${userId} and u.day = ${day}) as usage,
      (select coalesce(json_agg(json_build_object('id', p.id, 'remaining', p.remaining_seconds, 'expires', p.expires_at) order by p.expires_at), '[]'::json)
         from ${minutePackages} p where p.user_id = ${userId} and p.remaining_seconds > 0 and p.expires_at > ${now}) as packs`);
  const row = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as
    | {
        sub: { plan: string; status: string; trial_ends_at: string | null } | null;
        usage: { used: number; count: number } | null;
        packs: { id: string; remaining: number; expires: string }[] | string | null;
      }
    | undefined;
  const sub = row?.sub
    ? {
        plan: row.sub.plan,
        status: row.sub.status,
        trialEndsAt: row.sub.trial_ends_at ? new Date(row.sub.trial_ends_at) : null,
      }
    : undefined;
  const packs = (typeof row?.packs === 'string' ? JSON.parse(row.packs) : (row?.packs ?? [])) as {
    id: string;
    remaining: number;
    expires: string;
  }[];
  const limit = dailyLimitSeconds(sub, now);
  const used = row?.usage?.used ?? 0;
  const packSeconds = packs.reduce((s, p) => s + p.remaining, 0);
  const changes = [endOfLocalDay(timeZone, now).getTime() + 1000, ...packs.map((p) => new Date(p.expires).getTime())];
  if (sub?.trialEndsAt) changes.push(sub.trialEndsAt.getTime());
  const until = Math.min(...changes.filter((t) => t > now.getTime()));
  return {
    value: {
      availableSeconds: Math.max(0, limit - used) + packSeconds,
      usedSeconds: used,
      dailyLimit: limit,
      messagesCount: row?.usage?.count ?? 0,
      minutePackages: packs.map((p) => ({
        id: p.id,
        remainingSeconds: p.remaining,
        expiresAt: new Date(p.expires).toISOString(),
      })),
    },
    until,
  };
}

/**
 * Takes up to `seconds` from the user's balance in one transaction with the
 * rows locked: extra packs first, earliest expiry first, then the daily
 * allowance. Never takes more than there is; every second taken is written
 * to the ledger. Returns how many seconds were taken.
 */
export type DebitPart = { source: 'package' | 'daily'; packageId: string | null; day: string | null; seconds: number };

export async function debitSeconds(
  deps: Deps,
  userId: string,
  seconds: number,
  reason: string,
  countMessage = false,
): Promise<{ taken: number; parts: DebitPart[] }> {
  if (seconds <= 0 && !countMessage) return { taken: 0, parts: [] };
  const result = await afterCommit(deps, userId, (tx) => debitInTransaction(tx, userId, seconds, reason, countMessage));
  for (const part of result.parts) secondsDebited.inc({ source: part.source }, part.seconds);
  return result;
}

/** Runs a change to the user's balance in a transaction, then drops their kept balance (decision 012). */
async function afterCommit<T>(deps: Deps, userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(change);
  } finally {
    deps.userCache.forget(userId);
  }
}

/**
 * The same debit inside the caller's transaction (a chat reply charges its time in the transaction
 * that stores it); the caller calls `afterDebit` once it commits.
 */
export async function debitInTransaction(
  tx: Tx,
  userId: string,
  seconds: number,
  reason: string,
  countMessage: boolean,
): Promise<{ taken: number; parts: DebitPart[] }> {
  const now = new Date();
  const day = localDay(await timeZoneOf(tx, userId), now);
  await tx.insert(usageDays).values({ userId, day }).onConflictDoNothing();
  const [usage] = await tx
    .select()
    .from(usageDays)
    .where(and(eq(usageDays.userId, userId), eq(usageDays.day, day)))
    .for('update');
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  const packs = await tx
    .select()
    .from(minutePackages)
    .where(
      and(eq(minutePackages.userId, userId), gt(minutePackages.remainingSeconds, 0), gt(minutePackages.expiresAt, now)),
    )
    .orderBy(asc(minutePackages.expiresAt))
    .for('update');
  let left = Math.max(0, seconds);
  const parts: DebitPart[] = [];
  for (const p of packs) {
    if (left === 0) break;
    const take = Math.min(p.remainingSeconds, left);
    await tx
      .update(minutePackages)
      .set({ remainingSeconds: sql`${minutePackages.remainingSeconds} - ${take}` })
      .where(eq(minutePackages.id, p.id));
    await tx.insert(minuteLedger).values({ userId, source: 'package', packageId: p.id, seconds: take, reason });
    parts.push({ source: 'package', packageId: p.id, day: null, seconds: take });
    left -= take;
  }
  const daily = Math.max(0, dailyLimitSeconds(sub, now) - (usage?.usedSeconds ?? 0));
  const fromDaily = Math.min(daily, left);
  if (fromDaily > 0 || countMessage) {
    await tx
      .update(usageDays)
      .set({
        usedSeconds: sql`${usageDays.usedSeconds} + ${fromDaily}`,
        ...(countMessage ? { messagesCount: sql`${usageDays.messagesCount} + 1` } : {}),
      })
      .where(and(eq(usageDays.userId, userId), eq(usageDays.day, day)));
  }
  if (fromDaily > 0) {
    await tx.insert(minuteLedger).values({ userId, source: 'daily', day, seconds: fromDaily, reason });
    parts.push({ source: 'daily', packageId: null, day, seconds: fromDaily });
  }
  left -= fromDaily;
  return { taken: Math.max(0, seconds) - left, parts };
}

/** After a transaction with `debitInTransaction` committed: kept balances dropped, seconds counted. */
export function afterDebit(deps: Deps, userId: string, parts: DebitPart[]): void {
  deps.userCache.forget(userId);
  for (const part of parts) secondsDebited.inc({ source: part.source }, part.seconds);
}

/** Today's usage read inside a transaction (its own writes included), never from the cache. */
export async function usageInTransaction(tx: Tx, userId: string): Promise<TUsageToday> {
  return (await readUsage({ db: tx } as unknown as Deps, userId)).value;
}

/** Gives back seconds taken by `debitSeconds` (a reply that failed), with matching ledger entries. */
export async function refundSeconds(deps: Deps, userId: string, parts: DebitPart[], reason: string): Promise<void> {
  if (parts.length === 0) return;
  await afterCommit(deps, userId, (tx) => refundInTransaction(tx, userId, parts, reason));
  afterRefund(parts);
}

/** The same refund inside the caller's transaction; the caller calls `afterRefund` once it commits. */
export async function refundInTransaction(tx: Tx, userId: string, parts: DebitPart[], reason: string): Promise<void> {
  for (const part of parts) {
    if (part.seconds <= 0) continue;
    if (part.source === 'package' && part.packageId) {
      await tx
        .update(minutePackages)
        .set({ remainingSeconds: sql`${minutePackages.remainingSeconds} + ${part.seconds}` })
        .where(eq(minutePackages.id, part.packageId));
    } else if (part.day) {
      await tx
        .update(usageDays)
        .set({ usedSeconds: sql`${usageDays.usedSeconds} - ${part.seconds}` })
        .where(and(eq(usageDays.userId, userId), eq(usageDays.day, part.day)));
    }
    await tx.insert(minuteLedger).values({
      userId,
      source: part.source,
      packageId: part.packageId,
      day: part.day,
      seconds: -part.seconds,
      reason,
    });
  }
}

/** After a transaction with `refundInTransaction` committed: seconds counted. */
export function afterRefund(parts: DebitPart[]): void {
  for (const part of parts) if (part.seconds > 0) secondsRefunded.inc({ source: part.source }, part.seconds);
}

/**
 * The last `seconds` of what a debit took (its parts in the order taken): what goes back when a
 * reservation was not all used, so that what stays taken is what a debit of the smaller amount
 * would have taken (packs first, earliest expiry first).
 */
export function lastSeconds(parts: DebitPart[], seconds: number): DebitPart[] {
  const out: DebitPart[] = [];
  let left = Math.max(0, seconds);
  for (let i = parts.length - 1; i >= 0 && left > 0; i--) {
    const part = parts[i] as DebitPart;
    const back = Math.min(part.seconds, left);
    out.push({ ...part, seconds: back });
    left -= back;
  }
  return out;
}

/**
 * The most a chat reply may cost (issue 25, finding 5): reserved before the coach is asked, and the
 * reply stops when it is used. docs/decisions/006.
 */
export const REPLY_MAX_SECONDS = 120;

/**
 * Before any model call: what the reply may use is taken, `REPLY_MAX_SECONDS` or what is left if
 * less, in one transaction with the balance rows locked; nothing left refuses the message with
 * MINUTES_REQUIRED. The unused part goes back after the reply (`refundInTransaction` with
 * `lastSeconds`).
 */
export async function reserveReplySeconds(
  deps: Deps,
  userId: string,
  reason: string,
): Promise<{ seconds: number; parts: DebitPart[] }> {
  const { taken, parts } = await debitSeconds(deps, userId, REPLY_MAX_SECONDS, reason);
  if (taken >= 1) return { seconds: taken, parts };
  throw new AppError(
    'MINUTES_REQUIRED',
    'MINUTES_REQUIRED: No AI minutes remaining. Purchase additional minutes to continue chatting.',
  );
}

/** Before any model call: one second is taken, or the message is refused with MINUTES_REQUIRED. */
export async function holdFirstSecond(deps: Deps, userId: string, reason = 'chat reply'): Promise<DebitPart[]> {
  const { taken, parts } = await debitSeconds(deps, userId, 1, reason);
  if (taken >= 1) return parts;
  throw new AppError(
    'MINUTES_REQUIRED',
    'MINUTES_REQUIRED: No AI minutes remaining. Purchase additional minutes to continue chatting.',
  );
}

/**
 * Gives back what earlier attempts of one request held under `reason` and never refunded: an
 * attempt whose instance died while the coach answered left its held second in the ledger; the
 * retry that took its Idempotency-Key over (the dead attempt's lease lapsed, so it is not running)
 * refunds it before holding its own. Refunds are written with the reason `refund: <reason>`.
 */
export async function refundAbandonedHolds(deps: Deps, userId: string, reason: string): Promise<number> {
  const rows = await deps.db
    .select()
    .from(minuteLedger)
    .where(
      and(
        eq(minuteLedger.userId, userId),
        inArray(minuteLedger.reason, [reason, `refund: ${reason}`]),
        // While its key is kept, a request that completed is replayed and never runs again.
        gt(minuteLedger.createdAt, new Date(Date.now() - IDEMPOTENCY_KEEP_MS)),
      ),
    );
  const net = new Map<string, DebitPart>();
  for (const row of rows) {
    const id = `${row.source}|${row.packageId ?? ''}|${row.day ?? ''}`;
    const part = net.get(id) ?? {
      source: row.source as DebitPart['source'],
      packageId: row.packageId,
      day: row.day,
      seconds: 0,
    };
    part.seconds += row.seconds;
    net.set(id, part);
  }
  const parts = [...net.values()].filter((p) => p.seconds > 0);
  await refundSeconds(deps, userId, parts, `refund: ${reason}`);
  return parts.reduce((sum, p) => sum + p.seconds, 0);
}

/** A reply costs its measured AI time rounded up to whole seconds, at least 1 (docs/PRODUCT.md). */
export function replyCost(elapsedMs: number): number {
  return Math.max(1, Math.ceil(elapsedMs / 1000));
}
