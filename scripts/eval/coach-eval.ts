// `npm run eval:coach`: runs varied profiles and requests in four languages through the
// built-in coach and prints, per rule of docs/coaching-guide.md, how many cases hold it. Exits 1 on any miss.

import { BuiltinCoach } from '#server/modules/coach/builtin/engine.ts';
import { ENERGY_FLOOR } from '#server/modules/coach/builtin/nutrition-planner.ts';
import { REPLIES } from '#server/modules/coach/builtin/replies.ts';
import { checkNutritionPlan } from '#server/modules/coach/nutrition-rules.ts';
import { checkWorkoutPlan, weeklySets } from '#server/modules/coach/plan-rules.ts';
import { type CoachProfile, DEFAULT_PROFILE, parseEquipment } from '#server/modules/coach/profile.ts';
import type { CoachTools } from '#server/modules/coach/types.ts';
import { canEquip, EXERCISES, findExercise } from '#server/modules/library/exercises.ts';
import { excludedTags, FOOD_BY_NAME } from '#server/modules/library/foods.ts';
import { injuredParts } from '#shared/coaching/injuries.ts';
import type { TNutritionPlanInput, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { runConversationEval } from './conversation-eval.ts';
import { runHeldOutEval } from './held-out-eval.ts';
import { runStyleEval } from './style-eval.ts';

const PROFILES: {
  label: string;
  category: 'strength' | 'nutrition' | 'functional';
  style: string;
  profile: CoachProfile;
}[] = [
  {
    label: 'beginner, dumbbells, knee injury',
    category: 'strength',
    style: 'hypertrophy',
    profile: {
      ...DEFAULT_PROFILE,
      level: 'beginner',
      equipment: ['dumbbells'],
      injuries: ['knee'],
      weightKg: 70,
      heightCm: 175,
      age: 30,
      gender: 'male',
    },
  },
  {
    label: 'advanced, full gym, strength',
    category: 'strength',
    style: 'powerlifting',
    profile: {
      ...DEFAULT_PROFILE,
      level: 'advanced',
      equipment: ['full gym'],
      goal: 'get_stronger',
      weightKg: 90,
      heightCm: 182,
      age: 34,
      gender: 'male',
    },
  },
  {
    label: 'intermediate, shoulder injury, fixed reps',
    category: 'strength',
    style: 'hypertrophy',
    profile: {
      ...DEFAULT_PROFILE,
      method: 'fixed_reps',
      equipment: ['barbell', 'bench', 'dumbbells'],
      injuries: ['hombro derecho'],
      weightKg: 62,
      heightCm: 165,
      age: 27,
      gender: 'female',
    },
  },
  {
    label: 'PAR-Q clearance, lower back',
    category: 'functional',
    style: 'bodyweight',
    profile: {
      ...DEFAULT_PROFILE,
      level: 'beginner',
      parqRequiresClearance: true,
      injuries: ['Rücken'],
      weightKg: 80,
      heightCm: 170,
      age: 58,
      gender: 'other',
    },
  },
  {
    label: 'vegan, nut allergy, fat loss',
    category: 'nutrition',
    style: 'fat_loss',
    profile: {
      ...DEFAULT_PROFILE,
      goal: 'lose_weight',
      restrictions: ['vegan', 'nut allergy'],
      equipment: ['bands'],
      weightKg: 85,
      heightCm: 168,
      age: 41,
      gender: 'female',
    },
  },
  {
    label: 'small woman, deficit at the floor',
    category: 'nutrition',
    style: 'fat_loss',
    profile: {
      ...DEFAULT_PROFILE,
      level: 'beginner',
      goal: 'lose_weight',
      weightKg: 45,
      heightCm: 150,
      age: 60,
      gender: 'female',
    },
  },
  {
    label: 'celiac, lactose-free, muscle gain',
    category: 'nutrition',
    style: 'muscle_gain',
    profile: {
      ...DEFAULT_PROFILE,
      restrictions: ['celíaca', 'sin lactosa'],
      weightKg: 70,
      heightCm: 178,
      age: 22,
      gender: 'male',
      equipment: ['kettlebell', 'pull-up bar'],
    },
  },
  {
    label: 'kettlebell, wrist injury, vegetarian',
    category: 'functional',
    style: 'kettlebell',
    profile: {
      ...DEFAULT_PROFILE,
      injuries: ['poignet'],
      restrictions: ['végétarien'],
      weightKg: 68,
      heightCm: 172,
      age: 38,
      gender: 'female',
    },
  },
];

const REQUESTS: Record<Language, { plan: string; nutrition: string }> = {
  en: { plan: 'Make me a plan', nutrition: 'Set my nutrition goals' },
  es: { plan: 'Hazme un plan de entrenamiento', nutrition: 'Quiero mis objetivos de nutrición' },
  fr: { plan: 'Fais-moi un programme', nutrition: 'Donne-moi mes objectifs de nutrition' },
  de: { plan: 'Erstelle mir einen Trainingsplan', nutrition: 'Was soll ich essen? Meine Ernährungsziele bitte' },
};

const RULES = [
  'plan created',
  'injury respected',
  'equipment respected',
  'sets per muscle in range',
  'RIR present when chosen',
  'reps by goal and PAR-Q',
  'energy in range',
  'protein in range',
  'fat in range',
  'restrictions respected',
  'reply language right',
] as const;
type Rule = (typeof RULES)[number];
const tally = new Map<Rule, { held: number; total: number; misses: string[] }>(
  RULES.map((r) => [r, { held: 0, total: 0, misses: [] }]),
);
const record = (rule: Rule, ok: boolean, label: string) => {
  const t = tally.get(rule) as { held: number; total: number; misses: string[] };
  t.total++;
  if (ok) t.held++;
  else t.misses.push(label);
};

function capture() {
  const saved: { workout?: TWorkoutPlanInput; nutrition?: TNutritionPlanInput } = {};
  const tools: CoachTools = {
    create_workout_plan: async (args) => {
      saved.workout = args as TWorkoutPlanInput;
      return { ok: true, summary: 'saved' };
    },
    create_nutrition_plan: async (args) => {
      saved.nutrition = args as TNutritionPlanInput;
      return { ok: true, summary: 'saved' };
    },
    log_workout: async () => ({ ok: true, summary: 'logged' }),
    update_workout_plan: async () => ({ ok: true, summary: 'updated' }),
  };
  return { saved, tools };
}

const coach = new BuiltinCoach();
for (const { label, category, style, profile } of PROFILES) {
  for (const lng of SUPPORTED_LANGUAGES) {
    const name = `${label} [${lng}]`;
    // Workout plan
    // biome-ignore lint/suspicious/noConfusingLabels: the nutrition coach's case ends early (it saves no workout)
    workout: {
      const { saved, tools } = capture();
      let text = '';
      for await (const e of coach.stream(
        {
          mode: 'coach',
          category,
          style,
          language: lng,
          profile,
          messages: [{ role: 'user', content: REQUESTS[lng].plan }],
        },
        tools,
      )) {
        if (e.type === 'text') text += e.delta;
      }
      // The nutrition coach answers "make me a plan" with a nutrition plan, never a workout.
      if (category === 'nutrition') {
        record('plan created', Boolean(saved.nutrition) && !saved.workout, name);
        break workout;
      }
      const plan = saved.workout;
      record('plan created', Boolean(plan), name);
      record('reply language right', text.includes(REPLIES[lng].planSaved('', 0, 0).split('**')[0] ?? '\u0000'), name);
      if (plan) {
        const injured = injuredParts(profile.injuries);
        const equipment = parseEquipment(profile.equipment);
        const known = plan.exercises.map((e) => findExercise(e.name));
        record(
          'injury respected',
          known.every((k) => k && !k.loads.some((p) => injured.has(p))),
          name,
        );
        record(
          'equipment respected',
          known.every((k) => k && canEquip(k, equipment)),
          name,
        );
        record(
          'sets per muscle in range',
          !checkWorkoutPlan(plan, profile, style).some((v) => v.rule === 'volume') &&
            [...weeklySets(plan.exercises).values()].every((s) => s.direct <= 20),
          name,
        );
        record(
          'RIR present when chosen',
          plan.exercises.every((e) => (profile.method === 'rir' ? e.rir !== undefined : e.rir === undefined)),
          name,
        );
        record(
          'reps by goal and PAR-Q',
          !checkWorkoutPlan(plan, profile, style).some((v) => v.rule === 'reps' || v.rule === 'clearance'),
          name,
        );
      }
    }
    // Nutrition plan
    {
      const { saved, tools } = capture();
      let text = '';
      for await (const e of coach.stream(
        {
          mode: 'coach',
          category,
          style,
          language: lng,
          profile,
          messages: [{ role: 'user', content: REQUESTS[lng].nutrition }],
        },
        tools,
      )) {
        if (e.type === 'text') text += e.delta;
      }
      const plan = saved.nutrition;
      record('plan created', Boolean(plan), `${name} nutrition`);
      record(
        'reply language right',
        text.includes(REPLIES[lng].nutritionSaved(0, 0, 0, 0).split('**')[0] ?? '\u0000'),
        `${name} nutrition`,
      );
      if (plan) {
        const v = checkNutritionPlan(plan, profile);
        record(
          'energy in range',
          plan.kcal >= ENERGY_FLOOR[profile.gender ?? 'other'] &&
            !v.some((x) => x.rule === 'energy' || x.rule === 'deficit'),
          `${name} nutrition`,
        );
        record('protein in range', !v.some((x) => x.rule === 'protein'), `${name} nutrition`);
        record('fat in range', !v.some((x) => x.rule === 'fat'), `${name} nutrition`);
        const excluded = excludedTags(profile.restrictions);
        const foods = plan.meals.flatMap((m) => m.foods.map((f) => FOOD_BY_NAME.get(f.name.toLowerCase())));
        record(
          'restrictions respected',
          foods.every((f) => f && !f.tags.some((t) => excluded.has(t))),
          `${name} nutrition`,
        );
      }
    }
  }
}

let failed = 0;
console.log(
  `Built-in coach evaluation: ${PROFILES.length} profiles × 2 requests × ${SUPPORTED_LANGUAGES.length} languages, ${EXERCISES.length} exercises in the library\n`,
);
console.log(`${'rule'.padEnd(28)} held / cases`);
for (const [rule, t] of tally) {
  const ok = t.held === t.total;
  if (!ok) failed++;
  console.log(
    `${ok ? '✓' : '✗'} ${rule.padEnd(26)} ${String(t.held).padStart(4)} / ${t.total}${ok ? '' : `   misses: ${t.misses.slice(0, 3).join('; ')}`}`,
  );
}
console.log(failed === 0 ? '\nEvery rule held on every case.' : `\n${failed} rule(s) missed.`);
const stylesFailed = await runStyleEval();
const conversationsFailed = await runConversationEval();
// The held-out set is printed beside the tuning set, never tuned on, and does not fail the run:
// it measures how the engine generalises (scripts/eval/held-out/README.md).
await runHeldOutEval('tuning');
await runHeldOutEval('heldOut');
process.exit(failed === 0 && stylesFailed === 0 && conversationsFailed === 0 ? 0 : 1);
