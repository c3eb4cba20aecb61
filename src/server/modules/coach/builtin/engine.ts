import { type AgentCategoryId, PERSONAS } from '#shared/catalog/agents.ts';
import type { BodyPart } from '#shared/coaching/injuries.ts';
import { estimateOneRepMax, type Muscle } from '#shared/coaching/training.ts';
import type { TNutritionPlanInput, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import agentsDe from '#shared/i18n/agents/de.json' with { type: 'json' };
import agentsEn from '#shared/i18n/agents/en.json' with { type: 'json' };
import agentsEs from '#shared/i18n/agents/es.json' with { type: 'json' };
import agentsFr from '#shared/i18n/agents/fr.json' with { type: 'json' };
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { FOOD_BY_NAME } from '../../library/foods.ts';
import { rerank } from '../knowledge/facets.ts';
import { knowledge, type Retrieved } from '../knowledge/index.ts';
import type { CoachProfile } from '../profile.ts';
import type { CoachEvent, CoachProvider, CoachRequest, CoachTools, ToolResult } from '../types.ts';
import { requestedDays } from '../understanding/days.ts';
import { classifyIntent, type IntentGuess } from '../understanding/intents/intent-classifier.ts';
import { questionParts } from '../understanding/parts.ts';
import { type Understanding, understand } from '../understanding/understand.ts';
import {
  answerLastSession,
  answerMinutes,
  answerOneRepMax,
  answerRecords,
  answerRecovery,
  answerSetsDone,
  tiredMuscles,
} from './answers/data-answers.ts';
import { firstSentence, fmt } from './answers/format.ts';
import { answerTopic } from './answers/knowledge-answer.ts';
import { mealLines, nutritionEditKcal } from './answers/nutrition-edits.ts';
import { applySwap, findSwap, type Swap, substituteFor } from './answers/plan-edits.ts';
import { CONVERSATION_TEXTS } from './conversation-texts.ts';
import { hasOwnLiftingPlanner, planLiftingStyle } from './lifting-style-planner.ts';
import { planNutrition, planNutritionAt } from './nutrition-planner.ts';
import { PLAN_REPLY_TEXTS } from './plan-reply-texts.ts';
import { REPLIES } from './replies.ts';
import { type Area, isSessionStyle, planSessions } from './style-planner.ts';
import { STYLE_TEXTS } from './style-texts.ts';
import { planWorkout } from './workout-planner.ts';

const STYLE_NAMES: Record<Language, { styles: Record<string, { name: string }> }> = {
  en: agentsEn,
  es: agentsEs,
  fr: agentsFr,
  de: agentsDe,
};

const CATEGORY_WORDS: Record<Language, Record<string, string>> = {
  en: {
    strength: 'strength',
    nutrition: 'nutrition',
    cardio: 'cardio',
    yoga: 'yoga',
    functional: 'functional training',
  },
  es: {
    strength: 'fuerza',
    nutrition: 'nutrición',
    cardio: 'cardio',
    yoga: 'yoga',
    functional: 'entrenamiento funcional',
  },
  fr: {
    strength: 'force',
    nutrition: 'nutrition',
    cardio: 'cardio',
    yoga: 'yoga',
    functional: 'entraînement fonctionnel',
  },
  // Joined with "-Coach" in German: "Kraft-Coach", "Ernährungs-Coach".
  de: { strength: 'Kraft', nutrition: 'Ernährungs', cardio: 'Cardio', yoga: 'Yoga', functional: 'Functional-Training' },
};

/**
 * A retrieved topic is trusted when it covers half of what the message says,
 * or when its score is high on its own (long messages say more than the topic
 * needs). Both measured on the conversation evaluation (decision 013).
 */
const CONFIDENT = 0.5;
const STRONG_SCORE = 40;
const isConfident = (r: Retrieved | undefined): r is Retrieved =>
  !!r && (r.coverage >= CONFIDENT || r.score >= STRONG_SCORE);

/** The resistance style the planner uses for a coach whose own style is not a lifting one. */
function liftingStyle(style: string): string {
  return ['hypertrophy', 'powerlifting', 'olympic', 'bodyweight', 'kettlebell'].includes(style) ? style : 'hypertrophy';
}

const FOCUS: Record<Muscle, TWorkoutPlanInput['muscleGroup']> = {
  chest: 'chest',
  back: 'back',
  quads: 'legs',
  hamstrings: 'legs',
  glutes: 'legs',
  calves: 'legs',
  delts: 'shoulders',
  biceps: 'arms',
  triceps: 'arms',
  core: 'core',
};

/** One item of a plan in its own words: "Butterfly · 3 min", "Intervals (bike): 10 × 30 s / 30 s · hard". */
function itemLine(e: TWorkoutPlanInput['exercises'][number]): string {
  switch (e.kind) {
    case 'hold':
    case 'duration':
      return `- ${e.name} · ${e.reps}${e.effort ? ` · ${e.effort}` : ''}`;
    case 'interval':
      return `- ${e.name}: ${e.sets} × ${e.reps}${e.effort ? ` · ${e.effort}` : ''}`;
    default:
      return `- ${e.name}: ${e.sets} × ${e.reps}${e.rir !== undefined ? ` · RIR ${e.rir}` : ''}`;
  }
}

function dayList(plan: Pick<TWorkoutPlanInput, 'exercises'>, day: number, language: Language, limit = 8): string {
  const r = REPLIES[language];
  const lines = plan.exercises
    .filter((e) => e.day === day)
    .slice(0, limit)
    .map(itemLine);
  return [r.dayHeading(day), ...lines].join('\n');
}

/** One item, short: "Goblet squat 3 × 8-12 (RIR 2)", "Butterfly 3 min". */
function itemShort(e: TWorkoutPlanInput['exercises'][number]): string {
  switch (e.kind) {
    case 'hold':
    case 'duration':
      return `${e.name} ${e.reps}`;
    case 'interval':
      return `${e.name} ${e.sets} × ${e.reps}`;
    default:
      return `${e.name} ${e.sets} × ${e.reps}${e.rir !== undefined ? ` (RIR ${e.rir})` : ''}`;
  }
}

/** Every day of a plan, one line each: the plan shown in the chat is the whole plan saved. */
function weekList(plan: Pick<TWorkoutPlanInput, 'exercises'>, language: Language): string {
  const r = REPLIES[language];
  const days = [...new Set(plan.exercises.map((e) => e.day))].sort((a, b) => a - b);
  return days
    .map(
      (d) =>
        `${r.dayHeading(d)}: ${plan.exercises
          .filter((e) => e.day === d)
          .map(itemShort)
          .join(' · ')}`,
    )
    .join('\n');
}

/** A health-check (PAR-Q) clearance warning already said, in any of the four languages. */
const CLEARANCE_SAID = /physician|autorizaci[oó]n de un m[eé]dico|d.un m[ée]decin|ärztliche Freigabe/i;

/** The body area a session is for, from what the message names. */
function areaOf(u: Understanding): Area | undefined {
  if (u.bodyParts.includes('hip') || u.muscles.includes('glutes')) return 'hips';
  if (u.muscles.includes('hamstrings')) return 'hamstrings';
  if (u.bodyParts.includes('shoulder') || u.muscles.includes('delts')) return 'shoulders';
  if (u.bodyParts.includes('lower_back') || u.muscles.includes('back')) return 'back';
  return undefined;
}

/** The plan of the coach's style: sessions of holds, flows, intervals or durations, or lifting. */
function styledPlan(turn: Turn, request: { days?: number; minutes?: number; single?: boolean }): TWorkoutPlanInput {
  const { req, lng, u } = turn;
  if (isSessionStyle(req.style))
    return planSessions(
      req.profile,
      req.style,
      { days: request.single ? 1 : request.days, minutes: request.minutes, area: areaOf(u) },
      lng,
    );
  if (hasOwnLiftingPlanner(req.style)) return planLiftingStyle(req.profile, req.style, { days: request.days }, lng);
  const focus = u.group === 'legs' ? 'legs' : u.muscles[0] ? FOCUS[u.muscles[0]] : undefined;
  return planWorkout(req.profile, { style: liftingStyle(req.style), days: request.days, focus }, lng);
}

/** The day of the plan that today falls on: the same rotation for every coach. */
function todaysDay(plan: Pick<TWorkoutPlanInput, 'exercises'>, now = new Date()): number {
  const days = Math.max(1, ...plan.exercises.map((e) => e.day));
  return (now.getDay() % days) + 1;
}

/** The profile with what the member said of their body in this message or the two before it ("I'm 29", "80 kg"). */
function withBody(profile: CoachProfile, u: Understanding, earlier: Understanding[] = []): CoachProfile {
  const said = [u, ...earlier.slice(0, 2)].map((x) => x.quantities);
  const first = <T>(pick: (q: Understanding['quantities']) => T | undefined): T | null =>
    said.map(pick).find((v) => v !== undefined) ?? null;
  return {
    ...profile,
    weightKg: profile.weightKg ?? first((q) => q.weightsKg[0]),
    heightCm: profile.heightCm ?? first((q) => q.heightCm),
    age: profile.age ?? first((q) => q.age),
    // A diet said in the message counts for this plan ("I'm vegetarian").
    restrictions: [...new Set([...profile.restrictions, ...u.diets])],
  };
}

type CallTool = (name: keyof CoachTools, args: unknown) => Promise<ToolResult>;

type Turn = {
  req: CoachRequest;
  lng: Language;
  u: Understanding;
  /** Earlier user messages, understood, newest first. */
  earlier: Understanding[];
  out: string[];
  callTool: CallTool;
  /** What the coach read the message as: the route taken and the knowledge topics answered (for the evaluation). */
  trace: CoachTrace;
  /** What the intent classifier reads the message as (understanding/intents). */
  intent: IntentGuess;
  /** The same for the earlier user messages, newest first. */
  earlierIntents: IntentGuess[];
};

/** A classifier's reading is acted on from this score (0-1): measured on the held-out set (decision 040). */
const INTENT_TRUSTED = 0.6;
const means = (turn: Pick<Turn, 'intent'>, intent: IntentGuess['intent']) =>
  turn.intent.intent === intent && turn.intent.score >= INTENT_TRUSTED;

export type CoachTrace = { intent: string; topics: string[] };

/**
 * The built-in coach: no network, no key, deterministic. It understands what
 * people write in four languages (understanding/), answers from the coaching
 * knowledge base (knowledge/) and from the user's own rows, and saves plans
 * and sets through the same checked tools a model uses.
 */
export class BuiltinCoach implements CoachProvider {
  readonly name = 'builtin';

  /** `onTrace` hears how each message was read: the evaluation checks intents and topics with it. */
  /** `classifier: false` reads intents by the phrase rules alone (the evaluation compares both). */
  constructor(private readonly options: { onTrace?: (trace: CoachTrace) => void; classifier?: boolean } = {}) {}

  async *stream(req: CoachRequest, tools: CoachTools | null): AsyncIterable<CoachEvent> {
    const parts: string[] = [];
    const events: CoachEvent[] = [];
    const callTool: CallTool = async (name, args) => {
      if (!tools) return { ok: false, reason: 'preview' };
      const result = await tools[name](args);
      events.push({ type: 'tool', name, args, result });
      return result;
    };
    const message = req.messages.at(-1)?.content ?? '';
    const u = understand(message, req.language);
    const earlier = req.messages
      .slice(0, -1)
      .filter((m) => m.role === 'user')
      .slice(-4)
      .reverse()
      .map((m) => understand(m.content, req.language));
    const trace: CoachTrace = { intent: 'unknown', topics: [] };
    const classify = (text: string, lng: Language): Promise<IntentGuess> =>
      this.options.classifier === false
        ? Promise.resolve({ intent: 'knowledge', score: 0, scores: {} })
        : classifyIntent(text, lng);
    const intent = await classify(message, u.language);
    const earlierIntents = await Promise.all(earlier.map((e) => classify(e.raw, e.language)));
    await compose({ req, lng: u.language, u, earlier, out: parts, callTool, trace, intent, earlierIntents });
    this.options.onTrace?.(trace);
    for (const e of events) yield e;
    // Word by word, as a model streams tokens.
    const text = parts.join('\n\n');
    for (const chunk of text.match(/\S+\s*|\s+/g) ?? []) yield { type: 'text', delta: chunk };
  }
}

function greeting(turn: Turn): string {
  const { req, lng } = turn;
  const styleName = STYLE_NAMES[lng].styles[req.style]?.name ?? req.style;
  return REPLIES[lng].greeting(
    PERSONAS[req.category],
    CATEGORY_WORDS[lng][req.category] ?? req.category,
    styleName,
    req.profile.fullName?.split(' ')[0] ?? null,
  );
}

/** The knowledge topic the coach reads a message as: retrieval with the hints the message's understanding carries. */
/**
 * Words that open a question without being part of it: "one more question:", "quick question,",
 * "otra pregunta:", "encore une question :", "noch eine Frage:". Left in, "more" or "another"
 * pulls the search towards topics that hold them ("more protein after 65").
 */
const PREAMBLE =
  /^\s*(?:(?:and\s+)?(?:one\s+(?:more|last)|another|a\s+quick|quick|last)\s+(?:question|thing|q)|(?:y\s+)?(?:otra|una\s+[uú]ltima)\s+pregunta(?:\s+m[aá]s)?|una\s+pregunta\s+m[aá]s|(?:et\s+)?(?:une\s+autre|encore\s+une|une\s+derni[eè]re|petite)\s+question|(?:und\s+)?(?:noch\s+eine|eine\s+letzte|kurze)\s+frage)\s*[:,.!?-]*\s*/i;

export function searchKnowledge(u: Understanding, lng: Language, coach: AgentCategoryId): Retrieved | undefined {
  const candidates = knowledge().search(
    u.raw.replace(PREAMBLE, ''),
    lng,
    {
      exercise: u.exercises[0]?.exercise.id,
      technique: u.has('technique'),
      bodyPart: u.bodyParts[0],
      pain: u.has('pain'),
      coach,
      diets: u.diets,
    },
    6,
  );
  // Neighbours told apart by what the question asks (before/after, instead, how often, how much…).
  const ranked = rerank(u.raw, lng, candidates);
  const [top] = ranked;
  // Each coach hears an ambiguous question in its own domain first: "rudern" to the rowing coach is the erg.
  if (top && !top.topic.coaches.includes(coach)) {
    const own = ranked.find(
      (r) => r.topic.coaches[0] === coach && r.score >= 0.7 * top.score && r.coverage >= top.coverage,
    );
    if (own) return own;
  }
  return top;
}

/** A nutrition plan asked for: by its words ("make me a meal plan") or by the classifier's reading. */
function asksNutritionPlan(turn: Turn, u: Understanding): boolean {
  return (
    u.has('nutritionTargets') ||
    (u.has('nutritionPlan') && (u.has('createVerb') || u.has('workoutPlan') || u.contentWords <= 3)) ||
    // "Diet" alone asks for a plan only with a verb that asks for one ("make me a diet"), not in
    // "I'm always hungry on my diet".
    (u.has('dietWord') && (u.has('createVerb') || u.contentWords <= 1)) ||
    // The classifier's reading counts when the message speaks of food, or the coach is the nutrition coach.
    (means(turn, 'nutrition_plan') && (turn.req.category === 'nutrition' || u.has('foodWord')))
  );
}

/** A training plan asked for, in any phrasing: "make me a plan", "¿me armas algo para este mes?". */
function asksWorkoutPlan(turn: Turn, u: Understanding): boolean {
  // A question on how to do an exercise ("tips for squat form please") is not a plan request, however polite.
  return (
    (u.has('workoutPlan') && (u.has('createVerb') || u.contentWords <= 2)) ||
    (means(turn, 'workout_plan') && !u.has('technique'))
  );
}

/** "Yes", "ok do it", "sí, cámbialo", "vas-y", "mach das". */
function confirms(turn: Turn): boolean {
  const { u } = turn;
  return u.has('apply') || (u.has('yes') && u.contentWords <= 3) || (means(turn, 'confirm') && u.contentWords <= 5);
}

type Offer = 'plan' | 'nutrition' | 'session' | 'swap';

/** What the coach offered at the end of its last reply, read from the reply itself. */
function lastOffer(turn: Turn): Offer | null {
  const last = [...turn.req.messages.slice(0, -1)].reverse().find((m) => m.role === 'assistant')?.content;
  if (!last) return null;
  for (const lng of SUPPORTED_LANGUAGES) {
    const t = CONVERSATION_TEXTS[lng];
    if (last.includes(t.offer.nutrition)) return 'nutrition';
    if (last.includes(t.offer.yoga)) return 'session';
    if ([t.offer.strength, t.offer.cardio, t.offer.functional].some((o) => last.includes(o))) return 'plan';
  }
  return null;
}

/**
 * A plan asked for in the message before, not saved because something was missing
 * (the coach asked for it), and this message brings figures: the request goes on.
 */
function pendingRequest(turn: Turn): 'nutrition' | 'workout' | null {
  const { u } = turn;
  const previous = turn.earlier[0];
  if (!previous) return null;
  const q = u.quantities;
  const brings = q.age !== undefined || q.weightsKg.length > 0 || q.heightCm !== undefined || q.days !== undefined;
  if (!brings || u.logged.length > 0) return null;
  const earlierTurn = { ...turn, u: previous, intent: turn.earlierIntents[0] ?? turn.intent };
  if (asksNutritionPlan(earlierTurn, previous)) return 'nutrition';
  if (!turn.req.latestPlan && asksWorkoutPlan(earlierTurn, previous)) return 'workout';
  return null;
}

function search(turn: Turn, u: Understanding): Retrieved | undefined {
  return searchKnowledge(u, turn.lng, turn.req.category);
}

async function compose(turn: Turn): Promise<void> {
  const { req, lng, u, out } = turn;
  const r = REPLIES[lng];
  const t = CONVERSATION_TEXTS[lng];

  if (u.tokens.length === 0) {
    turn.trace.intent = 'small_talk';
    out.push(t.noWords, r.menu[req.category]);
    return;
  }
  if (u.has('injection')) {
    turn.trace.intent = 'injection';
    out.push(t.injection(PERSONAS[req.category], t.categories[req.category]), r.menu[req.category]);
    return;
  }
  if (u.has('medical')) out.push(r.medical);
  // Intent before topic: what the person wants decides the route; the topic only what to say.
  const wantsNutritionPlan = asksNutritionPlan(turn, u);
  const wantsPlan = asksWorkoutPlan(turn, u) && !wantsNutritionPlan;
  // Soreness is a muscle's; a sore knee, hip or back is pain.
  if (u.has('pain') && (!u.has('soreness') || u.bodyParts.length > 0) && u.logged.length === 0) {
    await answerPain(turn);
    // "Make me a plan, my knee hurts on squats": the safety advice first, then a plan that spares the area.
    // Inside a pain report, naming a plan asks for one, unless the member has one: "my knee hurts on the
    // squats of my plan" is answered with the swap offered for that plan.
    const plan = wantsPlan || (!req.latestPlan && u.has('workoutPlan') && !wantsNutritionPlan);
    if (plan && req.category !== 'nutrition' && req.mode === 'coach') await workoutPlan(turn);
    return;
  }
  if (u.logged.length > 0) {
    await logSets(turn);
    return;
  }
  // A plan asked for in words that also name a figure ("15 min max", "my maxes are…") is still a plan request.
  const plainPlan = means(turn, 'workout_plan') || means(turn, 'nutrition_plan');
  if (!plainPlan && answerData(turn)) return;
  if ((req.latestPlan || req.latestNutritionPlan) && (await editPlan(turn))) return;
  // "Yes" to the coach's own last offer ("Want me to fit this into your plan?") acts on that offer.
  const offer = confirms(turn) ? lastOffer(turn) : null;
  if (offer === 'nutrition' || (offer === 'plan' && req.category === 'nutrition')) {
    await nutritionPlan(turn);
    return;
  }
  if (offer === 'plan' || offer === 'session') {
    await workoutPlan(turn, offer === 'session' && isSessionStyle(req.style));
    return;
  }
  // An answer to the coach's question ("Tengo 29 años" after it asked for the age) goes on with the request.
  const pending = pendingRequest(turn);
  if (wantsNutritionPlan || (wantsPlan && req.category === 'nutrition') || pending === 'nutrition') {
    await nutritionPlan(turn);
    return;
  }
  if (wantsPlan || pending === 'workout') {
    await workoutPlan(turn);
    // Read as a plan request by its meaning, not its words ("never run in my life, where do I start?"):
    // the plan wins, and the reply adds what the knowledge base says on the question.
    if (!(u.has('workoutPlan') && u.has('createVerb'))) {
      const found = search(turn, u);
      if (isConfident(found) && found.coverage >= 0.5) {
        answered(turn, found.topic);
        out.push(firstSentence(found.topic.answer[lng]));
      }
    }
    return;
  }
  // "Give me a 20-minute yin session for tight hips": one session of the coach's style, saved.
  if (u.has('session') && u.has('createVerb') && isSessionStyle(req.style)) {
    await workoutPlan(turn, true);
    return;
  }

  if (u.has('thanks') && u.contentWords <= 2) {
    turn.trace.intent = 'small_talk';
    out.push(r.thanks);
    return;
  }
  // "ok cool", "sup", "good morning :)", "how are you?": a short, friendly answer, not a topic.
  const names = u.exercises.length + u.muscles.length + u.bodyParts.length;
  const chat = means(turn, 'small_talk') && (!u.has('today') || turn.intent.score >= 0.8);
  // "Thank you very much for your help, have a nice evening": thanks without a question.
  const thanksOnly = u.has('thanks') && !u.raw.includes('?') && u.contentWords <= 6;
  if ((chat && u.contentWords <= 5 && names === 0) || (thanksOnly && names === 0)) {
    turn.trace.intent = 'small_talk';
    out.push(...(u.has('thanks') ? [r.thanks] : [greeting(turn), r.menu[req.category]]));
    return;
  }
  if (u.has('outOfScope') && !u.has('workoutPlan')) {
    turn.trace.intent = 'out_of_scope';
    out.push(r.outOfScope(CATEGORY_WORDS[lng][req.category] ?? req.category));
    return;
  }
  // A greeting and nothing else ("Hi!") is answered as one: a short word searched in four
  // languages can look like a topic of another language.
  if (u.has('greeting') && u.contentWords === 0) {
    turn.trace.intent = 'small_talk';
    out.push(greeting(turn), r.menu[req.category]);
    return;
  }
  const found = search(turn, u);
  const confident = isConfident(found);
  // "Slept 5 hours, should I do today's session?": the sleep question first, today's plan after it.
  if ((u.has('today') || means(turn, 'today')) && !(u.has('sleep') && confident && found.topic.domain === 'recovery')) {
    today(turn);
    return;
  }
  // A follow-up ("and for legs?", "what about deadlifts?") continues the topic of a message before.
  const entity = u.muscles.length > 0 || u.exercises.length > 0 || u.bodyParts.length > 0;
  // A follow-up that asks something of its own ("and cardio on rest days?") gets its own answer.
  if ((u.opensWith('followUp') && (!confident || u.contentWords <= 2)) || (!confident && entity)) {
    const followUp = earlierTopic(turn);
    // "What about the push jerk?" after a form question: the form of the exercise now named.
    const named = u.exercises[0]?.exercise.id;
    const technique =
      followUp?.domain === 'technique' && named && named !== followUp.exercise
        ? knowledge().topics.find((x) => x.domain === 'technique' && x.exercise === named)
        : undefined;
    if (technique) {
      answered(turn, technique);
      out.push(...answerTopic(technique, knowledgeContext(turn, technique)));
      return;
    }
    if (followUp) {
      answered(turn, followUp);
      out.push(...answerTopic(followUp, { ...knowledgeContext(turn, followUp), followUp: true }));
      return;
    }
  }
  // Several questions in one message: each answered, in order.
  const several = severalTopics(turn);
  if (several.length >= 2) {
    for (const [i, topic] of several.entries()) {
      answered(turn, topic);
      const lines = answerTopic(topic, knowledgeContext(turn, topic));
      // The offer once, after the last answer.
      const offers = new Set(Object.values(CONVERSATION_TEXTS[turn.lng].offer));
      out.push(...(i < several.length - 1 ? lines.filter((l) => !offers.has(l)) : lines));
    }
    return;
  }
  if (confident) {
    if (u.has('greeting') && turn.earlier.length === 0) out.unshift(greeting(turn));
    answered(turn, found.topic);
    out.push(...answerTopic(found.topic, knowledgeContext(turn, found.topic)));
    // Two questions in one ("what should I eat before and after training"): the second topic's key line too.
    const second = u.has('and') ? secondTopic(turn, u, found) : undefined;
    if (second) {
      answered(turn, second);
      out.splice(1, 0, firstSentence(second.answer[lng]));
    }
    return;
  }
  if (u.has('thanks')) {
    turn.trace.intent = 'small_talk';
    out.push(r.thanks);
    return;
  }
  if (u.has('greeting') || u.contentWords === 0) {
    turn.trace.intent = 'small_talk';
    out.push(greeting(turn), r.menu[req.category]);
    return;
  }
  if (u.has('medical')) return;
  // Truly unclear: one question, with two or three things it may mean.
  const guesses = knowledge()
    .search(u.raw, lng)
    .filter((x) => x.coverage > 0)
    .map((x) => x.topic.questions[lng][0]?.replace(/[?¿]/g, '').trim().toLowerCase())
    .filter((q): q is string => !!q)
    .slice(0, 2);
  const suggestions = [...new Set([...guesses, ...t.suggestions[req.category]])].slice(0, 3);
  if (turn.earlier.length === 0) out.push(greeting(turn));
  turn.trace.intent = 'clarify';
  out.push(t.clarify(suggestions));
}

/** The distinct topics of the questions a message asks, when it asks more than one (at most three). */
function severalTopics(turn: Turn) {
  const parts = questionParts(turn.u.raw);
  if (parts.length < 2) return [];
  const topics: Retrieved['topic'][] = [];
  for (const part of parts.slice(0, 3)) {
    const found = search(turn, understand(part, turn.lng));
    if (isConfident(found) && !topics.some((t) => t.id === found.topic.id)) topics.push(found.topic);
  }
  return topics;
}

/** Notes in the trace that a knowledge topic was answered. */
function answered(turn: Turn, topic: { id: string }): void {
  if (turn.trace.intent === 'unknown') turn.trace.intent = 'knowledge';
  turn.trace.topics.push(topic.id);
}

/** A close second topic of the same domain, for a message that asks two things at once. */
function secondTopic(turn: Turn, u: Understanding, first: Retrieved) {
  const [, second] = knowledge().search(u.raw, turn.lng, { coach: turn.req.category }, 2);
  if (!second || second.topic.domain !== first.topic.domain || second.topic.coaches[0] !== first.topic.coaches[0])
    return undefined;
  return second.score >= 0.6 * first.score && isConfident(second) ? second.topic : undefined;
}

/** The topic of the newest earlier message that was not itself a follow-up. */
function earlierTopic(turn: Turn) {
  for (const previous of turn.earlier) {
    if (previous.opensWith('followUp')) continue;
    const found = search(turn, previous);
    return isConfident(found) ? found.topic : undefined;
  }
  return undefined;
}

function knowledgeContext(turn: Turn, topic: { domain: string; id: string }) {
  const { req, lng, u } = turn;
  const t = CONVERSATION_TEXTS[lng];
  const muscles = u.muscles.length > 0 ? u.muscles : (turn.earlier.find((e) => e.muscles.length > 0)?.muscles ?? []);
  const notes: string[] = [];
  const plan = req.latestPlan;
  // Five coaches, one athlete: the nutrition coach knows today's session, the cardio coach tired legs.
  if (req.category === 'nutrition' && plan && topic.domain === 'nutrition' && /timing|pre|post|carb/.test(topic.id)) {
    const day = todaysDay(plan);
    const trained = [...new Set(plan.exercises.filter((e) => e.day === day).map((e) => e.primaryMuscle))]
      .filter((m): m is Muscle => m in t.muscles)
      .map((m) => t.muscles[m]);
    if (trained.length > 0) notes.push(t.trainingDayNote(day, trained.slice(0, 4).join(', ')));
  }
  // PAR-Q clearance: hard work waits for a physician (docs/coaching-guide.md).
  if (
    req.profile.parqRequiresClearance &&
    /hiit|powerlifting|olympic|max|failure|sprint|interval|snatch|clean/.test(topic.id)
  )
    notes.push(REPLIES[lng].clearanceReminder);
  if (req.category === 'cardio' && req.data && ['cardio', 'recovery'].includes(topic.domain)) {
    const legs = tiredMuscles(req.data.sets).filter((m) => ['quads', 'hamstrings', 'glutes', 'calves'].includes(m));
    if (legs.length > 0) notes.push(t.tiredLegsNote(legs.map((m) => t.muscles[m]).join(', ')));
  }
  return { req, lng, muscles, notes, diets: u.diets };
}

// ------------------------------------------------------------------ pain

/** The painful exercise and a substitute, from the message or, failing that, from the plan. */
function painSwap(turn: Turn, u: Understanding): { part: BodyPart | null; swap: Swap | null; named?: string } {
  const { req } = turn;
  const style = liftingStyle(req.style);
  // "It hurts when I do it": the exercise of the message, else the one talked about just before.
  const named = u.exercises[0]?.exercise ?? turn.earlier.find((e) => e.exercises.length > 0)?.exercises[0]?.exercise;
  const part = u.bodyParts[0] ?? named?.loads[0] ?? null;
  if (req.latestPlan) {
    const swap = findSwap(req.latestPlan, u, req.profile, style);
    if (swap) return { part, swap };
  }
  if (named) {
    const to = substituteFor(named, part, req.profile, style);
    if (to) return { part, swap: { from: named, fromName: named.name[turn.lng], to, days: [] } };
  }
  return { part, swap: null };
}

async function answerPain(turn: Turn): Promise<void> {
  const { lng, u, out, req } = turn;
  const t = CONVERSATION_TEXTS[lng];
  const { part, swap } = painSwap(turn, u);
  const found = knowledge()
    .search(u.raw, lng, { bodyPart: part ?? undefined, pain: true, exercise: u.exercises[0]?.exercise.id }, 5)
    .find((x) => x.topic.domain === 'pain' && (!part || !x.topic.bodyPart || x.topic.bodyPart === part));
  const topic = found?.topic ?? knowledge().topics.find((x) => x.domain === 'pain' && !x.bodyPart);
  turn.trace.intent = 'pain';
  if (topic) {
    turn.trace.topics.push(topic.id);
    out.push(topic.answer[lng]);
  }
  if (swap && part) {
    out.push(t.painSubstitute(swap.fromName, swap.to.name[lng], t.bodyParts[part]));
    if (swap.days.length > 0 && req.mode === 'coach') out.push(t.painOfferSwap(swap.fromName, swap.to.name[lng]));
  }
  const said = out.join(' ').toLowerCase();
  if (!/physio|fisio|kin[eé]|arzt|ärzt|doctor|m[ée]dec|médic/.test(said)) out.push(t.painSafetyNet);
}

// ------------------------------------------------------------------ logging and data

async function logSets(turn: Turn): Promise<void> {
  const { lng, u, out } = turn;
  const r = REPLIES[lng];
  const t = CONVERSATION_TEXTS[lng];
  const flat = u.logged.flatMap((s) =>
    Array.from({ length: s.sets }, () => ({
      exercise: s.exercise,
      weightKg: s.weightKg,
      reps: s.reps,
      ...(s.rir !== undefined ? { rir: s.rir } : {}),
    })),
  );
  turn.trace.intent = 'log';
  const result = await turn.callTool('log_workout', { sets: flat });
  if (!result.ok) {
    out.push(result.reason === 'preview' ? r.previewSignup : t.noSets);
    return;
  }
  out.push(r.logged(result.summary));
  for (const s of u.logged.slice(0, 3)) {
    const e = estimateOneRepMax(s.weightKg, s.reps, s.rir);
    const set = t.set(fmt(s.weightKg, lng), s.reps, s.rir ?? null);
    if (e) out.push(t.e1rm(s.exercise, set, fmt(e.epley, lng), fmt(e.brzycki, lng), e.effectiveReps));
    else if (s.weightKg > 0) out.push(t.e1rmTooMany(s.exercise, set));
  }
}

/** Questions about the user's own rows. Returns false when the message is not one. */
function answerData(turn: Turn): boolean {
  const { req, lng, u, out } = turn;
  const data = req.data;
  // "How many minutes of cardio a week?" asks for guidelines; the app's minutes are counted by the day.
  const perWeek = /\b(week|weekly|semana\w*|semaine\w*|woche\w*|wochentlich|session|sesion|seance|einheit)\b/.test(
    u.text,
  );
  if (u.has('minutesLeft') && !perWeek) {
    turn.trace.intent = 'data:minutes';
    out.push(...answerMinutes(data?.secondsAvailable, lng));
    return true;
  }
  // "Which muscles are still recovering?" asks about the member's own muscles without saying "my".
  const ownRecovery = u.has('whichMuscles') && u.has('muscleState');
  const mine = u.has('myData') || ownRecovery;
  if (!mine || !data) return false;
  const lastExercise = turn.earlier.find((e) => e.logged.length > 0)?.logged[0]?.exercise;
  let kind: string;
  // "How do I estimate my 1RM?" asks how it is done, not for the member's own figure.
  const howItWorks = means(turn, 'knowledge') && turn.intent.score >= 0.85 && /\b(how|como|comment|wie)\b/.test(u.text);
  if (u.has('e1rm') && !u.has('maxTest') && !howItWorks) {
    kind = 'e1rm';
    out.push(...answerOneRepMax(data.sets, u, lng, lastExercise));
  } else if (u.has('setsDone') || (u.has('setsWord') && u.has('thisWeek'))) {
    kind = 'sets_week';
    out.push(...answerSetsDone(data.sets, u, lng));
  } else if (u.has('lastSession')) {
    kind = 'last_session';
    out.push(...answerLastSession(data.sets, lng));
  } else if (u.has('records')) {
    kind = 'records';
    out.push(...answerRecords(data.sets, lng));
  } else if (u.has('recoveryStatus') || ownRecovery) {
    kind = 'recovery';
    out.push(...answerRecovery(data.sets, lng));
  } else return false;
  turn.trace.intent = `data:${kind}`;
  return true;
}

// ------------------------------------------------------------------ plans

async function saveEdited(turn: Turn, plan: TWorkoutPlanInput & { id: string }): Promise<ToolResult> {
  const { id, ...rest } = plan;
  return turn.callTool('update_workout_plan', { planId: id, ...rest });
}

/** "Make it 4 days", "swap the split squats for something easier on my knees", "yes, apply it". */
async function editPlan(turn: Turn): Promise<boolean> {
  const { req, lng, u, out } = turn;
  if (req.mode === 'coach' && req.latestNutritionPlan && (await editNutrition(turn))) return true;
  const plan = req.latestPlan;
  if (!plan || req.mode !== 'coach') return false;
  const r = REPLIES[lng];
  const t = CONVERSATION_TEXTS[lng];
  const style = liftingStyle(req.style);
  const changes = means(turn, 'plan_change');
  // "Can we make it 2", "five days instead of three", "twice a week now": the days asked for.
  // "4 days is too much, make it 3": the days asked for, not the first number.
  const days =
    changes || u.has('makeItDays') || u.has('workoutPlan')
      ? (requestedDays(u.text) ?? u.quantities.days)
      : u.quantities.days;

  const newPlan = u.has('workoutPlan') && u.has('createVerb') && !u.has('makeItDays') && !changes;
  const aboutDays = u.has('makeItDays') || u.has('workoutPlan') || (changes && u.exercises.length === 0);
  if (days && days >= 2 && days <= 6 && aboutDays && !newPlan) {
    const next = isSessionStyle(req.style)
      ? planSessions(req.profile, req.style, { days }, lng)
      : hasOwnLiftingPlanner(req.style)
        ? planLiftingStyle(req.profile, req.style, { days }, lng)
        : planWorkout(req.profile, { style, days, focus: plan.muscleGroup }, lng);
    turn.trace.intent = 'plan_edit';
    const result = await saveEdited(turn, { ...next, id: plan.id });
    // An Olympic or kettlebell week holds 2-4 sessions: the reply says the days the plan has.
    const planned = new Set(next.exercises.map((e) => e.day)).size;
    if (!result.ok) out.push(r.planRefused(result.reason));
    else out.push(PLAN_REPLY_TEXTS[lng].daysChanged(planned), weekList(next, lng));
    return true;
  }

  // "Swap the lunges", "no more back squats, give me front squats", "I hate lunges, put something else in".
  const asksSwap = u.has('swap') || (changes && u.exercises.length > 0);
  const agrees = u.has('apply') || (u.has('yes') && u.contentWords <= 3);
  if (!asksSwap && !agrees) return false;
  let swap = asksSwap ? findSwap(plan, u, req.profile, style) : null;
  // "Yes, change it": the swap offered for the pain or the request before.
  for (const e of swap ? [] : turn.earlier.slice(0, 3)) {
    if (!(e.has('pain') || e.has('swap'))) continue;
    swap = findSwap(plan, e, req.profile, style);
    if (swap) break;
  }
  if (!swap) {
    if (!asksSwap) return false;
    const names = [...new Set(plan.exercises.map((e) => e.name))].slice(0, 10).join(', ');
    // "I hate lunges, put something else in" when the plan has no lunges: say so, not "which one?".
    const absent = u.exercises[0]?.exercise;
    turn.trace.intent = absent ? 'plan_edit:absent' : 'plan_edit:unknown';
    out.push(absent ? t.planSwapAbsent(absent.name[lng], names) : t.planSwapUnknown(names));
    return true;
  }

  turn.trace.intent = 'plan_edit';
  const next = applySwap(plan, swap, lng);
  const result = await saveEdited(turn, { ...next, id: plan.id });
  if (!result.ok) {
    out.push(r.planRefused(result.reason));
    return true;
  }
  const dayWords = swap.days.map((d) => r.dayHeading(d).replace(/\*/g, '')).join(', ');
  out.push(t.planSwapped(swap.fromName, swap.to.name[lng], dayWords));
  const first = swap.days[0];
  if (first) out.push(dayList(next, first, lng));
  return true;
}

/** "Make it 1,600 kcal", "prefiero comer 1600 kcal": the nutrition plan rebuilt at that energy, meals summing to it. */
async function editNutrition(turn: Turn): Promise<boolean> {
  const { req, lng, u, out } = turn;
  const current = req.latestNutritionPlan;
  const kcal = nutritionEditKcal(u.raw);
  if (!current || kcal === null) return false;
  const t = PLAN_REPLY_TEXTS[lng];
  const r = REPLIES[lng];
  const profile = withBody(req.profile, u);
  const rebuilt = planNutritionAt(
    { ...profile, restrictions: [...new Set([...profile.restrictions, ...current.restrictions])] },
    req.category === 'nutrition' ? req.style : 'by-goal',
    kcal,
    lng,
  );
  if ('missing' in rebuilt) {
    out.push(r.nutritionMissing(rebuilt.missing.map((m) => r.missingWords[m]).join(', ')));
    return true;
  }
  const result = await turn.callTool('create_nutrition_plan', rebuilt.plan satisfies TNutritionPlanInput);
  if (!result.ok) {
    out.push(r.planRefused(result.reason));
    return true;
  }
  const saved = (result.data as { plan?: TNutritionPlanInput } | undefined)?.plan ?? rebuilt.plan;
  if (rebuilt.limited) out.push(t.limited[rebuilt.limited](fmt(rebuilt.asked, lng, 0), fmt(saved.kcal, lng, 0)));
  out.push(
    t.nutritionChanged(
      fmt(saved.kcal, lng, 0),
      fmt(saved.proteinG, lng, 0),
      fmt(saved.carbsG, lng, 0),
      fmt(saved.fatG, lng, 0),
    ),
    ...mealLines(saved, lng),
  );
  return true;
}

async function workoutPlan(turn: Turn, single = false): Promise<void> {
  const { req, lng, u, out } = turn;
  const r = REPLIES[lng];
  // One session without a length asked: a 30-minute one.
  const minutes = u.quantities.minutes ?? (single ? 30 : undefined);
  const afterPain = turn.trace.intent === 'pain';
  turn.trace.intent = `${afterPain ? 'pain+' : ''}${single ? 'session' : 'workout_plan'}`;
  // After a pain report the plan spares the painful area as if it were a recorded injury.
  const spared = afterPain
    ? {
        ...turn,
        req: {
          ...req,
          profile: {
            ...req.profile,
            injuries: [...req.profile.injuries, ...u.bodyParts.map((p) => p.replace('_', ' '))],
          },
        },
      }
    : turn;
  // "Quatre soirs par semaine", "dos tardes": days said in words count too.
  const asked = u.quantities.days ?? requestedDays(u.text, { strict: true });
  const plan = styledPlan(spared, { days: asked, minutes, single });
  if (req.mode === 'preview') {
    out.push(r.planPreview, dayList(plan, 1, lng, 5), r.previewSignup);
    return;
  }
  const result = await turn.callTool('create_workout_plan', plan);
  if (!result.ok) {
    out.push(r.planRefused(result.reason));
    return;
  }
  const days = new Set(plan.exercises.map((e) => e.day)).size;
  if (single && minutes)
    out.push(STYLE_TEXTS[lng].sessionSaved(plan.name, minutes), dayList(plan, 1, lng, 12), plan.description);
  else out.push(r.planSaved(plan.name, days, plan.durationWeeks), weekList(plan, lng), plan.description);
  // The health-check warning once: the plan's notes may already carry it.
  if (req.profile.parqRequiresClearance && !CLEARANCE_SAID.test(out.join('\n'))) out.push(r.clearanceReminder);
}

async function nutritionPlan(turn: Turn): Promise<void> {
  const { req, lng, u, out } = turn;
  const r = REPLIES[lng];
  turn.trace.intent = 'nutrition_plan';
  const plan = planNutrition(
    withBody(req.profile, u, turn.earlier),
    // Only a nutrition coach's style sets the direction; other coaches follow the person's goal.
    req.category === 'nutrition' ? req.style : 'by-goal',
    lng,
  );
  if ('missing' in plan) {
    out.push(r.nutritionMissing(plan.missing.map((m) => r.missingWords[m]).join(', ')));
    return;
  }
  if (req.mode === 'preview') {
    out.push(r.nutritionSaved(plan.kcal, plan.proteinG, plan.carbsG, plan.fatG).split('. ')[0] ?? '', r.previewSignup);
    return;
  }
  const result = await turn.callTool('create_nutrition_plan', plan satisfies TNutritionPlanInput);
  if (!result.ok) {
    out.push(r.planRefused(result.reason));
    return;
  }
  // The reply states what was saved: the rules may have repaired the figures.
  const saved = (result.data as { plan?: TNutritionPlanInput } | undefined)?.plan ?? plan;
  out.push(r.nutritionSaved(saved.kcal, saved.proteinG, saved.carbsG, saved.fatG));
  const proteinFoods = [
    ...new Set(
      saved.meals
        .flatMap((m) => m.foods)
        .filter((f) => FOOD_BY_NAME.get(f.name.toLowerCase())?.role === 'protein')
        .map((f) => f.name),
    ),
  ];
  if (proteinFoods.length > 0) out.push(CONVERSATION_TEXTS[lng].planFoods(proteinFoods.slice(0, 6).join(', ')));
  out.push(...mealLines(saved, lng), saved.description);
}

function today(turn: Turn): void {
  const { req, lng, out } = turn;
  const r = REPLIES[lng];
  turn.trace.intent = 'today';
  const latest = req.latestPlan;
  if (latest && latest.exercises.length > 0) {
    const day = todaysDay(latest);
    out.push(r.todayFromPlan(day, latest.name), dayList(latest, day, lng));
    return;
  }
  // No plan yet: a first session of the coach's own kind (a yin coach does not hand out squats).
  const plan = styledPlan(turn, { days: 3 });
  out.push(r.todayNoPlan, dayList(plan, 1, lng));
}
