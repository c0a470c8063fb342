/** The Payments area's routes in the organiser console (issue 33). */
export const PAYMENT_ROUTES = {
  list: '/payments',
  statementPattern: '/payments/statements/:id',
  statement: (id: string) => `/payments/statements/${encodeURIComponent(id)}`,
  /** The statements of one event (from its report). */
  event: (eventCode: string) => `/payments?event=${encodeURIComponent(eventCode)}`,
} as const;
