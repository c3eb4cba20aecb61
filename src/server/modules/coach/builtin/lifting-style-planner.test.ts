import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { findExercise, OLYMPIC_LIFTS } from '../../library/exercises.ts';
import { checkWorkoutPlan, repairWorkoutPlan } from '../plan-rules.ts';
import { type CoachProfile, DEFAULT_PROFILE } from '../profile.ts';
import { planLiftingStyle } from './lifting-style-planner.ts';
import { planWorkout } from './workout-planner.ts';

const gym: CoachProfile = { ...DEFAULT_PROFILE, equipment: ['full gym'] };
const ids = (plan: { exercises: { name: string }[] }) => plan.exercises.map((e) => findExercise(e.name)?.id);
const top = (reps: string) => Math.max(...(reps.match(/\d+/g)?.map(Number) ?? [0]));

describe('the Olympic planner', () => {
  it('plans the lifts at 1-3 reps, their pulls and squats at 3-5 with a share of the 1RM, 2-5 min rest', () => {
    const plan = planLiftingStyle(gym, 'olympic', {}, 'en');
    const found = ids(plan);
    expect(found).toContain('power_snatch');
    expect(found).toContain('power_clean');
    expect(found).toContain('push_jerk');
    expect(found).toContain('snatch_pull');
    expect(found).toContain('front_squat');
    expect(found[0]).toBe('olympic_technique_drill');
    for (const e of plan.exercises) {
      const id = findExercise(e.name)?.id ?? '';
      if (OLYMPIC_LIFTS.has(id)) expect(top(e.reps), e.name).toBeLessThanOrEqual(3);
      else expect(top(e.reps), e.name).toBeLessThanOrEqual(5);
      if (id !== 'olympic_technique_drill') expect(e.restSeconds).toBeGreaterThanOrEqual(120);
      if (/squat|pull/.test(id)) expect(e.notes).toMatch(/%/);
    }
    expect(checkWorkoutPlan(plan, gym, 'olympic')).toEqual([]);
  });

  it('starts beginners from the hang, with the push press and the drill', () => {
    const plan = planLiftingStyle({ ...gym, level: 'beginner' }, 'olympic', {}, 'en');
    const found = ids(plan);
    expect(found).toContain('hang_power_snatch');
    expect(found).toContain('hang_power_clean');
    expect(found).toContain('push_press');
    expect(found).not.toContain('power_snatch');
    expect(found).not.toContain('push_jerk');
  });

  it('leaves the lifts out for a sore shoulder or wrist, without a barbell and before clearance, saying why', () => {
    for (const profile of [
      { ...gym, injuries: ['shoulder'] },
      { ...gym, injuries: ['muñeca'] },
      { ...gym, parqRequiresClearance: true },
      { ...DEFAULT_PROFILE, equipment: ['resistance bands'] },
    ]) {
      const plan = planLiftingStyle(profile, 'olympic', {}, 'en');
      expect(ids(plan).some((id) => OLYMPIC_LIFTS.has(id ?? ''))).toBe(false);
      expect(plan.description).toMatch(/Olympic lifts/);
      expect(checkWorkoutPlan(plan, profile, 'olympic')).toEqual([]);
    }
  });

  it('without a barbell, snatches, cleans and jerks with dumbbells and a kettlebell at low reps, saying so', () => {
    const profile = { ...DEFAULT_PROFILE, equipment: ['dumbbells', 'kettlebell'] };
    const plan = planLiftingStyle(profile, 'olympic', {}, 'fr');
    const found = ids(plan);
    expect(found.some((id) => id === 'db_snatch' || id === 'kb_snatch')).toBe(true);
    expect(found.some((id) => id === 'db_hang_clean' || id === 'kb_clean')).toBe(true);
    expect(found).toContain('db_push_jerk');
    expect(plan.exercises.every((e) => Math.max(...(e.reps.match(/\d+/g) ?? ['0']).map(Number)) <= 5)).toBe(true);
    expect(plan.description).toMatch(/Sans barre/);
    expect(checkWorkoutPlan(plan, profile, 'olympic')).toEqual([]);
  });

  it('drops the squats and the jerk for a knee injury', () => {
    const plan = planLiftingStyle({ ...gym, injuries: ['knee'] }, 'olympic', {}, 'en');
    expect(ids(plan)).not.toContain('front_squat');
    expect(ids(plan)).not.toContain('push_jerk');
    expect(ids(plan)).toContain('power_clean');
  });
});

describe('the kettlebell planner', () => {
  it('plans swings, get-ups, goblet squats, presses, cleans, rows and a complex', () => {
    const plan = planLiftingStyle(gym, 'kettlebell', {}, 'en');
    const found = ids(plan);
    for (const id of ['kb_swing', 'turkish_get_up', 'goblet_squat', 'kb_press', 'kb_clean', 'kb_row', 'kb_complex'])
      expect(found, id).toContain(id);
    expect(plan.exercises.find((e) => e.name === 'Goblet squat')?.equipment).toBe('kettlebell');
    expect(checkWorkoutPlan(plan, gym, 'kettlebell')).toEqual([]);
  });

  it('moves squats to a high box and leaves out the get-up and the complex for a knee injury', () => {
    const plan = planLiftingStyle({ ...gym, injuries: ['rodilla'] }, 'kettlebell', {}, 'es');
    const found = ids(plan);
    expect(found).toContain('kb_swing');
    expect(found).toContain('box_squat_high');
    for (const id of ['goblet_squat', 'kb_front_squat', 'turkish_get_up', 'kb_complex'])
      expect(found).not.toContain(id);
    expect(plan.description).toMatch(/rodilla/);
  });

  it('keeps every set above 5 reps and at RIR 3 or more before clearance', () => {
    const profile = { ...gym, parqRequiresClearance: true };
    const plan = planLiftingStyle(profile, 'kettlebell', {}, 'en');
    expect(ids(plan)).not.toContain('turkish_get_up');
    expect(plan.exercises.every((e) => (e.rir ?? 3) >= 3)).toBe(true);
    expect(checkWorkoutPlan(plan, profile, 'kettlebell')).toEqual([]);
  });

  it('says so and plans bodyweight work when the profile has no kettlebell', () => {
    const profile = { ...DEFAULT_PROFILE, equipment: [] };
    const plan = planLiftingStyle(profile, 'kettlebell', {}, 'de');
    expect(plan.description).toMatch(/keine Kettlebell/);
    expect(plan.exercises.every((e) => !e.equipment.includes('kettlebell'))).toBe(true);
  });

  it('with a dumbbell and no kettlebell, swings, cleans and get-ups with the dumbbell, saying so', () => {
    const profile = { ...DEFAULT_PROFILE, equipment: ['dumbbells'] };
    const plan = planLiftingStyle(profile, 'kettlebell', {}, 'es');
    const found = ids(plan);
    for (const id of ['db_swing', 'turkish_get_up', 'goblet_squat', 'db_hang_clean']) expect(found, id).toContain(id);
    expect(plan.description).toMatch(/Sin kettlebell/);
    expect(checkWorkoutPlan(plan, profile, 'kettlebell')).toEqual([]);
  });
});

describe('the powerlifting planner', () => {
  it('leads every day with the squat, the bench press or the deadlift at 2-5 reps, in the member’s language', () => {
    const plan = planLiftingStyle(gym, 'powerlifting', {}, 'es');
    const found = ids(plan);
    for (const id of ['back_squat', 'bench_press', 'deadlift']) expect(found, id).toContain(id);
    const days = [...new Set(plan.exercises.map((e) => e.day))];
    for (const d of days)
      expect(['back_squat', 'bench_press', 'deadlift']).toContain(
        ids({ exercises: plan.exercises.filter((e) => e.day === d) } as never)[0],
      );
    expect(plan.exercises.find((e) => e.name === 'Sentadilla trasera con barra')?.reps).toMatch(/^[2-5](-5)?$/);
    expect(checkWorkoutPlan(plan, gym, 'powerlifting')).toEqual([]);
  });

  it('without a barbell, trains the same three patterns with dumbbells and says so', () => {
    const profile = { ...DEFAULT_PROFILE, equipment: ['dumbbells', 'bench'] };
    const plan = planLiftingStyle(profile, 'powerlifting', {}, 'de');
    const found = ids(plan);
    for (const id of ['goblet_squat', 'db_bench_press', 'db_romanian_deadlift']) expect(found, id).toContain(id);
    expect(plan.description).toMatch(/Keine Langhantel/);
    expect(checkWorkoutPlan(plan, profile, 'powerlifting')).toEqual([]);
  });
});

describe('both planners', () => {
  it('hold every plan rule for every level, method, common injury, clearance, week length and language', () => {
    const failures: string[] = [];
    for (const style of ['olympic', 'kettlebell', 'powerlifting'] as const)
      for (const level of ['beginner', 'intermediate', 'advanced'] as const)
        for (const method of ['rir', 'fixed_reps'] as const)
          for (const injuries of [[], ['knee'], ['wrist'], ['shoulder'], ['lower back'], ['knee', 'wrist']])
            for (const parqRequiresClearance of [false, true])
              for (const days of [undefined, 2, 4]) {
                const profile = { ...gym, level, method, injuries, parqRequiresClearance };
                for (const lng of SUPPORTED_LANGUAGES) {
                  const plan = planLiftingStyle(profile, style, { days }, lng);
                  const v = checkWorkoutPlan(plan, profile, style);
                  if (v.length > 0) failures.push(`${style} ${level} ${injuries} ${days} ${lng}: ${v[0]?.detail}`);
                  if (plan.description.length > 2000) failures.push(`${style} ${lng}: description too long`);
                }
              }
    expect(failures).toEqual([]);
  });
});

describe('the rules for Olympic lifts', () => {
  it('replace the quick lifts of a proposed plan before clearance and keep the big-muscle minimum out of Olympic plans', () => {
    const profile = { ...gym, parqRequiresClearance: true };
    const proposed = planLiftingStyle(gym, 'olympic', {}, 'en');
    expect(checkWorkoutPlan(proposed, profile, 'olympic').some((v) => v.rule === 'clearance')).toBe(true);
    const general = planWorkout(gym, { style: 'hypertrophy' }, 'en');
    const withSnatch = {
      ...general,
      exercises: [
        ...general.exercises,
        { ...general.exercises[0], name: 'Squat snatch', primaryMuscle: 'back' as const },
      ],
    };
    const repaired = repairWorkoutPlan(withSnatch as typeof general, profile, 'hypertrophy', 'en');
    expect(repaired.plan?.exercises.some((e) => /snatch/i.test(e.name))).toBe(false);
    // An Olympic week has no bench work: the 10-set minimum for the chest is a growth rule.
    expect(checkWorkoutPlan(planLiftingStyle(gym, 'olympic', {}, 'en'), gym, 'olympic')).toEqual([]);
    expect(checkWorkoutPlan(planLiftingStyle(gym, 'olympic', {}, 'en'), gym).some((v) => v.rule === 'volume')).toBe(
      true,
    );
  });
});
