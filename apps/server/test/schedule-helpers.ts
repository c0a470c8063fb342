import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type ScheduleAnswer, type ScheduleVenueInput } from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { events, masterVenues, organisers, users } from '../src/db/schema';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { api, login } from './helpers';

export interface Tokens {
  organiser: string;
  other: string;
  gate: string;
}

export async function tokens(app: FastifyInstance): Promise<Tokens> {
  return {
    organiser: await login(app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD),
    other: await login(app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD),
    gate: await login(app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD),
  };
}

/** A fresh event of the main demo organiser (draft unless told), straight in the table: the event draft routes are another area's. */
export async function createEvent(
  db: Db,
  opts: { status?: 'draft' | 'active' | 'inactive' | 'review'; title?: string; sections?: Record<string, unknown>; email?: string } = {},
): Promise<{ id: string; draftId: string; eventCode: string | null }> {
  const [user] = await db.select().from(users).where(eq(users.email, opts.email ?? DEMO_ACCOUNTS.organiser.email));
  const [org] = await db.select().from(organisers).where(eq(organisers.id, user!.organiserId!));
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const published = opts.status === 'active' || opts.status === 'inactive';
  const [row] = await db
    .insert(events)
    .values({
      draftId: `DFT-T-${suffix}`,
      eventCode: published ? `ET9${String(parseInt(suffix, 16) % 10_000_000).padStart(7, '0')}` : null,
      organiserId: org!.id,
      status: opts.status ?? 'draft',
      title: opts.title ?? 'Sufi Nights Live',
      category: [{ code: 'CONCERTS', name: 'Concerts' }],
      sections: opts.sections ?? {},
    })
    .returning({ id: events.id, draftId: events.draftId, eventCode: events.eventCode });
  return row!;
}

export async function setStatus(db: Db, eventId: string, status: 'active' | 'inactive' | 'draft'): Promise<string> {
  const [current] = await db.select({ eventCode: events.eventCode }).from(events).where(eq(events.id, eventId));
  const code = current?.eventCode ?? `ET8${randomBytes(4).readUInt32BE(0).toString().padStart(7, '0').slice(0, 7)}`;
  const [row] = await db.update(events).set({ status, eventCode: code }).where(eq(events.id, eventId)).returning({ eventCode: events.eventCode });
  return row!.eventCode!;
}

export async function onlineVenueCode(db: Db, subType: string): Promise<string> {
  const [row] = await db.select().from(masterVenues).where(eq(masterVenues.venueSubType, subType)).limit(1);
  if (!row) throw new Error(`no online venue for ${subType}`);
  return row.code;
}

/** IST wall clock -> ISO (UTC). */
export const ist = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`).toISOString();

export function saveSchedule(app: FastifyInstance, token: string, draftId: string, venueInfo: ScheduleVenueInput[] | unknown, addSession?: boolean) {
  return api(app, { method: 'PUT', url: `/api/manage/event/${draftId}/schedule`, token, payload: { venueInfo, ...(addSession !== undefined ? { addSession } : {}) } });
}

export const ticket = (name: string, totalInventory = 100, price = 49_900) => ({ ticketTypeName: name, totalInventory, price });

export function sessionsOf(answer: ScheduleAnswer, venue = 0) {
  return answer.venueInfo[venue]?.sessionInfo ?? [];
}
