/// <reference path="./nlpjs.d.ts" />
import crypto from 'node:crypto';
import fs from 'node:fs';
import { type Container, containerBootstrap } from '@nlpjs/core';
import { LangDe } from '@nlpjs/lang-de';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { LangFr } from '@nlpjs/lang-fr';
import { NluNeural } from '@nlpjs/nlu';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { loadTopics } from '../../knowledge/index.ts';

/**
 * What a person wants from a message, decided before its topic (docs/coach-knowledge.md,
 * "Intent before topic"). A classifier trained on example utterances per language
 * (NLP.js: each language's normaliser, tokenizer and stemmer, a small neural network
 * per language) reads phrasings that no list of phrases holds. Decision 040.
 */
export const INTENTS = [
  'workout_plan',
  'nutrition_plan',
  'plan_change',
  'today',
  'own_data',
  'small_talk',
  'confirm',
  'knowledge',
] as const;
export type Intent = (typeof INTENTS)[number];

export type IntentGuess = { intent: Intent; score: number; scores: Partial<Record<Intent, number>> };

const CORPUS = new URL('./corpus/', import.meta.url);
const MODEL = new URL('./model.json', import.meta.url);
const LANG_PLUGINS: Record<Language, unknown> = { en: LangEn, es: LangEs, fr: LangFr, de: LangDe };

type Utterance = { utterance: string; intent: Intent };

/** The training utterances of one language: the corpus files, and every knowledge question as `knowledge`. */
export function trainingCorpus(lng: Language, questions = knowledgeQuestions()): Utterance[] {
  const file = JSON.parse(fs.readFileSync(new URL(`${lng}.json`, CORPUS), 'utf8')) as Record<string, string[]>;
  const out: Utterance[] = [];
  for (const intent of INTENTS) for (const utterance of file[intent] ?? []) out.push({ utterance, intent });
  for (const utterance of questions[lng]) out.push({ utterance, intent: 'knowledge' });
  return out;
}

function knowledgeQuestions(): Record<Language, string[]> {
  const topics = loadTopics();
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, topics.flatMap((t) => t.questions[l])])) as Record<
    Language,
    string[]
  >;
}

/** A digest of everything the model learns from: a saved model older than its corpus is not used. */
export function corpusDigest(questions = knowledgeQuestions()): string {
  const hash = crypto.createHash('sha256');
  for (const lng of SUPPORTED_LANGUAGES) hash.update(JSON.stringify(trainingCorpus(lng, questions)));
  return hash.digest('hex').slice(0, 16);
}

type SavedModel = { digest: string; models: Record<Language, unknown> };

async function containerFor(lng: Language): Promise<Container> {
  const container = await containerBootstrap();
  container.use(LANG_PLUGINS[lng]);
  return container;
}

/** Trains the four languages' models: `npm run train:intents` saves them (model.json). */
export async function trainModels(): Promise<SavedModel> {
  const questions = knowledgeQuestions();
  const models = {} as Record<Language, unknown>;
  for (const lng of SUPPORTED_LANGUAGES) {
    const nlu = new NluNeural({ locale: lng, container: await containerFor(lng), log: false, useNoneFeature: true });
    await nlu.train(trainingCorpus(lng, questions));
    models[lng] = nlu.toJSON();
  }
  return { digest: corpusDigest(questions), models };
}

export function saveModels(saved: SavedModel): void {
  fs.writeFileSync(MODEL, `${JSON.stringify(saved)}\n`);
}

function readSaved(): SavedModel | null {
  try {
    return JSON.parse(fs.readFileSync(MODEL, 'utf8')) as SavedModel;
  } catch {
    return null;
  }
}

let loading: Promise<Map<Language, NluNeural>> | null = null;

/**
 * The classifiers, loaded once per process from the saved model. When the saved
 * model is missing or older than its corpus (someone edited the corpus or the
 * knowledge questions without `npm run train:intents`), they are trained here
 * instead: about a second per language, and a test fails until the file is saved.
 */
function classifiers(): Promise<Map<Language, NluNeural>> {
  loading ??= (async () => {
    let saved = readSaved();
    if (!saved || saved.digest !== corpusDigest()) saved = await trainModels();
    const out = new Map<Language, NluNeural>();
    for (const lng of SUPPORTED_LANGUAGES) {
      const nlu = new NluNeural({ locale: lng, container: await containerFor(lng), log: false, useNoneFeature: true });
      nlu.fromJSON(saved.models[lng]);
      out.set(lng, nlu);
    }
    return out;
  })();
  return loading;
}

/** Loads the classifiers ahead of the first message (the server calls it at start). */
export function warmIntents(): Promise<unknown> {
  return classifiers();
}

/** The intent of one message in one language: the best class and every class's score (0-1). */
export async function classifyIntent(text: string, lng: Language): Promise<IntentGuess> {
  const nlu = (await classifiers()).get(lng);
  const { classifications } = nlu ? await nlu.process(text.slice(0, 600)) : { classifications: [] };
  const scores: Partial<Record<Intent, number>> = {};
  for (const c of classifications)
    if ((INTENTS as readonly string[]).includes(c.intent)) scores[c.intent as Intent] = c.score;
  const best = classifications.find((c) => (INTENTS as readonly string[]).includes(c.intent));
  return { intent: (best?.intent as Intent | undefined) ?? 'knowledge', score: best?.score ?? 0, scores };
}
