import { useGetEventReviewListQuery, type EventReviewList } from '@diy/api';
import { STAFF_LIST_DEFAULTS } from '@diy/domain';
import { SearchField, type DataTableColumn } from '@diy/ui';
import { Link } from 'react-router-dom';
import { STAFF_PATHS } from '../../staff-paths';
import { useListParams } from '../shared/list-params';
import { StaffListTable } from '../shared/StaffListTable';
import { StaffPage } from '../shared/StaffPage';
import { failureText, istDateTime } from '../shared/staff-feedback';
import { StyledCellStack, StyledPill, StyledStack } from '../shared/staff.styles';

type Item = EventReviewList['list'][number];

/** /apps/diy/event-review: events waiting for review, oldest first. */
export function EventReviewListPage() {
  return (
    <StaffPage title="Event review" lead="Events and changes to live events waiting for review. Approved events go live for the organiser.">
      <EventReviewList />
    </StaffPage>
  );
}

function EventReviewList() {
  const { search, offset, update } = useListParams();
  const list = useGetEventReviewListQuery({ search, offset, limit: STAFF_LIST_DEFAULTS.limit });
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
      <StaffListTable
        query={list}
        errorTitle="The queue did not load"
        errorText={failureText(list.error)}
        caption="Events waiting for review"
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(e) => e.draftId}
        emptyTitle={search ? 'No event matches your search' : 'No events waiting for review'}
        total={list.data?.total ?? 0}
        offset={offset}
        onOffsetChange={(next) => update({ offset: String(next) })}
      />
    </StyledStack>
  );
}
