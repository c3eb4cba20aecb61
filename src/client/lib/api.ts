import { type QueryFunction, queryOptions } from '@tanstack/react-query';
import type { ApiResponse, ApiRoute, ApiRoutes } from '#shared/contracts/routes.ts';
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Spec<R extends ApiRoute> = ApiRoutes[R];

/** The names of a path's `:params`. */
type ParamNames<P extends string> = P extends `${string}/:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}/:${infer N}`
    ? N
    : never;

/** What a call of a route needs besides the route: its body, query and path parameters, as it has them. */
type CallParts<R extends ApiRoute> = (Spec<R> extends { body: infer B } ? { body: B } : { body?: never }) &
  (Spec<R> extends { query: infer Q } ? { query: Q } : { query?: never }) &
  ([ParamNames<R>] extends [never] ? { params?: never } : { params: Record<ParamNames<R>, string> });
/** The argument is optional when nothing in it is required. */
type Args<T> = Partial<T> extends T ? [call?: T] : [call: T];
type RawCall = RequestInit & { body?: unknown; query?: Record<string, unknown>; params?: Record<string, string> };

function splitRoute(route: ApiRoute): [Method, string] {
  const [method, path] = route.split(' ');
  return [method as Method, path ?? ''];
}

/**
 * A call's URL cut at its path parameters, which is also its query key: the default query function
 * GETs the parts joined with '/' (docs/PRODUCT.md#api-calls), and a key such as
 * ['/api/chat/sessions', id, 'messages'] starts with the key of the list it belongs to. The query, if
 * any, ends the last part.
 */
function urlParts(path: string, params: Record<string, string> = {}, query?: Record<string, unknown>): string[] {
  // '/api/chat/sessions/:id/messages' splits into ['/api/chat/sessions', 'id', '/messages']: the
  // fixed parts, and between them each parameter's name, which its value replaces.
  const parts = path
    .split(/\/:(\w+)/)
    .map((part, i) => {
      if (i % 2 === 1) return encodeURIComponent(params[part] ?? '');
      return i === 0 ? part : part.slice(1);
    })
    .filter((part) => part !== '');
  if (query) {
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    );
    parts.push(`${parts.pop() ?? ''}?${search}`);
  }
  return parts;
}

/**
 * A JSON request with cookies to one of the routes of contracts/routes.ts, which types its body,
 * query, path parameters and answer; any fetch option (headers such as Idempotency-Key, a signal)
 * goes along. Throws ApiError on a non-OK answer.
 */
export async function apiRequest<R extends ApiRoute>(
  route: R,
  ...[call]: Args<CallParts<R> & Omit<RequestInit, 'body' | 'method'>>
): Promise<ApiResponse<R>> {
  const { body, query, params, ...init } = (call ?? {}) as RawCall;
  const [method, path] = splitRoute(route);
  const headers = new Headers(init.headers);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  // Server texts (validation reasons, emails) follow the app's language, not only the browser's.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
  const res = await fetch(urlParts(path, params, query).join('/'), {
    ...init,
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  // Typed by the route map: the server's schema serialised this answer (a 204 has none).
  const data: unknown = res.status === 204 ? undefined : await res.json();
  return data as ApiResponse<R>;
}

type GetRoute = Extract<ApiRoute, `GET ${string}`>;

/**
 * A GET as query options: the key is the URL's parts (see urlParts), which the default query
 * function fetches, and the data is what the route answers.
 */
export function apiQuery<R extends GetRoute>(route: R, ...[call]: Args<Omit<CallParts<R>, 'body'>>) {
  const { query, params } = (call ?? {}) as RawCall;
  return queryOptions<ApiResponse<R>>({ queryKey: urlParts(splitRoute(route)[1], params, query) });
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
