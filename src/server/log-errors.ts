import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

/** What a log line holds for an error (pino's shape, without the error object it keeps unlogged). */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

const MAX_DEPTH = 5;

/** The failed query in an error or its causes (an error may wrap Drizzle's). */
function failedQuery(err: unknown): DrizzleQueryError | undefined {
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < MAX_DEPTH; depth++) {
    if (current instanceof DrizzleQueryError) return current;
    current = current.cause;
  }
  return undefined;
}

/** Only the call frames of a stack: its first lines repeat the message. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/**
 * The `err` of every log line. A failed database query is logged with its SQL text and the
 * database's error code only: Drizzle's message ("Failed query: … params: …"), its `params`, and the
 * driver's message and detail ("Key (email)=(…)", "invalid input syntax for type uuid: \"…\"") can
 * carry messages, addresses or health data (issue 25, finding 9). Anything else as pino writes it.
 */
export function serializeError(err: Error): SerializedError {
  // pino hands a serializer whatever was logged under its key: only errors are rewritten.
  if (!(err instanceof Error)) return err as unknown as SerializedError;
  const failed = failedQuery(err);
  if (!failed) return stdSerializers.err(err);
  const cause = failed.cause as { code?: unknown } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${failed.query}`,
    query: failed.query,
    code: typeof cause?.code === 'string' ? cause.code : undefined,
    ...(err !== failed ? { wrappedBy: err.constructor.name } : {}),
    stack: framesOf(failed.stack),
  };
}
