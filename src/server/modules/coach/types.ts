import type { AgentCategoryId } from '#shared/catalog/agents.ts';
import type { TNutritionPlanInput, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { LoggedSet } from '../progress/compute.ts';
import type { CoachProfile } from './profile.ts';

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type CoachMode = 'coach' | 'preview';

export type CoachRequest = {
  mode: CoachMode;
  category: AgentCategoryId;
  style: string;
  language: Language;
  profile: CoachProfile;
  /** The conversation so far, ending with the user's new message. */
  messages: ChatTurn[];
  /** The newest saved workout plan: "what do I train today", "make it 4 days", "swap the lunges". */
  latestPlan?: (TWorkoutPlanInput & { id: string }) | null;
  /** The newest saved nutrition plan, meals included: "make it 1,600 kcal". */
  latestNutritionPlan?: (TNutritionPlanInput & { id: string }) | null;
  /** The user's own rows, for questions about them ("what's my 1RM?"). Absent in the preview. */
  data?: AthleteData;
  /**
   * How much the reply may use (issue 25, finding 5): a model stops at `maxOutputTokens`, and when
   * `signal` aborts (the reserved time is over). Absent: no bound beyond the provider's own.
   */
  limits?: { maxOutputTokens: number; signal: AbortSignal };
};

/** What every coach knows of the person beyond the profile: their logged sets and minutes. */
export type AthleteData = {
  /** Sets of the last 12 weeks, any order. */
  sets: LoggedSet[];
  /** AI seconds left today, packs included. */
  secondsAvailable: number | null;
  /** The newest nutrition plan's targets. */
  nutrition?: { kcal: number; proteinG: number; carbsG: number; fatG: number } | null;
};

export const TOOL_NAMES = [
  'create_workout_plan',
  'create_nutrition_plan',
  'log_workout',
  'update_workout_plan',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export type ToolResult = { ok: true; id?: string; summary: string; data?: unknown } | { ok: false; reason: string };

/** What a provider may do beyond talking; each call is validated and checked against the rules before anything is saved. */
export type CoachTools = Record<ToolName, (args: unknown) => Promise<ToolResult>>;

export type CoachEvent =
  | { type: 'text'; delta: string }
  | { type: 'tool'; name: ToolName; args: unknown; result: ToolResult };

export interface CoachProvider {
  readonly name: string;
  stream(request: CoachRequest, tools: CoachTools | null): AsyncIterable<CoachEvent>;
}
