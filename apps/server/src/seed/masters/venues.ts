import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterVenues } from '../../db/schema';
import { VENUES } from '../venues';

/** Venues the demo events play at are trending (listed under 'Recent Venues'). */
const TRENDING = new Set(['DOMM', 'JWGM', 'NCPA', 'PMCB', 'PMCP', 'SFAD']);

/** Online venue codes: the sub-type is chosen by venue code (seed 000 section 3). */
export const ONLINE_VENUES = [
  { code: 'ONLINE-LIVE', name: 'Live Streaming', venueSubType: 'liveStreaming' },
  { code: 'ONLINE-VOD', name: 'Video on Demand', venueSubType: 'vod' },
  { code: 'ONLINE-EXTLIVE', name: 'External Live Stream', venueSubType: 'externalLiveStreaming' },
  { code: 'ONLINE-ZOOM', name: 'Zoom Meeting', venueSubType: 'zoom' },
  { code: 'ONLINE-EXTPAID', name: 'External Paid Meeting', venueSubType: 'externalPaid' },
] as const;

/** The master venues (the Schedule issue builds on them): the demo venues on ground and the online codes. */
export async function seedVenues(db: Db): Promise<number> {
  const rows = [
    ...Object.values(VENUES).map((v) => ({
      code: v.code,
      name: v.name,
      address: `${v.name}, ${v.city}`,
      region: v.city,
      regionCode: v.region,
      trending: TRENDING.has(v.code),
      venueType: 'onGround',
      venueSubType: null,
    })),
    ...ONLINE_VENUES.map((v) => ({
      code: v.code,
      name: v.name,
      address: 'Online',
      region: 'Online',
      regionCode: 'ONLINE',
      trending: false,
      venueType: 'online',
      venueSubType: v.venueSubType,
    })),
  ];
  await db
    .insert(masterVenues)
    .values(rows)
    .onConflictDoUpdate({
      target: masterVenues.code,
      set: {
        name: sql`excluded.name`,
        address: sql`excluded.address`,
        region: sql`excluded.region`,
        regionCode: sql`excluded.region_code`,
        trending: sql`excluded.trending`,
        venueType: sql`excluded.venue_type`,
        venueSubType: sql`excluded.venue_sub_type`,
      },
    });
  return rows.length;
}
