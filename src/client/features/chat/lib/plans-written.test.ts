import { describe, expect, it } from 'vitest';
import { planHref, planKindsWritten } from './plans-written.ts';

const call = (name: string, ok = true) => ({ function: { name, arguments: {} }, result: { ok } });

describe('the plan lists a reply changed (issue 24)', () => {
  it('a nutrition plan refreshes the nutrition list, not only the workout one', () => {
    expect(planKindsWritten([call('create_nutrition_plan')])).toEqual(['nutrition']);
  });
  it('workout plans created or updated refresh the workout list, each kind once', () => {
    expect(
      planKindsWritten([call('create_workout_plan'), call('update_workout_plan'), call('create_nutrition_plan')]),
    ).toEqual(['workout', 'nutrition']);
  });
  it('refused calls and other tools change no plan', () => {
    expect(planKindsWritten([call('create_nutrition_plan', false), call('log_workout')])).toEqual([]);
  });
  it('each kind opens its own tab of /plans', () => {
    expect(planHref('nutrition')).toBe('/plans?tab=nutrition');
    expect(planHref('workout')).toBe('/plans?tab=workout');
  });
});
