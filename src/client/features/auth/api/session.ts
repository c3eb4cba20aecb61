import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '#client/lib/api.ts';
import { hasCookie, SIGNED_IN_COOKIE } from '#client/lib/cookies.ts';
import type { TProfileResponse } from '#shared/contracts/profile.ts';

export const profileQueryKey = ['/api/profile'] as const;

/**
 * SPEC.md section 4: signed in when the auth cookie is present and the
 * profile call returns a user. The call runs only when the cookie exists, and
 * is never retried.
 */
export function useAuth() {
  const cookie = hasCookie(SIGNED_IN_COOKIE);
  const query = useQuery({
    queryKey: profileQueryKey,
    queryFn: getQueryFn<TProfileResponse>({ on401: 'returnNull' }),
    enabled: cookie,
    retry: false,
  });
  const user = query.data?.user;
  return {
    isSignedIn: cookie && Boolean(user),
    isLoading: cookie && query.isLoading,
    user,
    profile: query.data?.profile ?? null,
    error: query.error,
  };
}

export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      // Personal data cached for offline use leaves with the session.
      if ('caches' in window) await caches.delete('forja-api').catch(() => false);
      await apiRequest('POST', '/api/auth/logout');
    },
    onError: (err) => console.error('logout failed', err),
    // At once, before anything on the page reacts to the cleared cookie: a full load of the landing
    // page drops everything held in memory.
    onSettled: () => window.location.assign('/'),
  });
}
