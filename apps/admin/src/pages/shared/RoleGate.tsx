import type { Role } from '@diy/domain';
import { MessageBanner } from '@diy/ui';
import type { ReactNode } from 'react';
import { useHasRole } from './staff-feedback';

/**
 * Pages for one kind of staff: anyone else is told so and nothing is fetched (a 403 from the server would end their
 * session).
 */
export function RoleGate({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const allowed = useHasRole(roles);
  if (allowed) return <>{children}</>;
  return (
    <MessageBanner tone="info" title="Not available for your role">
      This screen is for {roles.includes('admin') && roles.length === 1 ? 'access-management admins' : 'reviewers'}. Ask an admin if you need it.
    </MessageBanner>
  );
}
