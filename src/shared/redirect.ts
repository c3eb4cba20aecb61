/**
 * Where a person may be sent after signing in: a path of this app's own pages, never another
 * origin (no open redirect). The sign-in link carries it from onboarding on /subscription back to
 * the pricing dialog (issue 17, decision 023).
 */
export const REDIRECT_PAGES = ['/chat', '/plan', '/plans', '/progress', '/subscription', '/support', '/onboarding'];
const MAX_REDIRECT_LENGTH = 300;
const BASE = 'http://forja.invalid';

/** The path and query of `value` when it names one of the app's pages on this origin, else null. */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  // A path of this origin: one leading slash, no backslash (browsers read it as a slash), no spaces
  // or control characters (stripped by URL parsers, which could make '/\t/evil' into '//evil').
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || /\s/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f'))
    return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !REDIRECT_PAGES.includes(url.pathname)) return null;
  return url.pathname + url.search;
}

/** The pricing dialog on /subscription, with the plan the person chose (if any) preselected. */
export function pricingRedirect(plan?: string | null): string {
  return plan ? `/subscription?pricing=open&plan=${encodeURIComponent(plan)}` : '/subscription?pricing=open';
}
