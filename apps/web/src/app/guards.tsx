import { homePathFor, type Role } from '@asa/domain/roles';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { userQueryKey, useUser } from '../features/auth/api/get-user.ts';
import { ApiError } from '../lib/api.ts';

/** Spec §2.2: a role guard sends the user to /{companySlug}/landing, or /landing without a slug. */
function landingPath(slug: string | undefined): string {
  return slug ? `/${slug}/landing` : '/landing';
}

/** Signed-in users only; e-mail/password users with an unverified e-mail go to /verify-email. */
export function RequireUser({ children, roles }: { children?: ReactNode; roles?: readonly Role[] }) {
  const { data: user, isPending } = useUser();
  const { companySlug } = useParams();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to={landingPath(companySlug)} replace />;
  // A signed-in user of the wrong role goes to their clinic's landing, which sends them home.
  if (roles && !roles.includes(user.role)) return <Navigate to={landingPath(companySlug ?? user.company?.slug)} replace />;
  if (user.usesPassword && !user.emailVerified && location.pathname !== '/verify-email') {
    return <Navigate to="/verify-email" replace />;
  }
  return children ?? <Outlet />;
}

/** /home and / send each role to its screen (spec §2.2); no user → landing. */
export function HomeRedirect() {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to="/landing" replace />;
  if (user.usesPassword && !user.emailVerified) return <Navigate to="/verify-email" replace />;
  return <Navigate to={homePathFor(user.role)} replace />;
}

/** Landing and verify-email are for signed-out users: a signed-in user is sent to /home. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  if (user && !(user.usesPassword && !user.emailVerified)) return <Navigate to="/home" replace />;
  return <>{children}</>;
}

/**
 * Root of every route: any API answer 401 (expired session, disabled account) means the session is
 * gone, so the client forgets the user and the guards send them to landing (spec §8).
 */
export function SessionRoot() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401 && queryClient.getQueryData(userQueryKey)) {
        queryClient.setQueryData(userQueryKey, null);
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signedOut(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signedOut(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
  return <Outlet />;
}
