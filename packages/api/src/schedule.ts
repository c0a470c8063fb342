import {
  approvedTicketTypesAnswerSchema,
  cancelSessionAnswerSchema,
  createTicketTypeAnswerSchema,
  onlineDetailsAnswerSchema,
  publishedSessionsAnswerSchema,
  scheduleAnswerSchema,
  updateInventoryAnswerSchema,
  venuesAnswerSchema,
  vodAnswerSchema,
  type ApprovedTicketTypes,
  type CancelSessionAnswer,
  type CancelSessionBody,
  type CreateTicketTypeAnswer,
  type OnlineDetailsAnswer,
  type OnlineDetailsBody,
  type PublishedSessionsAnswer,
  type PublishedSessionsBody,
  type ScheduleAnswer,
  type ScheduleVenueInput,
  type UpdateInventoryAnswer,
  type UpdateInventoryBody,
  type VenueType,
} from '@diy/domain';
import type * as z from 'zod';
import { api, unwrap } from './base-api';

export type VenuesAnswer = z.infer<typeof venuesAnswerSchema>;
export type VodAnswer = z.infer<typeof vodAnswerSchema>;

export interface VenueSearchArg {
  venueType: VenueType;
  /** The search text (the page debounces it by 600 ms); '' lists trending venues first. */
  search: string;
}

/** GET events/masters/venues query: venueType, and searchKey=name with searchValue when searching. */
export function venueSearchParams({ venueType, search }: VenueSearchArg): Record<string, string> {
  const value = search.trim();
  return value ? { venueType, searchKey: 'name', searchValue: value } : { venueType };
}

export interface SaveScheduleArg {
  draftId: string;
  eventCode?: string | null;
  venueInfo: ScheduleVenueInput[];
  /** Adding shows to a running event: the saved shows are locked. */
  addSession?: boolean;
}

const scheduleTag = (id: string) => ({ type: 'Event' as const, id: `schedule:${id}` });
const LISTS = (['live', 'past', 'live-past', 'draft', 'closed'] as const).map((id) => ({ type: 'EventList' as const, id }));

export interface CancelSessionArg extends CancelSessionBody {
  /** The draft the console opened the schedule by (its schedule cache is keyed by the draft id). */
  draftId?: string;
}

/**
 * What a cancelled show changes: the schedule and event (by code and by draft id), the event lists, the event's and
 * the show's reports and the dashboard (its sales are gone), and the scanner's sessions of the event.
 */
export function cancelSessionTags({ eventCode, sessionId, draftId }: CancelSessionArg) {
  return [
    scheduleTag(eventCode),
    { type: 'Event' as const, id: eventCode },
    ...(draftId ? [scheduleTag(draftId), { type: 'Event' as const, id: draftId }] : []),
    ...LISTS,
    { type: 'Report' as const, id: eventCode },
    { type: 'Report' as const, id: sessionId },
    { type: 'Report' as const, id: 'DASHBOARD' },
    { type: 'ScanEvent' as const, id: eventCode },
  ];
}

/**
 * Schedule and tickets (seed 000 sections 2 to 5 and 7): the venue master, the saved schedule and its save
 * (venueInfo with sessions, ticket types and recurrences), ticket-type names, inventory, published sessions and the
 * online details.
 */
export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET events/masters/venues?venueType=onGround&searchKey=name&searchValue= */
    searchVenues: build.query<VenuesAnswer, VenueSearchArg>({
      query: (arg) => ({ url: '/events/masters/venues', params: venueSearchParams(arg) }),
      transformResponse: unwrap(venuesAnswerSchema),
      providesTags: (_r, _e, arg) => [{ type: 'Masters', id: `venues:${arg.venueType}:${arg.search.trim().toLowerCase()}` }],
      keepUnusedDataFor: 300,
    }),
    /** GET manage/event/{draftId or eventCode}/schedule: venues, sessions with ticket types (sold, available), recurrences. */
    getSchedule: build.query<ScheduleAnswer, string>({
      query: (id) => ({ url: `/manage/event/${encodeURIComponent(id)}/schedule` }),
      transformResponse: unwrap(scheduleAnswerSchema),
      providesTags: (_r, _e, id) => [scheduleTag(id)],
    }),
    /** PUT manage/event/{draftId}/schedule {venueInfo, eventCode?, addSession?}: the venueInfo section's save. */
    saveSchedule: build.mutation<ScheduleAnswer, SaveScheduleArg>({
      query: ({ draftId, eventCode, venueInfo, addSession }) => ({
        url: `/manage/event/${encodeURIComponent(draftId)}/schedule`,
        method: 'PUT',
        body: { venueInfo, ...(eventCode ? { eventCode } : {}), ...(addSession ? { addSession: true } : {}) },
      }),
      transformResponse: unwrap(scheduleAnswerSchema),
      invalidatesTags: (_r, _e, { draftId, eventCode }) => [
        scheduleTag(draftId),
        { type: 'Event', id: draftId },
        ...(eventCode ? [scheduleTag(eventCode), { type: 'Event' as const, id: eventCode }] : []),
        { type: 'Event', id: `online:${draftId}` },
        ...LISTS,
      ],
    }),
    /** GET tickettypes/approved?search=: the approved ticket-type names. */
    getApprovedTicketTypes: build.query<ApprovedTicketTypes, string | void>({
      query: (search) => ({ url: '/tickettypes/approved', params: search ? { search } : {} }),
      transformResponse: unwrap(approvedTicketTypesAnswerSchema),
      providesTags: [{ type: 'TicketType', id: 'approved' }],
    }),
    /** POST tickettypes {ticketTypeName}: 'Ticket name is sent for approval'. */
    createTicketType: build.mutation<CreateTicketTypeAnswer, string>({
      query: (ticketTypeName) => ({ url: '/tickettypes', method: 'POST', body: { ticketTypeName } }),
      transformResponse: unwrap(createTicketTypeAnswerSchema),
      invalidatesTags: [{ type: 'TicketType', id: 'approved' }],
    }),
    /** POST v1/manage/event/session/update-inventory */
    updateInventory: build.mutation<UpdateInventoryAnswer, UpdateInventoryBody & { draftId?: string }>({
      query: ({ draftId: _draftId, ...body }) => ({ url: '/v1/manage/event/session/update-inventory', method: 'POST', body }),
      transformResponse: unwrap(updateInventoryAnswerSchema),
      invalidatesTags: (_r, _e, { etCode, draftId }) => [scheduleTag(etCode), ...(draftId ? [scheduleTag(draftId)] : [])],
    }),
    /** POST manage/event/published/sessions: changes to a published event's sessions. */
    updatePublishedSessions: build.mutation<PublishedSessionsAnswer, PublishedSessionsBody>({
      query: (body) => ({ url: '/manage/event/published/sessions', method: 'POST', body }),
      transformResponse: unwrap(publishedSessionsAnswerSchema),
      invalidatesTags: (_r, _e, { eventCode }) => [scheduleTag(eventCode), { type: 'Event', id: eventCode }, ...LISTS],
    }),
    /** POST manage/event/published/sessions/cancel {eventCode, sessionId}: the show, its bookings and tickets cancelled. */
    cancelSession: build.mutation<CancelSessionAnswer, CancelSessionArg>({
      query: ({ eventCode, sessionId }) => ({ url: '/manage/event/published/sessions/cancel', method: 'POST', body: { eventCode, sessionId } }),
      transformResponse: unwrap(cancelSessionAnswerSchema),
      invalidatesTags: (_r, _e, arg) => cancelSessionTags(arg),
    }),
    /** GET manage/event/{draftId}/online: e-mail list, meeting link and password, VOD video and its deadline. */
    getOnlineDetails: build.query<OnlineDetailsAnswer, string>({
      query: (id) => ({ url: `/manage/event/${encodeURIComponent(id)}/online` }),
      transformResponse: unwrap(onlineDetailsAnswerSchema),
      providesTags: (_r, _e, id) => [{ type: 'Event', id: `online:${id}` }],
    }),
    /** PUT manage/event/{draftId}/online {emailIds?, joiningDetails?} */
    saveOnlineDetails: build.mutation<OnlineDetailsAnswer, { draftId: string; body: OnlineDetailsBody }>({
      query: ({ draftId, body }) => ({ url: `/manage/event/${encodeURIComponent(draftId)}/online`, method: 'PUT', body }),
      transformResponse: unwrap(onlineDetailsAnswerSchema),
      invalidatesTags: (_r, _e, { draftId }) => [{ type: 'Event', id: `online:${draftId}` }, { type: 'Event', id: draftId }],
    }),
    /** POST manage/event/{draftId}/vod {videoUrl}: refused (409 ERR.VOD.UPLOAD_CLOSED) later than 24 hours before the show. */
    addVodVideo: build.mutation<VodAnswer, { draftId: string; videoUrl: string; eventCode?: string | null }>({
      query: ({ draftId, videoUrl, eventCode }) => ({
        url: `/manage/event/${encodeURIComponent(draftId)}/vod`,
        method: 'POST',
        body: { videoUrl, ...(eventCode ? { eventCode } : {}) },
      }),
      transformResponse: unwrap(vodAnswerSchema),
      invalidatesTags: (_r, _e, { draftId }) => [{ type: 'Event', id: `online:${draftId}` }],
    }),
  }),
});

export const {
  useSearchVenuesQuery,
  useGetScheduleQuery,
  useSaveScheduleMutation,
  useGetApprovedTicketTypesQuery,
  useCreateTicketTypeMutation,
  useUpdateInventoryMutation,
  useUpdatePublishedSessionsMutation,
  useCancelSessionMutation,
  useGetOnlineDetailsQuery,
  useSaveOnlineDetailsMutation,
  useAddVodVideoMutation,
} = scheduleApi;
