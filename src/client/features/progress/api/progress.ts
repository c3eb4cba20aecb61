import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { THealthScoreEntry, TMuscleRecovery, TPersonalRecord } from '#shared/contracts/progress.ts';

/** SPEC.md refresh rates: health score every 5 minutes, records and recovery every 60 s. */
export const useHealthScore = () =>
  useQuery<THealthScoreEntry[]>({ queryKey: ['/api/progress/health-score'], refetchInterval: 300_000 });
export const useRecords = () =>
  useQuery<TPersonalRecord[]>({ queryKey: ['/api/progress/personal-records'], refetchInterval: 60_000 });
export const useRecovery = () =>
  useQuery<TMuscleRecovery[]>({ queryKey: ['/api/progress/muscle-recovery'], refetchInterval: 60_000 });
export const useOneRm = () =>
  useQuery<{ exerciseName: string; date: string; estimated1RM: number }[]>({ queryKey: ['/api/progress/one-rm'] });
export type TLeaderboard = {
  optedIn: boolean;
  entries: { rank: number; displayName: string; sessions: number; isYou: boolean }[];
};
export const useLeaderboard = () => useQuery<TLeaderboard>({ queryKey: ['/api/leaderboard'] });

export function useOptIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => apiRequest('POST', '/api/leaderboard/opt-in', { optIn }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/leaderboard'] }),
  });
}
