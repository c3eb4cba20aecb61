import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PLAN_IDS, type PlanId } from '#shared/catalog/pricing.ts';
import type { Db } from '../../db/client.ts';
import { checkouts, paymentRecords, processedEvents, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { type JobSpec, retryWindowSeconds, type SendOptions } from '../../jobs/jobs.ts';
import { withBillingLock } from './billing-lock.ts';
import { endedIsFine, madeByForja } from './providers/stripe.ts';
import {
  applySubscriptionState,
  creditPack,
  getSubscriptionRow,
  type SubscriptionState,
} from './subscription-state.ts';

/** Stripe's statuses as ours. Only a paid subscription, or one in its trial, grants minutes (minutes.ts). */
const STATUS: Record<string, SubscriptionState['status']> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  // Retries are over and nothing was paid: no more minutes until the invoice is paid.
  unpaid: 'unpaid',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
  // The first payment failed or awaits the customer (3-D Secure): nothing was ever paid.
  incomplete: 'incomplete',
};

const date = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/** The subscription's own state, whatever event brought it (any order of events ends the same). */
export function stateFromStripe(
  sub: Stripe.Subscription,
  version: Date,
): { userId: string | undefined; state: SubscriptionState } {
  const item = sub.items?.data?.[0] as
    | (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number })
    | undefined;
  const legacy = sub as Stripe.Subscription & { current_period_start?: number; current_period_end?: number };
  const metaPlan = sub.metadata?.plan;
  const plan = (PLAN_IDS as readonly string[]).includes(metaPlan ?? '') ? (metaPlan as PlanId) : 'PRO';
  const periodStart = item?.current_period_start ?? legacy.current_period_start;
  // past_due keeps the minutes while a renewal is retried. The first period after the trial is
  // not a renewal: its charge is the first payment, and until it succeeds nothing is granted.
  const firstCharge =
    sub.status === 'past_due' && Boolean(sub.trial_end && periodStart && periodStart <= sub.trial_end);
  return {
    userId: sub.metadata?.userId,
    state: {
      plan,
      status: firstCharge ? 'incomplete' : (STATUS[sub.status] ?? 'canceled'),
      provider: 'stripe',
      providerCustomerId: typeof sub.customer === 'string' ? sub.customer : (sub.customer?.id ?? null),
      providerSubscriptionId: sub.id,
      trialEndsAt: date(sub.trial_end),
      currentPeriodStart: date(periodStart),
      currentPeriodEnd: date(item?.current_period_end ?? legacy.current_period_end),
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
      hasPaymentMethod: Boolean(sub.default_payment_method),
      version,
    },
  };
}

/**
 * A step the caller runs inside the transaction that writes an event's effects, so that what it
 * records (the event applied) commits with them or not at all.
 */
type CommitWith = (locked: Deps) => Promise<void>;

/** Runs `fn` in one transaction, with deps whose `db` is that transaction. */
async function inTransaction(deps: Deps, fn: (tx: Deps) => Promise<void>): Promise<void> {
  await deps.db.transaction((tx) => fn({ ...deps, db: tx as unknown as Db }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

/** Fetches the subscription's current state from Stripe (the event may be stale) and applies it. */
export async function syncStripeSubscription(
  deps: Deps,
  stripe: Stripe,
  id: string,
  hint: {
    userId?: string;
    fallback?: Stripe.Subscription;
    eventCreated?: number;
    /** Runs in the transaction that applies the subscription (in one of its own when nobody owns it). */
    commitWith?: CommitWith;
  },
) {
  let sub: Stripe.Subscription | undefined;
  let version: Date;
  try {
    sub = await stripe.subscriptions.retrieve(id);
    version = new Date();
  } catch (err) {
    if (!hint.fallback) throw err;
    deps.log.warn({ err }, 'could not retrieve the subscription; using the event copy');
    sub = hint.fallback;
    version = new Date((hint.eventCreated ?? 0) * 1000);
  }
  if (!madeByForja(sub.metadata) && !(await heldByForja(deps, id))) {
    // Another product's subscription on the same Stripe account: never applied, never canceled.
    deps.log.info({ subscription: id }, 'subscription event for a subscription Forja did not make; ignored');
    if (hint.commitWith) await inTransaction(deps, hint.commitWith);
    return;
  }
  const { userId: metaUserId, state } = stateFromStripe(sub, version);
  // Checked before any query: a value no user id can be would fail every attempt the same way.
  let owner = [metaUserId, hint.userId].find((id) => id !== undefined && isUuid(id));
  if (!owner) {
    const [row] = await deps.db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, id))
      .limit(1);
    owner = row?.userId;
  }
  if (!owner) {
    deps.log.warn({ subscription: id }, 'subscription event for an unknown user');
    if (hint.commitWith) await inTransaction(deps, hint.commitWith);
    return;
  }
  const userId = owner;
  const current = sub;
  await withBillingLock(deps, userId, async (locked) => {
    await applyToOwner(locked, stripe, { userId, id, sub: current, state });
    await hint.commitWith?.(locked);
  });
}

/**
 * Whether Forja holds this subscription id: a member's subscription row, or the payment records kept
 * after an account's deletion. Subscriptions made before checkouts carried Forja's tag are known so.
 */
async function heldByForja(deps: Deps, id: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, id))
    .limit(1);
  return Boolean(row) || (await inPaymentRecords(deps, id));
}

/** Whether the payment records kept after an account's deletion hold this subscription id. */
async function inPaymentRecords(deps: Deps, id: string): Promise<boolean> {
  const [record] = await deps.db
    .select({ id: paymentRecords.id })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.kind, 'subscription'), eq(paymentRecords.providerRef, id)))
    .limit(1);
  return Boolean(record);
}

/** Applies the subscription to its owner, holding the owner's billing lock (`locked.db` is its transaction). */
async function applyToOwner(
  locked: Deps,
  stripe: Stripe,
  { userId, id, sub, state }: { userId: string; id: string; sub: Stripe.Subscription; state: SubscriptionState },
) {
  const [user] = await locked.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) {
    // The account was deleted (billing was stopped first). The event is answered 200 so Stripe stops
    // retrying; a subscription that is somehow still live must not bill an erased account. Only one
    // the kept payment records show Forja billed is canceled: anything else is not Forja's to end.
    const leftover = await inPaymentRecords(locked, id);
    locked.log.info({ subscription: id, status: sub.status, leftover }, 'subscription event for a deleted account');
    if (leftover && state.status !== 'canceled') {
      await endedIsFine(() => stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-orphan-${id}` }));
    }
    return;
  }
  const row = await getSubscriptionRow(locked, userId);
  if (row?.providerSubscriptionId && row.providerSubscriptionId !== id) {
    // Another subscription than the one we hold: either a new one after the old ended, or a duplicate.
    if (state.status === 'canceled') return; // an ended other subscription never replaces the current one
    if (row.status !== 'canceled' && (await stillLive(locked, stripe, userId, row.providerSubscriptionId))) {
      await endedIsFine(() => stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-duplicate-${id}` }));
      // Checkout made a customer just for the duplicate: it goes too, or the address would stay at
      // Stripe after the account's deletion (which deletes the customer we hold).
      const extra = state.providerCustomerId;
      if (extra && extra !== row.providerCustomerId) {
        await endedIsFine(() =>
          stripe.customers.del(extra, {}, { idempotencyKey: `cancel-duplicate-customer-${extra}` }),
        );
      }
      locked.log.warn(
        { userId, kept: row.providerSubscriptionId, canceled: id },
        'second live subscription canceled; refund any payment it took',
      );
      return;
    }
  }
  await applySubscriptionState(locked, userId, state);
}

/** Refreshes the subscription we hold from Stripe (our copy may lag) and tells whether it is still live. */
async function stillLive(deps: Deps, stripe: Stripe, userId: string, id: string): Promise<boolean> {
  let current: Stripe.Subscription;
  try {
    current = await stripe.subscriptions.retrieve(id);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return false;
    throw err;
  }
  const { state } = stateFromStripe(current, new Date());
  await applySubscriptionState(deps, userId, state);
  return state.status !== 'canceled';
}

/**
 * Applies a checkout that completed (webhook or return page): a pack is credited once, a subscription synced.
 * `paidAt` is when the payment went through (the event's time; now on the return page): a pack lasts
 * to the end of that local day, not of the day the checkout was opened. Our checkout row is completed
 * in the same transaction, and so is `commitWith`.
 */
export async function applyCompletedCheckout(
  deps: Deps,
  stripe: Stripe,
  session: Stripe.Checkout.Session,
  paidAt = new Date(),
  commitWith?: CommitWith,
) {
  const userId = session.client_reference_id ?? session.metadata?.userId;
  if (!userId) return;
  if (!isUuid(userId)) {
    // Checked before any query: a value no user id can be fails the same way on every attempt (finding 11).
    deps.log.info({ session: session.id }, 'checkout event whose user reference is no user id; ignored');
    if (commitWith) await inTransaction(deps, commitWith);
    return;
  }
  if (!madeByForja(session.metadata) && !(await checkoutOfForja(deps, session.id))) {
    deps.log.info({ session: session.id }, 'checkout event for a session Forja did not create; ignored');
    if (commitWith) await inTransaction(deps, commitWith);
    return;
  }
  const checkoutId = session.metadata?.checkoutId;
  const complete = async (locked: Deps) => {
    if (checkoutId) {
      await locked.db
        .update(checkouts)
        .set({ status: 'completed', completedAt: new Date() })
        .where(eq(checkouts.id, checkoutId));
    }
    await commitWith?.(locked);
  };
  if (session.mode === 'subscription' && session.subscription) {
    const id = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
    await syncStripeSubscription(deps, stripe, id, { userId, commitWith: complete });
    return;
  }
  let credited = false;
  await inTransaction(deps, async (tx) => {
    if (session.mode === 'payment' && session.payment_status === 'paid' && session.metadata?.kind === 'pack') {
      credited = await creditPack(tx, userId, Number(session.metadata.minutes), `stripe:${session.id}`, paidAt);
    }
    await complete(tx);
  });
  // The pack forgot the user before the commit: a read in between may have cached the old balance.
  if (credited) deps.userCache.forget(userId);
}

/** Whether one of our checkout rows is this provider session (sessions created before the tag). */
async function checkoutOfForja(deps: Deps, sessionId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.providerSessionId, sessionId))
    .limit(1);
  return Boolean(row);
}

/** What each event type does; `commitWith` runs in the transaction of its last write, if it makes one. */
async function applyEvent(
  deps: Deps,
  stripe: Stripe,
  event: Stripe.Event,
  commitWith: CommitWith,
): Promise<'applied' | 'ignored'> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await applyCompletedCheckout(deps, stripe, event.data.object, new Date(event.created * 1000), commitWith);
      return 'applied';
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end': {
      const sub = event.data.object;
      await syncStripeSubscription(deps, stripe, sub.id, { fallback: sub, eventCreated: event.created, commitWith });
      return 'applied';
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
      const subId =
        typeof invoice.subscription === 'string'
          ? invoice.subscription
          : (invoice.subscription?.id ?? (invoice.parent?.subscription_details?.subscription as string | undefined));
      if (subId) {
        await syncStripeSubscription(deps, stripe, typeof subId === 'string' ? subId : String(subId), { commitWith });
      }
      return 'applied';
    }
    default:
      return 'ignored';
  }
}

// Stripe events on the job queue (decision 036).

const STRIPE_EVENT_JOB = 'stripe_event';
const STRIPE_EVENTS_SWEEP_JOB = 'stripe_events_sweep';

/** The `stripe_event` job's attempts: 8 retries from 30 s, doubling. */
const EVENT_RETRIES = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // A Stripe call times out after 15 s and is tried 3 times; an event makes up to four (its
  // subscription, the one we hold, a duplicate's cancel and its customer's deletion).
  expireInSeconds: 180,
};
/** How long a kept event is left to the request that kept it (one attempt's time) before the sweep takes it. */
const STORED_GRACE = `${EVENT_RETRIES.expireInSeconds} seconds`;
/** How long a queued event is left to its job: it starts a retry delay later, then all its attempts (about 5 h). */
const QUEUED_GRACE = `${EVENT_RETRIES.retryDelaySeconds + retryWindowSeconds(EVENT_RETRIES)} seconds`;

/** Thrown in an event's transaction when another attempt applied the event first: its writes roll back. */
class AlreadyApplied extends Error {}

/**
 * Applies a kept event once. Its done mark commits in the transaction of its last write; the writes
 * before it are idempotent (a subscription is applied whole from Stripe's current state, a pack once
 * per payment, Stripe's calls carry Idempotency-Keys), so an attempt that dies before that commit
 * leaves the event waiting and the next one applies it. Of two attempts at once (the event delivered
 * twice, the job and the sweep's), one marks it and the other's transaction rolls back.
 */
async function applyOnce(
  deps: Deps,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<'applied' | 'ignored' | 'duplicate'> {
  let marked = false;
  const markApplied: CommitWith = async (locked) => {
    const rows = await locked.db
      .update(processedEvents)
      // The payload may hold the customer's address: nothing needs it any more.
      .set({ processedAt: sql`now()`, payload: null, recoverAfter: null })
      .where(and(eq(processedEvents.id, event.id), isNull(processedEvents.processedAt)))
      .returning({ id: processedEvents.id });
    if (rows.length === 0) throw new AlreadyApplied();
    marked = true;
  };
  try {
    const outcome = await applyEvent(deps, stripe, event, markApplied);
    // Nothing written in a transaction (a type we ignore, an invoice without a subscription): marked alone.
    if (!marked) await markApplied(deps);
    return outcome;
  } catch (err) {
    if (err instanceof AlreadyApplied) return 'duplicate';
    throw err;
  }
}

/** The payload of a kept event that still waits to be applied. */
async function waitingEvent(deps: Deps, id: string): Promise<Stripe.Event | undefined> {
  const [row] = await deps.db
    .select({ payload: processedEvents.payload })
    .from(processedEvents)
    .where(and(eq(processedEvents.id, id), isNull(processedEvents.processedAt), isNull(processedEvents.deadAt)))
    .limit(1);
  return (row?.payload ?? undefined) as Stripe.Event | undefined;
}

/**
 * Failed attempts before an event is given up. An event the job and the sweep cannot apply is tried
 * 9 times in about 2 hours per round, and the sweep starts a round every few hours: 25 attempts last
 * about three rounds (Stripe itself redelivers for 3 days), enough for an outage to pass, and an
 * event that fails the same way every time stops being retried forever.
 */
export const MAX_EVENT_ATTEMPTS = 25;

/** What a failure was, for the kept row: a code or an error class, never a message (it may quote data). */
function failureName(err: unknown): string {
  const code =
    (err as { code?: unknown; cause?: { code?: unknown } }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  const name = err instanceof Error ? err.constructor.name : typeof err;
  return (typeof code === 'string' ? `${name}:${code}` : name).slice(0, 120);
}

/**
 * Counts a failed attempt at a kept event; at `MAX_EVENT_ATTEMPTS` the event is dead-lettered: never
 * queued again, counted in /metrics, logged. Tells whether it is dead.
 */
async function recordFailure(deps: Deps, id: string, err: unknown): Promise<boolean> {
  const [row] = await deps.db
    .update(processedEvents)
    .set({
      attempts: sql`${processedEvents.attempts} + 1`,
      lastError: failureName(err),
      deadAt: sql`case when ${processedEvents.attempts} + 1 >= ${MAX_EVENT_ATTEMPTS} then now() end`,
      recoverAfter: sql`case when ${processedEvents.attempts} + 1 >= ${MAX_EVENT_ATTEMPTS} then null else ${processedEvents.recoverAfter} end`,
    })
    .where(and(eq(processedEvents.id, id), isNull(processedEvents.processedAt), isNull(processedEvents.deadAt)))
    .returning({ attempts: processedEvents.attempts, deadAt: processedEvents.deadAt });
  if (!row?.deadAt) return false;
  deps.log.error(
    { event: id, attempts: row.attempts, lastError: failureName(err) },
    'stripe event given up after its attempts (dead-lettered); look at it by hand',
  );
  return true;
}

/** Stripe events given up (for /metrics). */
export async function countDeadStripeEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(processedEvents).where(isNotNull(processedEvents.deadAt));
  return row?.n ?? 0;
}

/** Hands a kept event to a `stripe_event` job; the sweep leaves it to the job while its attempts can last. */
async function queueStripeEvent(deps: Deps, id: string, options: SendOptions = {}): Promise<void> {
  await deps.jobs.send(STRIPE_EVENT_JOB, { eventId: id }, options);
  await deps.db
    .update(processedEvents)
    .set({ recoverAfter: sql`now() + ${QUEUED_GRACE}::interval` })
    .where(and(eq(processedEvents.id, id), isNull(processedEvents.processedAt)));
}

/**
 * A verified webhook's event: kept (each id once), then applied at once, so that its effects are
 * visible when the webhook answers. When that fails (Stripe or the database unreachable…) the event
 * stays kept and a `stripe_event` job applies it later: the answer is 200 either way, since Stripe
 * need not send it again. An event already applied is a no-op (`duplicate`).
 */
export async function handleStripeEvent(
  deps: Deps,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate' | 'ignored' | 'queued' | 'dead'> {
  const fresh = await deps.db
    .insert(processedEvents)
    .values({ id: event.id, type: event.type, payload: event, recoverAfter: sql`now() + ${STORED_GRACE}::interval` })
    .onConflictDoNothing()
    .returning({ id: processedEvents.id });
  // Kept before but not applied yet (its attempt failed or its instance died): this delivery tries too.
  if (fresh.length === 0 && !(await waitingEvent(deps, event.id))) return 'duplicate';
  try {
    return await applyOnce(deps, stripe, event);
  } catch (err) {
    if (await recordFailure(deps, event.id, err).catch(() => false)) return 'dead';
    deps.log.warn({ err, event: event.id, type: event.type }, 'stripe event kept, to be applied by a job');
    try {
      await queueStripeEvent(deps, event.id, { asRetry: true });
    } catch (queueErr) {
      // Still kept: the sweep queues it once its grace is over.
      deps.log.error({ err: queueErr, event: event.id }, 'stripe event could not be queued; the sweep will');
    }
    return 'queued';
  }
}

/** The `stripe_event` job's work: applies a kept event from its stored payload, if it still waits. */
async function applyStoredStripeEvent(deps: Deps, stripe: Stripe, id: string): Promise<void> {
  const event = await waitingEvent(deps, id);
  if (event) await applyOnce(deps, stripe, event);
}

/**
 * The sweep's work: queues again each kept event whose time is up. That is an event whose request
 * died before applying or queuing it (3 minutes after it arrived), or whose job's attempts are over
 * or were lost with the in-process queue (hours after it was queued). At most 100 a run.
 */
async function recoverStripeEvents(deps: Deps): Promise<void> {
  const due = await deps.db
    .select({ id: processedEvents.id })
    .from(processedEvents)
    .where(
      and(
        isNull(processedEvents.processedAt),
        isNull(processedEvents.deadAt),
        lt(processedEvents.recoverAfter, sql`now()`),
      ),
    )
    .orderBy(processedEvents.recoverAfter)
    .limit(100);
  const ids = due.map((e) => e.id);
  for (const id of ids) await queueStripeEvent(deps, id);
  if (ids.length > 0) deps.log.warn({ events: ids }, 'stripe events queued again by the sweep');
}

/** The jobs that apply kept Stripe events (none without Stripe). */
export function stripeEventJobs(deps: Deps): JobSpec[] {
  const { stripe } = deps;
  if (!stripe) return [];
  return [
    {
      name: STRIPE_EVENT_JOB,
      ...EVENT_RETRIES,
      handler: async (data, info) => {
        const { eventId } = data as { eventId: string };
        try {
          await applyStoredStripeEvent(deps, stripe, eventId);
        } catch (err) {
          // Given up: no more retries of this job, and the sweep leaves it.
          if (await recordFailure(deps, eventId, err)) return;
          if (info.final) {
            deps.log.error(
              { event: eventId, err },
              'stripe event not applied after its retries; the sweep will queue it',
            );
          }
          throw err;
        }
      },
    },
    {
      name: STRIPE_EVENTS_SWEEP_JOB,
      retryLimit: 2,
      retryDelaySeconds: 60,
      retryBackoff: true,
      expireInSeconds: 300,
      every: { cron: '*/5 * * * *', ms: 5 * 60_000, firstAfterMs: 60_000 },
      handler: async () => {
        await recoverStripeEvents(deps);
      },
    },
  ];
}
