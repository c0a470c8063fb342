import * as z from 'zod';
import { NAME_MAX_LENGTH } from './text-bounds';
import { type Role } from './auth';
import { pageSizeSchema, pageStartSchema } from './number-limits';
import { eventDraftSchema, EVENT_SECTION_SLUGS, rejectionReasonSchema } from './event-draft';
import { eventFieldDiffSchema } from './event-diff';
import { REVIEW_TEXTS, STAFF_MESSAGES } from './identity-messages';
import {
  applicationRejectionSchema,
  itemRejectionSchema,
  reviewNoteText,
  reviewReasonText,
} from './application-review';
import { rejectionRoundSchema } from './staff-history';

/**
 * Seed 001 sections 2 to 8 (staff screens, staff actions, user and access, staff proxy calls) and seed 000 section 4
 * (event review): the staff admin contract. Every path is under /api and needs `Authorization: Bearer` of a staff
 * account. Roles: REVIEW_ROLES (reviewer, and admin: an admin may do everything a reviewer does) for organisers, events
 * and ticket types; ADMIN_ROLES (admin only) for users and access, IAM and the audit log. Other roles get 403
 * ERR.FORBIDDEN, no token 401, an unknown id 404 ERR.NOT_FOUND. Every staff write records an AuditEntry in the same
 * transaction as the change. Errors are the usual envelope; approvals carry their text in errors.longDesc, rejections
 * in errors.shortDesc (seed 001 section 8), access flows use STAFF_MESSAGES.
 */

export const REVIEW_ROLES = ['reviewer', 'admin'] as const satisfies readonly Role[];
export const ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];

export const STAFF_LIST_DEFAULTS = { limit: 10, offset: 0, maxLimit: 100 } as const;
export const pageQuerySchema = z.object({
  limit: pageSizeSchema(STAFF_LIST_DEFAULTS.maxLimit, STAFF_LIST_DEFAULTS.limit),
  offset: pageStartSchema(STAFF_LIST_DEFAULTS.offset),
  search: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
/** The paging members of a staff list answer. */
export const staffPage = { total: z.number().int(), limit: z.number().int(), offset: z.number().int() };
const page = staffPage;

export const STAFF_ERROR_CODES = {
  alreadyApproved: 'ERR.STAFF.ALREADY_APPROVED',
  notReviewable: 'ERR.STAFF.NOT_REVIEWABLE',
  nothingToApprove: 'ERR.STAFF.NOTHING_TO_APPROVE',
  unknownBd: 'ERR.STAFF.UNKNOWN_BD',
  unknownItem: 'ERR.STAFF.UNKNOWN_ITEM',
  selfAction: 'ERR.STAFF.SELF_ACTION',
  accessFailed: 'ERR.ACCESS.FAILED',
  organiserNotConfigured: 'ERR.ACCESS.ORGANISER_NOT_CONFIGURED',
  eventNotInReview: 'ERR.STAFF.EVENT_NOT_IN_REVIEW',
  ticketTypeReviewed: 'ERR.STAFF.TICKET_TYPE_REVIEWED',
} as const;

/** Product texts of the staff answers (the spec's own texts are REVIEW_TEXTS and STAFF_MESSAGES, reused here). */
export const STAFF_TEXTS = {
  approved: 'Organiser approved. They can create events now.',
  additionalApproved: 'New supporting documents/data approved.',
  rejected: 'Organiser rejected. The application went back to the organiser.',
  partiallyRejected: 'Selected items rejected; the rest were approved automatically.',
  alreadyApproved: 'This organiser is already approved.',
  alreadyApprovedWithNewDocs: REVIEW_TEXTS.alreadyApproved,
  notReviewable: 'This application is with the organiser and cannot be reviewed until it is submitted again.',
  nothingToApprove: 'There are no new documents or data waiting for approval.',
  unknownBd: 'Please choose a business-development manager from the list.',
  unknownItem: 'Please select items from the list to reject.',
  activated: 'User activated.',
  deactivated: 'User deactivated. Their sessions have ended.',
  selfAction: 'You cannot change your own account here.',
  accessGranted: 'Dashboard access granted.',
  organiserCreated: 'Organiser created.',
  secretSet: 'Organiser id set on the user.',
  synced: 'User synced with the organiser record.',
  alreadyInSync: 'User already in sync with the organiser record.',
  migrated: (events: number, documents: number, organiser: string) => `Moved ${events} event(s) and ${documents} document(s) to ${organiser}.`,
  nothingToMigrate: 'Nothing to migrate: no events or documents under another organiser id.',
  gateStaffCreated: 'Gate staff account created. They log in with a code sent to their mobile.',
  eventApproved: 'Event approved: ready to publish. The organiser publishes it.',
  eventMerged: 'Changes approved and published on the live event.',
  eventRejected: 'Event sent back to the organiser (ON-HOLD EDIT-REQUIRED).',
  eventNotInReview: 'This event is not waiting for review.',
  ticketTypeApproved: 'Ticket type approved.',
  ticketTypeRejected: 'Ticket type rejected.',
  ticketTypeReviewed: 'This ticket type was already reviewed.',
  accessFailed: STAFF_MESSAGES.accessFailed,
  organiserNotConfigured: STAFF_MESSAGES.organiserNotConfigured,
} as const;

/** The official portals' search pages offered beside PAN and GSTIN (opened in a new tab). */
export const PAN_VERIFICATION_URL = 'https://eportal.incometax.gov.in/iec/foservices/#/pre-login/verifyYourPAN';
export const GST_VERIFICATION_URL = 'https://services.gst.gov.in/services/searchtp';

// ---------------------------------------------------------------------------------------------------------------
// Organisers (reviewer)

/** List statuses (path, any case; under_review is read as under-review). under-review: approved organisers' pending changes. */
export const ORGANISER_LIST_STATUSES = ['pending', 'approved', 'rejected', 'under-review'] as const;
export type OrganiserListStatus = (typeof ORGANISER_LIST_STATUSES)[number];
export const organiserListStatusSchema = z
  .string()
  .trim()
  .max(40)
  .transform((s) => s.toLowerCase().replace('_', '-'))
  .pipe(z.enum(ORGANISER_LIST_STATUSES));
export const ADDITIONAL_DOC_APPROVAL = 'ADDITIONAL_DOC_APPROVAL';
export const ORGANISER_REVIEW_KINDS = ['NEW', ADDITIONAL_DOC_APPROVAL] as const;

export const approveOrganiserSchema = z.object({ bdCode: z.string().trim().min(1).max(20) });
export const additionalApprovalSchema = z.object({}).default({});
/** PUT .../status/reject: the whole application goes back; PUT .../partial-reject/...: the items not listed are approved. */
export const rejectOrganiserSchema = z.object({ reasons: z.array(itemRejectionSchema).min(1).max(30), note: reviewNoteText.optional() });
export type RejectOrganiser = z.infer<typeof rejectOrganiserSchema>;


export const reviewDocumentSchema = z.object({
  id: z.string(),
  media: z.string(),
  gstNumber: z.string().nullable(),
  kind: z.string(),
  status: z.string(),
  originalName: z.string(),
  uploadedAt: z.string(),
});
export const changeRequestSchema = z.object({
  id: z.string(),
  kind: z.literal(ADDITIONAL_DOC_APPROVAL),
  change: z.string(),
  status: z.string(),
  gstin: z.string().nullable(),
  state: z.string().nullable(),
  replaces: z.string().nullable(),
  requestedAt: z.string(),
});
export const organiserListItemSchema = z.object({
  organiserId: z.string(),
  organiserCode: z.string(),
  applicationId: z.string().nullable(),
  listStatus: z.enum(ORGANISER_LIST_STATUSES),
  kind: z.enum(ORGANISER_REVIEW_KINDS),
  organiserStatus: z.string(),
  applicationStatus: z.string().nullable(),
  organisationName: z.string(),
  username: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean().nullable(),
  bdCode: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The general information (account number in full for the reviewer). */
  details: z.record(z.string(), z.string()),
  documents: z.array(reviewDocumentSchema),
  changeRequests: z.array(changeRequestSchema),
  rejection: applicationRejectionSchema.nullable(),
});
export type OrganiserListItem = z.infer<typeof organiserListItemSchema>;
export const organiserCountsSchema = z.object(Object.fromEntries(ORGANISER_LIST_STATUSES.map((s) => [s, z.number().int()])) as Record<OrganiserListStatus, z.ZodNumber>);
export const organiserListAnswerSchema = z.object({
  status: z.enum(ORGANISER_LIST_STATUSES),
  list: z.array(organiserListItemSchema),
  counts: organiserCountsSchema,
  ...page,
});
export type OrganiserListAnswer = z.infer<typeof organiserListAnswerSchema>;

export const reviewAnswerSchema = z.object({
  organiserId: z.string(),
  applicationId: z.string().nullable(),
  organiserStatus: z.string(),
  applicationStatus: z.string().nullable(),
  bdCode: z.string().nullable(),
  message: z.string(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;
/** GET rejection-reasons/{id}: the last verdict on the application, and every rejection so far (newest first, with who). */
export const rejectionReasonsAnswerSchema = z.object({
  organiserId: z.string(),
  applicationId: z.string().nullable(),
  rejection: applicationRejectionSchema.nullable(),
  history: z.array(rejectionRoundSchema),
});

/** GET /proxy/diy/v1/signup/all-files + x-mobile-no: inline signed links (5 minutes) and the verification portals. */
export const allFilesAnswerSchema = z.object({
  mobile: z.string(),
  organiserId: z.string().nullable(),
  files: z.array(reviewDocumentSchema.extend({ url: z.string(), expiresAt: z.string() })),
  verification: z.object({
    pan: z.object({ number: z.string().nullable(), url: z.string() }),
    gst: z.array(z.object({ number: z.string(), url: z.string() })),
  }),
});

/** Business-development managers per region (GET /proxy/diy/v1/bd/state-wise/{state}, state by name or GST code). */
export const bdSchema = z.object({ bdCode: z.string(), name: z.string(), email: z.string(), mobile: z.string(), region: z.string() });
export type BdManager = z.infer<typeof bdSchema>;
export const bdListAnswerSchema = z.object({ state: z.string(), region: z.string(), bdDetails: z.array(bdSchema) });
export const BD_REGIONS: Record<string, readonly string[]> = {
  North: ['Jammu and Kashmir', 'Ladakh', 'Himachal Pradesh', 'Punjab', 'Chandigarh', 'Uttarakhand', 'Haryana', 'Delhi', 'Rajasthan', 'Uttar Pradesh'],
  West: ['Maharashtra', 'Gujarat', 'Goa', 'Dadra and Nagar Haveli and Daman and Diu', 'Daman and Diu'],
  South: ['Karnataka', 'Kerala', 'Tamil Nadu', 'Puducherry', 'Telangana', 'Andhra Pradesh', 'Andhra Pradesh (Old)', 'Lakshadweep', 'Andaman and Nicobar Islands'],
  East: ['West Bengal', 'Bihar', 'Jharkhand', 'Odisha'],
  Central: ['Madhya Pradesh', 'Chhattisgarh'],
  'North East': ['Assam', 'Arunachal Pradesh', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Sikkim', 'Tripura'],
};
export const BD_MANAGERS: readonly BdManager[] = [
  { bdCode: 'BD-N01', name: 'Rohit Khanna', email: 'rohit.khanna@diyevents.in', mobile: '9810012301', region: 'North' },
  { bdCode: 'BD-N02', name: 'Simran Kaur', email: 'simran.kaur@diyevents.in', mobile: '9810012302', region: 'North' },
  { bdCode: 'BD-N03', name: 'Aditya Chauhan', email: 'aditya.chauhan@diyevents.in', mobile: '9810012303', region: 'North' },
  { bdCode: 'BD-W01', name: 'Priya Deshmukh', email: 'priya.deshmukh@diyevents.in', mobile: '9820012301', region: 'West' },
  { bdCode: 'BD-W02', name: 'Karan Mehta', email: 'karan.mehta@diyevents.in', mobile: '9820012302', region: 'West' },
  { bdCode: 'BD-W03', name: 'Neha Joshi', email: 'neha.joshi@diyevents.in', mobile: '9820012303', region: 'West' },
  { bdCode: 'BD-S01', name: 'Lakshmi Narayanan', email: 'lakshmi.narayanan@diyevents.in', mobile: '9840012301', region: 'South' },
  { bdCode: 'BD-S02', name: 'Vikram Reddy', email: 'vikram.reddy@diyevents.in', mobile: '9840012302', region: 'South' },
  { bdCode: 'BD-S03', name: 'Anjali Menon', email: 'anjali.menon@diyevents.in', mobile: '9840012303', region: 'South' },
  { bdCode: 'BD-E01', name: 'Sourav Banerjee', email: 'sourav.banerjee@diyevents.in', mobile: '9830012301', region: 'East' },
  { bdCode: 'BD-E02', name: 'Ankita Mishra', email: 'ankita.mishra@diyevents.in', mobile: '9830012302', region: 'East' },
  { bdCode: 'BD-C01', name: 'Rahul Tiwari', email: 'rahul.tiwari@diyevents.in', mobile: '9826012301', region: 'Central' },
  { bdCode: 'BD-NE1', name: 'Bikash Gogoi', email: 'bikash.gogoi@diyevents.in', mobile: '9864012301', region: 'North East' },
];
/** The region of a state name (case-insensitive); undefined for names outside the list. */
export function bdRegionOf(state: string): string | undefined {
  const key = state.trim().toLowerCase();
  return Object.entries(BD_REGIONS).find(([, states]) => states.some((s) => s.toLowerCase() === key))?.[0];
}

/** POST /proxy/diy/v1/organiser/status/activate|deactivate, sync-user and migrate: `{data: {username}}`. */
export const usernameBodySchema = z.object({ data: z.object({ username: z.string().trim().min(1).max(200) }) });
export const userStatusAnswerSchema = z.object({ username: z.string(), active: z.boolean(), sessionsRevoked: z.number().int(), message: z.string() });
/** Sync and migrate answer `{status: SUCCESS|ERROR, data: {message}}` (read as data.data.message). Failures use the error envelope. */
export const syncAnswerSchema = z.object({ status: z.enum(['SUCCESS', 'ERROR']), data: z.object({ message: z.string() }) });
export type SyncAnswer = z.infer<typeof syncAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Events and ticket types (reviewer)

export const eventReviewItemSchema = z.object({
  draftId: z.string(),
  eventCode: z.string().nullable(),
  title: z.string(),
  organiserId: z.string(),
  organiserName: z.string(),
  /** A copy of a live event (its changes are merged into the live event on approval). */
  isUpdate: z.boolean(),
  city: z.string().nullable(),
  category: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export const eventReviewListAnswerSchema = z.object({ list: z.array(eventReviewItemSchema), ...page });
export const eventReviewDetailSchema = z.object({
  event: eventDraftSchema,
  organiser: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  isUpdate: z.boolean(),
  /** The live event a copy changes, for comparison; null for a new event. */
  live: eventDraftSchema.nullable(),
  /** For a copy: every compared field, live value against proposed (empty for a new event). */
  diff: z.array(eventFieldDiffSchema),
});
export const eventRejectSchema = z.object({
  rejectionReasons: z
    .array(rejectionReasonSchema.extend({ section: z.enum(EVENT_SECTION_SLUGS), field: z.string().max(NAME_MAX_LENGTH), reasons: z.array(reviewReasonText).min(1).max(5) }))
    .min(1)
    .max(40),
});
export const eventReviewAnswerSchema = z.object({
  draftId: z.string(),
  eventCode: z.string().nullable(),
  status: z.string(),
  publishedAt: z.string().nullable(),
  merged: z.boolean(),
  message: z.string(),
});
/** Event codes made on approval: ET000 and five digits. */
export const EVENT_CODE_PATTERN = /^ET\d{8}$/;

export const TICKET_TYPE_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ticketTypeReviewQuerySchema = pageQuerySchema.extend({ status: z.enum(TICKET_TYPE_REVIEW_STATUSES).default('pending') });
export const ticketTypeReviewItemSchema = z.object({
  id: z.string(),
  ticketTypeName: z.string(),
  status: z.enum(TICKET_TYPE_REVIEW_STATUSES),
  organiserName: z.string().nullable(),
  requestedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export const ticketTypeReviewListSchema = z.object({ list: z.array(ticketTypeReviewItemSchema), counts: z.record(z.string(), z.number().int()), ...page });
export const ticketTypeRejectSchema = z.object({ note: reviewNoteText.optional() }).default({});
export const ticketTypeReviewAnswerSchema = z.object({ item: ticketTypeReviewItemSchema, message: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Audit trail (admin)

export const AUDIT_ACTIONS = [
  'organiser.approve', 'organiser.additional_approve', 'organiser.reject', 'organiser.partial_reject',
  'user.activate', 'user.deactivate', 'user.access_grant', 'user.organiser_create', 'user.secret_set', 'user.sync', 'user.migrate',
  'gate_staff.create', 'event.approve', 'event.reject', 'ticket_type.approve', 'ticket_type.reject',
  'offer.create', 'offer.update', 'offer.retire',
  'tax_rate.add',
  'payout_batch.prepare', 'payout_batch.approve', 'payout_batch.cancel', 'payout_batch.bank_file', 'payout_batch.paid', 'statement.hold', 'statement.release',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['organiser', 'user', 'event', 'ticket_type', 'offer', 'tax_rate', 'payout_batch', 'statement'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.string().nullable(),
  actorName: z.string(),
  actorRoles: z.array(z.string()),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  limit: pageSizeSchema(200, 50),
  offset: pageStartSchema(0),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().max(100).optional(),
  /** Actor user id, or a part of the actor's name (case-insensitive). */
  actor: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const auditListAnswerSchema = z.object({ list: z.array(auditEntrySchema), ...page });

// ---------------------------------------------------------------------------------------------------------------
// Routes and who may call them

const P = '/proxy/diy/v1';
export interface StaffRoute {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  roles: readonly Role[];
  audit?: AuditAction | readonly AuditAction[];
}
/** Every staff route (under /api); `{x}` are path parameters. */
export const STAFF_ROUTES: readonly StaffRoute[] = [
  { method: 'GET', path: `${P}/vendor-onboard/organiser-list/{status}`, roles: REVIEW_ROLES },
  { method: 'GET', path: `${P}/vendor-onboard/organiser/{id}`, roles: REVIEW_ROLES },
  { method: 'GET', path: `${P}/signup/all-files`, roles: REVIEW_ROLES },
  { method: 'GET', path: `${P}/bd/state-wise/{state}`, roles: REVIEW_ROLES },
  { method: 'PUT', path: `${P}/vendor-onboard/organiser/{id}/status/approve`, roles: REVIEW_ROLES, audit: 'organiser.approve' },
  { method: 'PUT', path: `${P}/vendor-onboard/organiser/{id}/status/additional-approval`, roles: REVIEW_ROLES, audit: 'organiser.additional_approve' },
  { method: 'PUT', path: `${P}/vendor-onboard/organiser/{id}/status/reject`, roles: REVIEW_ROLES, audit: 'organiser.reject' },
  { method: 'PUT', path: `${P}/vendor-onboard/partial-reject/organiser/{id}`, roles: REVIEW_ROLES, audit: 'organiser.partial_reject' },
  { method: 'GET', path: `${P}/vendor-onboard/rejection-reasons/{id}`, roles: REVIEW_ROLES },
  { method: 'POST', path: `${P}/organiser/status/activate`, roles: REVIEW_ROLES, audit: 'user.activate' },
  { method: 'POST', path: `${P}/organiser/status/deactivate`, roles: REVIEW_ROLES, audit: 'user.deactivate' },
  { method: 'POST', path: `${P}/sync-user/{username}/{organiserId}`, roles: REVIEW_ROLES, audit: 'user.sync' },
  { method: 'POST', path: `${P}/profile/migrate`, roles: REVIEW_ROLES, audit: 'user.migrate' },
  { method: 'GET', path: `${P}/event-review`, roles: REVIEW_ROLES },
  { method: 'GET', path: `${P}/event-review/{draftId}`, roles: REVIEW_ROLES },
  { method: 'PUT', path: `${P}/event-review/{draftId}/approve`, roles: REVIEW_ROLES, audit: 'event.approve' },
  { method: 'PUT', path: `${P}/event-review/{draftId}/reject`, roles: REVIEW_ROLES, audit: 'event.reject' },
  { method: 'GET', path: `${P}/tickettypes/review`, roles: REVIEW_ROLES },
  { method: 'PUT', path: `${P}/tickettypes/{id}/approve`, roles: REVIEW_ROLES, audit: 'ticket_type.approve' },
  { method: 'PUT', path: `${P}/tickettypes/{id}/reject`, roles: REVIEW_ROLES, audit: 'ticket_type.reject' },
  { method: 'GET', path: `${P}/diy-users`, roles: ADMIN_ROLES },
  { method: 'GET', path: `${P}/user/count`, roles: ADMIN_ROLES },
  { method: 'POST', path: `${P}/gate-staff`, roles: ADMIN_ROLES, audit: 'gate_staff.create' },
  { method: 'GET', path: `${P}/audit-log`, roles: ADMIN_ROLES },
  { method: 'POST', path: '/user/access', roles: ADMIN_ROLES, audit: 'user.access_grant' },
  { method: 'POST', path: '/organiser', roles: ADMIN_ROLES, audit: 'user.organiser_create' },
  { method: 'PUT', path: '/user/secret', roles: ADMIN_ROLES, audit: 'user.secret_set' },
  { method: 'GET', path: '/proxy/iam/v2/api/usersecrets/', roles: ADMIN_ROLES },
  { method: 'GET', path: '/proxy/iam/v2/api/users', roles: ADMIN_ROLES },
  { method: 'GET', path: '/proxy/iam/v2/api/usergroups', roles: ADMIN_ROLES },
  { method: 'GET', path: `${P}/offers/catalogue`, roles: ADMIN_ROLES },
  { method: 'POST', path: `${P}/offers/catalogue`, roles: ADMIN_ROLES, audit: 'offer.create' },
  { method: 'PUT', path: `${P}/offers/catalogue/{code}`, roles: ADMIN_ROLES, audit: 'offer.update' },
  { method: 'PUT', path: `${P}/offers/catalogue/{code}/retire`, roles: ADMIN_ROLES, audit: 'offer.retire' },
];
/** Fills `{name}` parameters of a staff path. */
export function staffPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? `{${k}}`));
}
