import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { ZOkResponse } from '#shared/contracts/auth.ts';
import {
  ZConfirmCheckoutRequest,
  ZCreateCheckoutRequest,
  ZPortalResponse,
  ZSubscription,
} from '#shared/contracts/subscription.ts';
import { ZAddPackageRequest, ZSessionUrlResponse } from '#shared/contracts/usage.ts';
import { AppError } from '../../errors.ts';
import { createCheckout, createPackCheckout, createPortal, currentSubscription } from './billing.ts';
import { applyCompletedCheckout, handleStripeEvent } from './stripe-events.ts';
import { toSubscriptionDto } from './subscription-state.ts';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, stripe } = app.deps;

  // Old payment records and trial claims are purged by the billing_records_sweep job (jobs/sweeps.ts).

  app.get(
    '/api/subscription',
    { preHandler: app.requireUser, schema: { response: { 200: ZSubscription.nullable() } } },
    // Cache-Control: the default of listed offline reads (app.ts).
    async (req) => {
      const row = await currentSubscription(app.deps, req.user.id);
      return row ? toSubscriptionDto(row) : null;
    },
  );

  app.post(
    '/api/subscription/create-checkout',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: { body: ZCreateCheckoutRequest, response: { 200: ZSessionUrlResponse } },
    },
    (req) => createCheckout(app.deps, req.user, req.body.plan),
  );

  app.post(
    '/api/subscription/portal',
    { preHandler: app.requireUser, schema: { response: { 200: ZPortalResponse } } },
    (req) => createPortal(app.deps, req.user),
  );

  /** The return from Stripe Checkout confirms the session too, so the page never waits for the webhook. */
  app.post(
    '/api/subscription/confirm',
    {
      preHandler: app.requireUser,
      schema: {
        body: ZConfirmCheckoutRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (req) => {
      if (stripe && req.body.sessionId.startsWith('cs_') && !req.body.sessionId.startsWith('cs_local')) {
        try {
          const session = await stripe.checkout.sessions.retrieve(req.body.sessionId);
          if (
            (session.client_reference_id ?? session.metadata?.userId) === req.user.id &&
            session.status === 'complete'
          ) {
            await applyCompletedCheckout(app.deps, stripe, session);
          }
        } catch (err) {
          req.log.warn({ err }, 'could not confirm the checkout; the webhook will');
        }
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/usage/add-package',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: { body: ZAddPackageRequest, response: { 200: ZSessionUrlResponse } },
    },
    (req) => createPackCheckout(app.deps, req.user, req.body.minutes, req.body.returnTo),
  );

  // Stripe signs the raw body: this route reads it as a Buffer and is exempt from the Origin check.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/webhooks/stripe', async (req) => {
      if (!stripe || !config.stripe.webhookSecret) throw new AppError('NOT_FOUND', 'Stripe is not configured');
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          req.body as Buffer,
          String(signature ?? ''),
          config.stripe.webhookSecret,
          300,
        );
      } catch {
        throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
      }
      const result = await handleStripeEvent(app.deps, stripe, event);
      return { received: true, result };
    });
  });
};
