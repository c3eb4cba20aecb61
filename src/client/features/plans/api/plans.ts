import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { TLogWorkoutInput, TNutritionPlan, TWorkoutPlan } from '#shared/contracts/plans.ts';

export const workoutPlansKey = ['/api/workout-plans'] as const;
export const nutritionPlansKey = ['/api/nutrition-plans'] as const;

export function useWorkoutPlans() {
  return useQuery<{ plans: TWorkoutPlan[] }>({ queryKey: workoutPlansKey });
}
export function useNutritionPlans() {
  return useQuery<{ plans: TNutritionPlan[] }>({ queryKey: nutritionPlansKey });
}
export function useLogWorkout() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TLogWorkoutInput; idempotencyKey: string }) =>
      apiRequest<{ summary: string; sets: number }>('POST', '/api/workouts/log', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}
