import { readConsent } from './consent.ts';

export type AnalyticsEvent =
  | 'begin_checkout'
  | 'onboarding_step_completed'
  | 'preview_chat_started'
  | 'preview_chat_message_sent'
  | 'purchase';

/** Pushes an event to window.dataLayer, only when the user accepted analytics cookies. */
export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): boolean {
  if (window['forja-analytics-disabled'] || !readConsent()?.analytics) return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
  return true;
}
