import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { takeAfterCheckout } from '#client/lib/after-checkout.ts';
import { track } from '#client/lib/analytics.ts';
import { toast } from '#client/lib/toast.ts';
import { getPlan } from '#shared/catalog/pricing.ts';
import type { TSubscription } from '#shared/contracts/subscription.ts';
import { useConfirmCheckout } from '../api/subscription.ts';
import { checkoutReturnToast, readCheckoutReturn } from '../lib/checkout-return.ts';

/**
 * Back from the checkout: docs/PRODUCT.md's success toast, a refresh of the subscription, the purchase event
 * once, and a clean URL; a declined or abandoned checkout, or one that cannot be confirmed, says so
 * too (issue 17). `onCompleted` runs once a completed checkout was confirmed (the minutes changed).
 */
export function useCheckoutReturn({ onCompleted }: { onCompleted: () => void }) {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const confirm = useConfirmCheckout();
  // Once: the effect runs again with every render's callbacks, the return is handled the first time.
  const done = useRef(false);
  useEffect(() => {
    const ret = readCheckoutReturn(search);
    if (!ret || done.current) return;
    done.current = true;
    void (async () => {
      let sub: TSubscription | null | 'error' = null;
      if (ret.kind === 'success') {
        sub = await confirm(ret.sessionId);
        onCompleted();
      }
      const message = checkoutReturnToast(ret, sub);
      const next = message.purchased ? takeAfterCheckout() : null;
      const willChat = next !== null;
      toast({
        variant: message.variant,
        title: t(message.title),
        description: t(message.text),
        action:
          message.purchased && !willChat ? (
            <Button size="sm" variant="outline" className="shrink-0 self-center" asChild>
              <Link href="/chat">{t('subscription.goToChat')}</Link>
            </Button>
          ) : undefined,
      });
      // The purchase event is sent once per successful return.
      if (ret.kind === 'success' && message.purchased && sub && sub !== 'error') {
        const key = `purchase-tracked-${ret.sessionId}`;
        if (!sessionStorage.getItem(key)) {
          sessionStorage.setItem(key, '1');
          const plan = getPlan(sub.plan);
          track('purchase', {
            currency: 'EUR',
            value: plan.priceCents / 100,
            transaction_id: ret.sessionId,
            items: [{ item_id: plan.id }],
          });
        }
      }
      // A trial started from the pricing dialog after onboarding goes on to the chat (issue 24).
      navigate(next ?? '/subscription', { replace: true });
    })();
  }, [search, navigate, t, confirm, onCompleted]);
}
