import { eq, sql } from 'drizzle-orm';
import { isStyleOf } from '#shared/catalog/agents.ts';
import {
  PREVIEW_MAX_USER_MESSAGES,
  type TPreviewChatRequest,
  type TPreviewChatResponse,
} from '#shared/contracts/preview.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { previewVisitors } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { providerErrorForLog } from '../../provider-error.ts';
import { DEFAULT_PROFILE } from '../coach/profile.ts';
import { runCoach } from '../coach/run-coach.ts';

/** A signed-out visitor, named by the SHA-256 of their visitor cookie (visitor.ts). */
export type PreviewVisitor = { idHash: string };

export type PreviewInput = Pick<TPreviewChatRequest, 'messages' | 'selectedAgent'> & { language: Language };

/** The visitor's message counted, atomically; null when they already sent the preview's 4. */
async function countMessage(deps: Pick<Deps, 'db'>, visitor: PreviewVisitor): Promise<number | null> {
  const [row] = await deps.db
    .insert(previewVisitors)
    .values({ idHash: visitor.idHash, count: 1 })
    .onConflictDoUpdate({
      target: previewVisitors.idHash,
      set: { count: sql`${previewVisitors.count} + 1` },
      setWhere: sql`${previewVisitors.count} < ${PREVIEW_MAX_USER_MESSAGES}`,
    })
    .returning({ count: previewVisitors.count });
  return row?.count ?? null;
}

/** A message the coach did not answer does not count. */
async function refundMessage(deps: Pick<Deps, 'db'>, visitor: PreviewVisitor): Promise<void> {
  await deps.db
    .update(previewVisitors)
    .set({ count: sql`${previewVisitors.count} - 1` })
    .where(eq(previewVisitors.idHash, visitor.idHash));
}

/**
 * The landing page's free preview (docs/PRODUCT.md): the coach answers a visitor's message with the
 * default profile and no tools; 4 user messages per visitor, reserved before any coach call.
 * `deps.log` should be the request's logger, so that a failure is logged with the request id.
 */
export async function answerPreview(
  deps: Pick<Deps, 'db' | 'coach' | 'log'>,
  visitor: PreviewVisitor,
  input: PreviewInput,
): Promise<TPreviewChatResponse> {
  const count = await countMessage(deps, visitor);
  // A returning visitor (the cookie lasts 30 days) is told why, with the count, so that the page
  // shows its paywall instead of an error (issue 17).
  if (count === null)
    throw new AppError(
      'PREVIEW_LIMIT',
      'The free preview is limited to 4 messages. Start your free trial to keep chatting.',
      { used: PREVIEW_MAX_USER_MESSAGES, limit: PREVIEW_MAX_USER_MESSAGES, remaining: 0 },
    );

  const agent =
    input.selectedAgent && isStyleOf(input.selectedAgent.category, input.selectedAgent.style)
      ? input.selectedAgent
      : { category: 'strength' as const, style: 'hypertrophy' };
  let text = '';
  try {
    for await (const e of runCoach(
      deps.coach,
      {
        mode: 'preview',
        category: agent.category,
        style: agent.style,
        language: input.language,
        profile: DEFAULT_PROFILE,
        messages: input.messages.map((m) => ({ role: m.role, content: m.content })),
      },
      null,
    )) {
      if (e.type === 'text') text += e.delta;
    }
  } catch (err) {
    deps.log.error({ error: providerErrorForLog(err) }, 'preview coach failed');
    await refundMessage(deps, visitor);
    throw new AppError('AI_UNAVAILABLE', 'The coach could not answer right now');
  }
  return { message: text.trim() || '…', remaining: PREVIEW_MAX_USER_MESSAGES - count };
}
