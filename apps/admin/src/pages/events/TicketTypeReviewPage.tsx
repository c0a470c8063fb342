import { useApproveTicketTypeMutation, useGetTicketTypeReviewsQuery, useRejectTicketTypeMutation, type TicketTypeReviewList, type TicketTypeReviewStatus } from '@diy/api';
import { STAFF_LIST_DEFAULTS, TICKET_TYPE_REVIEW_STATUSES } from '@diy/domain';
import { Button, ConfirmDialog, SearchField, Tabs, type DataTableColumn } from '@diy/ui';
import { useState } from 'react';
import { confirmState } from '../organisers/OrganiserReviewPanel';
import { oneOf, useBusyAction, useListParams } from '../shared/list-params';
import { StaffListTable } from '../shared/StaffListTable';
import { StaffPage } from '../shared/StaffPage';
import { failureText, istDateTime, useStaffToasts } from '../shared/staff-feedback';
import { StyledActions, StyledStack } from '../shared/staff.styles';

type Item = TicketTypeReviewList['list'][number];
const LABELS: Record<TicketTypeReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** /apps/diy/ticket-types: new ticket-type names organisers asked for; only approved names are offered to them. */
export function TicketTypeReviewPage() {
  return (
    <StaffPage title="Ticket types" lead="Approve or reject the ticket-type names organisers ask for.">
      <TicketTypes />
    </StaffPage>
  );
}

function TicketTypes() {
  const { params, search, offset, update } = useListParams();
  const status = oneOf<TicketTypeReviewStatus>(TICKET_TYPE_REVIEW_STATUSES, params.get('status'), 'pending');
  const list = useGetTicketTypeReviewsQuery({ status, search, offset, limit: STAFF_LIST_DEFAULTS.limit });
  const [approve] = useApproveTicketTypeMutation();
  const [reject, rejection] = useRejectTicketTypeMutation();
  const [rejecting, setRejecting] = useState<Item | null>(null);
  const { busyKey: approving, run } = useBusyAction();
  const toasts = useStaffToasts();
  const approveOne = (item: Item) =>
    run(item.id, async () => {
      toasts.success((await approve(item.id).unwrap()).message);
    });
  const columns: DataTableColumn<Item>[] = [
    { key: 'name', header: 'Ticket type', rowHeader: true, render: (t) => t.ticketTypeName },
    { key: 'organiser', header: 'Asked by', render: (t) => t.organiserName ?? '—' },
    { key: 'requested', header: 'Asked', render: (t) => istDateTime(t.requestedAt) },
    ...(status === 'pending'
      ? [
          {
            key: 'actions',
            header: 'Actions',
            align: 'end' as const,
            render: (t: Item) => (
              <StyledActions>
                <Button size="sm" loading={approving === t.id} onClick={() => void approveOne(t)} aria-label={`Approve ${t.ticketTypeName}`}>
                  Approve
                </Button>
                <Button size="sm" variant="secondary" onClick={() => { rejection.reset(); setRejecting(t); }} aria-label={`Reject ${t.ticketTypeName}`}>
                  Reject
                </Button>
              </StyledActions>
            ),
          },
        ]
      : [{ key: 'note', header: 'Review', render: (t: Item) => `${istDateTime(t.reviewedAt)}${t.reviewNote ? ` · ${t.reviewNote}` : ''}` }]),
  ];
  return (
    <StyledStack>
      <SearchField label="Search ticket types" placeholder="Ticket type name" defaultValue={search} onSearch={(text) => update({ search: text, offset: null })} />
      <Tabs
        label="Ticket types by status"
        value={status}
        onChange={(next) => update({ status: next, offset: null })}
        items={TICKET_TYPE_REVIEW_STATUSES.map((s) => ({ value: s, label: LABELS[s], count: list.data?.counts[s] }))}
      >
        <StaffListTable
          query={list}
          errorTitle="The list did not load"
          errorText={failureText(list.error)}
          caption={`${LABELS[status]} ticket types`}
          columns={columns}
          rows={list.data?.list ?? []}
          rowKey={(t) => t.id}
          emptyTitle={`No ${LABELS[status].toLowerCase()} ticket types`}
          total={list.data?.total ?? 0}
          offset={offset}
          onOffsetChange={(next) => update({ offset: String(next) })}
        />
      </Tabs>
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject ticket type?"
        message={`“${rejecting?.ticketTypeName ?? ''}” will not be offered to organisers.`}
        note={{ label: 'Note for the organiser (optional)', maxLength: 1000 }}
        confirmLabel="Reject"
        tone="danger"
        state={confirmState(rejection)}
        errorMessage={failureText(rejection.error, 'shortDesc')}
        successMessage={rejection.data?.message}
        onConfirm={(note) => rejecting && void reject({ id: rejecting.id, ...(note ? { note } : {}) })}
        onClose={() => setRejecting(null)}
      />
    </StyledStack>
  );
}
