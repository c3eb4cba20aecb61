import { useMutation } from '@tanstack/react-query';
import { Loader2, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { apiRequest, checkoutErrorText } from '#client/lib/api.ts';
import { rememberReturnSession } from '#client/lib/chat-draft.ts';
import { formatPrice } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';
import { type PlanId, packsFor } from '#shared/catalog/pricing.ts';
import type { ApiBody } from '#shared/contracts/routes.ts';
import type { PackReturnPage } from '#shared/contracts/usage.ts';

/**
 * The extra-minutes purchase view: the pack of the member's plan (Basic 10 min for 0.99 EUR, Pro and
 * Annual 20 min for 1.59 EUR, 'Best Value'; both without a plan), in the chat and on /subscription,
 * whose checkout comes back to the page it was bought from (issue 24).
 */
export function BuyMinutesView({
  plan,
  onClose,
  returnSessionId = null,
  returnTo = 'chat',
}: {
  /** The member's live plan, or null. */
  plan: PlanId | null;
  onClose?: () => void;
  returnSessionId?: string | null;
  returnTo?: PackReturnPage;
}) {
  const { t } = useTranslation(['common', 'chat']);
  const packs = packsFor(plan);
  const buy = useMutation({
    mutationFn: (minutes: ApiBody<'POST /api/usage/add-package'>['minutes']) =>
      apiRequest('POST /api/usage/add-package', { body: { minutes, returnTo } }),
    onSuccess: (res) => {
      // The way back from the checkout opens this session again, its typed message in the box.
      rememberReturnSession(returnSessionId);
      window.location.assign(res.sessionUrl);
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: t('chat:purchaseError'), description: checkoutErrorText(t, err) }),
  });
  return (
    <section aria-labelledby="buy-title" className="grid gap-6" data-testid="buy-minutes">
      <div>
        <h2 id="buy-title" className="text-xl font-semibold">
          {t('chat:buyTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('chat:buyText')}</p>
      </div>
      <div className={cn('grid gap-4', packs.length > 1 && 'sm:grid-cols-2')}>
        {packs.map((pack) => (
          <div
            key={pack.minutes}
            className={cn(
              'grid gap-3 rounded-xl border bg-card p-5',
              pack.bestValue && 'border-ember ring-1 ring-ember',
            )}
          >
            <div className="flex items-center justify-between">
              <p className="text-lg font-semibold">{t('chat:packMinutes', { count: pack.minutes })}</p>
              {pack.bestValue && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                  {t('chat:bestValue')}
                </span>
              )}
            </div>
            <p className="text-3xl font-bold">{formatPrice(pack.priceCents)}</p>
            <p className="text-xs text-muted-foreground">
              {t('chat:perMinute', {
                price: formatPrice(pack.priceCents / pack.minutes, { maximumFractionDigits: 2 }),
              })}
            </p>
            <Button onClick={() => buy.mutate(pack.minutes)} disabled={buy.isPending}>
              {buy.isPending && buy.variables === pack.minutes ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <Zap aria-hidden />
              )}
              {t('chat:buyPack', { count: pack.minutes })}
            </Button>
          </div>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{t('chat:packRules')}</p>
      {onClose && (
        <div>
          <Button variant="outline" onClick={onClose}>
            {t('actions.back')}
          </Button>
        </div>
      )}
    </section>
  );
}
