import { describe, expect, it } from 'vitest';
import {
  TICKET_MESSAGES, createTicketTypeSchema, inventoryChangeSchema, inventorySchema, ticketInfoName, ticketTypeNameError,
  ticketTypeNameSchema,
} from './ticket-type';
import type * as z from 'zod';

const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};
const LENGTH = 'Please use a ticket name with at least 2 characters and not more than 25 characters';
const CHARS = "Please do not use the following special characters in the ticket name # & | : ' < > / =";
const INVENTORY = 'Please provide inventory value greater than 0';

describe('ticket messages are verbatim', () => {
  it.each([
    [TICKET_MESSAGES.nameLength, LENGTH],
    [TICKET_MESSAGES.nameCharacters, CHARS],
    [TICKET_MESSAGES.inventory, INVENTORY],
    [TICKET_MESSAGES.sentForApproval, 'Ticket name is sent for approval'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('ticket type name', () => {
  it.each([
    ['VIP', null],
    ['GA', null],
    ['Early Bird - Phase 1', null],
    ['a'.repeat(25), null],
    ['Fan Pit (Standing)', null],
    ['`~!@$%^*()-_+{}[];,.?', null],
    ['Two  spaces ok', null],
    ['  Padded VIP  ', null],
    ['A', LENGTH],
    ['', LENGTH],
    ['   ', LENGTH],
    ['a'.repeat(26), LENGTH],
    ['Gold #1', CHARS],
    ['Couple & Friends', CHARS],
    ['A|B', CHARS],
    ['Time: 7pm', CHARS],
    ["Rock'n'roll", CHARS],
    ['<VIP>', CHARS],
    ['Day/Night', CHARS],
    ['Price=500', CHARS],
    ['Three   spaces', CHARS],
    ['Quote "VIP"', CHARS],
    ['Stars ★', CHARS],
    // length is checked before characters
    ['#', LENGTH],
    ['#'.repeat(30), LENGTH],
  ])('%j -> %s', (name, message) => {
    expect(ticketTypeNameError(name)).toBe(message);
    expect(firstMessage(ticketTypeNameSchema, name)).toBe(message);
  });
  it('trims the name', () => {
    expect(ticketTypeNameSchema.parse('  VIP  ')).toBe('VIP');
    expect(createTicketTypeSchema.parse({ ticketTypeName: ' Gold ' })).toEqual({ ticketTypeName: 'Gold' });
  });
  it('rejects a non-string name with the length message', () => {
    expect(firstMessage(ticketTypeNameSchema, 42)).toBe(LENGTH);
  });
});

describe('inventory', () => {
  it.each([
    [1, null],
    [500, null],
    ['25', null],
    [0, INVENTORY],
    ['0', INVENTORY],
    [-3, INVENTORY],
    ['', INVENTORY],
    ['abc', INVENTORY],
    [2.5, INVENTORY],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(inventorySchema, value)).toBe(message);
  });
  it('validates the update-inventory body', () => {
    const body = { etCode: 'ET00012345', vnuCode: 'VNU1', sessions: ['S1'], ticketTypeName: 'VIP', totalInventory: '10', callType: 'update' };
    expect(inventoryChangeSchema.parse(body).totalInventory).toBe(10);
    expect(firstMessage(inventoryChangeSchema, { ...body, totalInventory: 0 })).toBe(INVENTORY);
  });
});

describe('ticket info name', () => {
  it.each([
    [{ ticketTypeName: 'VIP' }, 'VIP'],
    [{ ticketTypeName: { ticketTypeName: 'Gold' } }, 'Gold'],
  ])('%j -> %s', (info, name) => {
    expect(ticketInfoName(info)).toBe(name);
  });
});
