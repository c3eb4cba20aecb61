/**
 * The lines of an NDJSON body (`application/x-ndjson`, the streamed chat reply), parsed, as they
 * arrive. The network splits the bytes anywhere: inside a line, or inside a character of several
 * bytes ("é", an emoji), so the bytes are decoded as one stream and a line is read only once its
 * newline has come. Blank lines are skipped, and so is a last line cut off before its newline (the
 * caller tells a reply that ended early by the missing `done` line).
 */
export async function* readNdjson<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      let nl = buffer.indexOf('\n');
      while (nl >= 0) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        nl = buffer.indexOf('\n');
        if (line) yield JSON.parse(line) as T;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
