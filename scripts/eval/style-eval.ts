// The styles half of `npm run eval:coach`: each of the 15 coaching styles asked for a plan in each
// of the four languages, with and without the style's usual equipment (120 cases), saves a plan
// of that style's kind of work (lifting sets, held poses, flows, intervals, durations, a
// nutrition plan) in the member's language; without the usual implement the plan uses the nearest
// real variation and says so; every workout plan passes the plan rules. Prints the table.
import { BuiltinCoach } from '#server/modules/coach/builtin/engine.ts';
import { NUTRITION_TEXTS } from '#server/modules/coach/builtin/nutrition-texts.ts';
import { EQUIPMENT_TEXTS } from '#server/modules/coach/builtin/style-equipment-texts.ts';
import { planWorkout } from '#server/modules/coach/builtin/workout-planner.ts';
import { checkWorkoutPlan } from '#server/modules/coach/plan-rules.ts';
import { type CoachProfile, DEFAULT_PROFILE } from '#server/modules/coach/profile.ts';
import type { CoachTools } from '#server/modules/coach/types.ts';
import { findExercise, OLYMPIC_LIFTS } from '#server/modules/library/exercises.ts';
import { excludedTags, FOOD_BY_NAME } from '#server/modules/library/foods.ts';
import { AGENT_STYLES, type AgentCategoryId } from '#shared/catalog/agents.ts';
import type { TNutritionPlanInput, TPlanExercise, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

const ASK: Record<Language, string> = {
  en: 'Make me a plan',
  es: 'Hazme un plan',
  fr: 'Faites-moi un programme',
  de: 'Erstelle mir einen Plan',
};

/** With the style's usual equipment: a gym with everything, a kettlebell, a rower, a bike. */
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

/** Without it: what the style usually needs is missing (for nutrition, the usual foods: vegan and gluten-free). */
const WITHOUT: Record<string, Partial<CoachProfile>> = {
  hypertrophy: { equipment: ['resistance bands'] },
  powerlifting: { equipment: ['dumbbells', 'bench'] },
  olympic: { equipment: ['dumbbells', 'kettlebell'] },
  kettlebell: { equipment: ['dumbbells'] },
  bodyweight: { equipment: ['nothing'] },
  mobility: { equipment: ['nothing'] },
  hiit: { equipment: ['dumbbells'], level: 'beginner' },
  endurance: { equipment: ['nothing'] },
  rowing: { equipment: ['dumbbells'] },
  vinyasa: { equipment: ['nothing'] },
  yin: { equipment: ['nothing'] },
  restorative: { equipment: ['nothing'] },
  muscle_gain: { restrictions: ['vegan', 'gluten free'] },
  fat_loss: { restrictions: ['vegan', 'gluten free'] },
  performance: { restrictions: ['vegan', 'gluten free'] },
};

const top = (reps: string) => Math.max(...(reps.match(/\d+/g)?.map(Number) ?? [0]));
const id = (e: TPlanExercise) => findExercise(e.name)?.id ?? '';
const ids = (plan: TWorkoutPlanInput) => plan.exercises.map(id);
const days = (plan: TWorkoutPlanInput, pick: (e: TPlanExercise) => boolean) =>
  [...new Set(plan.exercises.filter(pick).map((e) => e.day))].sort((a, b) => a - b);
const has = (plan: TWorkoutPlanInput, wanted: string[], maxReps: number) =>
  plan.exercises.some((e) => wanted.includes(id(e)) && top(e.reps) <= maxReps);

type Ctx = { lng: Language; without: boolean; profile: CoachProfile; style: string };
type Check = (plan: TWorkoutPlanInput, c: Ctx) => boolean;

/** Every library item is named in the member's language. */
const inLanguage = (p: TWorkoutPlanInput, lng: Language) =>
  p.exercises.every((e) => {
    const known = findExercise(e.name);
    return !known || known.name[lng] === e.name;
  });

const SQUATS = ['goblet_squat', 'kb_front_squat', 'split_squat', 'box_squat_high', 'leg_press'];
const BENCHES = ['db_bench_press', 'db_floor_press', 'machine_chest_press'];
const HINGES = ['db_romanian_deadlift', 'romanian_deadlift', 'kb_deadlift', 'single_leg_rdl'];

/** What a plan of each style must be (decisions 014, 019 and 039). */
const KIND: Record<string, Check | 'nutrition'> = {
  hypertrophy: (p, c) =>
    p.exercises.every((e) => !e.kind || e.kind === 'sets') &&
    p.exercises.some((e) => top(e.reps) <= 12 && top(e.reps) >= 6) &&
    (!c.without || p.exercises.every((e) => ['bodyweight', 'band', 'pullup_bar'].includes(e.equipment))),
  // Squat, bench and deadlift patterns lead the days at low reps, not the hypertrophy list.
  powerlifting: (p, c) => {
    const hypertrophy = planWorkout(c.profile, { style: 'hypertrophy' }, c.lng).exercises.map((e) => e.name);
    const notHypertrophy = JSON.stringify(hypertrophy) !== JSON.stringify(p.exercises.map((e) => e.name));
    const patterns = c.without
      ? has(p, SQUATS, 8) &&
        has(p, BENCHES, 8) &&
        has(p, HINGES, 8) &&
        !p.exercises.some((e) => e.equipment.includes('barbell')) &&
        p.description.includes(EQUIPMENT_TEXTS[c.lng].powerlifting.noBarbell)
      : has(p, ['back_squat'], 6) && has(p, ['bench_press'], 6) && has(p, ['deadlift'], 6);
    const leads = days(p, () => true).every((d) => {
      const first = p.exercises.find((e) => e.day === d);
      return first && [...SQUATS, ...BENCHES, ...HINGES, 'back_squat', 'bench_press', 'deadlift'].includes(id(first));
    });
    return notHypertrophy && patterns && leads;
  },
  // Cleans and snatches at 1-3 reps, their pulls and squats at 3-5, nothing of more than 5 reps;
  // without a barbell, dumbbell and kettlebell snatches, cleans and jerks, said in the notes.
  olympic: (p, c) => {
    const named = ids(p);
    const lifts = p.exercises.filter((e) => OLYMPIC_LIFTS.has(id(e)) || ['kb_snatch', 'kb_clean'].includes(id(e)));
    const low = p.exercises.every((e) => (!e.kind || e.kind === 'sets') && top(e.reps) <= 5);
    if (c.without)
      return (
        low &&
        named.some((x) => ['db_snatch', 'kb_snatch'].includes(x)) &&
        named.some((x) => ['db_hang_clean', 'kb_clean'].includes(x)) &&
        named.includes('db_push_jerk') &&
        lifts.every((e) => top(e.reps) <= 3) &&
        p.description.includes(EQUIPMENT_TEXTS[c.lng].olympicNoBarbell(true))
      );
    return (
      named.some((x) => x.includes('clean')) &&
      named.some((x) => x.includes('snatch')) &&
      lifts.length >= 3 &&
      lifts.every((e) => top(e.reps) <= 3) &&
      named.some((x) => x.endsWith('_pull')) &&
      low
    );
  },
  muscle_gain: 'nutrition',
  fat_loss: 'nutrition',
  performance: 'nutrition',
  hiit: (p, c) => {
    const hard = days(p, (e) => e.kind === 'interval');
    const spaced = hard.length >= 1 && hard.length <= 3 && hard.every((d, i) => i === 0 || d - (hard[i - 1] ?? 0) >= 2);
    return (
      spaced &&
      (!c.without ||
        (p.exercises.every((e) => e.equipment !== 'bike') && p.description.includes(EQUIPMENT_TEXTS[c.lng].noBike)))
    );
  },
  endurance: (p) => {
    const mins = p.exercises.map((e) => e.durationMinutes ?? 0);
    return p.exercises.every((e) => e.kind === 'duration') && Math.max(...mins) >= 1.3 * Math.min(...mins);
  },
  rowing: (p, c) =>
    c.without
      ? p.exercises.every((e) => e.equipment !== 'rower') &&
        p.exercises.some((e) => e.kind === 'interval') &&
        p.exercises.some((e) => e.kind === 'duration') &&
        p.description.includes(EQUIPMENT_TEXTS[c.lng].noRower(false))
      : p.exercises.every((e) => e.equipment === 'rower') &&
        p.exercises.some((e) => e.kind === 'interval' && e.reps === '500 m'),
  vinyasa: (p) => p.exercises.some((e) => e.kind === 'duration') && p.exercises.some((e) => e.kind === 'hold'),
  yin: (p) =>
    p.exercises.filter((e) => e.kind === 'hold').every((e) => (e.holdSeconds ?? 0) >= 60) && p.exercises.length >= 5,
  restorative: (p) => p.exercises.every((e) => e.kind === 'hold' && (e.holdSeconds ?? 0) >= 300),
  bodyweight: (p) =>
    p.exercises.every((e) => (findExercise(e.name)?.equipment ?? []).every((q) => q === 'band' || q === 'pullup_bar')),
  mobility: (p) => p.exercises.every((e) => e.primaryMuscle === 'mobility'),
  // Swings, get-ups and at least three more bell movements, the bell in hand (a dumbbell without a kettlebell).
  kettlebell: (p, c) => {
    const implement = c.without ? 'dumbbell' : 'kettlebell';
    const bell = new Set(p.exercises.filter((e) => e.equipment.includes(implement)).map(id));
    bell.delete('');
    return (
      bell.has(c.without ? 'db_swing' : 'kb_swing') &&
      bell.has('turkish_get_up') &&
      bell.size >= 5 &&
      (!c.without || p.description.includes(EQUIPMENT_TEXTS[c.lng].kettlebellDumbbell))
    );
  },
};

/** A nutrition plan of the style: its direction, meals that add up, the diet kept, performance carbohydrate. */
function nutritionHolds(plan: TNutritionPlanInput, c: Ctx): boolean {
  const kcal = plan.meals.reduce((s, m) => s + m.kcal, 0);
  const protein = plan.meals.reduce((s, m) => s + m.proteinG, 0);
  const sums =
    Math.abs(kcal - plan.kcal) <= plan.kcal * 0.05 && Math.abs(protein - plan.proteinG) <= plan.proteinG * 0.05;
  const excluded = excludedTags(c.profile.restrictions);
  const diet = plan.meals
    .flatMap((m) => m.foods)
    .every((f) => !FOOD_BY_NAME.get(f.name.toLowerCase())?.tags.some((t) => excluded.has(t)));
  const adj = plan.method.adjustment;
  const texts = NUTRITION_TEXTS[c.lng];
  const direction =
    c.style === 'muscle_gain'
      ? adj > 0
      : c.style === 'fat_loss'
        ? adj < 0
        : plan.name === texts.performanceName &&
          plan.description.includes(texts.performance(plan.carbsG, '').split(':')[0] ?? '');
  return sums && diet && direction;
}

const STYLE_WIDTH = 14;
export async function runStyleEval(): Promise<number> {
  const coach = new BuiltinCoach();
  let held = 0;
  let total = 0;
  const misses: string[] = [];
  const rows: string[] = [];
  for (const [category, styles] of Object.entries(AGENT_STYLES) as [AgentCategoryId, readonly string[]][])
    for (const style of styles) {
      const cells: string[] = [];
      for (const lng of SUPPORTED_LANGUAGES) {
        let cell = '';
        for (const without of [false, true]) {
          const check = KIND[style];
          if (!check) throw new Error(`no check for ${style}`);
          const profile: CoachProfile = without ? { ...PROFILE, ...WITHOUT[style] } : PROFILE;
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
            { mode: 'coach', category, style, language: lng, profile, messages: [{ role: 'user', content: ASK[lng] }] },
            tools,
          ));
          total++;
          const c: Ctx = { lng, without, profile, style };
          let ok: boolean;
          if (check === 'nutrition') ok = !!saved.nutrition && !saved.workout && nutritionHolds(saved.nutrition, c);
          else
            ok =
              !!saved.workout &&
              !saved.nutrition &&
              check(saved.workout, c) &&
              inLanguage(saved.workout, lng) &&
              checkWorkoutPlan(saved.workout, profile, style).length === 0;
          if (ok) held++;
          else misses.push(`${style} [${lng}, ${without ? 'without' : 'with'} its usual equipment]`);
          cell += ok ? '✓' : '✗';
        }
        cells.push(cell.split('').join(' ').padEnd(8));
      }
      rows.push(`${style.padEnd(STYLE_WIDTH)}${cells.join('')}`);
    }
  console.log(
    `\nStyles: ${held} / ${total} plans of their style's kind (15 styles × 4 languages × with / without the usual equipment)\n`,
  );
  console.log(`${'style'.padEnd(STYLE_WIDTH)}${SUPPORTED_LANGUAGES.map((l) => l.padEnd(8)).join('')}`);
  console.log(`${''.padEnd(STYLE_WIDTH)}${SUPPORTED_LANGUAGES.map(() => 'w/ w/o '.padEnd(8)).join('')}`);
  for (const row of rows) console.log(row);
  if (misses.length > 0) console.log(`Misses: ${misses.join(', ')}`);
  return held === total ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await runStyleEval());
