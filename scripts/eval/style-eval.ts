// The styles half of `npm run eval:coach`: each coaching style asked for a plan in each language
// saves a plan of that style's kind of work (lifting sets, held poses, flows, intervals,
// durations, a nutrition plan), and every workout plan passes the plan rules.
import { BuiltinCoach } from '#server/modules/coach/builtin/engine.ts';
import { checkWorkoutPlan } from '#server/modules/coach/plan-rules.ts';
import { type CoachProfile, DEFAULT_PROFILE } from '#server/modules/coach/profile.ts';
import type { CoachTools } from '#server/modules/coach/types.ts';
import { findExercise, OLYMPIC_LIFTS } from '#server/modules/library/exercises.ts';
import { AGENT_STYLES, type AgentCategoryId } from '#shared/catalog/agents.ts';
import type { TNutritionPlanInput, TPlanExercise, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

const ASK: Record<Language, string> = {
  en: 'Make me a plan',
  es: 'Hazme un plan',
  fr: 'Faites-moi un programme',
  de: 'Erstelle mir einen Plan',
};

const PROFILE: CoachProfile = {
  ...DEFAULT_PROFILE,
  fullName: 'Eva Test',
  gender: 'female',
  age: 32,
  weightKg: 64,
  heightCm: 168,
  level: 'intermediate',
  equipment: ['full gym', 'kettlebell'],
};

const top = (reps: string) => Math.max(...(reps.match(/\d+/g)?.map(Number) ?? [0]));
const ids = (plan: TWorkoutPlanInput) => plan.exercises.map((e) => findExercise(e.name)?.id ?? '');
const days = (plan: TWorkoutPlanInput, pick: (e: TPlanExercise) => boolean) =>
  [...new Set(plan.exercises.filter(pick).map((e) => e.day))].sort((a, b) => a - b);

/** What a plan of each style must be (decisions 014 and 019). Null: the style is not checked yet. */
const KIND: Record<string, ((plan: TWorkoutPlanInput) => boolean) | 'nutrition' | null> = {
  hypertrophy: (p) =>
    p.exercises.every((e) => !e.kind || e.kind === 'sets') &&
    p.exercises.some((e) => top(e.reps) <= 12 && top(e.reps) >= 6),
  powerlifting: (p) =>
    p.exercises.some(
      (e) => ['back_squat', 'bench_press', 'deadlift'].includes(findExercise(e.name)?.id ?? '') && top(e.reps) <= 6,
    ),
  // Cleans and snatches at 1-3 reps, their pulls and squats at 3-5, nothing of more than 5 reps.
  olympic: (p) => {
    const lifts = p.exercises.filter((e) => OLYMPIC_LIFTS.has(findExercise(e.name)?.id ?? ''));
    const named = ids(p);
    return (
      named.some((id) => id.includes('clean')) &&
      named.some((id) => id.includes('snatch')) &&
      lifts.length >= 3 &&
      lifts.every((e) => top(e.reps) <= 3) &&
      named.some((id) => id.endsWith('_pull')) &&
      p.exercises.every((e) => (!e.kind || e.kind === 'sets') && top(e.reps) <= 5)
    );
  },
  muscle_gain: 'nutrition',
  fat_loss: 'nutrition',
  performance: 'nutrition',
  hiit: (p) => {
    const hard = days(p, (e) => e.kind === 'interval');
    return hard.length >= 1 && hard.length <= 3 && hard.every((d, i) => i === 0 || d - (hard[i - 1] ?? 0) >= 2);
  },
  endurance: (p) => {
    const mins = p.exercises.map((e) => e.durationMinutes ?? 0);
    return p.exercises.every((e) => e.kind === 'duration') && Math.max(...mins) >= 1.3 * Math.min(...mins);
  },
  rowing: (p) =>
    p.exercises.every((e) => e.equipment === 'rower') &&
    p.exercises.some((e) => e.kind === 'interval' && e.reps === '500 m'),
  vinyasa: (p) => p.exercises.some((e) => e.kind === 'duration') && p.exercises.some((e) => e.kind === 'hold'),
  yin: (p) =>
    p.exercises.filter((e) => e.kind === 'hold').every((e) => (e.holdSeconds ?? 0) >= 60) && p.exercises.length >= 5,
  restorative: (p) => p.exercises.every((e) => e.kind === 'hold' && (e.holdSeconds ?? 0) >= 300),
  bodyweight: (p) =>
    p.exercises.every((e) => (findExercise(e.name)?.equipment ?? []).every((q) => q === 'band' || q === 'pullup_bar')),
  mobility: (p) => p.exercises.every((e) => e.primaryMuscle === 'mobility'),
  // Swings, get-ups and at least three more kettlebell movements, the kettlebell in hand.
  kettlebell: (p) => {
    const bell = new Set(
      p.exercises.filter((e) => e.equipment.includes('kettlebell')).map((e) => findExercise(e.name)?.id ?? ''),
    );
    bell.delete('');
    return bell.has('kb_swing') && bell.has('turkish_get_up') && bell.size >= 5;
  },
};

export async function runStyleEval(): Promise<number> {
  const coach = new BuiltinCoach();
  let held = 0;
  let total = 0;
  const misses: string[] = [];
  let skipped = 0;
  for (const [category, styles] of Object.entries(AGENT_STYLES) as [AgentCategoryId, readonly string[]][])
    for (const style of styles)
      for (const lng of SUPPORTED_LANGUAGES) {
        const check = KIND[style];
        if (check === null || check === undefined) {
          skipped++;
          continue;
        }
        const saved: { workout?: TWorkoutPlanInput; nutrition?: TNutritionPlanInput } = {};
        const tools: CoachTools = {
          create_workout_plan: async (a) => {
            saved.workout = a as TWorkoutPlanInput;
            return { ok: true, summary: 'saved' };
          },
          create_nutrition_plan: async (a) => {
            saved.nutrition = a as TNutritionPlanInput;
            return { ok: true, summary: 'saved', data: { plan: a } };
          },
          log_workout: async () => ({ ok: true, summary: 'logged' }),
          update_workout_plan: async () => ({ ok: true, summary: 'updated' }),
        };
        for await (const _ of coach.stream(
          {
            mode: 'coach',
            category,
            style,
            language: lng,
            profile: PROFILE,
            messages: [{ role: 'user', content: ASK[lng] }],
          },
          tools,
        ));
        total++;
        const label = `${style} [${lng}]`;
        let ok: boolean;
        if (check === 'nutrition') ok = Boolean(saved.nutrition) && !saved.workout;
        else
          ok =
            Boolean(saved.workout) &&
            !saved.nutrition &&
            check(saved.workout as TWorkoutPlanInput) &&
            checkWorkoutPlan(saved.workout as TWorkoutPlanInput, PROFILE, style).length === 0;
        if (ok) held++;
        else misses.push(label);
      }
  console.log(
    `\nStyles: ${held} / ${total} plans of their style's kind${skipped > 0 ? ` (${skipped / 4} styles not checked yet)` : ''}`,
  );
  if (misses.length > 0) console.log(`Misses: ${misses.join(', ')}`);
  return held === total ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await runStyleEval());
