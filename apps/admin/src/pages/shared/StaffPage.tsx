import type { Role } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import type { ReactNode } from 'react';
import { RoleGate } from './RoleGate';

/** A staff page: its heading for everyone, its content only for the roles it is for. */
export function StaffPage({ title, lead, roles, children }: { title: string; lead: string; roles: readonly Role[]; children: ReactNode }) {
  return (
    <>
      <PageHeading title={title} lead={lead} />
      <RoleGate roles={roles}>{children}</RoleGate>
    </>
  );
}
