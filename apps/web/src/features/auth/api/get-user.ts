import { type Role, roleFlags } from '@asa/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api.ts';

/** The signed-in user as the client session holds it (spec §3 User). */
export interface SessionUser {
  id: string;
  fullname: string;
  email: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  role: Role;
  language: string | null;
  emailVerified: boolean;
  /** True for accounts that sign in with e-mail and password (they must verify the e-mail). */
  usesPassword: boolean;
  company: { id: string; name: string; slug: string } | null;
  isAdmin: boolean;
  isDoctor: boolean;
}

interface UserResponse {
  data: { user: Omit<SessionUser, 'isAdmin' | 'isDoctor'> };
}

export const userQueryKey = ['auth', 'user'] as const;

/** GET /api/auth/user → the user, or null when signed out. */
export async function getUser(): Promise<SessionUser | null> {
  try {
    const { data } = await apiFetch<UserResponse>('/api/auth/user');
    const { isAdmin, isDoctor } = roleFlags(data.user.role);
    return { ...data.user, isAdmin, isDoctor };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The session, checked again every 5 minutes and when the tab regains focus (spec §4 "token sync
 * max age 300 s"), so a disabled account or an expired session signs the user out (spec §8).
 */
export function useUser() {
  return useQuery({
    queryKey: userQueryKey,
    queryFn: getUser,
    staleTime: 60_000,
    refetchInterval: 300_000,
    refetchOnWindowFocus: true,
  });
}
