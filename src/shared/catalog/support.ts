import { getPlan, type PlanId } from './pricing.ts';

/**
 * What support promises (issue 24), said the same on the plan cards, the terms, the support page and
 * the support assistant: everyone gets an answer within 48 hours on business days (Monday to Friday,
 * 9:00–18:00 CET); the plans that sell priority support (Pro) within 24 hours on business days,
 * their requests marked priority.
 */
export const SUPPORT_REPLY_HOURS = { standard: 48, priority: 24 } as const;
export const SUPPORT_REQUEST_MAX_CHARS = 2000;

/** Whether a live plan sells priority support (its feature list says so). */
export function hasPrioritySupport(plan: PlanId | null | undefined): boolean {
  return Boolean(plan && getPlan(plan).features.includes('prioritySupport'));
}

export function replyWithinHours(plan: PlanId | null | undefined): number {
  return hasPrioritySupport(plan) ? SUPPORT_REPLY_HOURS.priority : SUPPORT_REPLY_HOURS.standard;
}
