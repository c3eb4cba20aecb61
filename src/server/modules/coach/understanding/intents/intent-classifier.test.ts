import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyIntent, corpusDigest, INTENTS } from './intent-classifier.ts';

describe('intent classifier', () => {
  it('the saved model was trained on today’s corpus and knowledge (else: npm run train:intents)', () => {
    const saved = JSON.parse(fs.readFileSync(new URL('./model.json', import.meta.url), 'utf8')) as { digest: string };
    expect(saved.digest).toBe(corpusDigest());
  });

  it('every language’s corpus has examples of every intent but knowledge (which reads the knowledge base)', () => {
    for (const lng of ['en', 'es', 'fr', 'de']) {
      const corpus = JSON.parse(fs.readFileSync(new URL(`./corpus/${lng}.json`, import.meta.url), 'utf8'));
      for (const intent of INTENTS) expect(corpus[intent]?.length ?? 0, `${lng} ${intent}`).toBeGreaterThanOrEqual(15);
    }
  });

  it('reads a plan request that names no plan, in four languages', async () => {
    expect(
      (await classifyIntent('could you sort me out with something to follow for the next month?', 'en')).intent,
    ).toBe('workout_plan');
    expect((await classifyIntent('¿me organizas algo para las próximas semanas?', 'es')).intent).toBe('workout_plan');
    expect((await classifyIntent('tu peux me préparer un truc pour les semaines qui viennent ?', 'fr')).intent).toBe(
      'workout_plan',
    );
    expect((await classifyIntent('kannst du mir was für die nächsten wochen zusammenstellen?', 'de')).intent).toBe(
      'workout_plan',
    );
  });

  it('keeps a question of knowledge a question', async () => {
    expect((await classifyIntent('how much protein should I eat a day?', 'en')).intent).toBe('knowledge');
    expect((await classifyIntent('¿cuánto tiempo descanso entre series?', 'es')).intent).toBe('knowledge');
  });
});
