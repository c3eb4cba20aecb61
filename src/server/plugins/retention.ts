import { and, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  idempotencyKeys,
  magicLinks,
  onboardingDrafts,
  previewVisitors,
  processedEvents,
  sessions,
} from '../db/schema/index.ts';
import { IDEMPOTENCY_KEEP_MS } from './idempotency.ts';

type Db = FastifyInstance['deps']['db'];

const HOUR_MS = 3_600_000;
/** The per-address limit counts the links of the last hour: a link is kept that long at least. */
const LINK_KEEP_MS = HOUR_MS;
/** The preview cookie lives 30 days from the first message and is never renewed. */
const PREVIEW_KEEP_MS = 30 * 24 * HOUR_MS;
/**
 * Stripe redelivers an event for 3 days at most: an applied event's id is kept 30 days, well past
 * that, so that a late duplicate is still recognised (decision 036). Waiting events are never swept.
 */
const STRIPE_EVENT_KEEP_MS = 30 * 24 * HOUR_MS;

/**
 * Deletes what no longer serves anyone (docs/ARCHITECTURE.md, "Retention"): expired sessions and
 * onboarding drafts (a draft holds a visitor's health answers), sign-in links an hour old and
 * expired, preview counters past their cookie, Idempotency-Keys past 7 days, Stripe events applied 30
 * days ago. Returns how many rows
 * of each went. Run as the `retention_sweep` job (jobs/sweeps.ts).
 */
export async function sweepExpired(db: Db, now = new Date()) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const gone = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    sessions: await gone(db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash })),
    onboardingDrafts: await gone(
      db.delete(onboardingDrafts).where(lt(onboardingDrafts.expiresAt, now)).returning({ id: onboardingDrafts.id }),
    ),
    magicLinks: await gone(
      db
        .delete(magicLinks)
        .where(and(lt(magicLinks.expiresAt, now), lt(magicLinks.createdAt, before(LINK_KEEP_MS))))
        .returning({ id: magicLinks.tokenHash }),
    ),
    previewVisitors: await gone(
      db
        .delete(previewVisitors)
        .where(lt(previewVisitors.createdAt, before(PREVIEW_KEEP_MS)))
        .returning({ id: previewVisitors.idHash }),
    ),
    idempotencyKeys: await gone(
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before(IDEMPOTENCY_KEEP_MS)))
        .returning({ id: idempotencyKeys.key }),
    ),
    stripeEvents: await gone(
      db
        .delete(processedEvents)
        .where(
          and(isNotNull(processedEvents.processedAt), lt(processedEvents.processedAt, before(STRIPE_EVENT_KEEP_MS))),
        )
        .returning({ id: processedEvents.id }),
    ),
  };
}
