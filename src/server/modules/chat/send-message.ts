import { and, desc, eq } from 'drizzle-orm';
import { isAgentCategory, PERSONAS } from '#shared/catalog/agents.ts';
import type { TChatMessage, TSendMessageRequest, TSendMessageResponse } from '#shared/contracts/chat.ts';
import { isSupportedLanguage, type Language } from '#shared/i18n/languages.ts';
import type { Deps } from '../../app.ts';
import { chatMessages, chatSessions, type StoredToolCall } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { providerErrorForLog } from '../../provider-error.ts';
import { loadCoachContext } from '../coach/load-context.ts';
import { runCoach } from '../coach/run-coach.ts';
import { createCoachTools } from '../coach/tools.ts';
import type { CoachEvent, CoachProvider } from '../coach/types.ts';
import { debitSeconds, holdFirstSecond, refundSeconds, replyCost, usageToday } from '../usage/minutes.ts';

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
  deps: Deps & { coach: CoachProvider },
  userId: string,
  input: TSendMessageRequest,
  onEvent: (e: CoachEvent) => void = () => {},
): Promise<TSendMessageResponse> {
  const started = performance.now();
  const session = await findOwnSession(deps, userId, input.sessionId);
  if (!isAgentCategory(session.agentCategory)) throw new AppError('NOT_FOUND', 'Chat session not found');
  const held = await holdFirstSecond(deps, userId);

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
    await refundSeconds(deps, userId, held, 'refund: reply failed');
    throw new AppError('AI_UNAVAILABLE', 'Failed to send message: the coach could not answer. Please try again.');
  }
  if (!text.trim()) text = '…';

  const cost = replyCost(performance.now() - started);
  const { taken: extra } = await debitSeconds(deps, userId, cost - 1, 'chat reply', true);
  const charged = 1 + extra;
  const [userRow, assistantRow] = await deps.db.transaction(async (tx) => {
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
    return [u, a];
  });
  if (!userRow || !assistantRow) throw new AppError('INTERNAL', 'messages not stored');
  const usage = await usageToday(deps, userId);
  return {
    message: toMessageDto(assistantRow),
    userMessage: toMessageDto(userRow),
    secondsUsed: charged,
    secondsRemaining: usage.availableSeconds,
  };
}
