import { useDeleteDraftMutation, useGetEventsInfiniteQuery } from '@diy/api';
import {
  EVENT_LIST_LOADER_MIN,
  EVENT_LIST_TABS,
  STATUS_CHANGE_TEXTS,
  formatIstTime,
  EVENT_ROUTES,
  EVENT_TABS,
  EVENT_TAB_LABELS,
  formatIstDateTime,
  type EventListItem,
  type EventTab,
} from '@diy/domain';
import { PageHeading, showPopup, showToast, useAppDispatch } from '@diy/shell';
import { Button, EmptyState, ErrorList, EventCard, Spinner, Tabs } from '@diy/ui';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../NotFoundPage';
import { useEventSales } from '../../reports/use-event-sales';
import { useEventErrors } from '../shared/use-event-errors';
import { overviewHref } from './overview-href';
import { StyledList, StyledLoader } from './EventsPage.styles';

const EMPTY_TEXT: Record<EventTab, { title: string; body: string }> = {
  live: { title: 'No live events yet', body: 'Events you publish appear here with their next show.' },
  past: { title: 'No past events', body: 'Events whose shows are over appear here.' },
  'live-past': { title: 'No events yet', body: 'Published events appear here.' },
  draft: { title: 'No drafts', body: 'Events you are writing, under review or sent back for edits appear here.' },
  closed: { title: 'Nothing unlisted or closed', body: 'Events you close or unlist appear here.' },
};

export const DELETE_DRAFT_TEXTS = {
  title: 'Delete this draft?',
  body: (title: string) => `“${title}” and everything in it will be deleted. This cannot be undone.`,
  confirm: 'Delete',
  cancel: 'Cancel',
  done: 'Draft deleted',
} as const;

function isEventTab(value: string | undefined): value is EventTab {
  return (EVENT_TABS as readonly string[]).includes(value ?? '');
}

export { overviewHref } from './overview-href';

/**
 * /events/live and /events/draft: the organiser's events, 25 a page, appended as the list scrolls. An unknown tab
 * (/events/whatever) is a not-found page, never the Live tab in silence.
 */
export default function EventsPage() {
  const { tab } = useParams();
  if (!isEventTab(tab)) return <NotFoundPage />;
  return <EventList tab={tab} />;
}

function EventList({ tab }: { tab: EventTab }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const onError = useEventErrors();
  const [deleteDraft] = useDeleteDraftMutation();
  const query = useGetEventsInfiniteQuery(tab);
  const salesOf = useEventSales();
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

  // Live, Past, Draft and 'Unlisted & Closed' (live-past stays reachable by its URL, shown under Live).
  const tabs = EVENT_LIST_TABS.map((value) => ({ value, label: EVENT_TAB_LABELS[value] }));
  const current = tab === 'live-past' ? 'live' : tab;

  const open = (href: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };

  const confirmDelete = (event: EventListItem) => {
    showPopup(dispatch, {
      title: DELETE_DRAFT_TEXTS.title,
      body: DELETE_DRAFT_TEXTS.body(event.title),
      buttons: [
        {
          label: DELETE_DRAFT_TEXTS.confirm,
          variant: 'danger',
          onClick: () => {
            deleteDraft({ draftId: event.draftId })
              .unwrap()
              .then(() => dispatch(showToast({ type: 'success', data: DELETE_DRAFT_TEXTS.done })))
              .catch((e: unknown) => onError(e, 'other'));
          },
        },
        { label: DELETE_DRAFT_TEXTS.cancel, variant: 'secondary' },
      ],
    });
  };

  return (
    <>
      <PageHeading
        title="Events"
        actions={
          <Button onClick={() => void navigate(EVENT_ROUTES.create)} leading={<span aria-hidden="true">+</span>}>
            Create event
          </Button>
        }
      />
      <Tabs label="Event lists" items={tabs} value={current} onChange={(next) => void navigate(`/events/${next}`)} />
      {error && <ErrorList errors={[error.message]} />}
      {isLoading && (
        <StyledLoader>
          <Spinner label="Loading events" />
        </StyledLoader>
      )}
      {!isLoading && !error && events.length === 0 && (
        <EmptyState
          {...EMPTY_TEXT[tab]}
          action={tab === 'draft' ? <Button onClick={() => void navigate(EVENT_ROUTES.create)}>Create event</Button> : undefined}
        />
      )}
      {events.length > 0 && (
        <StyledList aria-label={`${EVENT_TAB_LABELS[tab]} events`}>
          {events.map((event) => {
            const href = overviewHref(event);
            return (
              <li key={event.draftId}>
                <EventCard
                  headingLevel={2}
                  title={event.title}
                  status={event.status}
                  category={event.category}
                  city={event.city}
                  venueName={event.venueName}
                  when={event.showTime ? formatIstDateTime(event.showTime) : null}
                  bannerUrl={event.bannerUrl}
                  sold={salesOf(event.eventCode)}
                  note={event.goLiveBy ? STATUS_CHANGE_TEXTS.publishing(formatIstTime(event.goLiveBy)) : undefined}
                  href={href}
                  onClick={open(href)}
                  actions={
                    event.status === 'draft' ? (
                      <Button variant="ghost" size="sm" aria-label={`Delete draft ${event.title}`} onClick={() => confirmDelete(event)}>
                        Delete
                      </Button>
                    ) : undefined
                  }
                />
              </li>
            );
          })}
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
