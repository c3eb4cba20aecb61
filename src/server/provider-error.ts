import { AISDKError, APICallError, RetryError } from 'ai';

/** What a log line may say about a failed model call. */
export type LoggedProviderError = { message: string; statusCode?: number; url?: string; stack?: string };

const MAX_MESSAGE = 300;

/**
 * Reduces an error from a model provider to its message, HTTP status and URL for the log. The AI
 * SDK's errors carry the whole request (`requestBodyValues`: the system prompt with the user's
 * profile, medical conditions and injuries, and the conversation) and the provider's answer, and
 * a logger prints every field of an error: health data would end up in the logs. Other AI SDK
 * errors quote the prompt or the model's output in their message, so only their name is kept. A
 * plain error (a bug, a refused connection) keeps its message and stack, which hold no request.
 */
export function providerErrorForLog(err: unknown): LoggedProviderError {
  if (RetryError.isInstance(err)) {
    const last = providerErrorForLog(err.lastError);
    return { ...last, message: `${err.reason}, ${err.errors.length} attempts: ${last.message}` };
  }
  if (APICallError.isInstance(err)) {
    return {
      message: err.message.slice(0, MAX_MESSAGE),
      ...(err.statusCode !== undefined ? { statusCode: err.statusCode } : {}),
      // The query may hold a key (some providers take it there).
      url: err.url.split('?')[0] ?? '',
    };
  }
  if (AISDKError.isInstance(err)) return { message: err.name };
  if (err instanceof Error) {
    return { message: err.message.slice(0, MAX_MESSAGE), ...(err.stack ? { stack: err.stack } : {}) };
  }
  return { message: typeof err === 'string' ? err.slice(0, MAX_MESSAGE) : 'unknown error' };
}
