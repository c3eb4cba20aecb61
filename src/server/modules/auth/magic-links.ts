import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { SIGN_IN_LINK_MINUTES } from '#shared/catalog/limits.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { safeRedirectPath } from '#shared/redirect.ts';
import { magicLinks, onboardingDrafts, profiles, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib-crypto.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { type LinkEmailKind, renderLinkEmail } from '../../mail/templates.ts';
import type { DraftData } from '../onboarding/draft.ts';
import { applyDraft } from '../profile/profile.ts';

export const LINK_TTL_MS = SIGN_IN_LINK_MINUTES * 60 * 1000;
export const LINKS_PER_ADDRESS_PER_HOUR = 5;

/** How many links this address was sent in the last hour (the per-address limit, shared by every process). */
async function recentLinkCount(db: Deps['db'], email: string): Promise<number> {
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(magicLinks)
    .where(and(eq(magicLinks.email, email), gt(magicLinks.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Stores the hash of a new single-use token and mails the link. Older
 * unexpired links stay valid (docs/PRODUCT.md). Past the per-address limit
 * nothing is stored or sent, and the caller answers as usual: an answer that
 * differed would tell anyone that someone asked for this address (issue 25,
 * finding 3). The refusal is logged with the address masked.
 * `background`: the mail leaves after the answer, through the queue, so that
 * the answer takes the same time and never fails on the mail server.
 */
export async function sendMagicLink(
  deps: Deps,
  input: {
    email: string;
    language: Language;
    kind: LinkEmailKind;
    draftId?: string;
    redirectTo?: string;
    background?: boolean;
  },
): Promise<void> {
  // A queued link's row holds the hash of a token nobody will see: the job mints the real one.
  const token = randomToken();
  const stored = await deps.db.transaction(async (tx) => {
    // Count and insert under a lock on the address: without it, parallel requests all count
    // below the limit and all insert. The lock ends with the transaction, in every process.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`magic-link:${input.email}`}, 0))`);
    if ((await recentLinkCount(tx as unknown as Deps['db'], input.email)) >= LINKS_PER_ADDRESS_PER_HOUR) return null;
    const [row] = await tx
      .insert(magicLinks)
      .values({
        tokenHash: sha256(token),
        email: input.email,
        purpose: input.kind,
        draftId: input.draftId,
        redirectTo: input.redirectTo,
        language: input.language,
        expiresAt: new Date(Date.now() + LINK_TTL_MS),
      })
      .returning({ id: magicLinks.id });
    return row ?? null;
  });
  if (!stored) {
    deps.log.warn(
      { email: maskEmail(input.email), kind: input.kind, limit: LINKS_PER_ADDRESS_PER_HOUR },
      'sign-in link not sent: the address reached its hourly limit',
    );
    return;
  }
  if (input.background) {
    // Stored before the answer (one INSERT, whatever the mail server does): an answered request never
    // loses its mail. The job names the link; its token is minted when the job runs.
    await deps.mailQueue.enqueue(SIGN_IN_LINK_MAIL, { linkId: stored.id });
    return;
  }
  const message = renderLinkEmail(input.kind, input.language, input.email, linkUrl(deps, token));
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err }, 'could not send the sign-in email');
    throw new AppError('SERVICE_UNAVAILABLE', 'The email could not be sent. Please try again in a moment.');
  }
}

/** The queued mail of a sign-in link (`mail/queue.ts`): its data is the link's id. */
export const SIGN_IN_LINK_MAIL = 'sign_in_link';

const linkUrl = (deps: Deps, token: string) => `${deps.config.appUrl}/auth/callback?token=${encodeURIComponent(token)}`;

/**
 * The queued mail of a link, written when its job runs: a fresh token replaces the row's hash (a
 * retry mints another, so only the last mail sent opens), and the mail carries it. Null when the
 * link was used or expired while it waited.
 */
export async function mintQueuedLink(deps: Deps, linkId: string): Promise<MailMessage | null> {
  if (!UUID.test(linkId)) return null;
  const token = randomToken();
  const [link] = await deps.db
    .update(magicLinks)
    .set({ tokenHash: sha256(token) })
    .where(and(eq(magicLinks.id, linkId), isNull(magicLinks.usedAt), gt(magicLinks.expiresAt, new Date())))
    .returning({ email: magicLinks.email, purpose: magicLinks.purpose, language: magicLinks.language });
  if (!link) return null;
  return renderLinkEmail(link.purpose as LinkEmailKind, link.language as Language, link.email, linkUrl(deps, token));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "ana@example.com" → "a…@example.com": enough to recognise one's own address, not to learn another's. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

/**
 * Login CSRF (issue 14, finding 8): a link for another address, opened in a browser that holds a
 * session, must not replace that session unasked. Without the client's confirmation the link is
 * left unused and the answer says who is signed in and whom the link is for.
 */
async function refuseSilentSwitch(deps: Deps, token: string, currentEmail: string): Promise<void> {
  const [link] = await deps.db
    .select({ email: magicLinks.email })
    .from(magicLinks)
    .where(
      and(eq(magicLinks.tokenHash, sha256(token)), isNull(magicLinks.usedAt), gt(magicLinks.expiresAt, new Date())),
    )
    .limit(1);
  if (!link) throw new AppError('INVALID_TOKEN', 'Invalid or expired authentication link');
  if (link.email === currentEmail) return;
  throw new AppError(
    'ACCOUNT_SWITCH',
    `You are signed in as ${maskEmail(currentEmail)}. Continue as ${maskEmail(link.email)}?`,
    { current: maskEmail(currentEmail), next: maskEmail(link.email) },
  );
}

export type RedeemResult = { user: typeof users.$inferSelect; redirectTo: string };

/**
 * Consumes a link with one atomic statement (only one of any number of
 * parallel redemptions gets the row), then finds or creates the account. A
 * link mailed at the end of a visitor's onboarding also applies their answers
 * to a new account.
 */
export async function redeemMagicLink(
  deps: Deps,
  token: string,
  signedIn?: { email: string; confirmedSwitch: boolean },
): Promise<RedeemResult> {
  if (signedIn && !signedIn.confirmedSwitch) await refuseSilentSwitch(deps, token, signedIn.email);
  const [link] = await deps.db
    .update(magicLinks)
    .set({ usedAt: new Date() })
    .where(
      and(eq(magicLinks.tokenHash, sha256(token)), isNull(magicLinks.usedAt), gt(magicLinks.expiresAt, new Date())),
    )
    .returning();
  if (!link) throw new AppError('INVALID_TOKEN', 'Invalid or expired authentication link');

  const result = await deps.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(users)
      .values({ email: link.email, emailVerifiedAt: now, language: link.language })
      .onConflictDoNothing({ target: users.email });
    let [user] = await tx.select().from(users).where(eq(users.email, link.email)).limit(1);
    if (!user) throw new AppError('INTERNAL', 'account vanished during sign-in');
    if (!user.emailVerifiedAt) {
      [user] = await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id)).returning();
      if (!user) throw new AppError('INTERNAL', 'account vanished during sign-in');
    }

    let [profile] = await tx.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1);
    // Where the person was going (the pricing dialog on /subscription): an app path, checked again.
    let back = safeRedirectPath(link.redirectTo ?? undefined);
    if (link.draftId) {
      const [draft] = await tx.select().from(onboardingDrafts).where(eq(onboardingDrafts.id, link.draftId)).limit(1);
      if (draft?.completedAt && draft.email === user.email) {
        const data = draft.data as DraftData;
        back = safeRedirectPath(data.redirectTo) ?? back;
        // Answers typed for an address that already had an account are never applied to it.
        if (!draft.existingAccount && !profile?.onboardingCompletedAt) {
          const applied = await applyDraft(tx, user.id, data);
          profile = applied.profile;
          user = applied.user ?? user;
        }
      }
    }
    // The address belongs to an account now: whatever anyone typed for it in a draft goes (issue 25,
    // finding 13). The member's own answers were applied above; the rest is no one's to keep.
    await tx.delete(onboardingDrafts).where(eq(onboardingDrafts.email, user.email));
    return { user, redirectTo: nextPage(Boolean(profile?.onboardingCompletedAt), back) };
  });
  // Signing in may have verified the email or applied an onboarding draft to the profile.
  deps.userCache.forget(result.user.id);
  return result;
}

/**
 * After sign-in: where the person was going, else the chat. Without a finished onboarding only a
 * page that runs it (/subscription does, then opens the pricing dialog) or /onboarding itself.
 */
function nextPage(onboarded: boolean, back: string | null): string {
  if (onboarded) return back ?? '/chat';
  return back?.startsWith('/subscription') ? back : '/onboarding';
}
