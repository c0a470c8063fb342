import { useGetEventsInfiniteQuery } from '@diy/api';
import { DEFAULT_EVENT_TABS, EVENT_LIST_LOADER_MIN, EVENT_TABS, EVENT_TAB_LABELS, formatIstDateTime, type EventTab } from '@diy/domain';
import { Button, EmptyState, ErrorList, EventCard, Spinner, Tabs } from '@diy/ui';
import { useEffect, useRef } from 'react';
import { PageHeading } from '@diy/shell';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { StyledList, StyledLoader } from './EventsPage.styles';

const EMPTY_TEXT: Record<EventTab, { title: string; body: string }> = {
  live: { title: 'No live events yet', body: 'Events you publish appear here with their next show.' },
  past: { title: 'No past events', body: 'Events whose shows are over appear here.' },
  'live-past': { title: 'No events yet', body: 'Published events appear here.' },
  draft: { title: 'No drafts', body: 'Events you are writing, under review or sent back for edits appear here.' },
  closed: { title: 'Nothing unlisted or closed', body: 'Events you close or unlist appear here.' },
};

function isEventTab(value: string | undefined): value is EventTab {
  return (EVENT_TABS as readonly string[]).includes(value ?? '');
}

/** /events/live and /events/draft: the organiser's events, 25 a page, appended as the list scrolls. */
export function EventsPage() {
  const { tab } = useParams();
  if (!isEventTab(tab)) return <Navigate to="/events/live" replace />;
  return <EventList tab={tab} />;
}

function EventList({ tab }: { tab: EventTab }) {
  const navigate = useNavigate();
  const query = useGetEventsInfiniteQuery(tab);
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = query;
  const events = data?.pages.flatMap((page) => page.list) ?? [];
  const lastPage = data?.pages.at(-1);
  const showLoader = hasNextPage && (lastPage?.list.length ?? 0) >= EVENT_LIST_LOADER_MIN;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !showLoader) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [showLoader, isFetchingNextPage, fetchNextPage]);

  const tabs = DEFAULT_EVENT_TABS.map((value) => ({ value, label: EVENT_TAB_LABELS[value] }));

  return (
    <>
      <PageHeading title="Events" />
      <Tabs label="Event lists" items={tabs} value={tab} onChange={(next) => navigate(`/events/${next}`)} />
      {error && <ErrorList errors={[error.message]} />}
      {isLoading && (
        <StyledLoader>
          <Spinner label="Loading events" />
        </StyledLoader>
      )}
      {!isLoading && !error && events.length === 0 && <EmptyState {...EMPTY_TEXT[tab]} />}
      {events.length > 0 && (
        <StyledList aria-label={`${EVENT_TAB_LABELS[tab]} events`}>
          {events.map((event) => (
            <li key={event.draftId}>
              <EventCard
                title={event.title}
                status={event.status}
                category={event.category}
                city={event.city}
                venueName={event.venueName}
                when={event.showTime ? formatIstDateTime(event.showTime) : null}
                bannerUrl={event.bannerUrl}
              />
            </li>
          ))}
        </StyledList>
      )}
      {showLoader && (
        <StyledLoader ref={sentinel}>
          {isFetchingNextPage ? (
            <Spinner label="Loading more events" />
          ) : (
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              Load more events
            </Button>
          )}
        </StyledLoader>
      )}
    </>
  );
}
