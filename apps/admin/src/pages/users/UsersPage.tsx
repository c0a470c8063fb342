import { useGetDiyUsersQuery, useGetUserCountQuery, useSetOrganiserUserStatusMutation } from '@diy/api';
import { STAFF_LIST_DEFAULTS, STAFF_MESSAGES, eventCodeSearch, type DiyUser, formatCount } from '@diy/domain';
import { Button, SearchField, TagList, TruncatedText, type DataTableColumn } from '@diy/ui';
import { useState } from 'react';
import { useBusyAction, useListParams } from '../shared/list-params';
import { StaffListTable } from '../shared/StaffListTable';
import { StaffPage } from '../shared/StaffPage';
import { failureText, useStaffToasts } from '../shared/staff-feedback';
import { StyledCellStack, StyledMuted, StyledRowActions, StyledStack } from '../shared/staff.styles';
import { ActivePill, DeactivateUserDialog } from '../shared/UserStatus';
import { GrantAccessDialog } from './GrantAccessDialog';
import { SetOrganiserIdDialog } from './SetOrganiserIdDialog';
import { UserDetailsDialog } from './UserDetailsDialog';
import { groupTags } from './user-groups';

/** /apps/diy/users: access management (admin). */
export function UsersPage() {
  return (
    <StaffPage title="Users" lead="Find users, grant dashboard access, create organisers and set organiser ids.">
      <Users />
    </StaffPage>
  );
}

function Users() {
  const { search, offset, update } = useListParams();
  const users = useGetDiyUsersQuery({ search, offset, limit: STAFF_LIST_DEFAULTS.limit });
  const count = useGetUserCountQuery();
  const [viewing, setViewing] = useState<DiyUser | null>(null);
  const [granting, setGranting] = useState<DiyUser | null>(null);
  const [settingId, setSettingId] = useState<DiyUser | null>(null);
  const [deactivating, setDeactivating] = useState<DiyUser | null>(null);
  const [setStatus, statusCall] = useSetOrganiserUserStatusMutation();
  const { busyKey: activating, run } = useBusyAction();
  const toasts = useStaffToasts();
  const eventCode = eventCodeSearch(search);

  const activate = (u: DiyUser) =>
    run(u.username, async () => {
      toasts.success((await setStatus({ action: 'activate', username: u.username }).unwrap()).message);
    });

  // Long values stay on one line (an ellipsis, the whole value on hover); the organiser by name, never by its id.
  const columns: DataTableColumn<DiyUser>[] = [
    {
      key: 'user',
      header: 'User',
      rowHeader: true,
      render: (u) => (
        <StyledCellStack>
          <TruncatedText text={u.name} />
          {u.email ? <small><TruncatedText text={u.email} /></small> : null}
          {u.mobile ? <small>{u.mobile}</small> : null}
        </StyledCellStack>
      ),
    },
    { key: 'organiser', header: 'Organiser', render: (u) => (u.organiserId ? <TruncatedText text={u.organiserName ?? 'Unnamed organiser'} /> : '—') },
    { key: 'groups', header: 'Groups', render: (u) => <TagList label={`Groups of ${u.username}`} tags={groupTags(u.groups)} /> },
    { key: 'status', header: 'Status', render: (u) => <ActivePill active={u.active} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (u) => (
        <StyledRowActions>
          <Button size="sm" variant="ghost" onClick={() => setViewing(u)} aria-label={`Details of ${u.username}`}>
            Details
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setGranting(u)} aria-label={`Grant access to ${u.username}`}>
            Grant access
          </Button>
          {u.active ? (
            <Button size="sm" variant="ghost" onClick={() => { statusCall.reset(); setDeactivating(u); }} aria-label={`Deactivate ${u.username}`}>
              Deactivate
            </Button>
          ) : (
            <Button size="sm" variant="ghost" loading={activating === u.username} onClick={() => void activate(u)} aria-label={`Activate ${u.username}`}>
              Activate
            </Button>
          )}
        </StyledRowActions>
      ),
    },
  ];

  return (
    <StyledStack>
      <StyledMuted aria-live="polite">{count.data !== undefined ? `${formatCount(count.data)} users in all` : count.isError ? 'The user count did not load.' : 'Counting users…'}</StyledMuted>
      <SearchField
        label="Search users"
        placeholder="Username, e-mail or event code (ET00…)"
        defaultValue={search}
        onSearch={(text) => update({ search: text, offset: null })}
      />
      {eventCode ? <StyledMuted>Showing the author of event {eventCode}.</StyledMuted> : null}
      <StaffListTable
        query={users}
        errorTitle="The users did not load"
        errorText={failureText(users.error, 'message', STAFF_MESSAGES.accessFailed)}
        caption="Users"
        columns={columns}
        rows={users.data?.users ?? []}
        rowKey={(u) => u.username}
        emptyTitle={search ? 'No user matches your search' : 'No users yet'}
        total={users.data?.total ?? 0}
        offset={offset}
        onOffsetChange={(next) => update({ offset: String(next) })}
      />
      <UserDetailsDialog
        user={viewing}
        onClose={() => setViewing(null)}
        onSetOrganiserId={(u) => {
          setViewing(null);
          setSettingId(u);
        }}
      />
      <GrantAccessDialog user={granting} onClose={() => setGranting(null)} />
      <SetOrganiserIdDialog user={settingId} onClose={() => setSettingId(null)} />
      <DeactivateUserDialog
        open={deactivating !== null}
        message={`${deactivating?.username ?? ''} will be logged out at once and cannot log in until activated again.`}
        call={statusCall}
        onConfirm={() => void setStatus({ action: 'deactivate', username: deactivating?.username ?? '' })}
        onClose={() => setDeactivating(null)}
      />
    </StyledStack>
  );
}
