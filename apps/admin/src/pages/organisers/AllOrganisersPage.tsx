import { useGetOrganiserListQuery, useMigrateUserMutation, useSetOrganiserUserStatusMutation, useSyncUserMutation } from '@diy/api';
import { ORGANISER_LIST_STATUSES, REVIEW_ROLES, STAFF_LIST_DEFAULTS, staffActionErrorToast, type OrganiserListItem, type OrganiserListStatus, type SyncAnswer } from '@diy/domain';
import { Button, SearchField, Tabs, type DataTableColumn } from '@diy/ui';
import { useState } from 'react';
import { oneOf, useBusyAction, useListParams } from '../shared/list-params';
import { StaffListTable } from '../shared/StaffListTable';
import { StaffPage } from '../shared/StaffPage';
import { failureText, useStaffToasts } from '../shared/staff-feedback';
import { StyledActions, StyledCellStack, StyledStack } from '../shared/staff.styles';
import { ActivePill, DeactivateUserDialog } from '../shared/UserStatus';
import { LIST_STATUS_LABELS, LIST_STATUS_ORDER } from './organiser-review';

/** /apps/diy/all-organisers: every organiser with counts; activate or deactivate their user, sync and migrate. */
export function AllOrganisersPage() {
  return (
    <StaffPage title="All organisers" lead="Activate or deactivate organiser users, and sync or migrate a user’s organiser records." roles={REVIEW_ROLES}>
      <AllOrganisers />
    </StaffPage>
  );
}

function AllOrganisers() {
  const { params, search, offset, update } = useListParams();
  const status = oneOf<OrganiserListStatus>(ORGANISER_LIST_STATUSES, params.get('status'), 'approved');
  const list = useGetOrganiserListQuery({ status, search, offset, limit: STAFF_LIST_DEFAULTS.limit });
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
          <StyledActions>
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
          </StyledActions>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <StyledStack>
      <SearchField label="Search organisers" placeholder="Organisation, mobile or e-mail" defaultValue={search} onSearch={(text) => update({ search: text, offset: null })} />
      <Tabs
        label="Organisers by status"
        value={status}
        onChange={(next) => update({ status: next, offset: null })}
        items={LIST_STATUS_ORDER.map((s) => ({ value: s, label: LIST_STATUS_LABELS[s], count: list.data?.counts[s] }))}
      >
        <StaffListTable
          query={list}
          errorTitle="The list did not load"
          errorText={failureText(list.error)}
          caption={`${LIST_STATUS_LABELS[status]} organisers`}
          columns={columns}
          rows={list.data?.list ?? []}
          rowKey={(o) => o.organiserId}
          busy={syncCall.isLoading || migrateCall.isLoading}
          emptyTitle={search ? 'No organiser matches your search' : `No ${LIST_STATUS_LABELS[status].toLowerCase()} organisers`}
          total={list.data?.total ?? 0}
          offset={offset}
          onOffsetChange={(next) => update({ offset: String(next) })}
        />
      </Tabs>
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
