import { and, desc, eq } from 'drizzle-orm';
import { isAgentCategory, PERSONAS } from '#shared/catalog/agents.ts';
import type { TChatMessage, TSendMessageRequest, TSendMessageResponse } from '#shared/contracts/chat.ts';
import { isSupportedLanguage, type Language } from '#shared/i18n/languages.ts';
import { chatMessages, chatSessions, type StoredToolCall } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { sha256 } from '../../lib-crypto.ts';
import { providerErrorForLog } from '../../provider-error.ts';
import { loadCoachContext } from '../coach/load-context.ts';
import { runCoach } from '../coach/run-coach.ts';
import { createCoachTools } from '../coach/tools.ts';
import type { CoachEvent } from '../coach/types.ts';
import {
  afterDebit,
  debitInTransaction,
  holdFirstSecond,
  refundAbandonedHolds,
  refundSeconds,
  replyCost,
  type Tx,
  usageInTransaction,
} from '../usage/minutes.ts';

export function toMessageDto(m: typeof chatMessages.$inferSelect): TChatMessage {
  return {
    id: m.id,
    role: m.role as 'user' | 'assistant',
    content: m.content,
    timestamp: m.createdAt.toISOString(),
    secondsUsed: m.secondsUsed,
    toolCalls: m.toolCalls,
  };
}

export async function findOwnSession(deps: Deps, userId: string, sessionId: string) {
  const [session] = await deps.db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
    .limit(1);
  if (!session) throw new AppError('NOT_FOUND', 'Chat session not found');
  return session;
}

/**
 * One coach reply: the session must be the user's; one second is held before
 * the coach is asked (MINUTES_REQUIRED otherwise); the reply's measured time
 * is charged; both messages are stored together. `onEvent` receives the
 * stream as it is produced.
 */
export async function sendMessage(
  deps: Deps,
  userId: string,
  input: TSendMessageRequest,
  onEvent: (e: CoachEvent) => void = () => {},
  idempotent: {
    /** The request's Idempotency-Key (as scoped by the plugin): an earlier attempt's held second is refunded. */
    key?: string;
    /** Called inside the transaction that charges and stores the reply (the key's answer). */
    commit?: (tx: Tx, answer: TSendMessageResponse) => Promise<void>;
  } = {},
): Promise<TSendMessageResponse> {
  const started = performance.now();
  const session = await findOwnSession(deps, userId, input.sessionId);
  if (!isAgentCategory(session.agentCategory)) throw new AppError('NOT_FOUND', 'Chat session not found');
  // With a key, the held second is marked with it: a retry after this attempt's instance died gives
  // it back (a retried message is never charged twice).
  const holdReason = idempotent.key ? `chat reply held ${sha256(idempotent.key).slice(0, 16)}` : 'chat reply';
  if (idempotent.key) await refundAbandonedHolds(deps, userId, holdReason);
  const held = await holdFirstSecond(deps, userId, holdReason);

  const language: Language = isSupportedLanguage(input.language)
    ? input.language
    : isSupportedLanguage(session.language)
      ? session.language
      : 'en';
  const history = await deps.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, session.id))
    .orderBy(desc(chatMessages.createdAt))
    .limit(20);
  const messages = [
    ...history.reverse().map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content })),
    { role: 'user' as const, content: input.content },
  ];
  const context = await loadCoachContext(deps, userId);
  const profile = context.profile;
  const tools = createCoachTools(deps, {
    userId,
    profile,
    style: session.agentStyle,
    language,
    createdBy: PERSONAS[session.agentCategory],
    conversation: messages
      .filter((m) => m.role === 'user')
      .map((m) => m.content)
      .join('\n'),
  });

  let text = '';
  const toolCalls: StoredToolCall[] = [];
  try {
    for await (const event of runCoach(
      deps.coach,
      {
        mode: 'coach',
        category: session.agentCategory,
        style: session.agentStyle,
        language,
        messages,
        ...context,
      },
      tools,
    )) {
      if (event.type === 'text') text += event.delta;
      else toolCalls.push({ function: { name: event.name, arguments: event.args }, result: event.result });
      onEvent(event);
    }
  } catch (err) {
    deps.log.error({ error: providerErrorForLog(err) }, 'coach failed');
    // The held second goes back: nothing was delivered.
    await refundSeconds(deps, userId, held, idempotent.key ? `refund: ${holdReason}` : 'refund: reply failed');
    throw new AppError('AI_UNAVAILABLE', 'Failed to send message: the coach could not answer. Please try again.');
  }
  if (!text.trim()) text = '…';

  const cost = replyCost(performance.now() - started);
  // The charge, both messages and the key's answer commit together: an instance that dies after the
  // commit leaves a reply a retry replays, before it nothing a retry would charge again.
  const { answer, parts } = await deps.db.transaction(async (tx) => {
    const debit = await debitInTransaction(tx, userId, cost - 1, 'chat reply', true);
    const charged = 1 + debit.taken;
    const now = Date.now();
    const [u] = await tx
      .insert(chatMessages)
      .values({ sessionId: session.id, role: 'user', content: input.content, createdAt: new Date(now) })
      .returning();
    const [a] = await tx
      .insert(chatMessages)
      .values({
        sessionId: session.id,
        role: 'assistant',
        content: text,
        toolCalls,
        secondsUsed: charged,
        createdAt: new Date(now + 1),
      })
      .returning();
    await tx
      .update(chatSessions)
      .set({ updatedAt: new Date(now + 1) })
      .where(eq(chatSessions.id, session.id));
    if (!u || !a) throw new AppError('INTERNAL', 'messages not stored');
    const usage = await usageInTransaction(tx, userId);
    const answer: TSendMessageResponse = {
      message: toMessageDto(a),
      userMessage: toMessageDto(u),
      secondsUsed: charged,
      secondsRemaining: usage.availableSeconds,
    };
    await idempotent.commit?.(tx, answer);
    return { answer, parts: debit.parts };
  });
  afterDebit(deps, userId, parts);
  return answer;
}
