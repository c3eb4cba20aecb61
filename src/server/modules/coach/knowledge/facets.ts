import type { Language } from '#shared/i18n/languages.ts';
import { normalize } from '../understanding/text.ts';
import type { Retrieved } from './index.ts';
import type { Topic } from './schema.ts';

/**
 * What a question asks, beyond its subject: before or after training, what to do
 * instead, how often, how much, which one to buy, how to warm up. Retrieval finds
 * topics that share the question's words; neighbours share most of them ("what to
 * eat before a long ride" and "how long should my long ride be"). A topic whose
 * own questions never ask what the message asks is pushed down; one that does is
 * lifted. The facets of a topic are read from its questions, so a new topic
 * needs nothing here.
 */
const FACETS: Record<string, Record<Language, RegExp>> = {
  before: {
    en: /\b(before|pre|prior to)\b/,
    es: /\b(antes|pre)\b/,
    fr: /\b(avant|pre)\b/,
    de: /\b(vor|vorher|vorm)\b/,
  },
  after: {
    en: /\b(after|post|afterwards)\b/,
    es: /\b(despues|post|tras)\b/,
    fr: /\b(apres|post)\b/,
    de: /\b(nach|nachher|danach)\b/,
  },
  instead: {
    en: /\b(instead|replace|alternatives?|substitutes?|swap|cant do|can t do|cannot do|unable to|no (?:bar|barbell|rack|equipment|gym))\b/,
    es: /\b(en lugar|en vez|sustitu\w*|reemplaz\w*|alternativ\w*|no puedo hacer|no tengo (?:barra|rack|material|gimnasio))\b/,
    fr: /\b(a la place|au lieu|remplac\w*|alternative\w*|substitu\w*|j arrive pas|je n arrive pas|pas de (?:barre|rack|materiel|salle))\b/,
    de: /\b(statt|anstatt|ersatz|ersetz\w*|alternativ\w*|kann keine?|keine (?:stange|langhantel|geraete|gerate|hantel))\b/,
  },
  often: {
    en: /\b(how often|times a week|per week|a week|each week|every day|daily|frequency)\b/,
    es: /\b(cada cuanto|con que frecuencia|veces (?:a|por) (?:la )?semana|a la semana|por semana|todos los dias|diario)\b/,
    fr: /\b(a quelle frequence|combien de fois|par semaine|chaque jour|tous les jours|frequence)\b/,
    de: /\b(wie oft|mal (?:die|pro|in der) woche|pro woche|jeden tag|taglich|haufigkeit)\b/,
  },
  much: {
    en: /\b(how much|how many|grams?|dose|dosage|amount|mg)\b/,
    es: /\b(cuant[oa]s?|gramos?|dosis|cantidad|mg)\b/,
    fr: /\b(combien|grammes?|dose|quantite|mg)\b/,
    de: /\b(wie viel\w*|wieviel\w*|gramm|dosis|menge|mg)\b/,
  },
  buy: {
    en: /\b(buy|which one|what size|brand|first one|get first|purchase)\b/,
    es: /\b(comprar|compro|que tamano|marca|cual (?:me )?compro)\b/,
    fr: /\b(acheter|achete|quelle taille|marque)\b/,
    de: /\b(kaufen|kaufe|welche grosse|marke|anschaffen)\b/,
  },
  warmup: {
    en: /\b(warm ?up|warming up|ramp up|warm up sets)\b/,
    es: /\b(calentar|calentamiento|caliento|aproximacion)\b/,
    fr: /\b(echauff\w*|echauffement)\b/,
    de: /\b(aufwarm\w*|warm ?up|aufwaermen)\b/,
  },
};

const cache = new Map<string, Set<string>>();

function facetsOf(text: string, lng: Language): Set<string> {
  const t = normalize(text);
  const out = new Set<string>();
  for (const [facet, res] of Object.entries(FACETS)) if (res[lng].test(t)) out.add(facet);
  return out;
}

function topicFacets(topic: Topic, lng: Language): Set<string> {
  const key = `${lng}:${topic.id}`;
  let found = cache.get(key);
  if (!found) {
    found = facetsOf([...topic.questions[lng], ...topic.keywords[lng]].join(' \n '), lng);
    cache.set(key, found);
  }
  return found;
}

/** The candidates re-scored on what the message asks; the order of those that ask alike is kept. */
export function rerank(message: string, lng: Language, candidates: Retrieved[]): Retrieved[] {
  // What is asked is in the question's own sentence: "how much water a day? I train every day" asks how much.
  const questions = message.split(/(?<=[?!.])\s+/).filter((x) => x.includes('?'));
  const asked = facetsOf(questions.length > 0 ? questions.join(' ') : message, lng);
  if (asked.size === 0) return candidates;
  return candidates
    .map((c) => {
      const has = topicFacets(c.topic, c.language);
      let factor = 1;
      for (const f of asked) factor *= has.has(f) ? 1.6 : 0.6;
      return { ...c, score: c.score * factor };
    })
    .sort((a, b) => b.score - a.score);
}
