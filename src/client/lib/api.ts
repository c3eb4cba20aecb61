import type { QueryFunction } from '@tanstack/react-query';
import { currentLanguage } from './i18n.ts';

/** An API answer that was not OK. `message` follows docs/PRODUCT.md: '{status}: {body text or status text}'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly serverMessage: string | undefined,
    text: string,
    /** The `details` of the server's `{ code, message, details }`, when it sent any. */
    readonly details?: unknown,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = (await res.text().catch(() => '')) || res.statusText;
  let code: string | undefined;
  let message: string | undefined;
  let details: unknown;
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown; error?: unknown; details?: unknown };
    if (typeof body.code === 'string') code = body.code;
    details = body.details;
    if (typeof body.message === 'string') message = body.message;
    else if (typeof body.error === 'string') message = body.error;
  } catch {
    // not JSON
  }
  return new ApiError(res.status, code, message, text, details);
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await toApiError(res);
}

/** A JSON request with cookies; throws ApiError on a non-OK answer. */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  // Server texts (validation reasons, emails) follow the app's language, not only the browser's.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
  const res = await fetch(url, {
    ...init,
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** docs/PRODUCT.md#api-calls: GET the query key joined with '/', cookies included; optionally a 401 returns null. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), {
      credentials: 'include',
      signal,
      headers: { 'Accept-Language': currentLanguage() },
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * A translated text for an API failure, never the server's English: the code's text in the
 * screen's own words (`<scope>.<CODE>`, e.g. checkout.errors.CONFLICT) when the screen has one,
 * else `errors.<CODE>` (common.json, one for every code of APP_ERROR_CODES), else the fallback key.
 */
export function errorText(
  t: (key: string, options?: Record<string, unknown>) => string,
  err: unknown,
  fallbackKey = 'errors.generic',
  scope?: string,
): string {
  if (err instanceof ApiError && err.code) {
    const keys = scope ? [`${scope}.${err.code}`, `errors.${err.code}`] : [`errors.${err.code}`];
    for (const key of keys) {
      const text = t(key, { defaultValue: '' });
      if (text) return text;
    }
  }
  return t(fallbackKey);
}

/**
 * docs/PRODUCT.md#errors: why a checkout could not start, for subscriptions and minute packs alike: the
 * server's code in the checkout's words (issue 17), or 'Failed to create checkout' when it sent none;
 * no answer at all (the network failed) is 'An unexpected error occurred'.
 */
export function checkoutErrorText(t: (key: string, options?: Record<string, unknown>) => string, err: unknown) {
  if (!(err instanceof ApiError)) return t('checkout.unexpected');
  return errorText(t, err, 'checkout.errorText', 'checkout.errors');
}
