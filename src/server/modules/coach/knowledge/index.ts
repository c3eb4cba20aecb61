import fs from 'node:fs';
import MiniSearch from 'minisearch';
import type { AgentCategoryId } from '#shared/catalog/agents.ts';
import type { BodyPart } from '#shared/coaching/injuries.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { STOPWORDS, VOCABULARY } from '../understanding/lexicon.ts';
import { normalize, splitCompounds, stem, tokenize } from '../understanding/text.ts';
import { type Topic, ZTopicFile } from './schema.ts';

const DATA = new URL('./data/', import.meta.url);

/** Every topic of the knowledge base, checked against the schema (a bad file stops the start with its name). */
export function loadTopics(): Topic[] {
  const topics: Topic[] = [];
  for (const file of fs.readdirSync(DATA).sort()) {
    if (!file.endsWith('.json') || file === 'exercise-aliases.json') continue;
    const parsed = ZTopicFile.safeParse(JSON.parse(fs.readFileSync(new URL(file, DATA), 'utf8')));
    if (!parsed.success) throw new Error(`knowledge/data/${file}: ${parsed.error.issues[0]?.message}`);
    topics.push(...parsed.data);
  }
  return topics;
}

type Doc = { id: string; questions: string; keywords: string; answer: string };

function terms(text: string, lng: Language): string[] {
  const tokens = tokenize(normalize(text));
  return lng === 'de' ? splitCompounds(tokens, VOCABULARY) : tokens;
}

function processTerm(term: string, lng: Language): string | null {
  if (STOPWORDS[lng].has(term) || (term.length < 2 && !/\d/.test(term))) return null;
  return stem(term, lng);
}

export type Retrieved = { topic: Topic; score: number; coverage: number; language: Language };

export type RetrieveHints = {
  exercise?: string;
  /** The message asks how to do something (form, technique). */
  technique?: boolean;
  bodyPart?: BodyPart;
  pain?: boolean;
  coach?: AgentCategoryId;
  /** Diets the message names ("soy vegana"): their own topics first. */
  diets?: string[];
};

/**
 * Retrieval over the knowledge base with MiniSearch (BM25, prefix and fuzzy
 * matching) and Snowball stemming per language: one index per language, the
 * questions and keywords weighing most. Decision 013 records the choice.
 */
export class KnowledgeBase {
  readonly topics: Topic[];
  private readonly byId = new Map<string, Topic>();
  private readonly indexes = new Map<Language, MiniSearch<Doc>>();

  constructor(topics: Topic[] = loadTopics()) {
    this.topics = topics;
    for (const t of topics) this.byId.set(t.id, t);
    for (const lng of SUPPORTED_LANGUAGES) {
      const index = new MiniSearch<Doc>({
        fields: ['questions', 'keywords', 'answer'],
        tokenize: (text) => terms(text, lng),
        processTerm: (term) => processTerm(term, lng),
      });
      index.addAll(
        topics.map((t) => ({
          id: t.id,
          questions: t.questions[lng].join(' \n '),
          keywords: t.keywords[lng].join(' \n '),
          answer: t.answer[lng],
        })),
      );
      this.indexes.set(lng, index);
    }
  }

  get(id: string): Topic | undefined {
    return this.byId.get(id);
  }

  /** The best topics for a message, in the user's language first, then in the others (people mix languages). */
  search(message: string, lng: Language, hints: RetrieveHints = {}, limit = 3): Retrieved[] {
    const own = this.searchIn(message, lng, hints);
    const best = own[0];
    if (best && best.coverage >= 0.5) return own.slice(0, limit);
    const others = SUPPORTED_LANGUAGES.filter((l) => l !== lng).flatMap((l) => this.searchIn(message, l, hints));
    const merged = new Map<string, Retrieved>();
    for (const r of [...own, ...others]) {
      const seen = merged.get(r.topic.id);
      if (!seen || r.coverage > seen.coverage || (r.coverage === seen.coverage && r.score > seen.score))
        merged.set(r.topic.id, r);
    }
    return [...merged.values()].sort(rank).slice(0, limit);
  }

  private readonly questionTerms = new Map<string, Set<string>[]>();
  /** In how many topics (questions and keywords) each stem occurs, per language: rare stems say more. */
  private readonly documentFrequency = new Map<Language, Map<string, number>>();

  private weight(term: string, lng: Language): number {
    let df = this.documentFrequency.get(lng);
    if (!df) {
      df = new Map();
      for (const t of this.topics) {
        const seen = new Set(this.contentTerms([...t.questions[lng], ...t.keywords[lng]].join(' '), lng));
        for (const x of seen) df.set(x, (df.get(x) ?? 0) + 1);
      }
      this.documentFrequency.set(lng, df);
    }
    return Math.log(1 + this.topics.length / (df.get(term) ?? 1));
  }

  private contentTerms(text: string, lng: Language): string[] {
    return terms(text, lng)
      .map((t) => processTerm(t, lng))
      .filter((t): t is string => !!t);
  }

  /**
   * How close the message is to the closest way the topic is asked: weighted
   * Jaccard over content stems, each weighted by its rarity, so that "hiit"
   * counts for more than "sessions" and "week".
   */
  private likeness(topic: Topic, said: Set<string>, lng: Language): number {
    const key = `${lng}:${topic.id}`;
    let questions = this.questionTerms.get(key);
    if (!questions) {
      questions = topic.questions[lng].map((q) => new Set(this.contentTerms(q, lng)));
      this.questionTerms.set(key, questions);
    }
    const saidWeight = [...said].reduce((sum, t) => sum + this.weight(t, lng), 0);
    let best = 0;
    for (const q of questions) {
      let common = 0;
      let union = saidWeight;
      for (const t of q) {
        const w = this.weight(t, lng);
        if (said.has(t)) common += w;
        else union += w;
      }
      best = Math.max(best, union > 0 ? common / union : 0);
    }
    return best;
  }

  private searchIn(message: string, lng: Language, hints: RetrieveHints): Retrieved[] {
    const index = this.indexes.get(lng);
    if (!index) return [];
    const queryTerms = new Set(
      terms(message, lng)
        .map((t) => processTerm(t, lng))
        .filter((t): t is string => !!t),
    );
    if (queryTerms.size === 0) return [];
    const results = index.search([...queryTerms].join(' '), {
      boost: { questions: 3, keywords: 2, answer: 0.15 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      maxFuzzy: 2,
      weights: { fuzzy: 0.5, prefix: 0.6 },
    });
    return results
      .slice(0, 40)
      .map((r) => {
        const topic = this.byId.get(r.id as string) as Topic;
        // BM25 over the fields, then the likeness to the closest question of the topic.
        let score = r.score * (1 + 4 * this.likeness(topic, queryTerms, lng));
        if (hints.exercise && topic.exercise === hints.exercise) score *= hints.technique ? 2.5 : 1.2;
        if (hints.bodyPart && topic.bodyPart === hints.bodyPart) score *= hints.pain ? 3 : 1.5;
        if (hints.pain && topic.domain === 'pain') score *= 1.5;
        // Each coach hears questions in its own domain first ("how many sessions" to Leo is about HIIT).
        if (hints.coach && topic.coaches.includes(hints.coach)) score *= 1.15;
        if (hints.diets?.some((d) => topic.id.includes(d.replace('_', '-')))) score *= 2.5;
        return { topic, score, coverage: new Set(r.queryTerms).size / queryTerms.size, language: lng };
      })
      .sort(rank);
  }
}

function rank(a: Retrieved, b: Retrieved): number {
  return b.score - a.score;
}

let shared: KnowledgeBase | null = null;
/** One knowledge base per process, built on first use. */
export function knowledge(): KnowledgeBase {
  shared ??= new KnowledgeBase();
  return shared;
}
