import { describe, expect, it } from 'vitest';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { COMMON_TEXTS, LINK_TEXTS } from './mail/templates.ts';
import { BODY_PART_NAMES, VALIDATION_TEXTS } from './modules/agents/validation-texts.ts';
import { LOCAL_TEXTS } from './modules/billing/local-texts.ts';
import { CONVERSATION_TEXTS } from './modules/coach/builtin/conversation-texts.ts';
import { LIFTING_STYLE_TEXTS } from './modules/coach/builtin/lifting-style-texts.ts';
import { NUTRITION_TEXTS } from './modules/coach/builtin/nutrition-texts.ts';
import { PLAN_TEXTS } from './modules/coach/builtin/plan-texts.ts';
import { REPLIES } from './modules/coach/builtin/replies.ts';
import sessions from './modules/coach/builtin/sessions.json' with { type: 'json' };
import { STYLE_TEXTS } from './modules/coach/builtin/style-texts.ts';
import { COMMON_RULES, SYSTEM_PROMPTS } from './modules/coach/prompts.ts';
import { EXERCISES } from './modules/library/exercises.ts';
import { FOODS } from './modules/library/foods.ts';
import { SUPPORT_FALLBACK, SUPPORT_TOPICS } from './modules/support/knowledge.ts';

/**
 * The server's own text tables join the client catalogues' check (src/client/locales/catalogs.test.ts):
 * every language has the keys English has and no others, no empty text, the same `{placeholder}`s in
 * each string, and, where a text is a function of its figures, a function that uses the same arguments.
 */

type Tables = Record<Language, unknown>;

const perLanguage = <T>(pick: (lng: Language) => T) =>
  Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, pick(lng)])) as Record<Language, T>;

type Named = { id: string; name: Partial<Record<Language, string>> };
/** A list of named entries as one table per language: id → name. */
const names = (lists: Record<string, readonly Named[]>) =>
  perLanguage((lng) =>
    Object.fromEntries(
      Object.entries(lists).map(([list, entries]) => [
        list,
        Object.fromEntries(entries.map((entry) => [entry.id, entry.name[lng]])),
      ]),
    ),
  );

const TABLES: Record<string, Tables> = {
  'support knowledge (modules/support/knowledge.ts)': perLanguage((lng) => ({
    topics: Object.fromEntries(SUPPORT_TOPICS.map((topic) => [topic.id, topic.answer[lng]])),
    fallback: SUPPORT_FALLBACK[lng],
  })),
  CONVERSATION_TEXTS,
  REPLIES,
  STYLE_TEXTS,
  LIFTING_STYLE_TEXTS,
  PLAN_TEXTS,
  NUTRITION_TEXTS,
  SYSTEM_PROMPTS,
  COMMON_RULES,
  VALIDATION_TEXTS,
  BODY_PART_NAMES,
  LOCAL_TEXTS,
  'mail (mail/templates.ts)': perLanguage((lng) => ({ link: LINK_TEXTS[lng], common: COMMON_TEXTS[lng] })),
  'library names (modules/library)': names({ exercises: EXERCISES, foods: FOODS }),
  'session names (modules/coach/builtin/sessions.json)': names(sessions),
};

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** The source of a function without its string and template text, keeping the `${…}` expressions. */
function codeOnly(source: string): string {
  let out = '';
  const stack: string[] = []; // open quotes and template expressions
  for (let i = 0; i < source.length; i++) {
    const c = source[i] ?? '';
    const top = stack.at(-1);
    if (top === "'" || top === '"') {
      if (c === '\\') i++;
      else if (c === top) stack.pop();
      continue;
    }
    if (top === '`') {
      if (c === '\\') i++;
      else if (c === '`') stack.pop();
      else if (c === '$' && source[i + 1] === '{') {
        stack.push('{');
        i++;
        out += ' ';
      }
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      stack.push(c);
      out += ' ';
      continue;
    }
    if (c === '{') stack.push('{');
    if (c === '}') {
      stack.pop();
      if (stack.at(-1) === '`') {
        out += ' ';
        continue;
      }
    }
    out += c;
  }
  return out;
}

/** Splits a parameter list on its top-level commas. */
function splitParams(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of list) {
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
    if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  if (current.trim()) parts.push(current);
  return parts;
}

/**
 * Which arguments a text function puts to use, by position: "(plan, price, period) => `${plan} · ${price}`"
 * uses 0 and 1. Read from the function's source, so that the arguments' types do not matter.
 */
function usedArguments(fn: (...args: never[]) => unknown): number[] {
  const source = fn.toString();
  const m =
    source.match(/^(?:async\s*)?(?:function\s*[\w$]*\s*)?\(([^)]*)\)\s*(?:=>)?([\s\S]*)$/) ??
    source.match(/^(?:async\s+)?([\w$]+)\s*=>([\s\S]*)$/) ??
    source.match(/^[\w$]+\s*\(([^)]*)\)\s*([\s\S]*)$/); // method shorthand
  if (!m) throw new Error(`cannot read the parameters of ${source.slice(0, 80)}`);
  const body = codeOnly(m[2] ?? '');
  return splitParams(m[1] ?? '').flatMap((param, i) => {
    const names = (param.split('=')[0] ?? '').match(/[A-Za-z_$][\w$]*/g) ?? [];
    return names.some((name) => new RegExp(`(?<![\\w$.])${name.replace('$', '\\$')}(?![\\w$])`).test(body)) ? [i] : [];
  });
}

/** Every difference between a language's table and English's, each naming the language and the key. */
function differences(english: unknown, other: unknown, lng: Language, path: string): string[] {
  const at = `${lng}: ${path || '(the table)'}`;
  if (other === undefined || other === null) return [`${at} is missing`];
  if (typeof english === 'string') {
    if (typeof other !== 'string') return [`${at} is not a text`];
    if (!other.trim()) return [`${at} is empty`];
    const [want, got] = [placeholders(english), placeholders(other)];
    return want.join() === got.join()
      ? []
      : [`${at} has placeholders {${got.join('}, {')}}, English {${want.join('}, {')}}`];
  }
  if (typeof english === 'function') {
    if (typeof other !== 'function') return [`${at} is not a function`];
    const [want, got] = [usedArguments(english as () => unknown), usedArguments(other as () => unknown)];
    return want.join() === got.join()
      ? []
      : [`${at} uses arguments ${got.join(', ') || 'none'}, English ${want.join(', ') || 'none'}`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [`${at} is not a list`];
    if (other.length !== english.length) return [`${at} lists ${other.length}, English ${english.length}`];
    return english.flatMap((item, i) => differences(item, other[i], lng, `${path}[${i}]`));
  }
  if (english !== null && typeof english === 'object') {
    if (typeof other !== 'object') return [`${at} is not an object`];
    const extra = Object.keys(other).filter((key) => !(key in english));
    return [
      ...Object.entries(english).flatMap(([key, value]) =>
        differences(value, (other as Record<string, unknown>)[key], lng, path ? `${path}.${key}` : key),
      ),
      ...extra.map((key) => `${lng}: ${path ? `${path}.${key}` : key} is not in English`),
    ];
  }
  return [];
}

describe.each(Object.entries(TABLES))('server texts: %s', (table, texts) => {
  it.each(SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en'))('is complete in %s', (lng) => {
    expect(differences(texts.en, texts[lng], lng, ''), `${table} in ${lng}`).toEqual([]);
  });
});

describe('the check itself', () => {
  it('names the table, the language and the key of a missing text, placeholder or argument', () => {
    const en = { a: 'Hi {name}', b: { c: (x: number, y: string) => `${x} ${y}` }, list: ['one', 'two'] };
    expect(differences(en, { a: 'Hola', b: { c: (x: number) => `${x} y` }, list: ['uno'] }, 'es', '')).toEqual([
      'es: a has placeholders {}, English {name}',
      'es: b.c uses arguments 0, English 0, 1',
      'es: list lists 1, English 2',
    ]);
    expect(differences(en, { a: 'Hola {name}', b: {}, list: ['uno', 'dos'], d: '' }, 'fr', '')).toEqual([
      'fr: b.c is missing',
      'fr: d is not in English',
    ]);
  });

  it('reads the arguments a function uses, not the words of its text', () => {
    expect(usedArguments((kg: number, g: number) => `Protein ${g} g a day (${(g / kg).toFixed(1)} g per kg)`)).toEqual([
      0, 1,
    ]);
    // biome-ignore lint/correctness/noUnusedFunctionParameters: a translation that drops an argument is what the check finds
    expect(usedArguments((kg: number, g: number) => `Protein ${g} g a day, kg per day`)).toEqual([1]);
    expect(usedArguments((n: number) => (n === 1 ? 'one' : 'many'))).toEqual([0]);
    expect(
      usedArguments(function named(a: string, _b: string) {
        return `${a}`;
      }),
    ).toEqual([0]);
  });
});
