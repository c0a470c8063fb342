import { useGetOrganiserListQuery } from '@diy/api';
import { ORGANISER_LIST_STATUSES, REVIEW_ROLES, STAFF_LIST_DEFAULTS, type OrganiserListItem, type OrganiserListStatus } from '@diy/domain';
import { Button, SearchField, Tabs, type DataTableColumn } from '@diy/ui';
import { useEffect, useRef, useState } from 'react';
import { oneOf, useListParams } from '../shared/list-params';
import { StaffListTable } from '../shared/StaffListTable';
import { StaffPage } from '../shared/StaffPage';
import { failureText, istDateTime } from '../shared/staff-feedback';
import { StyledCellStack, StyledMuted, StyledPanel, StyledSplit, StyledStack } from '../shared/staff.styles';
import { LIST_STATUS_LABELS, LIST_STATUS_ORDER } from './organiser-review';
import { OrganiserReviewPanel } from './OrganiserReviewPanel';

/** /apps/diy/organiser-approval: the review queue by status with counts, search and paging, and one organiser's review. */
export function OrganiserApprovalPage() {
  return (
    <StaffPage title="Organiser approval" lead="Review new organisers and the new documents of approved ones." roles={REVIEW_ROLES}>
      <OrganiserApproval />
    </StaffPage>
  );
}

function OrganiserApproval() {
  const { params, search, offset, update } = useListParams();
  const status = oneOf<OrganiserListStatus>(ORGANISER_LIST_STATUSES, params.get('status'), 'pending');
  const selectedId = params.get('organiser');
  const list = useGetOrganiserListQuery({ status, search, offset, limit: STAFF_LIST_DEFAULTS.limit });
  const [snapshot, setSnapshot] = useState<OrganiserListItem | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const fromList = list.data?.list.find((o) => o.organiserId === selectedId) ?? null;
  // The organiser stays on screen while a finished action's dialog is open, even after the list moved on.
  useEffect(() => {
    if (fromList) setSnapshot(fromList);
    else if (!selectedId) setSnapshot(null);
  }, [fromList, selectedId]);
  const selected = fromList ?? (snapshot?.organiserId === selectedId ? snapshot : null);

  const select = (id: string) => {
    update({ organiser: id });
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };

  const counts = list.data?.counts;
  const columns: DataTableColumn<OrganiserListItem>[] = [
    {
      key: 'name',
      header: 'Organiser',
      rowHeader: true,
      render: (o) => (
        <StyledCellStack>
          {o.organisationName}
          <small>{[o.mobile, o.email].filter(Boolean).join(' · ')}</small>
        </StyledCellStack>
      ),
    },
    { key: 'kind', header: 'Type', render: (o) => (o.kind === 'ADDITIONAL_DOC_APPROVAL' ? 'New documents' : 'New organiser') },
    { key: 'submitted', header: status === 'pending' || status === 'under-review' ? 'Submitted' : 'Reviewed', render: (o) => istDateTime(status === 'pending' || status === 'under-review' ? o.submittedAt : o.reviewedAt ?? o.submittedAt) },
    {
      key: 'action',
      header: 'Action',
      align: 'end',
      render: (o) => (
        <Button size="sm" variant={o.organiserId === selectedId ? 'primary' : 'secondary'} onClick={() => select(o.organiserId)} aria-label={`Review ${o.organisationName}`}>
          Review
        </Button>
      ),
    },
  ];

  return (
    <StyledStack>
      <SearchField
        label="Search organisers"
        placeholder="Organisation, mobile or e-mail"
        defaultValue={search}
        onSearch={(text) => update({ search: text, offset: null, organiser: null })}
      />
      <Tabs
        label="Organisers by status"
        value={status}
        onChange={(next) => update({ status: next, offset: null, organiser: null })}
        items={LIST_STATUS_ORDER.map((s) => ({ value: s, label: LIST_STATUS_LABELS[s], count: counts?.[s] }))}
      >
        <StyledSplit>
          <div>
            <StaffListTable
              query={list}
              errorTitle="The list did not load"
              errorText={failureText(list.error)}
              caption={`${LIST_STATUS_LABELS[status]} organisers`}
              columns={columns}
              rows={list.data?.list ?? []}
              rowKey={(o) => o.organiserId}
              currentKey={selectedId}
              emptyTitle={search ? 'No organiser matches your search' : `No ${LIST_STATUS_LABELS[status].toLowerCase()} organisers`}
              total={list.data?.total ?? 0}
              offset={offset}
              onOffsetChange={(next) => update({ offset: String(next) })}
            />
          </div>
          <div ref={panelRef}>
            {selected ? (
              <OrganiserReviewPanel item={selected} onReviewed={() => update({ organiser: null })} />
            ) : (
              <StyledPanel aria-label="Organiser review">
                <StyledMuted>Choose Review on an organiser to see their details and documents.</StyledMuted>
              </StyledPanel>
            )}
          </div>
        </StyledSplit>
      </Tabs>
    </StyledStack>
  );
}
