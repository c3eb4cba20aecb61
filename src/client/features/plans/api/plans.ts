import { useMutation, useQuery } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '#client/lib/api.ts';
import type { TLogWorkoutInput } from '#shared/contracts/plans.ts';

export const workoutPlansKey = ['/api/workout-plans'] as const;
export const nutritionPlansKey = ['/api/nutrition-plans'] as const;

export function useWorkoutPlans() {
  return useQuery(apiQuery('GET /api/workout-plans'));
}
export function useNutritionPlans() {
  return useQuery(apiQuery('GET /api/nutrition-plans'));
}
export function useLogWorkout() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TLogWorkoutInput; idempotencyKey: string }) =>
      apiRequest('POST /api/workouts/log', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}
