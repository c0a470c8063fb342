import { ticketTypeNameKey } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ticketTypeNames } from '../db/schema';

/** Ticket-type names organisers in India commonly use, approved from the start (GET /tickettypes/approved). */
export const APPROVED_TICKET_TYPE_NAMES = [
  'General Admission', 'VIP', 'VVIP', 'Early Bird', 'Phase 1', 'Phase 2', 'Phase 3', 'Fan Pit', 'Gold', 'Silver', 'Platinum',
  'Diamond', 'Bronze', 'Student', 'Couple', 'Couple Pass', 'Stag', 'Female Stag', 'Group of 4', 'Group of 6', 'Family Pass',
  'Kids', 'Senior Citizen', 'Balcony', 'Stalls', 'Dress Circle', 'Upper Circle', 'Front Row', 'Premium', 'Premium Lounge',
  'Lounge', 'Standing', 'Seated', 'Season Pass', 'Day Pass', 'Weekend Pass', '2 Day Pass', '3 Day Pass', 'All Access',
  'Backstage Pass', 'Meet and Greet', 'Table for 2', 'Table for 4', 'Table for 6', 'Cover Charge', 'Free Entry',
  'Donor Pass', 'Workshop Seat', 'Online Access', 'Live Stream Pass', 'Replay Access', 'Regular', 'Classic', 'Executive',
  'Corporate', 'Press', 'Invite Only', 'Last Minute', 'On the Spot',
] as const;

/** Upserts the approved names (a name a reviewer rejected stays rejected). Idempotent. */
export async function seedTicketTypeNames(db: Db): Promise<number> {
  const rows = APPROVED_TICKET_TYPE_NAMES.map((name) => ({ name, nameKey: ticketTypeNameKey(name), status: 'approved' }));
  await db
    .insert(ticketTypeNames)
    .values(rows)
    .onConflictDoUpdate({ target: ticketTypeNames.nameKey, set: { status: sql`case when ${ticketTypeNames.status} = 'rejected' then 'rejected' else 'approved' end` } });
  return rows.length;
}
