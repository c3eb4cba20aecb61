import { CONVERSATION_TEXTS } from './builtin/conversation-texts.ts';
import type { CoachEvent, CoachProvider, CoachRequest, CoachTools } from './types.ts';

export type FallbackOptions = {
  /** How long to wait for the model's first event before the built-in coach answers. */
  firstEventTimeoutMs?: number;
  onFallback?: (err: unknown) => void;
};

const TIMEOUT = Symbol('timeout');

/**
 * A model provider with the built-in coach behind it: when the model fails
 * or says nothing within the time limit, before anything reached the user,
 * the built-in coach answers, marked as such. The reply is one reply, so it
 * is charged once. A model that fails halfway fails the message (refunded).
 */
export class FallbackCoach implements CoachProvider {
  readonly name: string;
  constructor(
    private readonly primary: CoachProvider,
    private readonly fallback: CoachProvider,
    private readonly options: FallbackOptions = {},
  ) {
    this.name = primary.name;
  }

  async *stream(req: CoachRequest, tools: CoachTools | null): AsyncIterable<CoachEvent> {
    const iterator = this.primary.stream(req, tools)[Symbol.asyncIterator]();
    let first: IteratorResult<CoachEvent> | typeof TIMEOUT;
    let timer: NodeJS.Timeout | undefined;
    try {
      first = await Promise.race([
        iterator.next(),
        new Promise<typeof TIMEOUT>((resolve) => {
          timer = setTimeout(() => resolve(TIMEOUT), this.options.firstEventTimeoutMs ?? 30_000);
        }),
      ]);
    } catch (err) {
      first = TIMEOUT;
      this.options.onFallback?.(err);
    } finally {
      clearTimeout(timer);
    }
    if (first === TIMEOUT) {
      void iterator.return?.(undefined)?.catch(() => {});
      yield* this.fallback.stream(req, tools);
      yield { type: 'text', delta: `\n\n${CONVERSATION_TEXTS[req.language].fallbackNote}` };
      return;
    }
    if (first.done) return;
    yield first.value;
    while (true) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
}
