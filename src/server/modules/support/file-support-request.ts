import { eq } from 'drizzle-orm';
import type { PlanId } from '#shared/catalog/pricing.ts';
import { hasPrioritySupport, replyWithinHours } from '#shared/catalog/support.ts';
import type { TSupportRequestResponse } from '#shared/contracts/preview.ts';
import { isSupportedLanguage, type Language } from '#shared/i18n/languages.ts';
import { supportRequests } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { renderSupportCopyMail, renderSupportRequestMail } from '../../mail/support-templates.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { currentSubscription } from '../billing/billing.ts';

/**
 * POST /api/support/requests ("Write to a person", issue 24): the request is stored, then mailed to
 * SUPPORT_EMAIL and copied to the member through the mail queue (sent after the answer, with
 * retries). A member whose live plan sells priority support (Pro) is marked priority and promised
 * the shorter answer time.
 */
export async function fileSupportRequest(
  deps: Pick<Deps, 'db' | 'mailQueue' | 'config'>,
  user: SessionUser,
  input: { message: string; language: Language },
): Promise<TSupportRequestResponse> {
  const sub = await currentSubscription(deps as Deps, user.id);
  const plan = sub && sub.status !== 'canceled' ? (sub.plan as PlanId) : null;
  const priority = hasPrioritySupport(plan);
  const hours = replyWithinHours(plan);
  // The page's language when it was written (the copy reads as the page did).
  const language = isSupportedLanguage(input.language) ? input.language : 'en';
  const [row] = await deps.db
    .insert(supportRequests)
    .values({
      userId: user.id,
      email: user.email,
      plan,
      priority,
      replyWithinHours: hours,
      message: input.message,
      language,
    })
    .returning({ id: supportRequests.id });
  const id = row?.id ?? '';
  // The jobs name the request; its mails are written from the stored row when they are sent.
  await deps.mailQueue.enqueue(SUPPORT_REQUEST_MAIL, { id });
  await deps.mailQueue.enqueue(SUPPORT_COPY_MAIL, { id });
  return { id, priority, replyWithinHours: hours, email: user.email };
}

export const SUPPORT_REQUEST_MAIL = 'support_request';
export const SUPPORT_COPY_MAIL = 'support_copy';

/** Writes a queued support mail from its stored request; null when the request is gone (account erased). */
export async function composeSupportMail(
  deps: Pick<Deps, 'db' | 'config'>,
  kind: typeof SUPPORT_REQUEST_MAIL | typeof SUPPORT_COPY_MAIL,
  id: string,
): Promise<MailMessage | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await deps.db.select().from(supportRequests).where(eq(supportRequests.id, id));
  if (!row) return null;
  const mail = {
    id: row.id,
    email: row.email,
    plan: row.plan,
    priority: row.priority,
    replyWithinHours: row.replyWithinHours,
    message: row.message,
    language: isSupportedLanguage(row.language) ? row.language : ('en' as const),
  };
  return kind === SUPPORT_REQUEST_MAIL
    ? renderSupportRequestMail(deps.config.supportEmail, mail)
    : renderSupportCopyMail(mail);
}
