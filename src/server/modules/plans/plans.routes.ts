import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLogWorkoutInput,
  ZLogWorkoutResult,
  ZNutritionPlansResponse,
  ZPreviousPerformance,
  ZPreviousQuery,
  ZWorkoutPlansResponse,
} from '#shared/contracts/plans.ts';
import { nutritionPlans, workoutPlans } from '../../db/schema/index.ts';
import { storeIdempotentAnswerIn } from '../../plugins/idempotency.ts';
import { logWorkout } from './log-workout.ts';
import { previousPerformance } from './previous-performance.ts';

export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/workout-plans',
    { preHandler: app.requireUser, schema: { response: { 200: ZWorkoutPlansResponse } } },
    async (req) => {
      const rows = await app.deps.db
        .select()
        .from(workoutPlans)
        .where(eq(workoutPlans.userId, req.user.id))
        .orderBy(desc(workoutPlans.createdAt));
      return {
        plans: rows.map(({ userId: _u, muscleGroup, difficulty, createdAt, ...p }) => ({
          ...p,
          muscleGroup: muscleGroup as never,
          difficulty: difficulty as never,
          createdAt: createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/nutrition-plans',
    { preHandler: app.requireUser, schema: { response: { 200: ZNutritionPlansResponse } } },
    async (req) => {
      const rows = await app.deps.db
        .select()
        .from(nutritionPlans)
        .where(eq(nutritionPlans.userId, req.user.id))
        .orderBy(desc(nutritionPlans.createdAt));
      return { plans: rows.map(({ userId: _u, createdAt, ...p }) => ({ ...p, createdAt: createdAt.toISOString() })) };
    },
  );

  /** The workout logger behind Start Workout. */
  app.post(
    '/api/workouts/log',
    {
      preHandler: app.requireUser,
      schema: { body: ZLogWorkoutInput, response: { 200: ZLogWorkoutResult } },
    },
    (req) => logWorkout(app.deps, req.user.id, req.body, (tx, answer) => storeIdempotentAnswerIn(tx, req, 200, answer)),
  );

  /** The logger's "last time": the previous session of each lifting exercise of a plan day. */
  app.get(
    '/api/workouts/previous',
    { preHandler: app.requireUser, schema: { querystring: ZPreviousQuery, response: { 200: ZPreviousPerformance } } },
    (req) => previousPerformance(app.deps, req.user, req.query.planId, req.query.day),
  );
};
