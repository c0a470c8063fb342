import {
  BOX_OFFICE_CHANNEL_NAME,
  feeGstSupply,
  mergeTaxRates,
  type GstSupply,
  type OfferFunder,
  type StatementGroupInput,
  type TaxRate,
  type TcsFlag,
} from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';
import type { Runner } from '../jobs/job-queue';
import { ticketSupplyFor } from '../reports/gst';

/**
 * What a statement is computed from, read with SQL (docs/settlements.md). SQL only groups and sums; every fee and tax
 * is computed by packages/domain on the groups (never re-implemented here).
 */

const n = (v: unknown): number => Number(v ?? 0);

/**
 * A session's sold tickets (a ticket is sold unless cancelled, as the reports count) grouped by ticket type, price,
 * channel and who funded the discount (a ticket without a discount has no funder).
 */
export async function sessionTicketGroups(db: Runner, sessionId: string): Promise<StatementGroupInput[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select t.ticket_type_id, tt.name as ticket_type_name, t.price_paise, c.name as channel,
        case when t.discount_paise = 0 then null else coalesce(o.funded_by, 'ORGANISER') end as funder,
        count(*) as tickets, sum(t.discount_paise) as discount, sum(t.fee_paise) as fee, sum(t.tax_paise) as tax
      from tickets t
        join bookings b on b.id = t.booking_id
        join ticket_types tt on tt.id = t.ticket_type_id
        join sales_channels c on c.id = b.channel_id
        left join catalogue_offers o on o.code = b.offer_code
      where t.session_id = ${sessionId}::uuid and t.state <> 'cancelled'
      group by 1, 2, 3, 4, 5
      order by 2, 3, 4, 5 nulls first`),
  );
  return rows.map((r) => ({
    ticketTypeId: String(r.ticket_type_id),
    ticketTypeName: String(r.ticket_type_name),
    channel: String(r.channel),
    pricePaise: n(r.price_paise),
    funder: (r.funder ?? null) as OfferFunder | null,
    tickets: n(r.tickets),
    discountPaise: n(r.discount),
    channelFeePaise: n(r.fee),
    channelTaxPaise: n(r.tax),
    collectedByOrganiser: r.channel === BOX_OFFICE_CHANNEL_NAME,
  }));
}

export interface SessionFacts {
  sessionId: string;
  eventId: string;
  eventCode: string;
  eventTitle: string;
  organiserId: string;
  showTime: Date;
  cancelled: boolean;
  venueRegionCode: string | null;
}

export async function sessionFacts(db: Runner, sessionId: string): Promise<SessionFacts | null> {
  const [r] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select s.id, s.event_id, e.event_code, e.title, e.organiser_id, s.show_time, s.cancelled_at, v.region_code
      from event_sessions s join events e on e.id = s.event_id left join master_venues v on v.code = s.venue_code
      where s.id = ${sessionId}::uuid`),
  );
  if (!r || !r.organiser_id) return null;
  return {
    sessionId: String(r.id),
    eventId: String(r.event_id),
    eventCode: String(r.event_code ?? ''),
    eventTitle: String(r.title),
    organiserId: String(r.organiser_id),
    showTime: new Date(r.show_time as string),
    cancelled: r.cancelled_at !== null,
    venueRegionCode: (r.region_code as string | null) ?? null,
  };
}

export interface OrganiserFacts {
  id: string;
  name: string;
  status: string;
  tcsFlag: TcsFlag;
  gstins: string[];
  /** The first approved GSTIN's state code (no other state is on record). */
  stateCode: string | null;
  pan: string | null;
  bankChangedAt: Date | null;
  bankUnderReview: boolean;
  bank: { beneficiaryName: string; bankName: string; accountNumber: string; ifsc: string } | null;
}

export async function organiserFacts(db: Runner, organiserId: string, lock = false): Promise<OrganiserFacts | null> {
  const [r] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select o.id, o.name, o.status, o.tcs_flag, o.profile, o.bank_details_changed_at,
        exists (select 1 from organiser_change_requests cr where cr.organiser_id = o.id and cr.kind = 'bank' and cr.status = 'pending') as bank_review
      from organisers o where o.id = ${organiserId}::uuid ${lock ? sql`for no key update of o` : sql``}`),
  );
  if (!r) return null;
  const profile = (r.profile ?? {}) as { pan?: unknown; gstNumbers?: { gstin?: unknown }[]; bank?: Record<string, unknown> };
  const gstins = (profile.gstNumbers ?? []).map((g) => (typeof g.gstin === 'string' ? g.gstin.trim().toUpperCase() : '')).filter((g) => g.length === 15);
  const bank = profile.bank;
  return {
    id: String(r.id),
    name: String(r.name),
    status: String(r.status),
    tcsFlag: (r.tcs_flag as TcsFlag) ?? 'N',
    gstins,
    stateCode: gstins[0]?.slice(0, 2) ?? null,
    pan: typeof profile.pan === 'string' ? profile.pan : null,
    bankChangedAt: r.bank_details_changed_at ? new Date(r.bank_details_changed_at as string) : null,
    bankUnderReview: r.bank_review === true,
    bank: bank
      ? { beneficiaryName: String(bank.beneficiaryName ?? ''), bankName: String(bank.bankName ?? ''), accountNumber: String(bank.accountNumber ?? ''), ifsc: String(bank.ifsc ?? '') }
      : null,
  };
}

/** The fee's GST supply (by the organiser's state) and the organiser's own supply for TCS (its GSTIN in the venue's state). */
export function suppliesFor(o: OrganiserFacts, venueRegionCode: string | null): { feeSupply: GstSupply; tcsSupply: GstSupply } {
  return { feeSupply: feeGstSupply(o.stateCode), tcsSupply: ticketSupplyFor(o.gstins, venueRegionCode) };
}

/** The rates known: DEFAULT_TAX_RATES and the finance admins' additions. */
export async function taxRates(db: Runner | Db): Promise<TaxRate[]> {
  const rows = rowsOf<{ kind: TaxRate['kind']; rate_bp: number; effective_from: string; note: string }>(
    await db.execute(sql`select kind, rate_bp, effective_from::text as effective_from, note from tax_rate_overrides order by kind, effective_from`),
  );
  return mergeTaxRates(rows.map((r) => ({ kind: r.kind, rateBp: Number(r.rate_bp), effectiveFrom: r.effective_from, basis: r.note })));
}
