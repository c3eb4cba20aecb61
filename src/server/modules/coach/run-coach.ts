import { CONVERSATION_TEXTS } from './builtin/conversation-texts.ts';
import { REPLIES } from './builtin/replies.ts';
import { isBackRedFlag, isEatingDisorderSignal, isRedFlag } from './safety.ts';
import type { CoachEvent, CoachProvider, CoachRequest, CoachTools } from './types.ts';

function* words(text: string): Iterable<CoachEvent> {
  for (const chunk of text.match(/\S+\s*|\s+/g) ?? []) yield { type: 'text', delta: chunk };
}

/**
 * Every reply goes through here, whichever provider answers. Red flags and
 * eating-disorder signals get their fixed replies before any provider is
 * asked, so no model can talk its way past them; tools are checked by the
 * rules in tools.ts.
 */
export async function* runCoach(
  provider: CoachProvider,
  req: CoachRequest,
  tools: CoachTools | null,
): AsyncIterable<CoachEvent> {
  const last = req.messages.at(-1)?.content ?? '';
  const r = REPLIES[req.language];
  if (isRedFlag(last)) {
    yield* words(r.redFlag);
    return;
  }
  if (isBackRedFlag(last)) {
    yield* words(CONVERSATION_TEXTS[req.language].backRedFlag);
    return;
  }
  if (isEatingDisorderSignal(last)) {
    yield* words(r.eatingDisorder);
    return;
  }
  yield* provider.stream(req, tools);
}
