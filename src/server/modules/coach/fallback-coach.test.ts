import { describe, expect, it } from 'vitest';
import { FallbackCoach } from './fallback-coach.ts';
import { DEFAULT_PROFILE } from './profile.ts';
import type { CoachEvent, CoachProvider, CoachRequest } from './types.ts';

const req: CoachRequest = {
  mode: 'coach',
  category: 'strength',
  style: 'hypertrophy',
  language: 'es',
  profile: DEFAULT_PROFILE,
  messages: [{ role: 'user', content: 'hola' }],
};

const provider = (name: string, events: () => AsyncIterable<CoachEvent>): CoachProvider => ({
  name,
  stream: () => events(),
});

async function text(coach: CoachProvider) {
  let out = '';
  for await (const e of coach.stream(req, null)) if (e.type === 'text') out += e.delta;
  return out;
}

const builtin = provider('builtin', async function* () {
  yield { type: 'text', delta: 'respuesta integrada' };
});

describe('a model with the built-in coach behind it', () => {
  it('passes the model’s answer through when it streams', async () => {
    const model = provider('model', async function* () {
      yield { type: 'text', delta: 'del ' };
      yield { type: 'text', delta: 'modelo' };
    });
    expect(await text(new FallbackCoach(model, builtin))).toBe('del modelo');
  });

  it('answers with the built-in coach, marked, when the model fails before its first token', async () => {
    const model = provider('model', async function* () {
      yield* [];
      throw new Error('HTTP 500');
    });
    const out = await text(new FallbackCoach(model, builtin));
    expect(out).toMatch(/^respuesta integrada/);
    expect(out).toMatch(/entrenador integrado|integrad/i);
  });

  it('answers with the built-in coach when the model says nothing within the time limit', async () => {
    const model = provider('model', async function* () {
      await new Promise((r) => setTimeout(r, 500));
      yield { type: 'text', delta: 'tarde' };
    });
    const out = await text(new FallbackCoach(model, builtin, { firstEventTimeoutMs: 50 }));
    expect(out).toMatch(/^respuesta integrada/);
    expect(out).not.toMatch(/tarde/);
  });

  it('fails the reply when the model breaks after it started talking (the message is refunded)', async () => {
    const model = provider('model', async function* () {
      yield { type: 'text', delta: 'empie' };
      throw new Error('connection reset');
    });
    await expect(text(new FallbackCoach(model, builtin))).rejects.toThrow('connection reset');
  });
});
