/**
 * Roles, patterns, texts and features of logging in, without zod (the login screens read them first); the schemas
 * are auth-schemas.ts.
 */

/** Seed 001 section 9: access token 1 day, new-user token 1 day, MFA token 15 minutes. */
export const ACCESS_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const NEW_USER_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const MFA_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Roles a user can hold. Organisers own events; staff roles gate the admin and scanner apps. */
/** finance: staff who prepare and approve payouts and keep tax rates (issue 33, docs/settlements.md). */
export const ROLES = ['organiser', 'scanner', 'offer_manager', 'reviewer', 'admin', 'finance'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['reviewer', 'admin', 'finance'];

export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const LOGIN_MESSAGES = {
  usernameRequired: 'Please enter your e-mail or mobile number',
  usernameInvalid: 'Please enter a valid e-mail or 10-digit mobile number',
  passwordRequired: 'Please enter your password',
  invalidCredentials: 'Invalid username or password',
  loginDefault: 'Unable to login. Please try again.',
} as const;

/**
 * An organiser's application as the app needs it after login: anything but approved shows the application status
 * instead of the event areas (pending = submitted and waiting for review). 'none' for accounts without one (staff).
 */
export const APPLICATION_STATUSES = ['none', 'pending', 'rejected', 'partially_rejected', 'approved'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** GET /api/user/features: the feature keys a user may use. */
export const FEATURES = {
  events: 'diy.events.manage',
  offers: 'diy.offers.manage',
  reports: 'diy.diyreport.dashboard.r',
  scanEntry: 'diy.scan.entry',
  scanExit: 'diy.scan.exit',
  organiserReview: 'diy.staff.organiser-review',
  accessManagement: 'diy.staff.access',
  /** Staff who keep the platform's offer catalogue (issue 20). */
  offerCatalogue: 'diy.staff.offer-catalogue',
  /** An organiser's Payments area: settlement statements, invoices, TCS/TDS (issue 33). Owner, and IAM group DIY_FINANCE. */
  finance: 'diy.finance.statements',
  /** Staff finance: payout queue and batches, tax rates (role finance, IAM group DIY_FINANCE_STAFF). */
  payouts: 'diy.staff.payouts',
  /** The box office: selling at the door from the scanner (issue 30). Owner, and gate staff given IAM group DIY_BOX_OFFICE. */
  boxOffice: 'diy.box-office.sell',
} as const;
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_ACCOUNTS = {
  organiser: { email: 'organiser@demo.in', mobile: '9000000001' },
  reviewer: { email: 'reviewer@demo.in', mobile: '9000000002' },
  admin: { email: 'admin@demo.in', mobile: '9000000003' },
  gate: { email: 'gate@demo.in', mobile: '9000000004' },
} as const;
