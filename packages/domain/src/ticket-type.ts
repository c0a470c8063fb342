import * as z from 'zod';
import { MAX_INVENTORY, NUMBER_MESSAGES, wholeNumberOrText } from './number-limits';
import { NAME_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/** Seed 000 section 5, ticket types. */
export const TICKET_NAME_MIN_LENGTH = 2;
export const TICKET_NAME_MAX_LENGTH = 25;

export const TICKET_MESSAGES = {
  nameLength: 'Please use a ticket name with at least 2 characters and not more than 25 characters',
  inventory: 'Please provide inventory value greater than 0',
  nameCharacters: "Please do not use the following special characters in the ticket name # & | : ' < > / =",
  sentForApproval: 'Ticket name is sent for approval',
} as const;

/** Letters, digits, space and ` ~ ! @ $ % ^ * ( ) - _ + { } [ ] ; , . ? */
export const TICKET_NAME_ALLOWED = /^[A-Za-z0-9 `~!@$%^*()\-_+{}[\];,.?]*$/;
export const TICKET_NAME_TRIPLE_SPACE = / {3}/;

/**
 * The ticket name's message, or null. The name is trimmed first. The length rule is checked first; any other
 * failure (a character outside the allowed set, or a run of three spaces) gets the special-characters message,
 * the only other name message the spec has.
 */
export function ticketTypeNameError(name: string): string | null {
  const value = name.trim();
  if (value.length < TICKET_NAME_MIN_LENGTH || value.length > TICKET_NAME_MAX_LENGTH) return TICKET_MESSAGES.nameLength;
  if (!TICKET_NAME_ALLOWED.test(value) || TICKET_NAME_TRIPLE_SPACE.test(value)) return TICKET_MESSAGES.nameCharacters;
  return null;
}

export const ticketTypeNameSchema = z
  .string({ error: TICKET_MESSAGES.nameLength })
  .trim()
  .max(NAME_MAX_LENGTH, { ...STOP_WHEN_TOO_LONG, error: TICKET_MESSAGES.nameLength })
  .superRefine((name, ctx) => {
    const message = ticketTypeNameError(name);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Inventory: a whole number greater than 0, at most MAX_INVENTORY (numeric strings from inputs are accepted). */
export const inventorySchema = wholeNumberOrText({ min: 1, max: MAX_INVENTORY, message: TICKET_MESSAGES.inventory, tooLarge: NUMBER_MESSAGES.inventoryTooLarge });

/** POST /tickettypes body. */
export const createTicketTypeSchema = z.object({ ticketTypeName: ticketTypeNameSchema });
export type CreateTicketType = z.infer<typeof createTicketTypeSchema>;

/** Ticket info on a session: the name may arrive as a string or wrapped in an object. */
export const ticketInfoSchema = z.object({
  ticketTypeName: z.union([z.string(), z.object({ ticketTypeName: z.string() })]),
  totalInventory: z.number().int(),
  ticketTypeCode: z.string().optional(),
});
export type TicketInfo = z.infer<typeof ticketInfoSchema>;
export function ticketInfoName(info: Pick<TicketInfo, 'ticketTypeName'>): string {
  return typeof info.ticketTypeName === 'string' ? info.ticketTypeName : info.ticketTypeName.ticketTypeName;
}

/** POST v1/manage/event/session/update-inventory body. */
export const inventoryChangeSchema = z.object({
  etCode: z.string().min(1),
  vnuCode: z.string().min(1),
  sessions: z.array(z.string()).min(1),
  ticketTypeName: z.string().min(1),
  totalInventory: inventorySchema,
  callType: z.string(),
});
export type InventoryChange = z.infer<typeof inventoryChangeSchema>;
