import { ACCOUNT_STEPS, type Role } from '@diy/domain';
import { useMemo, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { AuthScreenConfig } from './auth/identity-outcomes';
import type { ApplicationGateConfig } from './auth/ApplicationGate';
import { LoginScreen } from './auth/login/LoginScreen';
import { RequireAuth, RootRedirect } from './auth/RequireAuth';
import type { NavItem } from './layout/AppLayout';
import { lazyPage } from './lazy-page';

// The login screen is the first screen's; the other identity screens and the signed-in frame load when first shown.
const OtpScreen = lazyPage(() => import('./auth/otp/OtpScreen'), 'OtpScreen');
const ResetPasswordScreen = lazyPage(() => import('./auth/reset/ResetPasswordScreen'), 'ResetPasswordScreen');
const SignedInLayout = lazyPage(() => import('./layout/SignedInLayout'), 'SignedInLayout');
const ApplicationGate = lazyPage(() => import('./layout/SignedInLayout'), 'ApplicationGate');

export interface AppRoutesProps {
  /** Shown in the app bar and under the login heading. */
  appTitle: string;
  /** Landing after login, and where the root path goes. */
  homePath: string;
  /** A user needs one of these roles to use the app. */
  requiredRoles: readonly Role[];
  /** Users without the roles who hold one of these features may use the app too (what they see is the app's to decide). */
  allowedFeatures?: readonly string[];
  nav?: NavItem[];
  /** Shown in the app bar of the signed-in layout (the organiser console's event search). */
  barSearch?: ReactNode;
  /**
   * Organiser apps show the benefit panel, answer /signup with the same screen and offer sign-up by mobile
   * number; a signed-up user (new-user token) uses `signedUpRoutes` under /create-account/.
   */
  organiserLogin?: boolean;
  /**
   * The signed-up area (`<Route>` elements for /create-account/...): the account setup form. A logged-in or
   * signed-up user may enter; anyone else goes to /login. Only with `organiserLogin`.
   */
  signedUpRoutes?: ReactNode;
  /** Submitted but not approved organisers see this instead of the protected pages (except its open paths). */
  applicationGate?: ApplicationGateConfig;
  /** Offer "Login with OTP" (default true; the staff admin turns it off: staff log in with a password and a code). */
  otpLogin?: boolean;
  /** The app's protected routes (`<Route>` elements); unknown paths fall back to `fallback`. */
  children: ReactNode;
  /** What an unknown protected path shows; defaults to a redirect home. */
  fallback?: ReactNode;
}

/** The signed-up landing route (seed 001 section 2: the first account setup step). */
export const SIGNED_UP_PATH = ACCOUNT_STEPS[0].path;

/**
 * The route frame every app shares (seed 001 section 2): public identity routes, the root redirect, the
 * signed-up area and the protected area behind RequireAuth and the SessionGate, inside the signed-in layout.
 */
export function AppRoutes({
  appTitle, homePath, requiredRoles, allowedFeatures, nav, barSearch, organiserLogin = false, otpLogin = true, signedUpRoutes, applicationGate, children, fallback,
}: AppRoutesProps) {
  const config = useMemo<AuthScreenConfig>(
    () => ({ appTitle, homePath, signUp: organiserLogin, signedUpPath: organiserLogin ? SIGNED_UP_PATH : null, otpLogin }),
    [appTitle, homePath, organiserLogin, otpLogin],
  );
  return (
    <Routes>
      <Route path="/login" element={<LoginScreen key="login" config={config} />} />
      <Route path="/login/otp" element={<OtpScreen config={config} flows={['login', 'mfa']} />} />
      <Route path="/login/reset/otp" element={<OtpScreen config={config} flows={['reset']} />} />
      <Route path="/login/reset" element={<ResetPasswordScreen config={config} />} />
      {organiserLogin && <Route path="/signup" element={<LoginScreen key="signup" config={config} initialMode="signup" />} />}
      {organiserLogin && <Route path="/signup/otp" element={<OtpScreen config={config} flows={['signup']} />} />}
      {organiserLogin && signedUpRoutes && <Route element={<RequireAuth allowSignedUp />}>{signedUpRoutes}</Route>}
      <Route path="/" element={<RootRedirect homePath={homePath} signedUpPath={config.signedUpPath} />} />
      <Route element={<RequireAuth signedUpPath={config.signedUpPath} />}>
        <Route
          element={
            <SignedInLayout
              requiredRoles={requiredRoles}
              {...(allowedFeatures ? { allowedFeatures } : {})}
              appTitle={appTitle}
              homePath={homePath}
              nav={nav}
              barSearch={barSearch}
            />
          }
        >
          {applicationGate ? (
            <Route element={<ApplicationGate {...applicationGate} />}>
              {children}
              <Route path="*" element={fallback ?? <Navigate to={homePath} replace />} />
            </Route>
          ) : (
            <>
              {children}
              <Route path="*" element={fallback ?? <Navigate to={homePath} replace />} />
            </>
          )}
        </Route>
      </Route>
    </Routes>
  );
}
