/** docs/PRODUCT.md#plans-and-packs: the one source of truth for plans and minute packs (EUR, taxes included). */
export const PLAN_IDS = ['BASIC', 'PRO', 'ANNUAL'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  /** Price in euro cents. */
  priceCents: number;
  periodKey: 'month' | 'year';
  dailyMinutes: number;
  /** Size of the extra minute pack this plan offers. */
  packMinutes: 10 | 20;
  popular: boolean;
  /** Feature keys, translated as plans.features.<key>. */
  features: readonly string[];
};

export const TRIAL_DAYS = 3;
/** The list price is shown struck through: '80% OFF' (docs/PRODUCT.md). */
export const DISCOUNT_PERCENT = 80;

export const PLANS: readonly Plan[] = [
  {
    id: 'BASIC',
    priceCents: 399,
    periodKey: 'month',
    dailyMinutes: 15,
    packMinutes: 10,
    popular: false,
    features: ['minutes', 'agents', 'unlimitedPlans', 'rir', 'recovery', 'packs'],
  },
  {
    id: 'PRO',
    priceCents: 749,
    periodKey: 'month',
    dailyMinutes: 30,
    packMinutes: 20,
    popular: true,
    features: ['minutes', 'agents', 'unlimitedPlans', 'rir', 'recovery', 'packs', 'prioritySupport', 'wearables'],
  },
  {
    id: 'ANNUAL',
    priceCents: 6999,
    periodKey: 'year',
    dailyMinutes: 30,
    packMinutes: 20,
    popular: false,
    features: ['minutes', 'agents', 'unlimitedPlans', 'rir', 'recovery', 'packs', 'twoMonthsFree', 'priceLock', 'beta'],
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** docs/PRODUCT.md: price divided by 30 (monthly) or 365 (annual), two decimals. */
export function dailyCostCents(plan: Plan): number {
  return plan.priceCents / (plan.periodKey === 'year' ? 365 : 30);
}

export const MINUTE_PACKS = [
  { minutes: 10, priceCents: 99, bestValue: false },
  { minutes: 20, priceCents: 159, bestValue: true },
] as const;
export type MinutePack = (typeof MINUTE_PACKS)[number];

/**
 * The packs a person may buy (issue 24, docs/PRODUCT.md#plans-and-packs): a member's plan sells one
 * size (Basic 10 minutes, Pro and Annual 20); without a live plan both are on offer.
 */
export function packsFor(plan: PlanId | null | undefined): readonly MinutePack[] {
  if (!plan) return MINUTE_PACKS;
  const size = getPlan(plan).packMinutes;
  return MINUTE_PACKS.filter((p) => p.minutes === size);
}
