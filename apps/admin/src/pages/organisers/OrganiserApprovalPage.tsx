import { useGetOrganiserQuery } from '@diy/api';
import { type OrganiserListItem } from '@diy/domain';
import { Button, MessageBanner, type DataTableColumn } from '@diy/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRef } from 'react';
import { StaffPage } from '../shared/StaffPage';
import { failureText, istDateTime } from '../shared/staff-feedback';
import { StyledCellStack, StyledMuted, StyledPanel, StyledSplit, StyledStack } from '../shared/staff.styles';
import { OrganiserListView, useOrganiserList } from './OrganiserList';
import { OrganiserReviewPanel } from './OrganiserReviewPanel';

/** /apps/diy/organiser-approval: the review queue by status with counts, search and paging, and one organiser's review. */
export function OrganiserApprovalPage() {
  return (
    <StaffPage title="Organiser approval" lead="Review new organisers and the new documents of approved ones.">
      <OrganiserApproval />
    </StaffPage>
  );
}

function OrganiserApproval() {
  const organisers = useOrganiserList('pending');
  const { params, status, update, list } = organisers;
  const selectedId = params.get('organiser');
  const panelRef = useRef<HTMLDivElement>(null);
  // The organiser's own record, whatever list it is in: after an action it shows the new status at once.
  const detail = useGetOrganiserQuery(selectedId ?? skipToken);
  const fromList = list.data?.list.find((o) => o.organiserId === selectedId) ?? null;
  const selected = detail.data && detail.data.organiserId === selectedId ? detail.data : fromList;

  const select = (id: string) => {
    update({ organiser: id });
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };

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
      <OrganiserListView
        state={organisers}
        columns={columns}
        clears={{ organiser: null }}
        currentKey={selectedId}
        layout={(table) => (
          <StyledSplit>
            <div>{table}</div>
            <div ref={panelRef}>
              {selected ? (
                <OrganiserReviewPanel item={selected} />
              ) : selectedId && detail.isError ? (
                <MessageBanner tone="error" title="This organiser did not load">
                  {failureText(detail.error)}
                </MessageBanner>
              ) : (
                <StyledPanel aria-label="Organiser review">
                  <StyledMuted>Choose Review on an organiser to see their details and documents.</StyledMuted>
                </StyledPanel>
              )}
            </div>
          </StyledSplit>
        )}
      />
    </StyledStack>
  );
}
