// A published event's schedule: ticket-type names, inventory changes and changes to published sessions (split from
// schedule-api.ts).
import * as z from 'zod';
import { PUBLISHED_SESSION_REFLECTION_MINUTES } from './constants';
import { EVENT_ERROR_TEXTS } from './event-errors';
import { apiErrorSchema } from './http-schemas';
import { pageSizeSchema } from './number-limits';
import { inventorySchema, TICKET_MESSAGES, TICKET_NAME_MAX_LENGTH } from './ticket-type';
import { MAX_VENUES_PER_EVENT, MAX_SESSIONS_PER_EVENT, scheduleSessionSchema, ticketNameText } from './schedule-api';

// ---------------------------------------------------------------------------------------------------------------
// Ticket-type names

/** GET /tickettypes/approved?search=&limit= */
export const approvedTicketTypesQuerySchema = z.object({
  search: z.string().trim().max(TICKET_NAME_MAX_LENGTH).optional(),
  limit: pageSizeSchema(500, 200),
});
export const approvedTicketTypesAnswerSchema = z.object({
  ticketTypes: z.array(z.object({ ticketTypeName: z.string() })),
  total: z.number().int(),
});
export type ApprovedTicketTypes = z.infer<typeof approvedTicketTypesAnswerSchema>;

export const TICKET_TYPE_NAME_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TicketTypeNameStatus = (typeof TICKET_TYPE_NAME_STATUSES)[number];

export const TICKET_TYPE_NAME_MESSAGES = {
  sentForApproval: TICKET_MESSAGES.sentForApproval,
  alreadyApproved: 'This ticket name is already approved. You can use it now.',
  rejected: 'This ticket name was not approved. Please choose another name.',
  notApproved: (name: string) => `'${name}' is not an approved ticket type yet. Please pick an approved ticket type.`,
} as const;

/**
 * POST /tickettypes {ticketTypeName}: 201 pending with 'Ticket name is sent for approval'; a name already pending
 * answers 200 with the same message, an approved one 200 approved; a rejected one 409 ERR.TICKET_TYPE.REJECTED.
 */
export const createTicketTypeAnswerSchema = z.object({
  ticketTypeName: z.string(),
  status: z.enum(TICKET_TYPE_NAME_STATUSES),
  message: z.string(),
});
export type CreateTicketTypeAnswer = z.infer<typeof createTicketTypeAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Inventory

/**
 * callType: SET makes totalInventory the new total; INCREASE and DECREASE move the total by totalInventory.
 * Inventory never goes below what is sold (ERR.INVENTORY.BELOW_SOLD; nothing changes for any of the sessions).
 */
export const INVENTORY_CALL_TYPES = ['SET', 'INCREASE', 'DECREASE'] as const;
export type InventoryCallType = (typeof INVENTORY_CALL_TYPES)[number];

export const INVENTORY_MESSAGES = {
  updated: 'Inventory updated successfully',
  belowSold: (sold: number) => `Inventory cannot be less than the ${sold} tickets already sold`,
  notFound: 'This ticket type is not sold for the chosen shows',
} as const;

/** POST v1/manage/event/session/update-inventory */
export const updateInventoryBodySchema = z.object({
  etCode: z.string().trim().min(1).max(20),
  vnuCode: z.string().trim().min(1).max(40),
  sessions: z.array(z.string().trim().min(1).max(60)).min(1).max(MAX_SESSIONS_PER_EVENT),
  ticketTypeName: z.union([ticketNameText, z.object({ ticketTypeName: ticketNameText })]).transform((v) => (typeof v === 'string' ? v : v.ticketTypeName).trim()),
  totalInventory: inventorySchema,
  callType: z
    .string()
    .trim()
    .max(20)
    .toUpperCase()
    .pipe(z.enum(INVENTORY_CALL_TYPES))
    .default('SET'),
});
export type UpdateInventoryBody = z.input<typeof updateInventoryBodySchema>;

export const updateInventoryAnswerSchema = z.object({
  etCode: z.string(),
  vnuCode: z.string(),
  ticketTypeName: z.string(),
  sessions: z.array(
    z.object({ sessionId: z.string(), ticketTypeCode: z.string(), totalInventory: z.number().int(), sold: z.number().int(), available: z.number().int() }),
  ),
  message: z.string(),
});
export type UpdateInventoryAnswer = z.infer<typeof updateInventoryAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Changes to published sessions

/**
 * POST /manage/event/published/sessions: changes to an active or inactive event's sessions, per venue. A session
 * with id '0' is added (rules as for a draft); a listed existing session may change its status, show time (while
 * it has no bookings) and ticket types. Sessions not listed are left as they are. Expired sessions are refused
 * (ERR.SESSION.EXPIRED with their show times) while the other changes are saved.
 */
export const publishedSessionsBodySchema = z.object({
  eventCode: z.string().trim().min(1).max(20),
  venueInfo: z
    .array(
      z.object({
        venueCode: z.string().trim().min(1).max(40),
        sessionInfo: z.array(scheduleSessionSchema).min(1).max(MAX_SESSIONS_PER_EVENT),
      }),
    )
    .min(1)
    .max(MAX_VENUES_PER_EVENT),
});
export type PublishedSessionsBody = z.input<typeof publishedSessionsBodySchema>;

/** sessionAudit: session.session.showtime and operations[].message (seed 000 section 3). */
export const sessionAuditSchema = z.object({
  session: z.object({ sessionId: z.string(), venueCode: z.string(), showtime: z.string() }),
  operations: z.array(z.object({ message: z.string() })),
});
export type SessionAudit = z.infer<typeof sessionAuditSchema>;

export const publishedSessionsAnswerSchema = z.object({
  sessionAudit: z.array(sessionAuditSchema),
  rejectionReasons: z.array(z.object({ section: z.string(), field: z.string(), reasons: z.array(z.string()) })),
  snackbar: z.object({ title: z.string(), content: z.string(), class: z.string(), toastMsg: z.string() }),
});
export type PublishedSessionsAnswer = z.infer<typeof publishedSessionsAnswerSchema>;

export const PUBLISHED_SESSION_TEXTS = {
  snackbarTitle: 'Changes saved',
  snackbarContent: `Changes to published shows take up to ${PUBLISHED_SESSION_REFLECTION_MINUTES} minutes to show in the live and past lists.`,
  toast: 'Sessions updated',
  partialFailureTitle: EVENT_ERROR_TEXTS.partialFailureTitle,
  partialFailure: 'These shows have expired and were not changed',
  added: 'Show added',
  activated: 'Show set to ACTIVE',
  deactivated: 'Show set to INACTIVE',
  moved: (from: string, to: string) => `Show time changed from ${from} to ${to}`,
  ticketAdded: (name: string, inventory: number) => `Ticket type ${name} added with ${inventory} tickets`,
  inventoryChanged: (name: string, from: number, to: number) => `Inventory of ${name} changed from ${from} to ${to}`,
  priceChanged: (name: string) => `Price of ${name} changed`,
  noChange: 'No change',
} as const;

/** The extra members of the ERR.SESSION.EXPIRED partial failure's `errors` object. */
export const sessionExpiredErrorExtraSchema = z.object({
  showTimes: z.array(z.string()),
  sessionAudit: z.array(sessionAuditSchema),
});

/**
 * The 409 answers of this area carry extra members in `errors`: the partial failure its show times and audit
 * (ERR.SESSION.EXPIRED), an inventory refusal the session, sold and current total (ERR.INVENTORY.BELOW_SOLD), a VOD
 * refusal its deadline. One envelope schema documents them all (every extra is optional).
 */
export const scheduleConflictEnvelopeSchema = z.object({
  status: z.number().int(),
  errors: apiErrorSchema.extend({
    showTimes: z.array(z.string()).optional(),
    sessionAudit: z.array(sessionAuditSchema).optional(),
    sessionId: z.string().optional(),
    sold: z.number().int().optional(),
    totalInventory: z.number().int().optional(),
    deadline: z.string().optional(),
  }),
});
export type ScheduleConflictEnvelope = z.infer<typeof scheduleConflictEnvelopeSchema>;
