import {
  bookingReportSchema, dailySummarySchema, dashboardSchema, type DailySummary, reportEventsSchema, type Dashboard, type ReportEvents, eventReportSchema, multiSessionFlagSchema, reportEmailAnswerSchema, sessionReportSchema,
  type BookingReport, type EventReport, type MultiSessionFlag, type ReportEmailAnswer, type ReportFormat, type SessionReport, type ShowsType,
} from '@diy/domain';
import { api, unwrap } from './base-api';
import { saveBlobAs } from './save-blob';

/** A session of an event at its venue: what the booking search, download and e-mail calls name. */
export interface ReportSessionArg {
  eventCode: string;
  sessionId: string;
  venueCode: string;
}
/** What a file or e-mail call covers: one session, or the whole event (every show) when only the event is named. */
export type ReportScopeArg = ReportSessionArg | { eventCode: string; sessionId?: undefined; venueCode?: undefined };
export type ReportFileArg = ReportScopeArg & { format: ReportFormat };

const e = encodeURIComponent;
const sessionPart = (a: ReportSessionArg) => `venue/${e(a.venueCode)}/event/${e(a.eventCode)}/session/${e(a.sessionId)}`;
const scopePart = (a: ReportScopeArg) => (a.sessionId !== undefined ? sessionPart(a) : `event/${e(a.eventCode)}`);

/** The report paths of seed 000 section 7 (under the API base). */
export const REPORT_PATHS = {
  eventWise: (eventCode: string, showsType: ShowsType) => `/reports/event-wise/v1/event/${e(eventCode)}/${showsType}`,
  sessionWise: (eventCode: string, sessionId: string) => `/reports/session-wise/v1/event/${e(eventCode)}/session/${e(sessionId)}`,
  searchByBookingId: (a: ReportSessionArg) => `/reports/search-by-bookingId/v1/${sessionPart(a)}`,
  /** A session's file, or the whole event's when the argument names no session. */
  download: (a: ReportFileArg) => `/reports/download/v1/${scopePart(a)}/format/${a.format}`,
  email: (a: ReportFileArg) => `/reports/email/v1/${scopePart(a)}/format/${a.format}`,
  multiSessionFlag: (eventCode: string) => `/reports/v1/get-multi-session-flag/event/${e(eventCode)}`,
  events: '/reports/v1/events',
  dailySummary: (eventCode: string) => `/reports/v1/schedule/event/${e(eventCode)}`,
  dashboard: '/reports/v1/dashboard',
} as const;

/** The file name a download offers (RFC 6266: the UTF-8 `filename*` first, else `filename`), or the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2]?.trim()) || fallback;
}

/** Sales reports (seed 000 sections 2, 4 and 7): figures on demand, the booking search, download and e-mail. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organiser's published events with their sales so far (the Reports list, sold bars on event cards). */
    getReportEvents: build.query<ReportEvents, void>({
      query: () => REPORT_PATHS.events,
      transformResponse: unwrap(reportEventsSchema),
      providesTags: [{ type: 'Report', id: 'LIST' }],
    }),
    /** The event's daily sales summary e-mail (time of day in IST), set and stopped below. */
    getDailySummary: build.query<DailySummary, string>({
      query: (eventCode) => REPORT_PATHS.dailySummary(eventCode),
      transformResponse: unwrap(dailySummarySchema),
      providesTags: (_r, _e, eventCode) => [{ type: 'Report', id: `schedule-${eventCode}` }],
    }),
    setDailySummary: build.mutation<DailySummary, { eventCode: string; time: string }>({
      query: ({ eventCode, time }) => ({ url: REPORT_PATHS.dailySummary(eventCode), method: 'PUT', body: { time } }),
      transformResponse: unwrap(dailySummarySchema),
      invalidatesTags: (_r, _e, { eventCode }) => [{ type: 'Report', id: `schedule-${eventCode}` }],
    }),
    stopDailySummary: build.mutation<DailySummary, string>({
      query: (eventCode) => ({ url: REPORT_PATHS.dailySummary(eventCode), method: 'DELETE' }),
      transformResponse: unwrap(dailySummarySchema),
      invalidatesTags: (_r, _e, eventCode) => [{ type: 'Report', id: `schedule-${eventCode}` }],
    }),
    /** The home dashboard. */
    getDashboard: build.query<Dashboard, void>({
      query: () => REPORT_PATHS.dashboard,
      transformResponse: unwrap(dashboardSchema),
      providesTags: [{ type: 'Report', id: 'DASHBOARD' }],
    }),
    getEventReport: build.query<EventReport, { eventCode: string; showsType: ShowsType }>({
      query: ({ eventCode, showsType }) => REPORT_PATHS.eventWise(eventCode, showsType),
      transformResponse: unwrap(eventReportSchema),
      providesTags: (_r, _e, { eventCode }) => [{ type: 'Report', id: eventCode }],
    }),
    getSessionReport: build.query<SessionReport, { eventCode: string; sessionId: string; venueCode?: string }>({
      query: ({ eventCode, sessionId, venueCode }) => ({ url: REPORT_PATHS.sessionWise(eventCode, sessionId), params: venueCode ? { vnuCode: venueCode } : {} }),
      transformResponse: unwrap(sessionReportSchema),
      providesTags: (_r, _e, { eventCode, sessionId }) => [{ type: 'Report', id: eventCode }, { type: 'Report', id: sessionId }],
    }),
    searchBookingId: build.query<BookingReport, ReportSessionArg & { bookingId: string }>({
      query: ({ bookingId, ...session }) => ({ url: REPORT_PATHS.searchByBookingId(session), params: { bookingId: bookingId.trim().toUpperCase() } }),
      transformResponse: unwrap(bookingReportSchema),
      keepUnusedDataFor: 0,
    }),
    getMultiSessionFlag: build.query<MultiSessionFlag, string>({
      query: (eventCode) => REPORT_PATHS.multiSessionFlag(eventCode),
      transformResponse: unwrap(multiSessionFlagSchema),
      providesTags: (_r, _e, eventCode) => [{ type: 'Report', id: eventCode }],
    }),
    /**
     * The report file (CSV or XLSX) as a blob, saved under the server's file name through an object URL; the store
     * keeps only the name and size, so it stays serialisable.
     */
    downloadReport: build.mutation<{ fileName: string; sizeBytes: number }, ReportFileArg>({
      query: (arg) => ({
        url: REPORT_PATHS.download(arg),
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          const blob = await response.blob();
          const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), `${arg.eventCode}-report.${arg.format}`);
          saveBlobAs(blob, fileName);
          return { fileName, sizeBytes: blob.size };
        },
      }),
    }),
    /** Asks the server to mail the report to the organiser (a background job); answers the message to show. */
    emailReport: build.mutation<ReportEmailAnswer, ReportFileArg>({
      query: (arg) => ({ url: REPORT_PATHS.email(arg), method: 'GET' }),
      transformResponse: unwrap(reportEmailAnswerSchema),
    }),
  }),
});

export const {
  useGetReportEventsQuery,
  useGetDashboardQuery,
  useGetDailySummaryQuery,
  useSetDailySummaryMutation,
  useStopDailySummaryMutation,
  useGetEventReportQuery,
  useGetSessionReportQuery,
  useGetMultiSessionFlagQuery,
  useLazyGetEventReportQuery,
  useLazyGetSessionReportQuery,
  useLazySearchBookingIdQuery,
  useLazyGetMultiSessionFlagQuery,
  useDownloadReportMutation,
  useEmailReportMutation,
} = reportsApi;
