import { and, desc, eq } from 'drizzle-orm';
import { type AgentCategoryId, isAgentCategory, PERSONAS } from '#shared/catalog/agents.ts';
import type { TChatMessage, TSendMessageRequest, TSendMessageResponse } from '#shared/contracts/chat.ts';
import { isSupportedLanguage, type Language } from '#shared/i18n/languages.ts';
import { chatMessages, chatSessions, type StoredToolCall } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { sha256 } from '../../lib-crypto.ts';
import { providerErrorForLog } from '../../provider-error.ts';
import { takeLease } from '../../request-leases.ts';
import { loadCoachContext } from '../coach/load-context.ts';
import { runCoach } from '../coach/run-coach.ts';
import { createCoachTools } from '../coach/tools.ts';
import type { CoachEvent } from '../coach/types.ts';
import {
  afterRefund,
  debitInTransaction,
  lastSeconds,
  REPLY_MAX_SECONDS,
  refundAbandonedHolds,
  refundInTransaction,
  refundSeconds,
  replyCost,
  reserveReplySeconds,
  type Tx,
  usageInTransaction,
} from '../usage/minutes.ts';
import { REPLY_CUT_TEXTS } from './reply-texts.ts';

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

/** A model's output per second of reply, generously: `maxOutputTokens` for the time reserved. */
const TOKENS_PER_SECOND = 100;

/**
 * One coach reply: the session must be the user's; one reply per member at a time (a second one
 * meanwhile is refused with REPLY_IN_PROGRESS); what the reply may cost is reserved before the coach
 * is asked (MINUTES_REQUIRED when nothing is left), the coach stops when it is used (a timer and
 * `maxOutputTokens`), the reply's measured time is charged and the rest given back; both messages
 * are stored together. `onEvent` receives the stream as it is produced. Decision 006.
 */
export async function sendMessage(
  deps: Deps,
  userId: string,
  input: TSendMessageRequest,
  onEvent: (e: CoachEvent) => void = () => {},
  idempotent: {
    /** The request's Idempotency-Key (as scoped by the plugin): an earlier attempt's held seconds are refunded. */
    key?: string;
    /** Called inside the transaction that charges and stores the reply (the key's answer). */
    commit?: (tx: Tx, answer: TSendMessageResponse) => Promise<void>;
  } = {},
): Promise<TSendMessageResponse> {
  const started = performance.now();
  const session = await findOwnSession(deps, userId, input.sessionId);
  if (!isAgentCategory(session.agentCategory)) throw new AppError('NOT_FOUND', 'Chat session not found');
  // One reply in flight per member, across instances: parallel replies would each spend the same
  // minutes. A retry of this request (same Idempotency-Key, its attempt dead) takes the lease over.
  const keyHash = idempotent.key ? sha256(idempotent.key).slice(0, 16) : undefined;
  const lease = await takeLease(deps, userId, 'chat_reply', (REPLY_MAX_SECONDS + 30) * 1000, keyHash);
  if (!lease) {
    throw new AppError('REPLY_IN_PROGRESS', 'The coach is still answering your previous message');
  }
  try {
    const own = { ...session, agentCategory: session.agentCategory };
    return await reply(deps, userId, input, own, started, onEvent, idempotent, keyHash);
  } finally {
    await lease.release();
  }
}

async function reply(
  deps: Deps,
  userId: string,
  input: TSendMessageRequest,
  session: typeof chatSessions.$inferSelect & { agentCategory: AgentCategoryId },
  started: number,
  onEvent: (e: CoachEvent) => void,
  idempotent: { key?: string; commit?: (tx: Tx, answer: TSendMessageResponse) => Promise<void> },
  keyHash: string | undefined,
): Promise<TSendMessageResponse> {
  // With a key, the reservation is marked with it: a retry after this attempt's instance died gives
  // it back (a retried message is never charged twice).
  const holdReason = keyHash ? `chat reply held ${keyHash}` : 'chat reply';
  if (idempotent.key) await refundAbandonedHolds(deps, userId, holdReason);
  const reserved = await reserveReplySeconds(deps, userId, holdReason);

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
  // "How many minutes do I have left?" is answered with the balance before this reply's reservation,
  // less the second any reply costs at least: the usage card's figure, not one lowered by the hold.
  if (context.data && context.data.secondsAvailable !== null)
    context.data.secondsAvailable += reserved.seconds - Math.min(1, reserved.seconds);
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

  // The reply stops when the reserved time is used, counted from the request as the charge is.
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), Math.max(0, started + reserved.seconds * 1000 - performance.now()));
  const stopped = new Promise<'stopped'>((resolve) =>
    stop.signal.addEventListener('abort', () => resolve('stopped'), { once: true }),
  );
  let text = '';
  let cut = false;
  const toolCalls: StoredToolCall[] = [];
  try {
    const events = runCoach(
      deps.coach,
      {
        mode: 'coach',
        category: session.agentCategory,
        style: session.agentStyle,
        language,
        messages,
        ...context,
        limits: { maxOutputTokens: reserved.seconds * TOKENS_PER_SECOND, signal: stop.signal },
      },
      tools,
    )[Symbol.asyncIterator]();
    while (true) {
      const step = events.next();
      step.catch(() => {});
      const next = await Promise.race([step, stopped]);
      if (next === 'stopped') {
        cut = true;
        void events.return?.(undefined)?.catch(() => {});
        break;
      }
      if (next.done) break;
      const event = next.value;
      if (event.type === 'text') text += event.delta;
      else toolCalls.push({ function: { name: event.name, arguments: event.args }, result: event.result });
      onEvent(event);
    }
  } catch (err) {
    clearTimeout(timer);
    deps.log.error({ error: providerErrorForLog(err) }, 'coach failed');
    // The reservation goes back: nothing was delivered.
    await refundSeconds(deps, userId, reserved.parts, keyHash ? `refund: ${holdReason}` : 'refund: reply failed');
    throw new AppError('AI_UNAVAILABLE', 'Failed to send message: the coach could not answer. Please try again.');
  }
  clearTimeout(timer);
  if (cut) {
    const texts = REPLY_CUT_TEXTS[language];
    const note = `${text.trim() ? '\n\n' : ''}${reserved.seconds < REPLY_MAX_SECONDS ? texts.minutes : texts.longest}`;
    text += note;
    onEvent({ type: 'text', delta: note });
  }
  if (!text.trim()) text = '…';

  // Never more than was reserved: the reply stopped when that was used.
  const charged = Math.min(reserved.seconds, replyCost(performance.now() - started));
  const unused = lastSeconds(reserved.parts, reserved.seconds - charged);
  // The charge, both messages and the key's answer commit together: an instance that dies after the
  // commit leaves a reply a retry replays, before it nothing a retry would charge again.
  const answer = await deps.db.transaction(async (tx) => {
    await refundInTransaction(tx, userId, unused, `unused: ${holdReason}`);
    await debitInTransaction(tx, userId, 0, 'chat reply', true);
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
    return answer;
  });
  afterRefund(unused);
  deps.userCache.forget(userId);
  return answer;
}
