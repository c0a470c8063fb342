import type { Role } from '@diy/domain';
import type { ReactNode } from 'react';
import { SessionGate } from '../auth/SessionGate';
import { AppLayout, type NavItem } from './AppLayout';

// The application gate is a route of its own under this frame; it comes in the same chunk, so opening the signed-in
// area waits for one download, not two in turn.
export { ApplicationGate } from '../auth/ApplicationGate';

export interface SignedInLayoutProps {
  requiredRoles: readonly Role[];
  allowedFeatures?: readonly string[];
  appTitle: string;
  homePath: string;
  nav?: NavItem[];
  barSearch?: ReactNode;
}

/**
 * The signed-in area's frame: the session gate (profile and features) around the app bar and navigation. Its own
 * chunk (AppRoutes loads it lazily): the login screen does not carry it.
 */
export function SignedInLayout({ requiredRoles, allowedFeatures, appTitle, homePath, nav, barSearch }: SignedInLayoutProps) {
  return (
    <SessionGate requiredRoles={requiredRoles} {...(allowedFeatures ? { allowedFeatures } : {})}>
      <AppLayout appTitle={appTitle} homePath={homePath} nav={nav} barSearch={barSearch} />
    </SessionGate>
  );
}
