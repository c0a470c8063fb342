import { useGetOrganiserListQuery, useMigrateUserMutation, useSetOrganiserUserStatusMutation, useSyncUserMutation } from '@diy/api';
import { ORGANISER_LIST_STATUSES, STAFF_MESSAGES, REVIEW_ROLES, staffActionErrorToast, STAFF_LIST_DEFAULTS, type OrganiserListItem, type OrganiserListStatus, type SyncAnswer } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { Button, ConfirmDialog, DataTable, MessageBanner, SearchField, Tabs, type DataTableColumn } from '@diy/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RoleGate } from '../shared/RoleGate';
import { failureText, useStaffToasts } from '../shared/staff-feedback';
import { StyledActions, StyledCellStack, StyledPill, StyledStack } from '../shared/staff.styles';
import { confirmState } from './OrganiserReviewPanel';
import { LIST_STATUS_LABELS, LIST_STATUS_ORDER } from './organiser-review';

function asStatus(value: string | null): OrganiserListStatus {
  return (ORGANISER_LIST_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrganiserListStatus) : 'approved';
}

/** /apps/diy/all-organisers: every organiser with counts; activate or deactivate their user, sync and migrate. */
export function AllOrganisersPage() {
  return (
    <>
      <PageHeading title="All organisers" lead="Activate or deactivate organiser users, and sync or migrate a user’s organiser records." />
      <RoleGate roles={REVIEW_ROLES}>
        <AllOrganisers />
      </RoleGate>
    </>
  );
}

function AllOrganisers() {
  const [params, setParams] = useSearchParams();
  const status = asStatus(params.get('status'));
  const search = params.get('search') ?? '';
  const offset = Math.max(0, Number(params.get('offset') ?? 0) || 0);
  const list = useGetOrganiserListQuery({ status, search, offset, limit: STAFF_LIST_DEFAULTS.limit });
  const [setStatus, statusCall] = useSetOrganiserUserStatusMutation();
  const [sync, syncCall] = useSyncUserMutation();
  const [migrate, migrateCall] = useMigrateUserMutation();
  const [deactivating, setDeactivating] = useState<OrganiserListItem | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const toasts = useStaffToasts();

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  /** SUCCESS: a success toast (the list reloads with the current params through its tags); ERROR: an error toast. */
  const report = (answer: SyncAnswer) => {
    if (answer.status === 'SUCCESS') toasts.success(answer.data.message);
    else toasts.error(staffActionErrorToast(answer.data.message));
  };
  const run = async (key: string, action: () => Promise<void>) => {
    setBusyKey(key);
    try {
      await action();
    } catch (error) {
      toasts.failure(error);
    } finally {
      setBusyKey(null);
    }
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
      render: (o) => (o.active === null ? '—' : <StyledPill $tone={o.active ? 'success' : 'neutral'}>{o.active ? 'Active' : 'Inactive'}</StyledPill>),
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
        {list.isError ? (
          <MessageBanner tone="error" title="The list did not load" action={<Button size="sm" variant="secondary" onClick={() => void list.refetch()}>Retry</Button>}>
            {failureText(list.error)}
          </MessageBanner>
        ) : (
          <DataTable
            caption={`${LIST_STATUS_LABELS[status]} organisers`}
            columns={columns}
            rows={list.data?.list ?? []}
            rowKey={(o) => o.organiserId}
            loading={list.isLoading}
            fetching={list.isFetching || syncCall.isLoading || migrateCall.isLoading}
            emptyTitle={search ? 'No organiser matches your search' : `No ${LIST_STATUS_LABELS[status].toLowerCase()} organisers`}
            paging={{ total: list.data?.total ?? 0, limit: STAFF_LIST_DEFAULTS.limit, offset, onOffsetChange: (next) => update({ offset: String(next) }) }}
          />
        )}
      </Tabs>
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate user?"
        message={`${deactivating?.username ?? ''} of ${deactivating?.organisationName ?? ''} will be logged out at once and cannot log in until activated again.`}
        confirmLabel="Deactivate"
        tone="danger"
        state={confirmState(statusCall)}
        errorMessage={failureText(statusCall.error, 'message', STAFF_MESSAGES.actionFailed)}
        successMessage={statusCall.data?.message}
        onConfirm={() => void setStatus({ action: 'deactivate', username: deactivating?.username ?? '' })}
        onClose={() => setDeactivating(null)}
      />
    </StyledStack>
  );
}
