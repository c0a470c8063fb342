import { FEATURES, type Role } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PAYMENT_ROUTES } from '../payments/paths';
import { REPORT_ROUTES } from './paths';

/** Where a user lands when an area is not theirs: the first area their features open, in the nav's order. */
export function firstAreaPath(features: readonly string[]): string | null {
  if (features.includes(FEATURES.events)) return '/apps';
  if (features.includes(FEATURES.offers)) return '/offers/dashboard';
  if (features.includes(FEATURES.reports)) return REPORT_ROUTES.list;
  if (features.includes(FEATURES.finance)) return PAYMENT_ROUTES.list;
  return null;
}

/**
 * The routes under it need one of `features` (or `role`); anyone else (a reports-only user, who holds only
 * diy.diyreport.dashboard.r; an offer manager without the events feature) goes to the first area theirs opens,
 * or, when `denied` is given (Payments: money is refused, not redirected), sees that page instead.
 */
export function FeatureGate({ features: needed, role, denied }: { features: readonly string[]; role?: Role; denied?: ReactNode }) {
  const { profile, features } = useCurrentUser();
  if (needed.some((f) => features.includes(f)) || (role !== undefined && profile.roles.includes(role))) return <Outlet />;
  if (denied !== undefined) return <>{denied}</>;
  const to = firstAreaPath(features);
  if (to) return <Navigate to={to} replace />;
  return <PageHeading title="Not allowed for your account" lead="Your account has no area of the organiser console yet. Ask your organiser's admin for access." />;
}
