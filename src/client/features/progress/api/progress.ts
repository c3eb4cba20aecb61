import { keepPreviousData, type Query, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '#client/lib/api.ts';
import type { LeaderboardPeriod, TExerciseMuscleInput } from '#shared/contracts/progress.ts';
import type { TImportRequest } from '#shared/contracts/workout-import.ts';

/** The progress feature's queries: each one's key is its URL (lib/api.ts apiQuery). */
export const progressQueries = {
  healthScore: apiQuery('GET /api/progress/health-score'),
  records: apiQuery('GET /api/progress/personal-records'),
  recovery: apiQuery('GET /api/progress/muscle-recovery'),
  oneRm: apiQuery('GET /api/progress/one-rm'),
  unknownExercises: apiQuery('GET /api/progress/unknown-exercises'),
  /** The leaderboard of one period (the Weekly, Monthly and All-time buttons): '/api/leaderboard?period=…'. */
  leaderboard: (period: LeaderboardPeriod) => apiQuery('GET /api/leaderboard', { query: { period } }),
};

/** Whether a query reads a URL that starts with one of `prefixes` (a key's first part is its URL). */
const reads =
  (...prefixes: string[]) =>
  ({ queryKey: [url] }: Query) =>
    typeof url === 'string' && prefixes.some((p) => url.startsWith(p));

/** docs/PRODUCT.md refresh rates: health score every 5 minutes, records and recovery every 60 s. */
export const useHealthScore = () => useQuery({ ...progressQueries.healthScore, refetchInterval: 300_000 });
export const useRecords = () => useQuery({ ...progressQueries.records, refetchInterval: 60_000 });
export const useRecovery = () => useQuery({ ...progressQueries.recovery, refetchInterval: 60_000 });
export const useOneRm = () => useQuery(progressQueries.oneRm);
export const useUnknownExercises = () => useQuery(progressQueries.unknownExercises);

/** Which muscle an exercise unknown to the library trains: every figure that counts muscles changes. */
export function useAnswerExerciseMuscle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TExerciseMuscleInput) => apiRequest('POST /api/progress/exercise-muscle', { body }),
    onSuccess: () =>
      Promise.all(
        [progressQueries.unknownExercises, progressQueries.recovery, progressQueries.healthScore].map((q) =>
          qc.invalidateQueries({ queryKey: q.queryKey }),
        ),
      ),
  });
}

export const useLeaderboard = (period: LeaderboardPeriod = 'week') =>
  useQuery({ ...progressQueries.leaderboard(period), placeholderData: keepPreviousData });

/** Joining or leaving changes every period's leaderboard. */
export function useOptIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => apiRequest('POST /api/leaderboard/opt-in', { body: { optIn } }),
    onSuccess: () => qc.invalidateQueries({ predicate: reads('/api/leaderboard') }),
  });
}

/** What importing a Strong or Hevy file would add (nothing is stored). */
export function useImportPreview() {
  return useMutation({
    mutationFn: (body: TImportRequest) => apiRequest('POST /api/progress/import/preview', { body }),
  });
}

/** Imports the file; every figure of /progress, the logger's "last time" and the leaderboard may change. */
export function useImportSets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TImportRequest) => apiRequest('POST /api/progress/import', { body }),
    onSuccess: () => qc.invalidateQueries({ predicate: reads('/api/leaderboard', '/api/progress/', '/api/workouts/') }),
  });
}

/** Every logged set as CSV (Strong's layout): a plain download link. */
export const EXPORT_CSV_URL = '/api/progress/export.csv';
