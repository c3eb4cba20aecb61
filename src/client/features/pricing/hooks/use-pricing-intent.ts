import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PLAN_IDS, type PlanId } from '#shared/catalog/pricing.ts';

/**
 * `?pricing=open` (the way back from the emailed link) or `?plan=PRO` (a plan clicked on the landing
 * page): the person came to choose a plan, maybe that one.
 */
export function pricingIntent(search: string): { plan: PlanId | null } | null {
  const params = new URLSearchParams(search);
  const raw = params.get('plan');
  const plan = (PLAN_IDS as readonly string[]).includes(raw ?? '') ? (raw as PlanId) : null;
  return params.get('pricing') === 'open' || plan ? { plan } : null;
}

/**
 * The pricing dialog's state on /subscription: sent here to choose a plan, it opens with that plan
 * preselected once the subscription is `known`, unless one is `live`. The intent is read once and
 * the URL cleaned.
 */
export function usePricingDialog({ known, live }: { known: boolean; live: boolean }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [intent] = useState(() => pricingIntent(search));
  const [state, setState] = useState<{ open: boolean; preselected: PlanId | null }>({
    open: false,
    preselected: null,
  });
  const handled = useRef(false);
  useEffect(() => {
    if (!intent || handled.current || !known) return;
    handled.current = true;
    if (!live) setState({ open: true, preselected: intent.plan });
    navigate('/subscription', { replace: true });
  }, [intent, known, live, navigate]);
  return { ...state, onOpenChange: (open: boolean) => setState((s) => ({ ...s, open })) };
}
