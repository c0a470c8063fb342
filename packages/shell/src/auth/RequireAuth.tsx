import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../store/create-store';
import { rootTarget } from './identity-outcomes';

interface RequireAuthProps {
  /** Where a signed-up user (new-user token, no login) belongs; they are sent there from other protected pages. */
  signedUpPath?: string | null;
  /** This area is the signed-up user's own (the account setup routes). */
  allowSignedUp?: boolean;
}

/** Protected routes (seed 001 section 2): without a logged-in or signed-up user, go to /login carrying the origin. */
export function RequireAuth({ signedUpPath = null, allowSignedUp = false }: RequireAuthProps) {
  const location = useLocation();
  const { isLoggedIn, isSignedUp } = useAppSelector((s) => s.auth);
  if (isLoggedIn) return <Outlet />;
  if (isSignedUp && allowSignedUp) return <Outlet />;
  if (isSignedUp && signedUpPath) return <Navigate to={signedUpPath} replace />;
  return <Navigate to="/login" replace state={{ from: location }} />;
}

/** The root path: home, or the signed-up landing for a signed-up user without a login. */
export function RootRedirect({ homePath, signedUpPath = null }: { homePath: string; signedUpPath?: string | null }) {
  const { isLoggedIn, isSignedUp } = useAppSelector((s) => s.auth);
  return <Navigate to={rootTarget({ isLoggedIn, isSignedUp, homePath, signedUpPath })} replace />;
}

/** The path a login should return to: the protected location the user asked for, or the app's home. */
export function originPath(state: unknown, fallback: string): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/login') || from.pathname.startsWith('/signup')) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
