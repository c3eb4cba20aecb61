/** The non-secret cookie that tells scripts a session exists (the session id itself is HttpOnly). */
export const SIGNED_IN_COOKIE = 'signed_in';

export function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}
