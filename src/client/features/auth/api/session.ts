import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, getQueryFn } from '#client/lib/api.ts';
import { hasCookie, SIGNED_IN_COOKIE } from '#client/lib/cookies.ts';
import { claimDevice, forgetDeviceData } from '#client/lib/device-data.ts';
import type { ApiResponse } from '#shared/contracts/routes.ts';

/** The auth feature's queries. */
export const authQueries = {
  /** The signed-in person and profile; signed out (401) is null here, not an error. */
  profile: queryOptions({
    queryKey: ['/api/profile'],
    queryFn: getQueryFn<ApiResponse<'GET /api/profile'>>({ on401: 'returnNull' }),
  }),
};

/**
 * docs/PRODUCT.md#accounts-and-sign-in: signed in when the auth cookie is present and the
 * profile call returns a user. The call runs only when the cookie exists, and
 * is never retried.
 */
export function useAuth() {
  const cookie = hasCookie(SIGNED_IN_COOKIE);
  const query = useQuery({ ...authQueries.profile, enabled: cookie, retry: false });
  const user = query.data?.user;
  const userId = user?.id;
  // What the device keeps belongs to whoever is signed in: another member's goes first.
  useEffect(() => {
    if (userId) void claimDevice(userId);
  }, [userId]);
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
      // Personal data kept for offline use leaves with the session: the next person to sign in on
      // this browser must not see, or send, any of it (issue 14, finding 7).
      await forgetDeviceData();
      await apiRequest('POST /api/auth/logout');
    },
    onError: (err) => console.error('logout failed', err),
    // At once, before anything on the page reacts to the cleared cookie: a full load of the landing
    // page drops everything held in memory.
    onSettled: () => window.location.assign('/'),
  });
}
