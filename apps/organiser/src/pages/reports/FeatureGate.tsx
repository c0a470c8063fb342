import { FEATURES, type Role } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { Navigate, Outlet } from 'react-router-dom';
import { REPORT_ROUTES } from './paths';

/** Where a user lands when an area is not theirs: the first area their features open, in the nav's order. */
export function firstAreaPath(features: readonly string[]): string | null {
  if (features.includes(FEATURES.events)) return '/apps';
  if (features.includes(FEATURES.offers)) return '/offers/dashboard';
  if (features.includes(FEATURES.reports)) return REPORT_ROUTES.list;
  return null;
}

/**
 * The routes under it need one of `features` (or `role`); anyone else (a reports-only user, who holds only
 * diy.diyreport.dashboard.r; an offer manager without the events feature) goes to the first area theirs opens.
 */
export function FeatureGate({ features: needed, role }: { features: readonly string[]; role?: Role }) {
  const { profile, features } = useCurrentUser();
  if (needed.some((f) => features.includes(f)) || (role !== undefined && profile.roles.includes(role))) return <Outlet />;
  const to = firstAreaPath(features);
  if (to) return <Navigate to={to} replace />;
  return <PageHeading title="Not allowed for your account" lead="Your account has no area of the organiser console yet. Ask your organiser's admin for access." />;
}
