/** The staff admin's routes (seed 001 section 2 names the first four; the review and audit screens are the product's). */
export const STAFF_PATHS = {
  home: '/apps/diy/home',
  organiserApproval: '/apps/diy/organiser-approval',
  allOrganisers: '/apps/diy/all-organisers',
  users: '/apps/diy/users',
  onboard: '/apps/diy/onboard',
  eventReview: '/apps/diy/event-review',
  ticketTypes: '/apps/diy/ticket-types',
  audit: '/apps/diy/audit-log',
  offers: '/apps/diy/offers',
  payouts: '/apps/diy/payouts',
} as const;
