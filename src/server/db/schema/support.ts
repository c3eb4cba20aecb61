import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's request to a person ("Write to a person" in the support chat, issue 24): kept, mailed
 * to SUPPORT_EMAIL through the mail queue with a copy to the member. `priority` and the promised
 * answer time are those of the member's plan when the request was filed.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The live plan when it was filed, or null. */
    plan: text('plan'),
    priority: boolean('priority').notNull(),
    replyWithinHours: integer('reply_within_hours').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_user_idx').on(t.userId, t.createdAt)],
);
