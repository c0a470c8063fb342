import { GST_STATE_CODES, REGION_GST_STATE_CODES, type ReportGst } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';

/** The organiser's approved GST numbers (organisers.profile.gstNumbers), in the order they were approved. */
export async function organiserGstins(db: Db, organiserId: string): Promise<string[]> {
  const rows = rowsOf<{ profile: { gstNumbers?: { gstin?: unknown }[] } | null }>(
    await db.execute(sql`select profile from organisers where id = ${organiserId}`),
  );
  const list = rows[0]?.profile?.gstNumbers ?? [];
  return list.map((g) => (typeof g.gstin === 'string' ? g.gstin.trim().toUpperCase() : '')).filter((g) => g.length === 15);
}

/**
 * How a session's GST is reported. The venue's state comes from its region in the venue master; the organiser's
 * states from the first two digits of its GSTINs. Within one state (a GSTIN of the organiser in the venue's state)
 * the tax is CGST + SGST under that GSTIN; otherwise (another state, no GSTIN on record, or a venue without a state
 * such as an online one) it is IGST, under the organiser's first GSTIN when there is one.
 */
export function gstFor(gstins: readonly string[], regionCode: string | null): ReportGst {
  const venueStateCode = regionCode ? (REGION_GST_STATE_CODES[regionCode] ?? null) : null;
  const venueState = venueStateCode ? (GST_STATE_CODES[venueStateCode]?.name ?? null) : null;
  const local = venueStateCode ? gstins.find((g) => g.slice(0, 2) === venueStateCode) : undefined;
  if (local) return { supply: 'INTRA_STATE', gstin: local, venueStateCode, venueState };
  return { supply: 'INTER_STATE', gstin: gstins[0] ?? null, venueStateCode, venueState };
}
