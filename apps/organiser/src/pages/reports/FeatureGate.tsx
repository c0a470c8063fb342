import { useCurrentUser } from '@diy/shell';
import { Navigate, Outlet } from 'react-router-dom';

/**
 * The routes under it need `feature`; a user without it (a reports-only user, who holds only
 * diy.diyreport.dashboard.r) goes to `redirectTo` instead.
 */
export function FeatureGate({ feature, redirectTo }: { feature: string; redirectTo: string }) {
  const { features } = useCurrentUser();
  return features.includes(feature) ? <Outlet /> : <Navigate to={redirectTo} replace />;
}
