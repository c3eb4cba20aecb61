import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type {
  LeaderboardPeriod,
  TExerciseMuscleInput,
  TExerciseMuscleResult,
  THealthScoreEntry,
  TLeaderboard,
  TMuscleRecovery,
  TOneRmPoint,
  TPersonalRecord,
  TUnknownExercise,
} from '#shared/contracts/progress.ts';
import type { TImportPreview, TImportRequest, TImportResult } from '#shared/contracts/workout-import.ts';

/** docs/PRODUCT.md refresh rates: health score every 5 minutes, records and recovery every 60 s. */
export const useHealthScore = () =>
  useQuery<THealthScoreEntry[]>({ queryKey: ['/api/progress/health-score'], refetchInterval: 300_000 });
export const useRecords = () =>
  useQuery<TPersonalRecord[]>({ queryKey: ['/api/progress/personal-records'], refetchInterval: 60_000 });
export const useRecovery = () =>
  useQuery<TMuscleRecovery[]>({ queryKey: ['/api/progress/muscle-recovery'], refetchInterval: 60_000 });
export const useOneRm = () => useQuery<TOneRmPoint[]>({ queryKey: ['/api/progress/one-rm'] });
export const useUnknownExercises = () =>
  useQuery<TUnknownExercise[]>({ queryKey: ['/api/progress/unknown-exercises'] });

/** Which muscle an exercise unknown to the library trains: every figure that counts muscles changes. */
export function useAnswerExerciseMuscle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TExerciseMuscleInput) =>
      apiRequest<TExerciseMuscleResult>('POST', '/api/progress/exercise-muscle', input),
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
  useQuery<TLeaderboard>({ queryKey: [`/api/leaderboard?period=${period}`], placeholderData: keepPreviousData });

const isLeaderboard = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/api/leaderboard');

export function useOptIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => apiRequest('POST', '/api/leaderboard/opt-in', { optIn }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => isLeaderboard(q.queryKey) }),
  });
}

/** What importing a Strong or Hevy file would add (nothing is stored). */
export function useImportPreview() {
  return useMutation({
    mutationFn: (input: TImportRequest) => apiRequest<TImportPreview>('POST', '/api/progress/import/preview', input),
  });
}

/** Imports the file; every figure of /progress (and the leaderboard) may change. */
export function useImportSets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TImportRequest) => apiRequest<TImportResult>('POST', '/api/progress/import', input),
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
