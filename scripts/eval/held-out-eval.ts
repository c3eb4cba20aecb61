// The held-out half of `npm run eval:coach`: phrasings written by someone who saw only each
// intent's or topic's description and a persona, never the lexicon, the knowledge data, the
// intent corpus or the tuning cases (scripts/eval/held-out/README.md). They are never used to
// tune the engine: a failing case is fixed by its class of phrasing, then moved to the tuning
// set and replaced by new held-out cases. Prints, per language, intents and topics held.

import fs from 'node:fs';
import path from 'node:path';
import { BuiltinCoach, type CoachTrace } from '#server/modules/coach/builtin/engine.ts';
import { runCoach } from '#server/modules/coach/run-coach.ts';
import type { ChatTurn } from '#server/modules/coach/types.ts';
import { exerciseByName } from '#server/modules/coach/understanding/entities.ts';
import { understand } from '#server/modules/coach/understanding/understand.ts';
import { isAgentCategory } from '#shared/catalog/agents.ts';
import type { TNutritionPlanInput, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { type Case, coachRequest, PROFILES, world } from './conversation-eval.ts';

type IntentCase = {
  id: string;
  intent: string;
  coach: string;
  profile: keyof typeof PROFILES;
  turns: string[];
  expect?: { days?: number; kcal?: number; sets?: number; kind?: string };
};
type TopicCase = {
  id: string;
  topic?: string;
  topics?: string[];
  coach: string;
  profile: keyof typeof PROFILES;
  message: string;
};

/** The held-out set (never seen by anyone tuning the engine) and the blind phrasings already tuned on. */
export const PHRASING_SETS = {
  heldOut: { dir: path.resolve('scripts/eval/held-out'), title: 'Held-out set (written blind, never tuned on)' },
  tuning: {
    dir: path.resolve('scripts/eval/phrasings'),
    title: 'Tuning phrasings (an earlier blind set, tuned on)',
  },
};

/** Sets a member with a training history has logged: own-data questions read them. */
const HISTORY: Case['logged'] = [
  { exercise: 'Bench Press', weightKg: 80, reps: 8, rir: 2, daysAgo: 2 },
  { exercise: 'Bench Press', weightKg: 80, reps: 7, rir: 1, daysAgo: 2 },
  { exercise: 'Back Squat', weightKg: 100, reps: 6, rir: 2, daysAgo: 3 },
  { exercise: 'Deadlift', weightKg: 120, reps: 5, rir: 2, daysAgo: 5 },
  { exercise: 'Pull-up', weightKg: 0, reps: 10, rir: 1, daysAgo: 5 },
];

/** Each own-data kind and the routes that answer it (the engine's trace names them `data:<kind>`). */
const DATA_KINDS: Record<string, string[]> = {
  records: ['data:records'],
  last_session: ['data:last_session'],
  e1rm: ['data:e1rm'],
  sets_week: ['data:sets_week'],
  recovery: ['data:recovery'],
  minutes: ['data:minutes'],
};

function load<T>(dir: string, prefix: string, lng: Language): T[] {
  const file = path.join(dir, `${prefix}-${lng}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T[]) : [];
}

async function converse(
  c: { coach: string; profile: keyof typeof PROFILES },
  setup: Partial<Case>,
  turns: string[],
  lng: Language,
) {
  const [category, style = ''] = c.coach.split('/');
  if (!isAgentCategory(category)) throw new Error(`unknown coach ${c.coach}`);
  const profile = PROFILES[c.profile];
  if (!profile) throw new Error(`unknown profile ${c.profile}`);
  const w = world({ id: 'held-out', coach: c.coach, profile: c.profile, ...setup } as Case, profile, style, lng);
  const traces: CoachTrace[] = [];
  // `--rules-only`: the phrase rules without the intent classifier, for comparison (decision 040).
  const coach = new BuiltinCoach({
    onTrace: (t) => traces.push(t),
    classifier: !process.argv.includes('--rules-only'),
  });
  const messages: ChatTurn[] = [];
  let reply = '';
  for (const content of turns) {
    messages.push({ role: 'user', content });
    const req = coachRequest(w, { category, style, lng, profile }, messages);
    reply = '';
    for await (const e of runCoach(coach, req, w.tools)) if (e.type === 'text') reply += e.delta;
    messages.push({ role: 'assistant', content: reply });
  }
  return { w, traces, reply };
}

const days = (plan: TWorkoutPlanInput | null) => (plan ? new Set(plan.exercises.map((e) => e.day)).size : 0);

async function checkIntent(c: IntentCase, lng: Language): Promise<string[]> {
  const setup: Partial<Case> = {
    plan: ['plan_days', 'plan_swap', 'today'].includes(c.intent),
    nutritionPlan: c.intent === 'nutrition_kcal',
    logged: c.intent === 'own_data' ? HISTORY : [],
    minutesLeft: 12,
  };
  const { w, traces, reply } = await converse(c, setup, c.turns, lng);
  const ok = (name: string) => w.calls.some((x) => x.name === name && x.ok);
  const last = traces.at(-1)?.intent ?? 'none';
  const e = c.expect ?? {};
  switch (c.intent) {
    case 'workout_plan':
      return ok('create_workout_plan') ? [] : [`no plan saved (read as ${traces.map((t) => t.intent).join(' → ')})`];
    case 'plan_with_pain':
      if (!ok('create_workout_plan')) return [`no plan saved (read as ${traces.map((t) => t.intent).join(' → ')})`];
      return traces.some((t) => t.intent.includes('pain')) ? [] : ['no pain advice'];
    case 'nutrition_plan':
      return ok('create_nutrition_plan') ? [] : [`no nutrition plan saved (read as ${last})`];
    case 'plan_days':
      if (!ok('update_workout_plan')) return [`plan not changed (read as ${last})`];
      return e.days && days(w.plan) !== e.days ? [`plan has ${days(w.plan)} days, asked ${e.days}`] : [];
    case 'plan_swap': {
      if (ok('update_workout_plan')) return [];
      // An exercise the plan does not hold: the coach must say so (checked against the plan).
      const named = understand(c.turns.join(' '), lng).exercises.map((m) => m.exercise.id);
      const inPlan = (w.plan?.exercises ?? []).some((e) => named.includes(exerciseByName(e.name)?.id ?? ''));
      return last === 'plan_edit:absent' && named.length > 0 && !inPlan ? [] : [`plan not changed (read as ${last})`];
    }
    case 'nutrition_kcal': {
      const kcal = (w.nutrition as TNutritionPlanInput | null)?.kcal;
      if (!w.calls.some((x) => x.name.includes('nutrition') && x.ok))
        return [`nutrition plan not changed (read as ${last})`];
      return e.kcal && kcal && Math.abs(kcal - e.kcal) / e.kcal > 0.05 ? [`plan at ${kcal} kcal, asked ${e.kcal}`] : [];
    }
    case 'log_sets': {
      const logged = w.calls.filter((x) => x.name === 'log_workout' && x.ok);
      const n = logged.reduce((s, x) => s + (x.args as { sets: unknown[] }).sets.length, 0);
      if (n === 0) return [`nothing logged (read as ${last})`];
      return e.sets && n !== e.sets ? [`${n} sets logged, said ${e.sets}`] : [];
    }
    case 'own_data': {
      const want = DATA_KINDS[e.kind ?? ''] ?? [];
      return want.includes(last) ? [] : [`read as ${last}, wanted ${want.join('|') || e.kind}`];
    }
    case 'today':
      return last === 'today' ? [] : [`read as ${last}`];
    case 'small_talk': {
      if (w.calls.length > 0) return [`saved ${w.calls.map((x) => x.name).join(',')}`];
      return ['small_talk', 'clarify'].includes(last) && reply.length < 900 ? [] : [`read as ${last}`];
    }
    default:
      return [`unknown intent ${c.intent}`];
  }
}

async function checkTopic(c: TopicCase, lng: Language): Promise<string[]> {
  const { traces } = await converse(c, { logged: [], minutesLeft: 12 }, [c.message], lng);
  const answered = traces.at(-1)?.topics ?? [];
  const want = c.topics ?? (c.topic ? [c.topic] : []);
  const missing = want.filter((t) => !answered.includes(t));
  return missing.length === 0
    ? []
    : [`answered ${answered.join(', ') || traces.at(-1)?.intent}, wanted ${want.join(' + ')}`];
}

type Tally = { held: number; total: number };

export async function runHeldOutEval(
  set: keyof typeof PHRASING_SETS = 'heldOut',
  { verbose = process.argv.includes('--verbose') } = {},
): Promise<{
  intents: Map<Language, Tally>;
  topics: Map<Language, Tally>;
}> {
  const intents = new Map<Language, Tally>();
  const topics = new Map<Language, Tally>();
  const misses: string[] = [];
  const byIntent = new Map<string, Tally>();
  for (const lng of SUPPORTED_LANGUAGES) {
    const ti: Tally = { held: 0, total: 0 };
    for (const c of load<IntentCase>(PHRASING_SETS[set].dir, 'intents', lng)) {
      const problems = await checkIntent(c, lng);
      ti.total++;
      const k = byIntent.get(c.intent) ?? { held: 0, total: 0 };
      k.total++;
      if (problems.length === 0) {
        ti.held++;
        k.held++;
      } else misses.push(`${c.id}: ${problems.join('; ')}${verbose ? `\n    ${c.turns.join(' / ')}` : ''}`);
      byIntent.set(c.intent, k);
    }
    intents.set(lng, ti);
    const tt: Tally = { held: 0, total: 0 };
    for (const c of load<TopicCase>(PHRASING_SETS[set].dir, 'topics', lng)) {
      const problems = await checkTopic(c, lng);
      tt.total++;
      if (problems.length === 0) tt.held++;
      else misses.push(`${c.id}: ${problems.join('; ')}${verbose ? `\n    ${c.message}` : ''}`);
    }
    topics.set(lng, tt);
  }
  const pct = (t: Tally) => (t.total ? ((100 * t.held) / t.total).toFixed(1) : '—');
  console.log(`\n${PHRASING_SETS[set].title}: intents and knowledge topics\n`);
  console.log('language   intents              topics');
  for (const lng of SUPPORTED_LANGUAGES) {
    const a = intents.get(lng) ?? { held: 0, total: 0 };
    const b = topics.get(lng) ?? { held: 0, total: 0 };
    console.log(
      `${lng}         ${String(a.held).padStart(3)} / ${a.total} (${pct(a)} %)   ${String(b.held).padStart(3)} / ${b.total} (${pct(b)} %)`,
    );
  }
  console.log('\nBy intent (four languages):');
  for (const [k, t] of byIntent) console.log(`  ${k.padEnd(16)} ${t.held} / ${t.total} (${pct(t)} %)`);
  if (process.argv.includes('--misses') || verbose) console.log(`\nMisses:\n${misses.map((m) => `- ${m}`).join('\n')}`);
  else if (misses.length > 0) console.log(`\n${misses.length} misses (--misses lists them).`);
  return { intents, topics };
}

if (import.meta.url === `file://${process.argv[1]}`)
  await runHeldOutEval(process.argv.includes('--tuning') ? 'tuning' : 'heldOut');
