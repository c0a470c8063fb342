import { useGetOrganiserQuery, useGetUserGroupsQuery, useGetUserSecretsQuery } from '@diy/api';
import type { DiyUser } from '@diy/domain';
import { Button, Modal, Spinner, TagList, TruncatedText } from '@diy/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { STAFF_PATHS } from '../../staff-paths';
import { failureText } from '../shared/staff-feedback';
import { StyledDetails, StyledLinkButton, StyledMuted, StyledSection, StyledStack, StyledSubTitle } from '../shared/staff.styles';
import { ActivePill } from '../shared/UserStatus';
import { groupTags, isOrganiserUuid } from './user-groups';

/** An organiser reference by name: the user's own organiser, else looked up by id; a code or an unknown id as it is. */
function OrganiserRef({ id, user }: { id: string; user: DiyUser }) {
  const own = id === user.organiserId && user.organiserName;
  const lookup = useGetOrganiserQuery(!own && isOrganiserUuid(id) ? id : skipToken);
  if (own) return <TruncatedText text={user.organiserName!} width="fill" />;
  if (lookup.data) return <TruncatedText text={`${lookup.data.organisationName} (${lookup.data.organiserCode})`} width="fill" />;
  if (lookup.isFetching) return <Spinner size="sm" label="Finding the organiser" />;
  return <TruncatedText text={id} width="fill" mono />;
}

interface UserDetailsDialogProps {
  user: DiyUser | null;
  onClose: () => void;
  /** Set the organiser id from the user secrets (a user without an organiser). */
  onSetOrganiserId: (user: DiyUser) => void;
}

/**
 * A user's details (access management): the account, its groups (IAM user groups) and its user secrets in project diy
 * (the organiser id the IAM team configured, the contract, the groups granted, organisers it was linked to before).
 */
export function UserDetailsDialog({ user, onClose, onSetOrganiserId }: UserDetailsDialogProps) {
  const groups = useGetUserGroupsQuery(user?.username ?? skipToken);
  const secrets = useGetUserSecretsQuery(user?.username ?? skipToken);
  const s = secrets.data?.secrets;
  return (
    <Modal
      open={user !== null}
      title={`User details: ${user?.name ?? ''}`}
      onClose={onClose}
      minWidth={560}
      footer={
        <>
          {user && !user.organiserId ? (
            <>
              <StyledLinkButton to={`${STAFF_PATHS.onboard}?username=${encodeURIComponent(user.username)}`}>Create organiser</StyledLinkButton>
              <Button variant="secondary" onClick={() => onSetOrganiserId(user)}>
                Set organiser id
              </Button>
            </>
          ) : null}
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      {user ? (
        <StyledStack>
          <StyledDetails aria-label="Account">
            <dt>Username</dt>
            <dd><TruncatedText text={user.username} width="fill" /></dd>
            <dt>E-mail</dt>
            <dd>{user.email ? <TruncatedText text={user.email} width="fill" /> : '—'}</dd>
            <dt>Mobile</dt>
            <dd>{user.mobile ?? '—'}</dd>
            <dt>Organiser</dt>
            <dd>{user.organiserId ? <OrganiserRef id={user.organiserId} user={user} /> : 'None'}</dd>
            <dt>Status</dt>
            <dd><ActivePill active={user.active} /></dd>
          </StyledDetails>

          <StyledSection aria-labelledby="user-details-groups">
            <StyledSubTitle id="user-details-groups">Groups</StyledSubTitle>
            {groups.isFetching && !groups.data ? (
              <Spinner size="sm" label="Loading the groups" />
            ) : groups.isError ? (
              <StyledMuted>The groups did not load: {failureText(groups.error)}</StyledMuted>
            ) : (
              <TagList label="Groups" tags={groupTags(groups.data?.groups ?? [])} empty="No groups" />
            )}
          </StyledSection>

          <StyledSection aria-labelledby="user-details-secrets">
            <StyledSubTitle id="user-details-secrets">User secrets</StyledSubTitle>
            {secrets.isFetching && !s ? (
              <Spinner size="sm" label="Reading the user secrets" />
            ) : secrets.isError || !s ? (
              <StyledMuted>The user secrets did not load: {failureText(secrets.error)}</StyledMuted>
            ) : (
              <StyledDetails>
                <dt>Organiser id</dt>
                <dd>{s.organiserId ? <OrganiserRef id={s.organiserId} user={user} /> : 'Not configured'}</dd>
                <dt>Contract</dt>
                <dd>{s.contract ? 'Signed contract on file' : 'No contract on file'}</dd>
                <dt>Granted groups</dt>
                <dd><TagList label="Granted groups" tags={groupTags(s.groups)} empty="None" /></dd>
                <dt>Linked before to</dt>
                <dd>
                  {s.previousOrganiserIds.length === 0
                    ? 'No other organiser'
                    : s.previousOrganiserIds.map((id) => <OrganiserRef key={id} id={id} user={user} />)}
                </dd>
              </StyledDetails>
            )}
          </StyledSection>
        </StyledStack>
      ) : null}
    </Modal>
  );
}
