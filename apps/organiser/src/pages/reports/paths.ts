/** The Reports area's routes in the organiser console. */
export const REPORT_ROUTES = {
  list: '/reports',
  event: (eventCode: string) => `/reports/${encodeURIComponent(eventCode)}`,
  session: (eventCode: string, sessionId: string) => `/reports/${encodeURIComponent(eventCode)}/session/${encodeURIComponent(sessionId)}`,
  /** The event's box-office shifts; with a session id only that show's. */
  shifts: (eventCode: string, sessionId?: string) => `/reports/${encodeURIComponent(eventCode)}/shifts${sessionId ? `?session=${encodeURIComponent(sessionId)}` : ''}`,
  shift: (eventCode: string, shiftId: string) => `/reports/${encodeURIComponent(eventCode)}/shifts/${encodeURIComponent(shiftId)}`,
} as const;
