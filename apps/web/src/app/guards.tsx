import { homePathFor, type Role } from '@asa/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { useUser } from '../features/auth/api/get-user.ts';

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
  if (!user || (roles && !roles.includes(user.role))) return <Navigate to={landingPath(companySlug)} replace />;
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
