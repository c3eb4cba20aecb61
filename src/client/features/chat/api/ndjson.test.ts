import { describe, expect, it } from 'vitest';
import type { TStreamLine } from '#shared/contracts/chat.ts';
import { readNdjson } from './ndjson.ts';

/** A body that delivers these chunks, one read each. */
function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function read(chunks: Uint8Array[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const line of readNdjson(bodyOf(chunks))) out.push(line);
  return out;
}

// A reply as the server streams it: words with accents, a character outside the BMP (four bytes
// in UTF-8, two UTF-16 units), a line of several Chinese characters, a blank line and the end.
const EVENTS = [
  { type: 'delta', text: 'Hola, José: ' },
  { type: 'delta', text: 'el RIR es «repeticiones en reserva» 💪' },
  { type: 'tool', toolCall: { function: { name: 'log_workout', arguments: { note: '深蹲 ✓' } } } },
  { type: 'delta', text: 'Ça va, Größe?\u00a0€' },
] as TStreamLine[];
const TEXT = `${EVENTS.map((e) => JSON.stringify(e)).join('\n')}\n\n`;
const BYTES = new TextEncoder().encode(TEXT);

describe('readNdjson', () => {
  it('reads the events of a body sent in one chunk', async () => {
    expect(await read([BYTES])).toEqual(EVENTS);
  });

  it('reads the same events however the bytes are split in two, inside a character too', async () => {
    // The fixture does split multi-byte characters: "é" is 2 bytes, "💪" 4, "深" 3.
    expect(BYTES.length).toBeGreaterThan(TEXT.length);
    for (let at = 0; at <= BYTES.length; at++) {
      expect(await read([BYTES.subarray(0, at), BYTES.subarray(at)]), `split at byte ${at}`).toEqual(EVENTS);
    }
  });

  it('reads the same events when every byte comes alone', async () => {
    expect(await read([...BYTES].map((b) => Uint8Array.of(b)))).toEqual(EVENTS);
  });

  it('reads the same events split in three at every pair of positions of a line with an emoji', async () => {
    const line = new TextEncoder().encode(`${JSON.stringify({ type: 'delta', text: 'a💪é' })}\n`);
    for (let i = 0; i <= line.length; i++)
      for (let j = i; j <= line.length; j++) {
        const chunks = [line.subarray(0, i), line.subarray(i, j), line.subarray(j)];
        expect(await read(chunks), `split at ${i} and ${j}`).toEqual([{ type: 'delta', text: 'a💪é' }]);
      }
  });

  it('leaves out a last line cut off before its newline', async () => {
    const cut = new TextEncoder().encode(`${JSON.stringify(EVENTS[0])}\n{"type":"done","mess`);
    expect(await read([cut])).toEqual([EVENTS[0]]);
  });
});
