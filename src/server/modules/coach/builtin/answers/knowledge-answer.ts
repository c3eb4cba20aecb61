import { type AgentCategoryId, PERSONAS } from '#shared/catalog/agents.ts';
import { LANDMARKS, type Muscle } from '#shared/coaching/training.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { knowledge } from '../../knowledge/index.ts';
import type { Domain, Topic } from '../../knowledge/schema.ts';
import type { CoachProfile } from '../../profile.ts';
import type { CoachRequest } from '../../types.ts';
import { CONVERSATION_TEXTS } from '../conversation-texts.ts';
import { ACTIVITY_FACTORS, mifflinStJeor } from '../nutrition-planner.ts';
import { dietKind, proteinDayLine, trainingMealsLine } from './food-answer.ts';
import { fill, firstSentence, fmt } from './format.ts';

type Vars = Record<string, string | undefined>;

/** The user's own numbers for a topic's personal line (the per-kg and per-age rules of docs/coaching-guide.md). */
function personalVars(topic: Topic, profile: CoachProfile, lng: Language): Vars[] {
  const w = profile.weightKg;
  const age = profile.age;
  const n = (v: number, d = 0) => fmt(v, lng, d);
  switch (topic.personal?.key) {
    case 'protein':
      return w
        ? [
            {
              weightKg: n(w, 1),
              gainLow: n(Math.round(1.6 * w)),
              gainHigh: n(Math.round(2.2 * w)),
              cutLow: n(Math.round(2.0 * w)),
              cutHigh: n(Math.round(2.4 * w)),
            },
          ]
        : [];
    case 'caffeine':
      return w
        ? [{ weightKg: n(w, 1), caffeineLow: n(Math.round(3 * w)), caffeineHigh: n(Math.min(400, Math.round(6 * w))) }]
        : [];
    case 'hydration':
      return w ? [{ weightKg: n(w, 1), waterLow: n(0.03 * w, 1), waterHigh: n(0.035 * w, 1) }] : [];
    case 'heart_rate': {
      if (!age) return [];
      const max = Math.round(208 - 0.7 * age);
      return [{ age: n(age), maxHr: n(max), z2Low: n(Math.round(0.6 * max)), z2High: n(Math.round(0.7 * max)) }];
    }
    case 'energy': {
      if (!w || !profile.heightCm || !age) return [];
      const bmr = mifflinStJeor(w, profile.heightCm, age, profile.gender);
      return [{ bmr: n(Math.round(bmr)), maintenance: n(Math.round(bmr * ACTIVITY_FACTORS[profile.level])) }];
    }
    case 'fat_loss_rate':
      return w ? [{ weightKg: n(w, 1), lossLow: n(0.005 * w, 1), lossHigh: n(0.01 * w, 1) }] : [];
    default:
      return [];
  }
}

function muscleVars(muscles: Muscle[], lng: Language): Vars[] {
  return muscles.slice(0, 3).map((m) => ({
    muscle: CONVERSATION_TEXTS[lng].muscles[m],
    mev: String(Math.max(LANDMARKS[m].mev, 1)),
    mav: String(LANDMARKS[m].mav),
    mrv: String(LANDMARKS[m].mrv),
  }));
}

/** The topic's personal line filled with the user's own numbers, when every number is known. */
export function personalLines(topic: Topic, profile: CoachProfile, muscles: Muscle[], lng: Language): string[] {
  if (!topic.personal) return [];
  const vars = topic.personal.key === 'muscle_volume' ? muscleVars(muscles, lng) : personalVars(topic, profile, lng);
  return vars.map((v) => fill(topic.personal?.text[lng] ?? '', v)).filter((s): s is string => !!s);
}

export type KnowledgeContext = {
  req: CoachRequest;
  lng: Language;
  /** Muscles the message (or the conversation) is about. */
  muscles: Muscle[];
  /** Lines about the athlete's day that this coach adds (training day, tired legs). */
  notes: string[];
  /** A follow-up on the same topic ("and for legs?"): the new numbers, not the whole answer again. */
  followUp?: boolean;
  /** Diets the message names ("I'm vegan"), on top of the profile's restrictions. */
  diets?: readonly string[];
};

/** Topics answered with foods: the protein sources of the member's diet in portions, or meals around training. */
const PROTEIN_FOOD_TOPICS = new Set([
  'protein-per-day',
  'protein-vegan',
  'protein-vegetarian',
  'vegan-protein-sources',
  'protein-per-meal',
  'protein-halal',
  'protein-lactose-free',
  'gluten-free-eating',
]);

/** The member's protein target: their nutrition plan's, else the middle of their goal's range. */
function proteinTarget(req: CoachRequest): number | null {
  const planned = req.data?.nutrition?.proteinG;
  if (planned) return planned;
  const w = req.profile.weightKg;
  return w ? Math.round(w * (req.profile.goal === 'lose_weight' ? 2.2 : 1.8)) : null;
}

/** Food-level lines for a nutrition topic: what to eat and how much, with the member's diet. */
function foodLines(topic: Topic, ctx: KnowledgeContext): string[] {
  const { req, lng } = ctx;
  const diet = [...req.profile.restrictions, ...(ctx.diets ?? [])];
  if (PROTEIN_FOOD_TOPICS.has(topic.id)) {
    const target = proteinTarget(req);
    const line = target ? proteinDayLine(target, diet, lng) : null;
    return line ? [line] : [];
  }
  if (topic.id === 'pre-workout-meal') return [trainingMealsLine('pre', diet, lng)];
  if (topic.id === 'post-workout-meal') return [trainingMealsLine('post', diet, lng)];
  if (topic.id === 'meal-timing-pre-post')
    return [trainingMealsLine('pre', diet, lng), trainingMealsLine('post', diet, lng)];
  return [];
}

/** A vegan or vegetarian asking how much protein gets the answer for their diet, not the one naming meat. */
function forDiet(topic: Topic, ctx: KnowledgeContext): Topic {
  if (!['protein-per-day', 'protein-vegetarian'].includes(topic.id)) return topic;
  const kind = dietKind([...ctx.req.profile.restrictions, ...(ctx.diets ?? [])]);
  if (kind === 'omnivore' || (kind === 'vegetarian' && topic.id === 'protein-vegetarian')) return topic;
  return knowledge().topics.find((x) => x.id === `protein-${kind}`) ?? topic;
}

/** The domains after which each coach offers to act on the answer. */
const OFFERS: Record<AgentCategoryId, readonly Domain[]> = {
  strength: ['training', 'substitution', 'plateau'],
  nutrition: ['nutrition'],
  cardio: ['cardio'],
  yoga: ['yoga', 'mobility'],
  functional: ['training', 'mobility', 'substitution'],
};

/**
 * A knowledge answer in the coach's voice: the topic's answer, the user's own
 * numbers, what this coach knows of their day, and an offer. A topic of
 * another coach gets its first sentence and a pointer to that coach.
 */
export function answerTopic(asked: Topic, ctx: KnowledgeContext): string[] {
  const { req, lng } = ctx;
  const topic = forDiet(asked, ctx);
  const t = CONVERSATION_TEXTS[lng];
  const answer = topic.answer[lng];
  const personal = personalLines(topic, req.profile, ctx.muscles, lng);
  const own = topic.coaches.includes(req.category);
  if (!own) {
    const owner = topic.coaches[0] ?? 'strength';
    return [[firstSentence(answer), ...personal].join(' '), t.referTo(PERSONAS[owner], t.categories[owner])];
  }
  if (ctx.followUp && personal.length > 0) return [personal.join(' ')];
  const out = [answer];
  if (personal.length > 0) out.push(personal.join(' '));
  out.push(...foodLines(topic, ctx));
  out.push(...ctx.notes);
  if (OFFERS[req.category].includes(topic.domain) && req.mode === 'coach') out.push(offer(req, lng));
  return out;
}

/** The coach's offer to act on an answer; a member who has a nutrition plan is pointed to it, not offered targets again. */
function offer(req: CoachRequest, lng: Language): string {
  const t = CONVERSATION_TEXTS[lng];
  const targets = req.data?.nutrition;
  if (req.category === 'nutrition' && targets)
    return t.nutritionPlanPointer(fmt(targets.kcal, lng), fmt(targets.proteinG, lng));
  return t.offer[req.category];
}
