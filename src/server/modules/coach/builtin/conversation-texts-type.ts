import type { AgentCategoryId } from '#shared/catalog/agents.ts';
import type { BodyPart } from '#shared/coaching/injuries.ts';
import type { Muscle } from '#shared/coaching/training.ts';

/**
 * The words the built-in coach puts around knowledge answers and the user's
 * own data, per language. Figures are computed by the caller and passed in
 * already formatted for the language.
 */
export type ConversationTexts = {
  muscles: Record<Muscle, string>;
  bodyParts: Record<BodyPart, string>;
  categories: Record<AgentCategoryId, string>;
  /** A request to reveal instructions or drop the persona. */
  injection: (persona: string, category: string) => string;
  /** A message with no words (emoji, punctuation). */
  noWords: string;
  /** One clarifying question with two or three suggestions. */
  clarify: (suggestions: string[]) => string;
  suggestions: Record<AgentCategoryId, string[]>;
  /** A topic of another coach: a short answer, then who to ask. */
  referTo: (persona: string, category: string) => string;
  /** Offered after an answer, per coach. */
  offer: Record<AgentCategoryId, string>;
  /** The nutrition coach's offer when the member has a nutrition plan: its targets, and where it is. */
  nutritionPlanPointer: (kcal: string, protein: string) => string;
  painSubstitute: (painful: string, substitute: string, part: string) => string;
  painOfferSwap: (painful: string, substitute: string) => string;
  painSafetyNet: string;
  planSwapped: (from: string, to: string, days: string) => string;
  /** A swap asked for an exercise the plan does not hold. */
  planSwapAbsent: (exercise: string, names: string) => string;
  planSwapUnknown: (names: string) => string;
  planNoPlan: string;
  planDaysChanged: (days: number) => string;
  e1rm: (exercise: string, set: string, epley: string, brzycki: string, effectiveReps: number) => string;
  e1rmTooMany: (exercise: string, set: string) => string;
  e1rmNoLoad: (exercise: string) => string;
  noSets: string;
  noSetsFor: (exercise: string) => string;
  recordsHeading: string;
  recordLine: (exercise: string, e1rm: string, set: string, date: string) => string;
  lastSession: (date: string) => string;
  setLine: (exercise: string, count: number, set: string) => string;
  setsDoneHeading: string;
  setsDoneLine: (muscle: string, sets: string, low: number, high: number) => string;
  setsDoneNone: string;
  recoveryReady: (muscles: string) => string;
  recoveryRecovering: (muscle: string, hours: number) => string;
  recoveryNone: string;
  minutesLeft: (minutes: number, seconds: number) => string;
  minutesUnknown: string;
  /** The nutrition coach, on a training day of the plan. */
  trainingDayNote: (day: number, muscles: string) => string;
  /** The cardio coach, when the legs were trained hard recently. */
  tiredLegsNote: (muscles: string) => string;
  /** Said when a model provider failed and the built-in coach answered. */
  fallbackNote: string;
  /** Back pain with numbness in the groin, loss of bladder or bowel control or leg weakness. */
  backRedFlag: string;
  /** The foods of a saved nutrition plan that bring most of its protein. */
  planFoods: (foods: string) => string;
  /** The unit after a set: "80 kg × 8 at RIR 2". */
  set: (weight: string, reps: number, rir: number | null) => string;
  loggedNew: string;
};
