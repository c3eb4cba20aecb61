import { PERSONAS } from '#shared/catalog/agents.ts';
import { injuredParts } from '#shared/coaching/injuries.ts';
import { brzycki1RM, epley1RM, MAX_REPS_FOR_ESTIMATE } from '#shared/coaching/training.ts';
import type { TNutritionPlanInput, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import agentsDe from '#shared/i18n/agents/de.json' with { type: 'json' };
import agentsEn from '#shared/i18n/agents/en.json' with { type: 'json' };
import agentsEs from '#shared/i18n/agents/es.json' with { type: 'json' };
import agentsFr from '#shared/i18n/agents/fr.json' with { type: 'json' };
import type { Language } from '#shared/i18n/languages.ts';
import type { CoachProfile } from '../profile.ts';
import type { CoachEvent, CoachProvider, CoachRequest, CoachTools, ToolResult } from '../types.ts';
import { findExercise } from './exercises.ts';
import { detectIntent, parseBody, parseDays, parseFocus, parseLoggedSets } from './intents.ts';
import { planNutrition } from './nutrition-planner.ts';
import { REPLIES } from './replies.ts';
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
  de: { strength: 'Kraft', nutrition: 'Ernährung', cardio: 'Cardio', yoga: 'Yoga', functional: 'Functional-Training' },
};

/** The resistance style the planner uses for a coach whose own style is not a lifting one. */
function liftingStyle(style: string): string {
  return ['hypertrophy', 'powerlifting', 'olympic', 'bodyweight', 'kettlebell'].includes(style) ? style : 'hypertrophy';
}

function dayList(plan: Pick<TWorkoutPlanInput, 'exercises'>, day: number, language: Language, limit = 8): string {
  const r = REPLIES[language];
  const lines = plan.exercises
    .filter((e) => e.day === day)
    .slice(0, limit)
    .map((e) => `- ${e.name}: ${e.sets} × ${e.reps}${'rir' in e && e.rir !== undefined ? ` · RIR ${e.rir}` : ''}`);
  return [r.dayHeading(day), ...lines].join('\n');
}

/** "Bench: 80 kg × 8 gives an estimated 1RM of …" (Epley and Brzycki), or null above 12 reps. */
function estimateLine(lng: Language, s: { exercise: string; weightKg: number; reps: number }): string | null {
  if (s.reps > MAX_REPS_FOR_ESTIMATE) return null;
  const round = (n: number) => Math.round(n * 10) / 10;
  return REPLIES[lng].estimate(
    s.exercise,
    s.weightKg,
    s.reps,
    round(epley1RM(s.weightKg, s.reps)),
    round(brzycki1RM(s.weightKg, s.reps)),
  );
}

function withBody(profile: CoachProfile, message: string): CoachProfile {
  const body = parseBody(message);
  return {
    ...profile,
    weightKg: profile.weightKg ?? body.weightKg ?? null,
    heightCm: profile.heightCm ?? body.heightCm ?? null,
    age: profile.age ?? body.age ?? null,
  };
}

/**
 * The built-in coach: no network, no key, deterministic. It recognises what
 * people ask in four languages and answers in the persona's voice; plans
 * come from the planners and are saved through the same tools a model uses.
 */
export class BuiltinCoach implements CoachProvider {
  readonly name = 'builtin';

  async *stream(req: CoachRequest, tools: CoachTools | null): AsyncIterable<CoachEvent> {
    const parts: string[] = [];
    const events: CoachEvent[] = [];
    const callTool = async (name: keyof CoachTools, args: unknown): Promise<ToolResult> => {
      if (!tools) return { ok: false, reason: 'preview' };
      const result = await tools[name](args);
      events.push({ type: 'tool', name, args, result });
      return result;
    };
    await this.compose(req, parts, callTool);
    for (const e of events) yield e;
    // Word by word, as a model streams tokens.
    const text = parts.join('\n\n');
    for (const chunk of text.match(/\S+\s*|\s+/g) ?? []) yield { type: 'text', delta: chunk };
  }

  private async compose(
    req: CoachRequest,
    out: string[],
    callTool: (name: keyof CoachTools, args: unknown) => Promise<ToolResult>,
  ): Promise<void> {
    const { language: lng, profile } = req;
    const r = REPLIES[lng];
    const message = req.messages.at(-1)?.content ?? '';
    const intent = detectIntent(message);
    const persona = PERSONAS[req.category];
    const styleName = STYLE_NAMES[lng].styles[req.style]?.name ?? req.style;
    const firstTurn = req.messages.filter((m) => m.role === 'assistant').length === 0;

    switch (intent) {
      case 'greeting':
        out.push(
          r.greeting(
            persona,
            CATEGORY_WORDS[lng][req.category] ?? req.category,
            styleName,
            profile.fullName?.split(' ')[0] ?? null,
          ),
          r.menu,
        );
        return;
      case 'thanks':
        out.push(r.thanks);
        return;
      case 'medical':
        out.push(r.medical);
        return;
      case 'outOfScope':
        out.push(r.outOfScope(CATEGORY_WORDS[lng][req.category] ?? req.category));
        return;
      case 'rir':
        out.push(r.rir);
        return;
      case 'form':
        out.push(r.form);
        return;
      case 'recovery':
        out.push(r.recovery);
        if (injuredParts(profile.injuries).size > 0) out.push(r.recoveryInjury);
        return;
      case 'progress': {
        out.push(r.progress);
        for (const s of parseLoggedSets(message).slice(0, 3)) out.push(estimateLine(lng, s) ?? r.estimateTooMany);
        return;
      }
      case 'log': {
        const sets = parseLoggedSets(message);
        const flat = sets.flatMap((s) =>
          Array.from({ length: s.sets }, () => ({
            exercise: s.exercise,
            weightKg: s.weightKg,
            reps: s.reps,
            ...(s.rir !== undefined ? { rir: s.rir } : {}),
          })),
        );
        const result = await callTool('log_workout', { sets: flat });
        out.push(result.ok ? r.logged(result.summary) : r.unknown);
        for (const s of sets.slice(0, 3)) {
          const line = estimateLine(lng, s);
          if (line) out.push(line);
        }
        return;
      }
      case 'nutrition': {
        const plan = planNutrition(
          withBody(profile, message),
          // Only a nutrition coach's style sets the direction; other coaches follow the person's goal.
          req.category === 'nutrition' ? req.style : 'by-goal',
          lng,
        );
        if ('missing' in plan) {
          out.push(r.nutritionMissing(plan.missing.map((m) => r.missingWords[m]).join(', ')));
          return;
        }
        if (req.mode === 'preview') {
          out.push(
            r.nutritionSaved(plan.kcal, plan.proteinG, plan.carbsG, plan.fatG).split('. ')[0] ?? '',
            r.previewSignup,
          );
          return;
        }
        const result = await callTool('create_nutrition_plan', plan satisfies TNutritionPlanInput);
        out.push(
          result.ok ? r.nutritionSaved(plan.kcal, plan.proteinG, plan.carbsG, plan.fatG) : r.planRefused(result.reason),
        );
        if (result.ok) out.push(plan.description);
        return;
      }
      case 'plan': {
        const plan = planWorkout(
          profile,
          { style: liftingStyle(req.style), days: parseDays(message), focus: parseFocus(message) },
          lng,
        );
        if (req.mode === 'preview') {
          out.push(r.planPreview, dayList(plan, 1, lng, 5), r.previewSignup);
          return;
        }
        const result = await callTool('create_workout_plan', plan);
        if (!result.ok) {
          out.push(r.planRefused(result.reason));
          return;
        }
        const days = new Set(plan.exercises.map((e) => e.day)).size;
        out.push(r.planSaved(plan.name, days, plan.durationWeeks), dayList(plan, 1, lng), plan.description);
        if (profile.parqRequiresClearance) out.push(r.clearanceReminder);
        return;
      }
      case 'today': {
        const latest = req.latestPlan;
        if (latest && latest.exercises.length > 0) {
          const days = Math.max(...latest.exercises.map((e) => e.day));
          const day = (new Date().getDay() % days) + 1;
          out.push(
            r.todayFromPlan(day, latest.name),
            dayList({ exercises: latest.exercises.map((e) => ({ ...e, rir: undefined })) } as never, day, lng),
          );
          return;
        }
        const plan = planWorkout(profile, { style: liftingStyle(req.style), days: 3 }, lng);
        out.push(r.todayNoPlan, dayList(plan, 1, lng));
        return;
      }
      default: {
        const known = findExercise(message);
        if (firstTurn && !known)
          out.push(
            r.greeting(
              persona,
              CATEGORY_WORDS[lng][req.category] ?? req.category,
              styleName,
              profile.fullName?.split(' ')[0] ?? null,
            ),
          );
        out.push(r.unknown);
      }
    }
  }
}
