import { amountAfterFeeRate, feeRateFactorForPaise } from './money';
import { halfPercentOfPaise, percentOfPaise } from './tax-rates';

/**
 * The money model, written once (docs/money.md) and computed here only. Every screen, file, mail and statement calls
 * these functions; nothing else derives a fee, a tax or a net.
 *
 * Per ticket (all integer paise):
 * - the ticket price P is the organiser's; an offer's discount D comes off it, funded by the organiser, the platform or
 *   a partner (the catalogue offer says which);
 * - the channel's booking fee F and the GST on it G (as the channel sent them) are the channel's: the buyer pays them
 *   on top and the channel keeps them; a discount never changes them;
 * - the buyer pays P - D + F + G;
 * - the platform's fee is P less amountAfterFeeRate(P): the seed's fee-rate tiers (seed 000 section 9) on the ticket
 *   price, before any discount;
 * - the organiser earns P - D when it funds the discount, P when someone else does (the discount is reimbursed).
 *
 * Per session (or any sum of tickets): GST on the platform fee is computed once on the summed fee, CGST and SGST as
 * two equal halves of it when the supply is within one state, IGST otherwise; the organiser's net is its earnings less
 * the platform fee and that GST. Statements then withhold TCS and TDS (settlement.ts).
 */
export const OFFER_FUNDERS = ['ORGANISER', 'PLATFORM', 'PARTNER'] as const;
export type OfferFunder = (typeof OFFER_FUNDERS)[number];
export const OFFER_FUNDER_LABELS: Record<OfferFunder, string> = {
  ORGANISER: 'Organiser',
  PLATFORM: 'DIY Events',
  PARTNER: 'Partner',
};

export type GstSupply = 'INTRA_STATE' | 'INTER_STATE';

export interface GstSplit {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * GST at a rate on one base, computed once: within a state two equal halves (CGST = SGST = round(base x rate / 2)),
 * otherwise IGST = round(base x rate).
 */
export function gstOn(basePaise: number, rateBp: number, supply: GstSupply): GstSplit {
  if (supply === 'INTRA_STATE') {
    const half = halfPercentOfPaise(basePaise, rateBp);
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0, totalPaise: 2 * half };
  }
  const igst = percentOfPaise(basePaise, rateBp);
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: igst, totalPaise: igst };
}

/** The platform's fee on one ticket of this price (paise), by the seed's tiers on the price. */
export function platformFeePaise(pricePaise: number): number {
  return pricePaise - amountAfterFeeRate(pricePaise);
}

/** The platform fee's rate in whole percent for a price, as the editor states it (3 for a Rs 1,999 ticket). */
export function platformFeePercent(pricePaise: number): number {
  return Math.round((1 - feeRateFactorForPaise(pricePaise)) * 100);
}

export interface TicketSale {
  pricePaise: number;
  /** The offer's discount on this seat (0 without one). */
  discountPaise: number;
  /** Who funds the discount; null without one. */
  discountFunder: OfferFunder | null;
  /** The channel's booking fee and the GST on it, per ticket, as the channel sent them. */
  channelFeePaise: number;
  channelTaxPaise: number;
}

export interface TicketMoney {
  buyerPaysPaise: number;
  /** Fee plus the GST on it: the channel keeps both. */
  channelKeepsPaise: number;
  platformFeePaise: number;
  /** The discount when the organiser funds it, else 0. */
  organiserDiscountPaise: number;
  /** The discount when the platform or a partner funds it (reimbursed to the organiser), else 0. */
  reimbursedDiscountPaise: number;
  /** What the organiser earns before the platform fee: P - D, or P when the discount is reimbursed. */
  organiserEarnsPaise: number;
}

export function ticketMoney(t: TicketSale): TicketMoney {
  const organiserDiscount = t.discountFunder === 'ORGANISER' || t.discountFunder === null ? t.discountPaise : 0;
  const reimbursed = t.discountPaise - organiserDiscount;
  return {
    buyerPaysPaise: t.pricePaise - t.discountPaise + t.channelFeePaise + t.channelTaxPaise,
    channelKeepsPaise: t.channelFeePaise + t.channelTaxPaise,
    platformFeePaise: platformFeePaise(t.pricePaise),
    organiserDiscountPaise: organiserDiscount,
    reimbursedDiscountPaise: reimbursed,
    organiserEarnsPaise: t.pricePaise - organiserDiscount,
  };
}

export interface OrganiserProceeds {
  organiserEarnsPaise: number;
  platformFeePaise: number;
  platformFeeGst: GstSplit;
  /** Earnings less the platform fee and its GST: "Net to you" everywhere. */
  netPaise: number;
}

/**
 * The organiser's net for a sum of tickets (a session, or one ticket for the editor's estimate): GST on the summed
 * platform fee computed once. An event's net is the sum of its sessions' nets, never recomputed on the event's sum.
 */
export function organiserProceeds(sum: { organiserEarnsPaise: number; platformFeePaise: number }, gstRateBp: number, supply: GstSupply): OrganiserProceeds {
  const gst = gstOn(sum.platformFeePaise, gstRateBp, supply);
  return {
    organiserEarnsPaise: sum.organiserEarnsPaise,
    platformFeePaise: sum.platformFeePaise,
    platformFeeGst: gst,
    netPaise: sum.organiserEarnsPaise - sum.platformFeePaise - gst.totalPaise,
  };
}

/** The platform's own GST registration state (Maharashtra): the place of supply of its fee is the organiser's state. */
export const PLATFORM_GST_STATE_CODE = '27';

/**
 * Whether the platform fee's GST is CGST + SGST or IGST: within one state when the organiser's state (its GSTIN's first
 * two digits, else the state code it gave at sign-up) is the platform's; otherwise, or when unknown, IGST.
 */
export function feeGstSupply(organiserStateCode: string | null | undefined): GstSupply {
  return organiserStateCode === PLATFORM_GST_STATE_CODE ? 'INTRA_STATE' : 'INTER_STATE';
}
