/**
 * The cookie that tells one signed-out visitor from another: a random token set by the landing
 * page's preview chat (30 days, HttpOnly, path /api/), whose SHA-256 names the visitor in
 * `preview_visitors` and scopes their Idempotency-Keys.
 */
export const VISITOR_COOKIE = 'forja_preview';
