import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '#client/lib/api.ts';
import type { LeaderboardPeriod, TExerciseMuscleInput } from '#shared/contracts/progress.ts';
import type { TImportRequest } from '#shared/contracts/workout-import.ts';

/** docs/PRODUCT.md refresh rates: health score every 5 minutes, records and recovery every 60 s. */
export const useHealthScore = () =>
  useQuery({ ...apiQuery('GET /api/progress/health-score'), refetchInterval: 300_000 });
export const useRecords = () =>
  useQuery({ ...apiQuery('GET /api/progress/personal-records'), refetchInterval: 60_000 });
export const useRecovery = () =>
  useQuery({ ...apiQuery('GET /api/progress/muscle-recovery'), refetchInterval: 60_000 });
export const useOneRm = () => useQuery(apiQuery('GET /api/progress/one-rm'));
export const useUnknownExercises = () => useQuery(apiQuery('GET /api/progress/unknown-exercises'));

/** Which muscle an exercise unknown to the library trains: every figure that counts muscles changes. */
export function useAnswerExerciseMuscle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TExerciseMuscleInput) => apiRequest('POST /api/progress/exercise-muscle', { body }),
    onSuccess: () =>
      Promise.all(
        ['unknown-exercises', 'muscle-recovery', 'health-score'].map((k) =>
          qc.invalidateQueries({ queryKey: [`/api/progress/${k}`] }),
        ),
      ),
  });
}

/** The leaderboard of one period (the Weekly, Monthly and All-time buttons). */
export const useLeaderboard = (period: LeaderboardPeriod = 'week') =>
  useQuery({ ...apiQuery('GET /api/leaderboard', { query: { period } }), placeholderData: keepPreviousData });

const isLeaderboard = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/api/leaderboard');

export function useOptIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => apiRequest('POST /api/leaderboard/opt-in', { body: { optIn } }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => isLeaderboard(q.queryKey) }),
  });
}

/** What importing a Strong or Hevy file would add (nothing is stored). */
export function useImportPreview() {
  return useMutation({
    mutationFn: (body: TImportRequest) => apiRequest('POST /api/progress/import/preview', { body }),
  });
}

/** Imports the file; every figure of /progress (and the leaderboard) may change. */
export function useImportSets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TImportRequest) => apiRequest('POST /api/progress/import', { body }),
    onSuccess: () =>
      qc.invalidateQueries({
        predicate: (q) =>
          isLeaderboard(q.queryKey) ||
          (typeof q.queryKey[0] === 'string' && /^\/api\/(progress|workouts)\//.test(q.queryKey[0])),
      }),
  });
}

/** Every logged set as CSV (Strong's layout): a plain download link. */
export const EXPORT_CSV_URL = '/api/progress/export.csv';
