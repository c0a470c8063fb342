import { useGetEventReviewListQuery, type EventReviewList } from '@diy/api';
import { REVIEW_ROLES, STAFF_LIST_DEFAULTS } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { Button, DataTable, MessageBanner, SearchField, type DataTableColumn } from '@diy/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { STAFF_PATHS } from '../../staff-paths';
import { RoleGate } from '../shared/RoleGate';
import { failureText, istDateTime } from '../shared/staff-feedback';
import { StyledCellStack, StyledPill, StyledStack } from '../shared/staff.styles';

type Item = EventReviewList['list'][number];

/** /apps/diy/event-review: events waiting for review, oldest first. */
export function EventReviewListPage() {
  return (
    <>
      <PageHeading title="Event review" lead="Events and changes to live events waiting for review. Approved events go live for the organiser." />
      <RoleGate roles={REVIEW_ROLES}>
        <EventReviewList />
      </RoleGate>
    </>
  );
}

function EventReviewList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const offset = Math.max(0, Number(params.get('offset') ?? 0) || 0);
  const list = useGetEventReviewListQuery({ search, offset, limit: STAFF_LIST_DEFAULTS.limit });
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  const columns: DataTableColumn<Item>[] = [
    { key: 'title', header: 'Event', rowHeader: true, render: (e) => <StyledCellStack>{e.title}<small>{e.eventCode ?? e.draftId}</small></StyledCellStack> },
    { key: 'organiser', header: 'Organiser', render: (e) => e.organiserName },
    { key: 'type', header: 'Type', render: (e) => <StyledPill $tone={e.isUpdate ? 'info' : 'warning'}>{e.isUpdate ? 'Change to live event' : 'New event'}</StyledPill> },
    { key: 'where', header: 'Category · city', render: (e) => [e.category, e.city].filter(Boolean).join(' · ') || '—' },
    { key: 'submitted', header: 'Submitted', render: (e) => istDateTime(e.submittedAt) },
    {
      key: 'action',
      header: 'Action',
      align: 'end',
      render: (e) => (
        <Link to={`${STAFF_PATHS.eventReview}/${encodeURIComponent(e.draftId)}`} aria-label={`Review ${e.title}`}>
          Review
        </Link>
      ),
    },
  ];
  return (
    <StyledStack>
      <SearchField label="Search events" placeholder="Event name, code or organiser" defaultValue={search} onSearch={(text) => update({ search: text, offset: null })} />
      {list.isError ? (
        <MessageBanner tone="error" title="The queue did not load" action={<Button size="sm" variant="secondary" onClick={() => void list.refetch()}>Retry</Button>}>
          {failureText(list.error)}
        </MessageBanner>
      ) : (
        <DataTable
          caption="Events waiting for review"
          columns={columns}
          rows={list.data?.list ?? []}
          rowKey={(e) => e.draftId}
          loading={list.isLoading}
          fetching={list.isFetching}
          emptyTitle={search ? 'No event matches your search' : 'No events waiting for review'}
          paging={{ total: list.data?.total ?? 0, limit: STAFF_LIST_DEFAULTS.limit, offset, onOffsetChange: (next) => update({ offset: String(next) }) }}
        />
      )}
    </StyledStack>
  );
}
