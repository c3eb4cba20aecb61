import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPlan, MINUTE_PACKS, PLAN_IDS, type PlanId, TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import { ZLocalBillingForm, ZLocalCheckoutForm, ZLocalCheckoutParams } from '#shared/contracts/local-billing.ts';
import { isSupportedLanguage, type Language } from '#shared/i18n/languages.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { requestLanguage } from '../../request-language.ts';
import { currentSubscription } from './billing.ts';
import { applyLocalBillingAction, type CheckoutRow, completeLocalCheckout, findOwnCheckout } from './local-checkout.ts';
import { LOCAL_TEXTS } from './local-texts.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(lng: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f8fafc;color:#0f172a}main{max-width:480px;margin:48px auto;padding:28px;background:#fff;border:1px solid #e2e8f0;border-radius:16px}h1{font-size:22px;margin:0 0 12px}.brand{color:#c2410c;font-weight:800;font-size:18px;margin-bottom:16px}.notice{background:#fff7ed;border:1px solid #fed7aa;color:#9a3412;border-radius:10px;padding:10px 12px;font-size:14px;margin-bottom:18px}.error{background:#fef2f2;border:1px solid #fecaca;color:#b91c1c;border-radius:10px;padding:10px 12px;font-size:14px;margin-bottom:18px}p{line-height:1.5}form{display:grid;gap:10px;margin-top:18px}button{font:inherit;font-weight:600;padding:12px 16px;border-radius:10px;border:1px solid #cbd5e1;background:#fff;color:#0f172a;cursor:pointer}button.primary{background:#c2410c;border-color:#c2410c;color:#fff}a{color:#c2410c}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px}dt{color:#475569}</style></head>
<body><main><div class="brand">Forja</div>${body}</main></body></html>`;
}

const money = (lng: Language, cents: number) =>
  new Intl.NumberFormat(LOCALES[lng], { style: 'currency', currency: 'EUR' }).format(cents / 100);
const when = (lng: Language, d: Date | null) =>
  d ? new Intl.DateTimeFormat(LOCALES[lng], { dateStyle: 'long', timeStyle: 'short' }).format(d) : '–';

function languageOf(req: FastifyRequest, user: SessionUser | null): Language {
  return user && isSupportedLanguage(user.language) ? user.language : requestLanguage(req);
}

/** The page a pack's checkout returns to: the chat, or /subscription when bought there (issue 24). */
const packPage = (checkout: Pick<CheckoutRow, 'returnPage'>) =>
  checkout.returnPage === 'subscription' ? '/subscription' : '/chat';

/** Where an unfinished checkout returns: the app shows 'Payment Failed' or that it was canceled. */
export function checkoutEndedUrl(checkout: Pick<CheckoutRow, 'kind' | 'returnPage'>, failed: boolean): string {
  const outcome = failed ? 'failed' : 'canceled';
  return checkout.kind === 'pack' ? `${packPage(checkout)}?purchase=${outcome}` : `/subscription?checkout=${outcome}`;
}

/**
 * The local payment provider's hosted pages: a checkout and a billing
 * portal served by Forja that walk the same states as Stripe (trial, pay,
 * decline, cancel, cancel at period end, resume) with no real payment. Plain
 * HTML forms: no script, so the strict CSP holds.
 */
export const localPaymentPages: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.stripe.secretKey) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const owned = async (req: FastifyRequest, id: string, reply: FastifyReply) => {
    const user = await req.currentUser();
    if (!user) {
      reply.redirect('/');
      return null;
    }
    const checkout = await findOwnCheckout(app.deps, user, id);
    if (!checkout) {
      reply
        .code(404)
        .type('text/html')
        .send(page(languageOf(req, user), 'Not found', '<h1>404</h1>'));
      return null;
    }
    return { user, checkout };
  };

  const checkoutPage = (lng: Language, checkout: CheckoutRow, error = false) => {
    const t = LOCAL_TEXTS[lng];
    const isPack = checkout.kind === 'pack';
    const trial = checkout.trial;
    const plan = checkout.plan ? getPlan(checkout.plan as PlanId) : null;
    const pack = MINUTE_PACKS.find((p) => p.minutes === checkout.minutes);
    const summary = isPack
      ? `<p>${esc(t.packLine(checkout.minutes ?? 0, money(lng, pack?.priceCents ?? 0)))}</p>`
      : `<p><strong>${esc(t.planLine(t.planNames[plan?.id ?? 'PRO'], money(lng, plan?.priceCents ?? 0), t.period[plan?.periodKey ?? 'month']))}</strong></p><p>${esc(trial ? t.trialLine(TRIAL_DAYS, money(lng, 0)) : t.noTrialLine)}</p>`;
    const actions =
      isPack || !trial
        ? `<button class="primary" name="action" value="pay">${esc(t.pay)} ${esc(money(lng, isPack ? (pack?.priceCents ?? 0) : (plan?.priceCents ?? 0)))}</button>`
        : `<button class="primary" name="action" value="trial">${esc(t.startTrial)}</button><button name="action" value="trial_card">${esc(t.startTrialCard)}</button>`;
    return page(
      lng,
      t.title,
      `<h1>${esc(t.title)}</h1><div class="notice" role="note">${esc(t.notice)}</div>${error ? `<div class="error" role="alert">${esc(t.failed)}</div>` : ''}${summary}
<form method="post" action="/local-checkout/${esc(checkout.id)}">${error ? '<input type="hidden" name="failed" value="1">' : ''}${actions}<button name="action" value="fail">${esc(t.fail)}</button><button name="action" value="cancel">${esc(t.cancel)}</button></form>`,
    );
  };

  app.get<{ Params: { id: string } }>('/local-checkout/:id', async (req, reply) => {
    const found = await owned(req, req.params.id, reply);
    if (!found) return reply;
    // Completed, or expired by a newer checkout: this page can no longer be paid.
    if (found.checkout.status !== 'open')
      return reply.redirect(found.checkout.kind === 'pack' ? packPage(found.checkout) : '/subscription');
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-store')
      .send(checkoutPage(languageOf(req, found.user), found.checkout));
  });

  // The forms are validated like the API: a forged body gets 400 { code, message }, never a 500.
  app.post(
    '/local-checkout/:id',
    { schema: { params: ZLocalCheckoutParams, body: ZLocalCheckoutForm } },
    async (req, reply) => {
      const found = await owned(req, req.params.id, reply);
      if (!found) return reply;
      const { user, checkout } = found;
      const action = req.body?.action;
      // Back in the app, the page says how the checkout ended: abandoned, or left after a declined payment.
      if (action === 'cancel') return reply.redirect(checkoutEndedUrl(checkout, req.body?.failed === '1'));
      if (action === 'fail') return reply.type('text/html').send(checkoutPage(languageOf(req, user), checkout, true));
      const outcome = await completeLocalCheckout(app.deps, user, { checkout, action });
      if (outcome === 'not_offered') return reply.redirect(`/local-checkout/${checkout.id}`);
      if (outcome === 'closed') return reply.redirect(checkout.kind === 'pack' ? packPage(checkout) : '/subscription');
      return reply.redirect(
        checkout.kind === 'pack'
          ? `${packPage(checkout)}?purchase=success&session_id=${checkout.id}`
          : `/subscription?success=true&session_id=${checkout.id}`,
      );
    },
  );

  app.get('/local-billing', async (req, reply) => {
    const user = await req.currentUser();
    if (!user) return reply.redirect('/');
    const lng = languageOf(req, user);
    const t = LOCAL_TEXTS[lng];
    const sub = await currentSubscription(app.deps, user.id);
    let body = `<h1>${esc(t.billingTitle)}</h1><div class="notice" role="note">${esc(t.notice)}</div>`;
    if (!sub) body += `<p>${esc(t.noSubscription)}</p>`;
    else {
      body += `<dl><dt>${esc(t.plan)}</dt><dd>${esc(t.planNames[sub.plan as PlanId])}</dd><dt>${esc(t.statusLabel)}</dt><dd data-status="${esc(sub.status)}">${esc(t.status[sub.status] ?? sub.status)}</dd>${
        sub.trialEndsAt && sub.status === 'trialing'
          ? `<dt>${esc(t.trialEnds)}</dt><dd>${esc(when(lng, sub.trialEndsAt))}</dd>`
          : ''
      }<dt>${esc(t.periodEnds)}</dt><dd>${esc(when(lng, sub.currentPeriodEnd))}</dd></dl><p>${esc(sub.hasPaymentMethod ? t.cardOnFile : t.noCard)}</p>${
        sub.cancelAtPeriodEnd ? `<p><strong>${esc(t.willCancel)}</strong></p>` : ''
      }<form method="post" action="/local-billing">`;
      if (sub.status !== 'canceled') {
        if (!sub.hasPaymentMethod) body += `<button name="action" value="add_card">${esc(t.addCard)}</button>`;
        body += sub.cancelAtPeriodEnd
          ? `<button class="primary" name="action" value="resume">${esc(t.resume)}</button>`
          : `<button name="action" value="cancel_at_period_end">${esc(t.cancelAtEnd)}</button>`;
        if (sub.status === 'past_due')
          body += `<button class="primary" name="action" value="pay">${esc(t.payNow)}</button>`;
        else if (sub.status === 'active')
          body += `<button name="action" value="payment_failed">${esc(t.simulateFailure)}</button>`;
        if (sub.status === 'trialing') body += `<button name="action" value="end_trial">${esc(t.endTrial)}</button>`;
        for (const id of PLAN_IDS.filter((p) => p !== sub.plan))
          body += `<button name="action" value="switch_${id}">${esc(t.switchTo(t.planNames[id]))}</button>`;
      }
      body += '</form>';
    }
    body += `<p><a href="/subscription">${esc(t.back)}</a></p>`;
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-store')
      .send(page(lng, t.billingTitle, body));
  });

  app.post('/local-billing', { schema: { body: ZLocalBillingForm } }, async (req, reply) => {
    const user = await req.currentUser();
    if (!user) return reply.redirect('/');
    await applyLocalBillingAction(app.deps, user, req.body?.action);
    return reply.redirect('/local-billing');
  });
};
