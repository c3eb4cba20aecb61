import type { BodyPart } from '#shared/coaching/injuries.ts';
import type { Muscle } from '#shared/coaching/training.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import raw from './lexicon.json' with { type: 'json' };
import { normalize, tokenize } from './text.ts';

type PerLanguage = Record<Language, string[]>;

/** Words and phrases the coach recognises, per language, normalised (lower case, no accents). See lexicon.json. */
export const LEXICON = raw as {
  intents: Record<string, PerLanguage>;
  muscles: Record<Muscle | 'legs' | 'arms', PerLanguage>;
  bodyParts: Record<BodyPart, PerLanguage>;
  diets: Record<string, PerLanguage>;
  logFillers: PerLanguage;
  stopwords: PerLanguage;
};

export type IntentWord = keyof typeof LEXICON.intents & string;

/** Every phrase of an intent in every language: people mix languages, and "rir" or "1rm" is the same everywhere. */
export function phrasesOf(intent: string, lng?: Language): string[] {
  const entry = LEXICON.intents[intent];
  if (!entry) return [];
  return lng ? entry[lng] : SUPPORTED_LANGUAGES.flatMap((l) => entry[l]);
}

export const STOPWORDS: Record<Language, Set<string>> = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((l) => [l, new Set(LEXICON.stopwords[l])]),
) as Record<Language, Set<string>>;

/** Simple words of the lexicon, per language: the tails that compound splitting recognises. */
export const VOCABULARY: Set<string> = new Set(
  [
    ...Object.values(LEXICON.intents).flatMap((e) => Object.values(e).flat()),
    ...Object.values(LEXICON.muscles).flatMap((e) => Object.values(e).flat()),
    ...Object.values(LEXICON.bodyParts).flatMap((e) => Object.values(e).flat()),
    'training',
    'ubung',
    'ubungen',
    'schmerzen',
    'plan',
    'programm',
    'satze',
    'pause',
  ]
    .flatMap((p) => tokenize(normalize(p.replace(/\*/g, ''))))
    .filter((w) => w.length >= 4),
);
