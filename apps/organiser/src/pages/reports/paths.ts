/** The Reports area's routes in the organiser console. */
export const REPORT_ROUTES = {
  list: '/reports',
  event: (eventCode: string) => `/reports/${encodeURIComponent(eventCode)}`,
  session: (eventCode: string, sessionId: string) => `/reports/${encodeURIComponent(eventCode)}/session/${encodeURIComponent(sessionId)}`,
} as const;
