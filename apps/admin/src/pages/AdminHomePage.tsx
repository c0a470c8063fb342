import type { Role } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { StyledRole, StyledRoleText, StyledRoleTitle, StyledRoles } from './AdminHomePage.styles';

const ROLE_TEXT: Partial<Record<Role, { title: string; text: string }>> = {
  reviewer: {
    title: 'Reviewer',
    text: 'Approves, rejects or partially rejects organisers, events and ticket types.',
  },
  admin: {
    title: 'Access management',
    text: 'Finds users, grants dashboard access, creates organisers and syncs or migrates users.',
  },
};

/** /apps/diy/home: the staff landing, saying what this account may do. */
export function AdminHomePage() {
  const { profile } = useCurrentUser();
  const roles = profile.roles.flatMap((role) => {
    const entry = ROLE_TEXT[role];
    return entry ? [{ role, ...entry }] : [];
  });
  return (
    <>
      <PageHeading title={`Welcome, ${profile.name}`} lead={profile.email} />
      <StyledRoles aria-label="Your roles">
        {roles.map((r) => (
          <StyledRole key={r.role}>
            <StyledRoleTitle>{r.title}</StyledRoleTitle>
            <StyledRoleText>{r.text}</StyledRoleText>
          </StyledRole>
        ))}
      </StyledRoles>
    </>
  );
}
