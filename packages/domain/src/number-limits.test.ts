import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DURATION_MESSAGES, durationError, MAX_DURATION_MINUTES } from './additional-info';
import { sectionPatchSchema } from './event-draft';
import { MAX_TICKET_PRICE_PAISE } from './money';
import {
  GEO_RANGES, geolocationValue, MAX_IMAGE_SIDE_PX, MAX_INVENTORY, MAX_LINES_PER_BOOKING, MAX_PAGE_START, MAX_TICKETS_PER_LINE,
  NUMBER_MESSAGES, numberFromText, pageSizeSchema, pageStartSchema, wholeNumber, wholeNumberOrText,
} from './number-limits';
import { MAX_RECURRENCE_COUNT, recurringInfoSchema } from './recurrence';
import { scheduleTicketInfoSchema } from './schedule-api';
import { inventorySchema, TICKET_MESSAGES } from './ticket-type';

const INT32 = 2 ** 31 - 1;
const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('number limits', () => {
  it('keeps every limit within 32 bits, so what a schema lets through fits an integer column and any answer', () => {
    for (const limit of [MAX_DURATION_MINUTES, MAX_INVENTORY, MAX_PAGE_START, MAX_IMAGE_SIDE_PX, MAX_TICKETS_PER_LINE, MAX_LINES_PER_BOOKING, MAX_TICKET_PRICE_PAISE, MAX_RECURRENCE_COUNT]) {
      expect(Number.isInteger(limit) && limit > 0 && limit <= INT32, String(limit)).toBe(true);
    }
    expect(MAX_DURATION_MINUTES).toBe(10_080);
  });

  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['-3', -3],
    ['1.5', 1.5],
    [12, 12],
    ['', ''],
    ['1e3', '1e3'],
    ['0x10', '0x10'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    [null, null],
    [true, true],
  ] as const)('reads %j from a body as %j (plain decimal text only)', (value, read) => {
    expect(numberFromText(value)).toEqual(read);
  });

  const range = { min: 1, max: 10, message: 'one to ten', tooLarge: 'at most ten' };
  it.each([
    [1, null],
    [10, null],
    ['7', null],
    [' 7 ', null],
    [0, 'one to ten'],
    [-1, 'one to ten'],
    [11, 'at most ten'],
    [2 ** 53, 'at most ten'],
    [1e308, 'at most ten'],
    [1.5, 'one to ten'],
    [Number.NaN, 'one to ten'],
    [Number.POSITIVE_INFINITY, 'one to ten'],
    ['', 'one to ten'],
    [null, 'one to ten'],
    [true, 'one to ten'],
    [[5], 'one to ten'],
    ['1e0', 'one to ten'],
    ['0x5', 'one to ten'],
  ] as const)('takes %j as a whole number or its text from 1 to 10 only (%s)', (value, message) => {
    expect(messageOf(wholeNumberOrText(range), value)).toBe(message);
  });

  it('takes JSON numbers only where text is not an input', () => {
    expect(messageOf(wholeNumber(range), 5)).toBeNull();
    expect(messageOf(wholeNumber(range), '5')).toBe('one to ten');
  });

  it('documents the range of a number given as a number or text', () => {
    expect(z.toJSONSchema(wholeNumberOrText(range), { io: 'input', unrepresentable: 'any' })).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
  });

  it.each([
    ['', 0],
    ['0', 0],
    [String(MAX_PAGE_START), MAX_PAGE_START],
  ] as const)('starts a page at %j as row %d', (value, start) => {
    expect(pageStartSchema().parse(value)).toBe(start);
  });

  it.each([String(MAX_PAGE_START + 1), '2147483648', '9007199254740992', '1e308', '-1', '1.5', 'NaN', 'abc'])('refuses a page start of %j', (value) => {
    expect(messageOf(pageStartSchema(), value)).toBe(NUMBER_MESSAGES.pageStart);
  });

  it('sizes a page from 1 to its maximum', () => {
    expect(pageSizeSchema(100, 25).parse(undefined)).toBe(25);
    expect(messageOf(pageSizeSchema(100, 25), '101')).toBe(NUMBER_MESSAGES.pageSize(100));
    expect(messageOf(pageSizeSchema(100, 25), '0')).toBe(NUMBER_MESSAGES.pageSize(100));
  });

  it.each([
    [MAX_DURATION_MINUTES, null],
    [0, null],
    [MAX_DURATION_MINUTES + 1, DURATION_MESSAGES.tooLong],
    [2 ** 53, DURATION_MESSAGES.tooLong],
    [String(2 ** 53), DURATION_MESSAGES.tooLong],
    [1e308, DURATION_MESSAGES.tooLong],
  ] as const)('takes a duration of %j minutes up to 7 days (%s)', (value, message) => {
    expect(durationError(value)).toBe(message);
    expect(messageOf(sectionPatchSchema, { additionalInfo: { duration: value } })).toBe(message);
  });

  it('takes inventory from 1 to MAX_INVENTORY, with the spec message below and its own above', () => {
    expect(inventorySchema.parse(String(MAX_INVENTORY))).toBe(MAX_INVENTORY);
    expect(messageOf(inventorySchema, MAX_INVENTORY + 1)).toBe(NUMBER_MESSAGES.inventoryTooLarge);
    for (const v of [0, -1, 1.5, null, true, '', '1e3']) expect(messageOf(inventorySchema, v), String(v)).toBe(TICKET_MESSAGES.inventory);
  });

  it('takes a ticket price from 0 (free) to the highest ticket price, never null read as free', () => {
    const t = (price: unknown) => ({ ticketTypeName: 'VIP', totalInventory: 10, price });
    expect(scheduleTicketInfoSchema.parse(t('0')).price).toBe(0);
    expect(scheduleTicketInfoSchema.parse({ ticketTypeName: 'VIP', totalInventory: 10 }).price).toBe(0);
    expect(messageOf(scheduleTicketInfoSchema, t(MAX_TICKET_PRICE_PAISE + 1))).toBe(NUMBER_MESSAGES.priceTooLarge);
    expect(messageOf(scheduleTicketInfoSchema, t(null))).not.toBeNull();
    expect(NUMBER_MESSAGES.priceTooLarge).toBe('A ticket can cost at most ₹10,00,000');
  });

  it('takes a recurrence of 1 to MAX_RECURRENCE_COUNT shows, as a number or its text', () => {
    const r = (noOfTimes: unknown) => recurringInfoSchema.safeParse({ code: 'DAY', value: 'Every Day', noOfTimes, showTime: '2027-01-21T14:00:00.000Z' });
    expect(r('3').data?.noOfTimes).toBe(3);
    for (const v of [0, MAX_RECURRENCE_COUNT + 1, 2 ** 53, 1.5, null, true, '']) expect(r(v).success, String(v)).toBe(false);
  });

  it.each([
    ['latitude', '19.0760', '19.0760'],
    ['latitude', ' -90 ', '-90'],
    ['latitude', '90.0001', 'na'],
    ['longitude', '-180', '-180'],
    ['longitude', '180.5', 'na'],
    ['accuracy', '12.5', '12.5'],
    ['accuracy', '-1', 'na'],
    ['accuracy', String(GEO_RANGES.accuracy.max + 1), 'na'],
    ['latitude', '1e400', 'na'],
    ['latitude', 'NaN', 'na'],
    ['latitude', 'na', 'na'],
    ['latitude', null, 'na'],
  ] as const)('records a %s header of %j as %j', (kind, raw, stored) => {
    expect(geolocationValue(kind, raw, 'na')).toBe(stored);
  });
});
