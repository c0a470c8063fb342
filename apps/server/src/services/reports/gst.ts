import { feeGstRateBp, feeGstSupply, GST_STATE_CODES, REGION_GST_STATE_CODES, type GstSupply, type ReportGst } from '@diy/domain';
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

/** The organiser's GST state code for the platform fee's GST: its first approved GSTIN's first two digits; null without one. */
export function organiserStateCode(gstins: readonly string[]): string | null {
  return gstins[0]?.slice(0, 2) ?? null;
}

/**
 * How the GST on a session's platform fee is charged (docs/money.md): feeGstSupply of the organiser's state (CGST +
 * SGST when it is the platform's, Maharashtra; else, or without a GSTIN, IGST), at the rate in force on the show's IST
 * date. The venue's state is reported beside it.
 */
export function gstFor(gstins: readonly string[], regionCode: string | null, showTime: Date): ReportGst {
  const venueStateCode = regionCode ? (REGION_GST_STATE_CODES[regionCode] ?? null) : null;
  const venueState = venueStateCode ? (GST_STATE_CODES[venueStateCode]?.name ?? null) : null;
  return { supply: feeGstSupply(organiserStateCode(gstins)), gstin: gstins[0] ?? null, rateBp: feeGstRateBp(showTime), venueStateCode, venueState };
}

/**
 * The organiser's own supply of the tickets, for TCS under section 52: within one state when it has a GSTIN in the
 * venue's state (TCS split as CGST + SGST under that GSTIN), otherwise (another state, no GSTIN, an online venue) IGST.
 */
export function ticketSupplyFor(gstins: readonly string[], regionCode: string | null): GstSupply {
  const venueStateCode = regionCode ? (REGION_GST_STATE_CODES[regionCode] ?? null) : null;
  return venueStateCode && gstins.some((g) => g.slice(0, 2) === venueStateCode) ? 'INTRA_STATE' : 'INTER_STATE';
}
