import {
  BANNER_UPLOAD_FILE_FIELD,
  EVENT_LIST_PAGE_SIZE,
  bannerUploadAnswerSchema,
  createEventAnswerSchema,
  eventDraftSchema,
  eventListSchema,
  sectionPatchAnswerSchema,
  type BannerImage,
  type BannerType,
  type CreateEventAnswer,
  type EventDraft,
  type EventInfoInput,
  type EventList,
  type EventTab,
  type EventSearchAnswer,
  eventSearchAnswerSchema,
  type OrganiserTargetStatus,
  type SectionPatch,
} from '@diy/domain';
import * as z from 'zod';
import { api, unwrap } from './base-api';

/** Next `start` for the event list, or undefined when the server has no more. */
export function nextEventPage(lastPage: EventList): number | undefined {
  const next = lastPage.start + lastPage.list.length;
  return lastPage.list.length > 0 && next < lastPage.total ? next : undefined;
}

/** Event codes look like ET00012345; anything else in /events/configure/{id} is a draft id. */
export function isEventCode(id: string): boolean {
  return /^ET\d+$/i.test(id.trim());
}

/** Which draft or event the synopsis call asks for. */
export interface EventRef {
  draftId?: string | null;
  eventCode?: string | null;
}

/** The synopsis query (GET manage/event/synopsis?draftId=&eventCode=): only the parts that are known. */
export function synopsisParams(ref: EventRef): Record<string, string> {
  const params: Record<string, string> = {};
  if (ref.draftId) params.draftId = ref.draftId;
  if (ref.eventCode) params.eventCode = ref.eventCode;
  return params;
}

/** The route's id (a draft id or an event code) as an EventRef. */
export function eventRefFromId(id: string, eventCode?: string | null): EventRef {
  return isEventCode(id) ? { eventCode: id } : { draftId: id, eventCode: eventCode ?? null };
}

/** Cache id of a draft: its draft id, or its event code when only that is known. */
function refTag(ref: EventRef): string {
  return ref.draftId ?? ref.eventCode ?? '';
}

export interface PatchSectionArg {
  draftId: string;
  /** `{ <section>: value, eventCode? }` (the About screen sends synopsis and reasonsToAttend together). */
  body: SectionPatch;
}

export interface UploadBannerArg {
  bannerType: BannerType;
  /** The cropped JPEG. */
  file: Blob;
  draftId: string;
  eventCode?: string | null;
  eventTitle?: string | null;
}

/** The multipart body of a banner upload: draftId, eventCode, eventTitle and the file named `{bannerType}.jpeg`. */
export function bannerFormData(arg: UploadBannerArg): FormData {
  const form = new FormData();
  form.append('draftId', arg.draftId);
  if (arg.eventCode) form.append('eventCode', arg.eventCode);
  if (arg.eventTitle) form.append('eventTitle', arg.eventTitle);
  form.append(BANNER_UPLOAD_FILE_FIELD, arg.file, `${arg.bannerType}.jpeg`);
  return form;
}

/** DELETE delete/draft answers the deleted draft's id. */
const deleteAnswerSchema = z.looseObject({ draftId: z.string() });

/** The lists a draft can appear in: a mutation of a draft refreshes all of them. */
const ALL_LISTS = (['live', 'past', 'live-past', 'draft', 'closed'] as const).map((id) => ({ type: 'EventList' as const, id }));

/**
 * Events (seed 000 section 7): lists page by page, the draft (synopsis), create, section save, status change,
 * draft delete and banner upload.
 */
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
    /** GET proxy/nmcms/manage/search/events?q=: the organiser's events by title, code, venue or city. */
    searchEvents: build.query<EventSearchAnswer, string>({
      query: (q) => ({ url: '/proxy/nmcms/manage/search/events', params: { q } }),
      transformResponse: unwrap(eventSearchAnswerSchema),
      providesTags: (_result, _error, q) => [{ type: 'EventList', id: `search:${q}` }],
      keepUnusedDataFor: 30,
    }),
    /** GET manage/event/synopsis?draftId=&eventCode=: the whole draft or event. */
    getEventDraft: build.query<EventDraft, EventRef>({
      query: (ref) => ({ url: '/manage/event/synopsis', params: synopsisParams(ref) }),
      transformResponse: unwrap(eventDraftSchema),
      providesTags: (result, _error, ref) => {
        const tags = [{ type: 'Event' as const, id: refTag(ref) }];
        if (result) tags.push({ type: 'Event' as const, id: result.draftId });
        return tags;
      },
    }),
    /** POST manage/event {eventInfo}: answers the new draftId and status. */
    createEvent: build.mutation<CreateEventAnswer, { eventInfo: EventInfoInput; eventCode?: string }>({
      query: (body) => ({ url: '/manage/event', method: 'POST', body }),
      transformResponse: unwrap(createEventAnswerSchema),
      invalidatesTags: ALL_LISTS,
    }),
    /**
     * PATCH manage/event/{draftId}: saves one section. An active or inactive event answers with the draftId of
     * a new draft copy; the caller goes there.
     */
    patchEventSection: build.mutation<z.infer<typeof sectionPatchAnswerSchema>, PatchSectionArg>({
      query: ({ draftId, body }) => ({ url: `/manage/event/${encodeURIComponent(draftId)}`, method: 'PATCH', body }),
      transformResponse: unwrap(sectionPatchAnswerSchema),
      invalidatesTags: (result, _error, { draftId, body }) => [
        { type: 'Event', id: draftId },
        ...(body.eventCode ? [{ type: 'Event' as const, id: body.eventCode }] : []),
        ...(result && result.draftId !== draftId ? [{ type: 'Event' as const, id: result.draftId }] : []),
        ...ALL_LISTS,
      ],
    }),
    /** PUT manage/event/{eventId} {status}: review submits the draft for review. */
    changeEventStatus: build.mutation<CreateEventAnswer, { eventId: string; status: OrganiserTargetStatus }>({
      query: ({ eventId, status }) => ({ url: `/manage/event/${encodeURIComponent(eventId)}`, method: 'PUT', body: { status } }),
      transformResponse: unwrap(createEventAnswerSchema),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'Event', id: eventId }, ...ALL_LISTS],
    }),
    /** DELETE delete/draft {draftId}. */
    deleteDraft: build.mutation<z.infer<typeof deleteAnswerSchema>, { draftId: string }>({
      query: (body) => ({ url: '/delete/draft', method: 'DELETE', body }),
      transformResponse: unwrap(deleteAnswerSchema),
      invalidatesTags: (_result, _error, { draftId }) => [{ type: 'Event', id: draftId }, ...ALL_LISTS],
    }),
    /**
     * POST manage/event/upload/banner/{bannerType}: stores the cropped image and answers it; the page puts it in
     * the banner section, saved with the section.
     */
    uploadBanner: build.mutation<BannerImage, UploadBannerArg>({
      query: (arg) => ({
        url: `/manage/event/upload/banner/${encodeURIComponent(arg.bannerType)}`,
        method: 'POST',
        body: bannerFormData(arg),
      }),
      transformResponse: unwrap(bannerUploadAnswerSchema),
    }),
  }),
});

export const {
  useGetEventsInfiniteQuery,
  useSearchEventsQuery,
  useGetEventDraftQuery,
  useCreateEventMutation,
  usePatchEventSectionMutation,
  useChangeEventStatusMutation,
  useDeleteDraftMutation,
  useUploadBannerMutation,
} = eventsApi;
