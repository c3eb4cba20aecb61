import { useMutation, useQuery } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '#client/lib/api.ts';
import type { TLogWorkoutInput } from '#shared/contracts/plans.ts';

/** The plans feature's queries: each one's key is its URL (lib/api.ts apiQuery). */
export const planQueries = {
  workout: apiQuery('GET /api/workout-plans'),
  nutrition: apiQuery('GET /api/nutrition-plans'),
  /** The logger's "last time": the previous session of each lifting exercise of a plan day. */
  previous: (planId: string, day: number) => apiQuery('GET /api/workouts/previous', { query: { planId, day } }),
};

export function useWorkoutPlans() {
  return useQuery(planQueries.workout);
}
export function useNutritionPlans() {
  return useQuery(planQueries.nutrition);
}
export function usePreviousPerformance(planId: string, day: number) {
  return useQuery(planQueries.previous(planId, day));
}
export function useLogWorkout() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TLogWorkoutInput; idempotencyKey: string }) =>
      apiRequest('POST /api/workouts/log', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}
