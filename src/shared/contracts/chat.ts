import { z } from 'zod';
import { AGENT_CATEGORIES } from '../catalog/agents.ts';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';

export const MAX_CHAT_MESSAGE = 4000;

export const ZChatSession = z.object({
  id: z.uuid(),
  agentCategory: z.string(),
  agentStyle: z.string(),
  objective: z.string().nullable(),
  updatedAt: z.string(),
});
export type TChatSession = z.infer<typeof ZChatSession>;

/** A session's id in the path; a malformed one is a session that is not found. */
export const ZChatSessionParams = z.object({ id: z.uuid({ message: 'NOT_FOUND' }) });
export type TChatSessionParams = z.infer<typeof ZChatSessionParams>;

export const ZCreateSessionRequest = z.object({
  agentCategory: z.enum(AGENT_CATEGORIES, { message: 'SESSION_REQUIRED' }),
  agentStyle: z.string({ message: 'SESSION_REQUIRED' }).min(1, { message: 'SESSION_REQUIRED' }).max(40),
  objective: z.string().trim().max(500).optional().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});

export const ZToolCall = z.object({
  function: z.object({ name: z.string(), arguments: z.unknown() }),
  result: z.unknown(),
});

export const ZChatMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  secondsUsed: z.number().int(),
  toolCalls: z.array(ZToolCall),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZSendMessageRequest = z.object({
  sessionId: z.uuid({ message: 'SESSION_REQUIRED' }),
  content: z.string().trim().min(1).max(MAX_CHAT_MESSAGE),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

export const ZSendMessageResponse = z.object({
  message: ZChatMessage,
  userMessage: ZChatMessage,
  secondsUsed: z.number().int(),
  secondsRemaining: z.number().int(),
});
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

/** Lines of the streamed reply (application/x-ndjson). */
export type TStreamLine =
  | { type: 'delta'; text: string }
  | { type: 'tool'; toolCall: z.infer<typeof ZToolCall> }
  | ({ type: 'done' } & TSendMessageResponse)
  | { type: 'error'; code: string; message: string };
