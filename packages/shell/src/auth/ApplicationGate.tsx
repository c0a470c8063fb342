import type { ApplicationStatus } from '@diy/domain';
import type { ReactNode } from 'react';
import { Outlet, matchPath, useLocation } from 'react-router-dom';
import { useCurrentUser } from './current-user';

/** Application statuses that keep an organiser out of the event areas: submitted and waiting, or sent back. */
export const GATED_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['pending', 'rejected', 'partially_rejected'];

export function isApplicationGated(status: ApplicationStatus | undefined): boolean {
  return status !== undefined && GATED_APPLICATION_STATUSES.includes(status);
}

export interface ApplicationGateConfig {
  /** What a submitted but not approved organiser sees instead of the app's pages. */
  screen: ReactNode;
  /** Route patterns that stay open while the application is reviewed (e.g. '/profile'). */
  openPaths?: readonly string[];
}

/**
 * A logged-in organiser whose application is submitted but not approved (GET /user/profile applicationStatus)
 * sees the application status instead of the event areas; the open paths (the profile) still work.
 */
export function ApplicationGate({ screen, openPaths = [] }: ApplicationGateConfig) {
  const { profile } = useCurrentUser();
  const { pathname } = useLocation();
  const open = openPaths.some((pattern) => matchPath({ path: pattern, end: false }, pathname) !== null);
  if (isApplicationGated(profile.applicationStatus) && !open) return <>{screen}</>;
  return <Outlet />;
}
