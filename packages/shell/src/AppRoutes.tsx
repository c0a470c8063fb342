import type { Role } from '@diy/domain';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginScreen } from './auth/LoginScreen';
import { RequireAuth } from './auth/RequireAuth';
import { SessionGate } from './auth/SessionGate';
import { AppLayout, type NavItem } from './layout/AppLayout';

export interface AppRoutesProps {
  /** Shown in the app bar and under the login heading. */
  appTitle: string;
  /** Landing after login, and where the root path goes. */
  homePath: string;
  /** A user needs one of these roles to use the app. */
  requiredRoles: readonly Role[];
  nav?: NavItem[];
  /** Organiser apps show the benefit panel and also answer /signup with the same screen. */
  organiserLogin?: boolean;
  /** The app's protected routes (`<Route>` elements); unknown paths fall back to `fallback`. */
  children: ReactNode;
  /** What an unknown protected path shows; defaults to a redirect home. */
  fallback?: ReactNode;
}

/**
 * The route frame every app shares (seed 001 section 2): public login routes, the root redirect, and the
 * protected area behind RequireAuth and the SessionGate, inside the signed-in layout.
 */
export function AppRoutes({ appTitle, homePath, requiredRoles, nav, organiserLogin = false, children, fallback }: AppRoutesProps) {
  const login = <LoginScreen homePath={homePath} appTitle={appTitle} showBenefits={organiserLogin} />;
  return (
    <Routes>
      <Route path="/login" element={login} />
      {organiserLogin && <Route path="/signup" element={login} />}
      <Route path="/" element={<Navigate to={homePath} replace />} />
      <Route element={<RequireAuth />}>
        <Route
          element={
            <SessionGate requiredRoles={requiredRoles}>
              <AppLayout appTitle={appTitle} homePath={homePath} nav={nav} />
            </SessionGate>
          }
        >
          {children}
          <Route path="*" element={fallback ?? <Navigate to={homePath} replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
