import { useMigrateUserMutation, useSetOrganiserUserStatusMutation, useSyncUserMutation } from '@diy/api';
import { staffActionErrorToast, type OrganiserListItem, type SyncAnswer } from '@diy/domain';
import { Button, type DataTableColumn } from '@diy/ui';
import { useState } from 'react';
import { useBusyAction } from '../shared/list-params';
import { StaffPage } from '../shared/StaffPage';
import { useStaffToasts } from '../shared/staff-feedback';
import { StyledCellStack, StyledRowActions, StyledStack } from '../shared/staff.styles';
import { ActivePill, DeactivateUserDialog } from '../shared/UserStatus';
import { OrganiserListView, useOrganiserList } from './OrganiserList';

/** /apps/diy/all-organisers: every organiser with counts; activate or deactivate their user, sync and migrate. */
export function AllOrganisersPage() {
  return (
    <StaffPage title="All organisers" lead="Activate or deactivate organiser users, and sync or migrate a user’s organiser records.">
      <AllOrganisers />
    </StaffPage>
  );
}

function AllOrganisers() {
  const organisers = useOrganiserList('approved');
  const [setStatus, statusCall] = useSetOrganiserUserStatusMutation();
  const [sync, syncCall] = useSyncUserMutation();
  const [migrate, migrateCall] = useMigrateUserMutation();
  const [deactivating, setDeactivating] = useState<OrganiserListItem | null>(null);
  const { busyKey, run } = useBusyAction();
  const toasts = useStaffToasts();

  /** SUCCESS: a success toast (the list reloads with the current params through its tags); ERROR: an error toast. */
  const report = (answer: SyncAnswer) => {
    if (answer.status === 'SUCCESS') toasts.success(answer.data.message);
    else toasts.error(staffActionErrorToast(answer.data.message));
  };

  const activate = (o: OrganiserListItem) =>
    run(`activate:${o.organiserId}`, async () => {
      const answer = await setStatus({ action: 'activate', username: o.username ?? '' }).unwrap();
      toasts.success(answer.message);
    });
  const columns: DataTableColumn<OrganiserListItem>[] = [
    {
      key: 'name',
      header: 'Organiser',
      rowHeader: true,
      render: (o) => (
        <StyledCellStack>
          {o.organisationName}
          <small>{o.organiserCode}</small>
        </StyledCellStack>
      ),
    },
    { key: 'user', header: 'User', render: (o) => <StyledCellStack>{o.username ?? '—'}<small>{o.mobile ?? ''}</small></StyledCellStack> },
    {
      key: 'active',
      header: 'User status',
      render: (o) => (o.active === null ? '—' : <ActivePill active={o.active} />),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (o) =>
        o.username ? (
          <StyledRowActions>
            {o.active === false ? (
              <Button size="sm" variant="secondary" loading={busyKey === `activate:${o.organiserId}`} onClick={() => void activate(o)} aria-label={`Activate ${o.username}`}>
                Activate
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => { statusCall.reset(); setDeactivating(o); }} aria-label={`Deactivate ${o.username}`}>
                Deactivate
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              loading={busyKey === `sync:${o.organiserId}`}
              aria-label={`Sync ${o.username}`}
              onClick={() => void run(`sync:${o.organiserId}`, async () => report(await sync({ username: o.username ?? '', organiserId: o.organiserId }).unwrap()))}
            >
              Sync
            </Button>
            <Button
              size="sm"
              variant="ghost"
              loading={busyKey === `migrate:${o.organiserId}`}
              aria-label={`Migrate ${o.username}`}
              onClick={() => void run(`migrate:${o.organiserId}`, async () => report(await migrate(o.username ?? '').unwrap()))}
            >
              Migrate
            </Button>
          </StyledRowActions>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <StyledStack>
      <OrganiserListView state={organisers} columns={columns} busy={syncCall.isLoading || migrateCall.isLoading} />
      <DeactivateUserDialog
        open={deactivating !== null}
        message={`${deactivating?.username ?? ''} of ${deactivating?.organisationName ?? ''} will be logged out at once and cannot log in until activated again.`}
        call={statusCall}
        onConfirm={() => void setStatus({ action: 'deactivate', username: deactivating?.username ?? '' })}
        onClose={() => setDeactivating(null)}
      />
    </StyledStack>
  );
}
