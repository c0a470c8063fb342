import { EVENT_LIST_PAGE_SIZE, eventListSchema, type EventList, type EventTab } from '@diy/domain';
import { api, unwrap } from './base-api';

/** Next `start` for the event list, or undefined when the server has no more. */
export function nextEventPage(lastPage: EventList): number | undefined {
  const next = lastPage.start + lastPage.list.length;
  return lastPage.list.length > 0 && next < lastPage.total ? next : undefined;
}

/** Event lists (seed 000 section 7, GET manage/event), loaded page by page and appended. */
export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.infiniteQuery<EventList, EventTab, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => nextEventPage(lastPage),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/manage/event',
        params: { status: queryArg, start: pageParam, limit: EVENT_LIST_PAGE_SIZE },
      }),
      transformResponse: unwrap(eventListSchema),
      providesTags: (_result, _error, tab) => [{ type: 'EventList', id: tab }],
    }),
  }),
});

export const { useGetEventsInfiniteQuery } = eventsApi;
