import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
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

/**
 * An index as plain data, its terms in sorted order: the tree MiniSearch loads from it, and so the
 * order in which a search adds up the scores of prefix and fuzzy matches, is then the same whatever
 * order the terms were added in.
 */
function plain(index: MiniSearch<Doc>): AsPlainObject {
  const js = index.toJSON();
  js.index.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return js;
}

/** How one language's MiniSearch index reads text: the same to build it, to load it and to search it. */
function indexOptions(lng: Language): Options<Doc> {
  return {
    fields: ['questions', 'keywords', 'answer'],
    tokenize: (text) => terms(text, lng),
    processTerm: (term) => processTerm(term, lng),
  };
}

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
  /** Each question's content stems, per language and topic (`en:topic-id`). */
  private readonly questionTerms = new Map<string, Set<string>[]>();
  /** In how many topics (questions and keywords) each stem occurs, per language: rare stems say more. */
  private readonly documentFrequency = new Map<Language, Map<string, number>>();

  /** Built from the topics, or loaded from a stored index of the same topics (`toStored`). */
  constructor(topics: Topic[] = loadTopics(), stored?: StoredIndex) {
    this.topics = topics;
    for (const t of topics) this.byId.set(t.id, t);
    for (const lng of SUPPORTED_LANGUAGES) {
      const saved = stored?.indexes[lng];
      if (saved) {
        this.indexes.set(lng, MiniSearch.loadJS<Doc>(saved, indexOptions(lng)));
        this.documentFrequency.set(lng, new Map(stored.documentFrequency[lng]));
        continue;
      }
      const index = new MiniSearch<Doc>(indexOptions(lng));
      index.addAll(
        topics.map((t) => ({
          id: t.id,
          questions: t.questions[lng].join(' \n '),
          keywords: t.keywords[lng].join(' \n '),
          answer: t.answer[lng],
        })),
      );
      // Through its plain form, as a stored index is loaded: the same tree, so the same sums to the last bit.
      this.indexes.set(lng, MiniSearch.loadJS<Doc>(plain(index), indexOptions(lng)));
    }
    for (const [key, questions] of Object.entries(stored?.questionTerms ?? {}))
      this.questionTerms.set(
        key,
        questions.map((q) => new Set(q)),
      );
  }

  /**
   * Everything the first searches would otherwise compute (the MiniSearch indexes, the document
   * frequencies and each question's stems), as plain JSON: what `knowledge()` loads at start.
   */
  toStored(fingerprint: string): StoredIndex {
    const indexes = {} as StoredIndex['indexes'];
    const documentFrequency = {} as StoredIndex['documentFrequency'];
    const questionTerms: StoredIndex['questionTerms'] = {};
    for (const lng of SUPPORTED_LANGUAGES) {
      indexes[lng] = plain(this.indexes.get(lng) as MiniSearch<Doc>);
      this.weight('', lng);
      documentFrequency[lng] = [...(this.documentFrequency.get(lng) ?? [])];
      for (const t of this.topics) questionTerms[`${lng}:${t.id}`] = this.stemsOfQuestions(t, lng).map((q) => [...q]);
    }
    return {
      format: STORED_FORMAT,
      fingerprint,
      ids: this.topics.map((t) => t.id),
      indexes,
      documentFrequency,
      questionTerms,
    };
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

  private stemsOfQuestions(topic: Topic, lng: Language): Set<string>[] {
    const key = `${lng}:${topic.id}`;
    let questions = this.questionTerms.get(key);
    if (!questions) {
      questions = topic.questions[lng].map((q) => new Set(this.contentTerms(q, lng)));
      this.questionTerms.set(key, questions);
    }
    return questions;
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
    const questions = this.stemsOfQuestions(topic, lng);
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

/** Bumped when the shape of the stored index changes. */
const STORED_FORMAT = 1;

/** The knowledge base as stored in a file: built once (by the build, or by the test setup), loaded at start. */
export type StoredIndex = {
  format: number;
  /** What it was built from (`sourceFingerprint`); empty when built with the compiled server. */
  fingerprint: string;
  ids: string[];
  indexes: Record<Language, AsPlainObject>;
  documentFrequency: Record<Language, [string, number][]>;
  questionTerms: Record<string, string[][]>;
};

const DATA_DIR = fileURLToPath(DATA);
/** The project's root: this folder sits at src/server/modules/coach/knowledge (or its mirror under dist/). */
const ROOT = path.resolve(DATA_DIR, '../../../../../..');
/** Beside the compiled server, written by the build (scripts/build-server.mjs). */
export const BUILT_INDEX = path.join(DATA_DIR, '..', 'knowledge-index.json');
const SOURCE = path.join(DATA_DIR, '..', 'index.ts');
/** The packages whose code shapes the index: another version, another index. */
const PACKAGES = ['minisearch', '@orama/stemmers'];

/**
 * Every file the index is made from: this file and every source file it imports (the tokenizer,
 * stemmer and lexicon in understanding/, followed import by import), then the data files. Empty in
 * the compiled server, where the sources are not beside it (its index was built with it).
 */
export function fingerprintInputs(): string[] {
  if (!fs.existsSync(SOURCE)) return [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return;
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)) {
      if (spec?.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else if (spec?.startsWith('#')) visit(path.join(ROOT, 'src', spec.slice(1)));
    }
  };
  visit(SOURCE);
  for (const file of fs.readdirSync(DATA_DIR).sort()) visit(path.join(DATA_DIR, file));
  return [...seen];
}

/**
 * A hash of what the index is made from: the files above and the versions of the packages whose
 * code shapes it. Null in the compiled server.
 */
export function sourceFingerprint(): string | null {
  const files = fingerprintInputs();
  if (files.length === 0) return null;
  const hash = createHash('sha256').update(`format ${STORED_FORMAT}\n`);
  for (const file of files) hash.update(`${path.relative(ROOT, file)}\n`).update(fs.readFileSync(file));
  for (const pkg of PACKAGES) {
    const manifest = path.join(ROOT, 'node_modules', pkg, 'package.json');
    hash.update(`${pkg}@${fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).version : '?'}\n`);
  }
  return hash.digest('hex');
}

/** Where the index built from these sources is kept while working from src/ (one file per fingerprint). */
export function cachedIndexPath(fingerprint: string): string {
  return path.join(ROOT, 'node_modules', '.cache', 'forja', `knowledge-index-${fingerprint.slice(0, 16)}.json`);
}

function readStored(file: string, fingerprint: string | null, topics: Topic[]): StoredIndex | undefined {
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredIndex;
    const sameTopics = stored.ids.length === topics.length && stored.ids.every((id, i) => id === topics[i]?.id);
    if (stored.format !== STORED_FORMAT || !sameTopics) return undefined;
    if (fingerprint !== null && stored.fingerprint !== fingerprint) return undefined;
    return stored;
  } catch {
    return undefined;
  }
}

/** Writes a file whole or not at all (other processes may be reading it). */
export function writeStoredIndex(file: string, stored: StoredIndex) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(stored));
  fs.renameSync(tmp, file);
}

/**
 * The knowledge base loaded from its stored index when there is one for exactly this knowledge:
 * in the compiled server the one built with it; from the sources the cached one of the same
 * fingerprint (a changed data or source file has another fingerprint, so a stale index is never
 * read). Else built here and, from the sources, cached for the next start.
 */
export function openKnowledge(): { kb: KnowledgeBase; file: string; built: boolean } {
  const topics = loadTopics();
  const fingerprint = sourceFingerprint();
  const file = fingerprint === null ? BUILT_INDEX : cachedIndexPath(fingerprint);
  const stored = readStored(file, fingerprint, topics);
  if (stored) return { kb: new KnowledgeBase(topics, stored), file, built: false };
  const kb = new KnowledgeBase(topics);
  if (fingerprint !== null) {
    try {
      writeStoredIndex(file, kb.toStored(fingerprint));
      // Older fingerprints' files are of no further use.
      const dir = path.dirname(file);
      for (const f of fs.readdirSync(dir))
        if (/^knowledge-index-\w+\.json$/.test(f) && path.join(dir, f) !== file)
          fs.rmSync(path.join(dir, f), { force: true });
    } catch {
      // A read-only checkout: the next start builds it again.
    }
  }
  return { kb, file, built: true };
}

let shared: KnowledgeBase | null = null;
/** One knowledge base per process, loaded (or built) on first use. */
export function knowledge(): KnowledgeBase {
  shared ??= openKnowledge().kb;
  return shared;
}
