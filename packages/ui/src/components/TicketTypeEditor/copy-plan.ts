import { formatIstDateTime, formatPaise, ticketTypeNameKey } from '@diy/domain';
import { emptyTicketRow, pricePaise, type TicketRowValue, type TicketSessionValue } from './ticket-rows';

/** What 'Copy to all shows' will do to one other show, in words (listed in the confirmation before anything changes). */
export interface CopyChange {
  sessionKey: string;
  /** 'NCPA Tata Theatre, 26/11/2026 07:30 PM' */
  title: string;
  lines: string[];
}

export interface CopyPlan {
  sessions: TicketSessionValue[];
  /** One entry per other show that changes; empty when nothing would change. */
  changes: CopyChange[];
}

export const COPY_TEXTS = {
  title: 'Copy to all shows?',
  lead: 'These shows will change. Nothing is saved until you press Save.',
  confirm: 'Copy',
  nothing: 'The other shows already have these ticket types.',
  added: (name: string, inventory: string, price: string) => `${name} added: ${inventory} tickets at ${price}`,
  inventory: (name: string, from: string, to: string) => `${name}: inventory ${from} to ${to}`,
  keptAtSold: (name: string, sold: number, to: string) => `${name}: kept at ${to}, not below the ${sold} already sold`,
  price: (name: string, from: string, to: string) => `${name}: price ${from} to ${to}`,
  keptSold: (name: string, sold: number) => `${name} stays (${sold} sold)`,
  keptSaved: (name: string) => `${name} stays (on sale on this show)`,
  removed: (name: string) => `${name} removed`,
} as const;

const priceText = (text: string) => {
  const paise = pricePaise(text);
  return paise === null ? text : paise === 0 ? 'free' : formatPaise(paise);
};

/**
 * 'Copy to all shows' from show `from`: every other show gets the source's ticket types with their inventory and
 * price, keeping its own row (key, code and sold count) for a type it already has. A show's inventory never goes
 * below what it has sold: the copy stops at the sold count there. Types of the other show that the source lacks are
 * kept when they have sales, or, with `keepSaved` (a published event, whose ticket types are never removed), when
 * they are saved; the rest are removed.
 */
export function planCopyToAll(sessions: readonly TicketSessionValue[], from: number, keepSaved = false): CopyPlan {
  const source = sessions[from]?.tickets.filter((r) => r.ticketTypeName) ?? [];
  const changes: CopyChange[] = [];
  const next = sessions.map((session, i) => {
    if (i === from) return session;
    const lines: string[] = [];
    const used = new Set<string>();
    const tickets: TicketRowValue[] = source.map((src) => {
      const key = ticketTypeNameKey(src.ticketTypeName);
      const own = session.tickets.find((t) => t.ticketTypeName && ticketTypeNameKey(t.ticketTypeName) === key);
      if (!own) {
        lines.push(COPY_TEXTS.added(src.ticketTypeName, src.totalInventory, priceText(src.price)));
        return { ...emptyTicketRow(), ticketTypeName: src.ticketTypeName, totalInventory: src.totalInventory, price: src.price };
      }
      used.add(own.key);
      const sold = own.sold ?? 0;
      const wanted = Number(src.totalInventory);
      const inventory = Number.isFinite(wanted) && wanted < sold ? String(sold) : src.totalInventory;
      if (inventory !== own.totalInventory) {
        lines.push(inventory === src.totalInventory ? COPY_TEXTS.inventory(own.ticketTypeName, own.totalInventory, inventory) : COPY_TEXTS.keptAtSold(own.ticketTypeName, sold, inventory));
      } else if (inventory !== src.totalInventory) {
        lines.push(COPY_TEXTS.keptAtSold(own.ticketTypeName, sold, inventory));
      }
      if (pricePaise(own.price) !== pricePaise(src.price)) lines.push(COPY_TEXTS.price(own.ticketTypeName, priceText(own.price), priceText(src.price)));
      return { ...own, totalInventory: inventory, price: src.price };
    });
    for (const own of session.tickets) {
      if (used.has(own.key)) continue;
      if (own.sold) {
        tickets.push(own);
        lines.push(COPY_TEXTS.keptSold(own.ticketTypeName, own.sold));
      } else if (keepSaved && own.ticketTypeCode) {
        tickets.push(own);
        lines.push(COPY_TEXTS.keptSaved(own.ticketTypeName));
      } else if (own.ticketTypeName) {
        lines.push(COPY_TEXTS.removed(own.ticketTypeName));
      }
    }
    const changed = lines.some((l) => !l.endsWith('(on sale on this show)') && !/ stays \(\d+ sold\)$/.test(l));
    if (changed) changes.push({ sessionKey: session.key, title: `${session.venueName}, ${formatIstDateTime(session.showTime)}`, lines });
    return changed ? { ...session, tickets } : session;
  });
  return { sessions: next, changes };
}
