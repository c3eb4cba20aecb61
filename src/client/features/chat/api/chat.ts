import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiQuery, apiRequest, throwIfNotOk } from '#client/lib/api.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import type { TSendMessageResponse, TStreamLine } from '#shared/contracts/chat.ts';
import type { ApiBody } from '#shared/contracts/routes.ts';
import { readNdjson } from './ndjson.ts';

/**
 * The chat feature's queries: each one's key is its URL (lib/api.ts apiQuery), so a session's
 * messages start with the sessions' key.
 */
export const chatQueries = {
  sessions: apiQuery('GET /api/chat/sessions'),
  messages: (sessionId: string) => apiQuery('GET /api/chat/sessions/:id/messages', { params: { id: sessionId } }),
};

export function useSessions() {
  return useQuery(chatQueries.sessions);
}

export function useMessages(sessionId: string | null) {
  return useQuery({
    ...chatQueries.messages(sessionId ?? 'none'),
    // Fresh for 5 minutes (docs/PRODUCT.md#data-freshness): a sent message updates this cache itself.
    enabled: Boolean(sessionId),
  });
}

/** A new session as the form chooses it; the app's language goes along. */
export type NewSession = Omit<ApiBody<'POST /api/chat/sessions'>, 'language'>;

export function useCreateSession() {
  return useMutation({
    mutationFn: (body: NewSession) =>
      apiRequest('POST /api/chat/sessions', { body: { ...body, language: currentLanguage() } }),
  });
}

/**
 * Sends a message and reads the streamed reply (NDJSON): `onDelta` gets the
 * words as the coach produces them. Resolves with the stored messages and
 * the minutes; rejects with ApiError carrying the server's code.
 */
export async function streamMessage(
  sessionId: string,
  content: string,
  onDelta: (text: string) => void,
): Promise<TSendMessageResponse> {
  const res = await fetch('/api/chat/messages/stream', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLanguage() },
    body: JSON.stringify({ sessionId, content, language: currentLanguage() }),
  });
  await throwIfNotOk(res);
  if (!res.body) throw new ApiError(500, 'INTERNAL', undefined, 'No response body');
  for await (const msg of readNdjson<TStreamLine>(res.body)) {
    if (msg.type === 'delta') onDelta(msg.text);
    else if (msg.type === 'done') return msg;
    else if (msg.type === 'error') throw new ApiError(500, msg.code, msg.message, msg.message);
  }
  throw new ApiError(500, 'INTERNAL', undefined, 'The reply ended early');
}
