import { useGetScanEventsInfiniteQuery } from '@diy/api';
import { SCAN_MESSAGES, formatIstDate, formatIstTime, type ScanEvent } from '@diy/domain';
import { useAppDispatch } from '@diy/shell';
import { Button, EmptyState, MessageBanner, SearchField, Spinner } from '@diy/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SCANNER_PATH } from '../state/hooks';
import { eventSelected, searchChanged } from '../state/scanning-slice';
import {
  StyledCentered, StyledEventButton, StyledEventList, StyledEventMeta, StyledEventTitle, StyledScreen, StyledScroll, StyledTitle, StyledTop,
} from './scan-pages.styles';

function when(event: ScanEvent): string {
  const parts = [event.city, event.nextShowTime ? `${formatIstDate(event.nextShowTime)}, ${formatIstTime(event.nextShowTime)}` : 'No active session'];
  return parts.filter(Boolean).join(' · ');
}

/** /scanningApp/eventList: the events this account can scan, searchable, 25 a page. */
export default function EventListPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const query = useGetScanEventsInfiniteQuery({ q });
  const events = query.data?.pages.flatMap((p) => p.results) ?? [];

  const search = (text: string) => {
    if (text === q) return;
    dispatch(searchChanged());
    setQ(text);
  };
  const choose = (event: ScanEvent) => {
    dispatch(eventSelected({ eventCode: event.eventCode, title: event.title }));
    navigate(SCANNER_PATH);
  };

  return (
    <StyledScreen>
      <StyledTop>
        <StyledTitle>Choose event</StyledTitle>
        <SearchField label="Search events" placeholder="Title or event code" onSearch={search} />
      </StyledTop>
      <StyledScroll>
        {query.isError && !query.isFetching ? (
          <MessageBanner tone="error" action={<Button variant="secondary" onClick={() => void query.refetch()}>Retry</Button>}>
            {SCAN_MESSAGES.eventsFetchFailed}
          </MessageBanner>
        ) : null}
        {query.isLoading ? (
          <StyledCentered>
            <Spinner size="lg" label="Loading events" />
          </StyledCentered>
        ) : null}
        {query.isSuccess && events.length === 0 ? (
          <EmptyState compact title={q ? `No events match “${q}”` : 'No events to scan'} body="Events with sessions you can scan appear here." />
        ) : null}
        {events.length > 0 ? (
          <StyledEventList aria-label="Events">
            {events.map((event) => (
              <li key={event.eventCode}>
                <StyledEventButton type="button" onClick={() => choose(event)}>
                  <StyledEventTitle>{event.title}</StyledEventTitle>
                  <StyledEventMeta>
                    {event.eventCode} · {when(event)}
                  </StyledEventMeta>
                </StyledEventButton>
              </li>
            ))}
          </StyledEventList>
        ) : null}
        {query.hasNextPage ? (
          <Button variant="secondary" size="lg" fullWidth loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more events
          </Button>
        ) : null}
      </StyledScroll>
    </StyledScreen>
  );
}
