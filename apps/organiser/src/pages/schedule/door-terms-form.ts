import {
  doorTermsSchema, scheduleTicketInfoSchema, SCHEDULE_API_MESSAGES, ticketTypeNameKey, type DoorTerms, type ScheduleTicketInfo, type SellContext,
} from '@diy/domain';
import { priceText } from './schedule-model';
import { pricePaise, type DoorTermsErrors, type DoorTermsValue, type NewDoorTypeErrors, type NewDoorTypeValue } from '@diy/ui';

/** The Sell context's door terms as the form's values (door prices in rupees, '' for the online price). */
export function doorTermsValueOf(context: Pick<SellContext, 'compLimit' | 'offersAtDoor' | 'ticketTypes'>): DoorTermsValue {
  return {
    compLimit: String(context.compLimit),
    offersAtDoor: context.offersAtDoor,
    types: Object.fromEntries(
      context.ticketTypes.map((t) => [
        t.code,
        { doorPrice: t.doorPricePaise === null ? '' : priceText(t.doorPricePaise), doorOnly: t.doorOnly },
      ]),
    ),
  };
}

/** A path of doorTermsSchema's issues ('compLimit', 'ticketTypes.1.doorPricePaise') as the form's errors. */
export function doorTermsErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], codes: readonly string[]): DoorTermsErrors {
  const errors: DoorTermsErrors = {};
  for (const issue of issues) {
    const [head, index] = issue.path;
    if (head === 'compLimit') errors.compLimit ??= issue.message;
    else if (head === 'ticketTypes' && typeof index === 'number' && codes[index] !== undefined) {
      errors.doorPrice = { [codes[index]]: issue.message, ...errors.doorPrice };
    } else errors.form ??= issue.message;
  }
  return errors;
}

/**
 * The form's values as PUT /box-office/sessions/:id/door takes them, parsed with the server's own schema; or the errors
 * by field (a door price that is not a price in rupees is refused here, as the ticket editor refuses one).
 */
export function parseDoorTerms(value: DoorTermsValue, codes: readonly string[]): { terms: DoorTerms } | { errors: DoorTermsErrors } {
  const badPrice: Record<string, string> = {};
  const ticketTypes = codes.map((code) => {
    const typed = value.types[code] ?? { doorPrice: '', doorOnly: false };
    const text = typed.doorPrice.trim();
    const paise = text === '' ? null : pricePaise(text);
    if (text !== '' && paise === null) badPrice[code] = SCHEDULE_API_MESSAGES.priceInvalid;
    return { code, doorPricePaise: paise, doorOnly: typed.doorOnly };
  });
  const compText = value.compLimit.trim();
  const parsed = doorTermsSchema.safeParse({ compLimit: compText === '' ? Number.NaN : Number(compText), offersAtDoor: value.offersAtDoor, ticketTypes });
  const errors = parsed.success ? {} : doorTermsErrorsOf(parsed.error.issues, codes);
  if (Object.keys(badPrice).length > 0) errors.doorPrice = { ...errors.doorPrice, ...badPrice };
  if (!parsed.success || Object.keys(badPrice).length > 0) return { errors };
  return { terms: parsed.data };
}

/** A new door-only ticket type parsed with the schedule's own ticket schema; or its errors by field. */
export function parseNewDoorType(value: NewDoorTypeValue, takenNames: readonly string[]): { ticket: ScheduleTicketInfo } | { errors: NewDoorTypeErrors } {
  const price = value.price.trim() === '' ? null : pricePaise(value.price);
  const parsed = scheduleTicketInfoSchema.safeParse({ ticketTypeName: value.name, totalInventory: value.inventory, price: price ?? 0 });
  const errors: NewDoorTypeErrors = {};
  if (price === null) errors.price = SCHEDULE_API_MESSAGES.priceInvalid;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'ticketTypeName' ? 'name' : issue.path[0] === 'totalInventory' ? 'inventory' : issue.path[0] === 'price' ? 'price' : 'form';
      errors[field] ??= issue.message;
    }
  } else if (takenNames.some((n) => ticketTypeNameKey(n) === ticketTypeNameKey(parsed.data.ticketTypeName))) {
    errors.name = SCHEDULE_API_MESSAGES.duplicateTicketName;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { ticket: parsed.data };
}
