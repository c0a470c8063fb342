import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../store/create-store';

/** Protected routes (seed 001 section 2): without a logged-in or signed-up user, go to /login carrying the origin. */
export function RequireAuth() {
  const location = useLocation();
  const allowed = useAppSelector((s) => s.auth.isLoggedIn);
  if (!allowed) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** The path a login should return to: the protected location the user asked for, or the app's home. */
export function originPath(state: unknown, fallback: string): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/login')) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
