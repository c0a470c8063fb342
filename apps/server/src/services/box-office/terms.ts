import { randomUUID } from 'node:crypto';
import { BOX_OFFICE_CHANNEL_NAME, type BoxOfficeSettings, type DoorTerms, type SellContext } from '@diy/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  boxOfficeDoorPrices,
  boxOfficeSales,
  boxOfficeSessionTerms,
  boxOfficeSettings,
  events,
  eventSessions,
  salesChannels,
  ticketTypes,
} from '../../db/schema';
import { errors } from '../../http/errors';
import { isoOf, isUuid, sha256 } from '../ids';
import { boxOfficeErrors, type BoxOfficeCaller } from './access';

type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A session of the caller's organiser, with its event; 404 for an unknown one or another organiser's. */
export interface SessionScope {
  sessionId: string;
  eventId: string;
  eventCode: string;
  eventTitle: string;
  venueCode: string;
  showTime: Date;
}

export async function sessionOf(db: Runner, caller: Pick<BoxOfficeCaller, 'organiserId'>, sessionId: string): Promise<SessionScope> {
  if (!isUuid(sessionId)) throw boxOfficeErrors.sessionNotFound();
  const [row] = await db
    .select({ sessionId: eventSessions.id, eventId: events.id, eventCode: events.eventCode, eventTitle: events.title, venueCode: eventSessions.venueCode, showTime: eventSessions.showTime })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(eventSessions.id, sessionId), eq(events.organiserId, caller.organiserId)));
  if (!row) throw boxOfficeErrors.sessionNotFound();
  return { ...row, eventCode: row.eventCode ?? '' };
}

/** The "Box office" sales channel (made on first use; its key is random: nothing pushes through it from outside). */
export async function boxOfficeChannelId(db: Runner): Promise<string> {
  const [found] = await db.select({ id: salesChannels.id }).from(salesChannels).where(eq(salesChannels.name, BOX_OFFICE_CHANNEL_NAME));
  if (found) return found.id;
  await db.insert(salesChannels).values({ name: BOX_OFFICE_CHANNEL_NAME, keyHash: sha256(`box-office:${randomUUID()}`) }).onConflictDoNothing();
  const [made] = await db.select({ id: salesChannels.id }).from(salesChannels).where(eq(salesChannels.name, BOX_OFFICE_CHANNEL_NAME));
  if (!made) throw new Error('box-office channel not written');
  return made.id;
}

export async function readSettings(db: Runner, organiserId: string): Promise<{ upiId: string; payeeName: string } | null> {
  const [row] = await db.select({ upiId: boxOfficeSettings.upiId, payeeName: boxOfficeSettings.payeeName }).from(boxOfficeSettings).where(eq(boxOfficeSettings.organiserId, organiserId));
  return row ?? null;
}

export async function writeSettings(db: Runner, organiserId: string, s: BoxOfficeSettings, now: Date): Promise<void> {
  await db
    .insert(boxOfficeSettings)
    .values({ organiserId, upiId: s.upiId, payeeName: s.payeeName, updatedAt: now })
    .onConflictDoUpdate({ target: boxOfficeSettings.organiserId, set: { upiId: s.upiId, payeeName: s.payeeName, updatedAt: now } });
}

export interface DoorType {
  id: string;
  code: string;
  name: string;
  pricePaise: number;
  doorPricePaise: number | null;
  doorOnly: boolean;
  available: number;
}

export async function doorTypes(db: Runner, sessionId: string): Promise<DoorType[]> {
  const rows = await db
    .select({
      id: ticketTypes.id,
      code: ticketTypes.code,
      name: ticketTypes.name,
      pricePaise: ticketTypes.pricePaise,
      inventory: ticketTypes.inventory,
      sold: ticketTypes.sold,
      doorPricePaise: boxOfficeDoorPrices.doorPricePaise,
      doorOnly: boxOfficeDoorPrices.doorOnly,
    })
    .from(ticketTypes)
    .leftJoin(boxOfficeDoorPrices, eq(boxOfficeDoorPrices.ticketTypeId, ticketTypes.id))
    .where(eq(ticketTypes.sessionId, sessionId))
    .orderBy(asc(ticketTypes.code));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, pricePaise: r.pricePaise, doorPricePaise: r.doorPricePaise ?? null, doorOnly: r.doorOnly ?? false, available: r.inventory - r.sold }));
}

export async function sessionTerms(db: Runner, sessionId: string): Promise<{ compLimit: number; offersAtDoor: boolean }> {
  const [row] = await db.select().from(boxOfficeSessionTerms).where(eq(boxOfficeSessionTerms.sessionId, sessionId));
  return { compLimit: row?.compLimit ?? 0, offersAtDoor: row?.offersAtDoor ?? false };
}

/** Complimentary tickets given at the session and not voided. */
export async function compsUsed(db: Runner, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${boxOfficeSales.tickets}), 0)::int` })
    .from(boxOfficeSales)
    .where(and(eq(boxOfficeSales.sessionId, sessionId), eq(boxOfficeSales.method, 'COMP'), isNull(boxOfficeSales.voidedAt)));
  return Number(row?.n ?? 0);
}

/** The organiser's door terms for a session (schedule editor): comp limit, offers at the door, door prices. */
export async function writeDoorTerms(db: Db, caller: BoxOfficeCaller, sessionId: string, terms: DoorTerms, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await sessionOf(tx, caller, sessionId);
    const types = await doorTypes(tx, sessionId);
    const byCode = new Map(types.map((t) => [t.code, t]));
    const unknown = terms.ticketTypes.findIndex((t) => !byCode.has(t.code));
    if (unknown >= 0) throw errors.validation([{ field: `ticketTypes.${unknown}.code`, message: `Unknown ticket type ${terms.ticketTypes[unknown]?.code ?? ''}` }]);
    await tx
      .insert(boxOfficeSessionTerms)
      .values({ sessionId, compLimit: terms.compLimit, offersAtDoor: terms.offersAtDoor, updatedAt: now })
      .onConflictDoUpdate({ target: boxOfficeSessionTerms.sessionId, set: { compLimit: terms.compLimit, offersAtDoor: terms.offersAtDoor, updatedAt: now } });
    const ids = terms.ticketTypes.map((t) => byCode.get(t.code)!.id);
    if (ids.length) await tx.delete(boxOfficeDoorPrices).where(inArray(boxOfficeDoorPrices.ticketTypeId, ids));
    const rows = terms.ticketTypes
      .filter((t) => t.doorPricePaise !== null || t.doorOnly)
      .map((t) => ({ ticketTypeId: byCode.get(t.code)!.id, doorPricePaise: t.doorPricePaise, doorOnly: t.doorOnly }));
    if (rows.length) await tx.insert(boxOfficeDoorPrices).values(rows);
  });
}

/** What the Sell tab shows for a session (the shift is filled in by the caller). */
export async function sellContext(db: Db, caller: BoxOfficeCaller, sessionId: string): Promise<Omit<SellContext, 'shift'>> {
  const scope = await sessionOf(db, caller, sessionId);
  const [types, terms, used, upi] = [await doorTypes(db, sessionId), await sessionTerms(db, sessionId), await compsUsed(db, sessionId), await readSettings(db, caller.organiserId)];
  return {
    sessionId,
    eventCode: scope.eventCode,
    eventTitle: scope.eventTitle,
    venueCode: scope.venueCode,
    showTime: isoOf(scope.showTime),
    ticketTypes: types.map(({ id: _id, ...t }) => t),
    compLimit: terms.compLimit,
    compUsed: used,
    offersAtDoor: terms.offersAtDoor,
    upi,
  };
}
