import type { Language } from '#shared/i18n/languages.ts';
import { de } from './conversation-texts-de.ts';
import { es } from './conversation-texts-es.ts';
import { fr } from './conversation-texts-fr.ts';
import type { ConversationTexts } from './conversation-texts-type.ts';

export type { ConversationTexts };

const en: ConversationTexts = {
  muscles: {
    chest: 'chest',
    back: 'back',
    quads: 'quads',
    hamstrings: 'hamstrings',
    glutes: 'glutes',
    delts: 'shoulders',
    biceps: 'biceps',
    triceps: 'triceps',
    calves: 'calves',
    core: 'core',
  },
  bodyParts: {
    shoulder: 'shoulder',
    wrist: 'wrist',
    elbow: 'elbow',
    knee: 'knee',
    lower_back: 'lower back',
    hip: 'hip',
    ankle: 'ankle',
    neck: 'neck',
  },
  categories: {
    strength: 'strength coach',
    nutrition: 'nutrition coach',
    cardio: 'cardio coach',
    yoga: 'yoga coach',
    functional: 'functional training coach',
  },
  injection: (persona, category) =>
    `I'm ${persona}, your ${category}, and I keep my working notes to myself. What I can do is help you train and eat well.`,
  noWords: 'I’m here! Tell me in a few words what you need.',
  clarify: (s) => `I want to get this right: do you mean ${s.slice(0, -1).join(', ')} or ${s.at(-1)}?`,
  suggestions: {
    strength: ['a new training plan', 'how many sets and reps to do', 'logging a set you just did'],
    nutrition: ['your daily calories and protein', 'a nutrition plan', 'what to eat around training'],
    cardio: ['how much cardio to do each week', 'a HIIT or zone 2 session', 'your heart rate zones'],
    yoga: ['a short yoga session', 'how long to hold each pose', 'yoga for tight hips or back'],
    functional: ['a bodyweight or kettlebell plan', 'a mobility routine', 'technique for an exercise'],
  },
  referTo: (persona, category) =>
    `${persona}, our ${category}, can go deeper on this: start a chat with ${persona} with “New session”.`,
  offer: {
    strength: 'Want me to fit this into your plan?',
    nutrition: 'Want me to turn this into daily targets for you?',
    cardio: 'Want me to put this into your week?',
    yoga: 'Shall I guide you through a short session?',
    functional: 'Want me to build this into your routine?',
  },
  nutritionPlanPointer: (kcal, protein) =>
    `Your nutrition plan already sets your daily targets: **${kcal} kcal** and **${protein} g** of protein. You’ll find it, with its meals, under Plans.`,
  painSubstitute: (painful, substitute, part) =>
    `Instead of ${painful}, try **${substitute}**: it trains the same muscles and is easier on your ${part}.`,
  painOfferSwap: (painful, substitute) =>
    `${painful} is in your plan. Shall I replace it with ${substitute}? Say “yes” and I’ll update your plan.`,
  painSafetyNet:
    'Stop any movement that hurts, and see a physiotherapist or doctor if the pain is sharp, lasts more than a few days, swells, or comes with numbness, tingling or pain at rest.',
  planSwapped: (from, to, days) => `Done: **${to}** now replaces ${from} in your plan (${days}).`,
  planSwapAbsent: (exercise, names) =>
    `${exercise} isn’t in your plan, so there’s nothing to swap. Your plan has: ${names}. Want me to change one of these?`,
  planSwapUnknown: (names) =>
    `I couldn’t tell which exercise of your plan to replace. Your plan has: ${names}. Which one should I swap?`,
  planNoPlan: 'You don’t have a saved plan yet. Ask me for one and I’ll build it around you.',
  planDaysChanged: (days) => `Done: your plan now has **${days} sessions a week**. Here’s day 1:`,
  e1rm: (exercise, set, epley, brzycki, eff) =>
    `Your estimated 1RM on ${exercise} is **${epley} kg** (Epley; Brzycki gives ${brzycki} kg), from ${set}: ${eff} effective reps counting the reps in reserve.`,
  e1rmTooMany: (exercise, set) =>
    `${set} on ${exercise} is more than 12 reps to failure, too many for a trustworthy 1RM estimate. A heavier set of 3-8 reps gives a better one.`,
  e1rmNoLoad: (exercise) => `${exercise} is logged without a load, so there is no 1RM to estimate.`,
  noSets:
    'You haven’t logged any sets yet. Tell me what you did, for example “bench press 60 kg x 8 RIR 2”, and I’ll track it.',
  noSetsFor: (exercise) => `I don’t see any logged sets of ${exercise} yet.`,
  recordsHeading: 'Your best lifts so far (estimated 1RM, Epley):',
  recordLine: (exercise, e1rm, set, date) => `- ${exercise}: ${e1rm} kg, from ${set} (${date})`,
  lastSession: (date) => `Your last session, ${date}:`,
  setLine: (exercise, count, set) => `- ${exercise}: ${count} × ${set}`,
  setsDoneHeading: 'Hard sets in the last 7 days:',
  setsDoneLine: (muscle, sets, low, high) => `- ${muscle}: ${sets} sets (aim for ${low}-${high} a week)`,
  setsDoneNone: 'No sets logged in the last 7 days.',
  recoveryReady: (muscles) => `Ready to train hard: ${muscles}.`,
  recoveryRecovering: (muscle, hours) => `- ${muscle}: about ${hours} h more to recover`,
  recoveryNone: 'Nothing you logged in the last days is still recovering: you’re good to go.',
  minutesLeft: (minutes, seconds) =>
    `You have **${minutes} minutes** of AI time left today (${seconds} s). Extra packs are used first when you have them.`,
  minutesUnknown: 'Your minutes left are at the top of this chat and on the “AI minutes today” card.',
  trainingDayNote: (day, muscles) =>
    `Today is day ${day} of your plan (${muscles}): have a meal with carbohydrate and some protein 1-3 h before, and 20-40 g of protein after.`,
  tiredLegsNote: (muscles) =>
    `Your ${muscles} are still recovering from your last session: keep today’s cardio easy (zone 2), or choose the bike or an upper-body option.`,
  fallbackNote: '(Answered by Forja’s built-in coach: the AI model is not responding right now.)',
  backRedFlag:
    '**Please don’t train today, and get urgent medical care now.** Back pain with numbness in the groin or inner thighs, loss of bladder or bowel control, or weakness in the legs needs a doctor straight away: call your local emergency number (112 in Europe) or go to an emergency department.',
  planFoods: (foods) => `Main protein sources in your meals: ${foods}.`,
  set: (weight, reps, rir) => `${weight} kg × ${reps}${rir !== null ? ` at RIR ${rir}` : ''}`,
  loggedNew: 'Logged.',
};

export const CONVERSATION_TEXTS: Record<Language, ConversationTexts> = { en, es, fr, de };
