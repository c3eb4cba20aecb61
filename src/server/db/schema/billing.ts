import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One subscription per user (the newest state of it); the provider's ids let webhooks find it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    hasPaymentMethod: boolean('has_payment_method').notNull().default(false),
    /** Ordering of provider events: an older event never overwrites a newer state. */
    stateVersion: timestamp('state_version', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_provider_sub_key').on(t.providerSubscriptionId)],
);

/** The daily allowance used on a user's local day. */
export const usageDays = pgTable(
  'usage_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    usedSeconds: integer('used_seconds').notNull().default(0),
    messagesCount: integer('messages_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const minutePackages = pgTable(
  'minute_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    remainingSeconds: integer('remaining_seconds').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The payment that bought it: a pack is credited once per payment. */
    paymentRef: text('payment_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('minute_packages_payment_key').on(t.paymentRef),
    index('minute_packages_user_idx').on(t.userId, t.expiresAt),
  ],
);

/** Every second taken from a balance; its sum equals what the balances lost. */
export const minuteLedger = pgTable(
  'minute_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    packageId: uuid('package_id'),
    day: date('day'),
    seconds: integer('seconds').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('minute_ledger_user_idx').on(t.userId)],
);

/** Checkout sessions of the local provider and of Stripe, for return pages and pack crediting. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    plan: text('plan'),
    minutes: integer('minutes'),
    /** A pack's page to return to: `chat` (null: the chat) or `subscription` (issue 24). */
    returnPage: text('return_page'),
    /** The subscription starts with the free trial (decided when the checkout was created). */
    trial: boolean('trial').notNull().default(false),
    /** The provider's own session id (Stripe's `cs_…`), so that a newer checkout can expire this one. */
    providerSessionId: text('provider_session_id'),
    /** open, completed or expired. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkouts_user_status_idx').on(t.userId, t.status)],
);

/**
 * One free trial per person, across account deletion: the SHA-256 of the
 * normalised address (never the address itself), kept as long as payment
 * records (docs/decisions/016-billing-after-account-deletion.md).
 */
export const trialClaims = pgTable('trial_claims', {
  emailHash: text('email_hash').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What tax law makes us keep of a deleted account's payments (7 years, as the
 * privacy policy says): the provider's references, plan or pack, amount and
 * dates. No user id, no address, no name: the provider's invoices hold what
 * an invoice must.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** subscription or pack. */
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    /** The provider's subscription id, or the pack's payment reference. */
    providerRef: text('provider_ref').notNull(),
    providerCustomerId: text('provider_customer_id'),
    plan: text('plan'),
    minutes: integer('minutes'),
    amountCents: integer('amount_cents'),
    currency: text('currency').notNull().default('EUR'),
    status: text('status'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_records_keep_until_idx').on(t.keepUntil)],
);

/**
 * Stripe events, each id once: kept when the verified webhook arrives, applied then or by a
 * `stripe_event` job; `processed_at` commits with the event's effects (decision 036).
 */
export const processedEvents = pgTable(
  'processed_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The verified event, kept until it is applied (it may hold the customer's address). */
    payload: jsonb('payload'),
    /** When its effects committed; null while it waits to be applied. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** A waiting event whose time is past is queued again by the `stripe_events_sweep` job. */
    recoverAfter: timestamp('recover_after', { withTimezone: true }),
    /** Failed attempts to apply it; at `MAX_EVENT_ATTEMPTS` it is dead-lettered (issue 25, finding 11). */
    attempts: integer('attempts').notNull().default(0),
    /** What the last failure was (an error code or class, never its message). */
    lastError: text('last_error'),
    /** Set when it was given up: never tried again, counted in /metrics, kept for a person to look at. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [index('processed_events_recover_idx').on(t.recoverAfter).where(sql`${t.processedAt} is null`)],
);

/** Idempotency-Key records: the same key applies once; replays get the stored answer. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').notNull().primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  requestHash: text('request_hash').notNull(),
  status: integer('status'),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
