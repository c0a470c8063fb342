import { toIstParts } from './ist';
import { organiserProceeds, platformFeePaise, ticketMoney, type GstSplit, type GstSupply, type OfferFunder, type TicketSale } from './money-model';
import { DEFAULT_TAX_RATES, rateOn, type TaxRate } from './tax-rates';

/**
 * The reports' money (docs/money.md), from the money model only: sums of tickets grouped by (ticket type, unit price,
 * funder of the discount), the platform fee applied per group by platformFeePaise, and organiserProceeds() on a sum
 * (GST on the summed fee computed once). The server reads the groups from SQL; nothing else applies a tier or a rate.
 */

/** Sold tickets of one unit price whose discounts one funder pays (null: no discount, or none recorded). */
export interface MoneyGroup {
  pricePaise: number;
  funder: OfferFunder | null;
  sold: number;
  /** The sum of the group's discounts. */
  discountsPaise: number;
}

/** What a sum of tickets earns the organiser before the platform fee, and that fee. */
export interface MoneySums {
  /** The prices less the discounts the organiser funds. */
  earningsPaise: number;
  platformFeePaise: number;
  organiserDiscountsPaise: number;
  /** Discounts funded by DIY Events or a partner: reimbursed to the organiser. */
  reimbursedDiscountsPaise: number;
}

export const zeroMoneySums = (): MoneySums => ({ earningsPaise: 0, platformFeePaise: 0, organiserDiscountsPaise: 0, reimbursedDiscountsPaise: 0 });

/** Adds MoneySums field by field. */
export function addMoneySums(a: MoneySums, b: MoneySums): MoneySums {
  return {
    earningsPaise: a.earningsPaise + b.earningsPaise,
    platformFeePaise: a.platformFeePaise + b.platformFeePaise,
    organiserDiscountsPaise: a.organiserDiscountsPaise + b.organiserDiscountsPaise,
    reimbursedDiscountsPaise: a.reimbursedDiscountsPaise + b.reimbursedDiscountsPaise,
  };
}

/**
 * One group's sums: exactly the sum of ticketMoney() over its tickets (the fee depends on the unit price only, the
 * discount's side on the funder only), so a group of a million tickets costs one call.
 */
export function moneyOfGroup(g: MoneyGroup): MoneySums {
  const byFunder = ticketMoney({ pricePaise: g.discountsPaise, discountPaise: g.discountsPaise, discountFunder: g.funder, channelFeePaise: 0, channelTaxPaise: 0 });
  return {
    earningsPaise: g.sold * g.pricePaise - byFunder.organiserDiscountPaise,
    platformFeePaise: g.sold * platformFeePaise(g.pricePaise),
    organiserDiscountsPaise: byFunder.organiserDiscountPaise,
    reimbursedDiscountsPaise: byFunder.reimbursedDiscountPaise,
  };
}

export function moneyOfGroups(groups: readonly MoneyGroup[]): MoneySums {
  return groups.map(moneyOfGroup).reduce(addMoneySums, zeroMoneySums());
}

/** The GST rate on the platform fee (basis points) in force on an instant's IST date. */
export function feeGstRateBp(instant: Date | string, rates: readonly TaxRate[] = DEFAULT_TAX_RATES): number {
  const p = toIstParts(instant);
  if (!p) throw new RangeError(`Not an instant: ${String(instant)}`);
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return rateOn(rates, 'GST_ON_FEE', date).rateBp;
}

/** A sum's report figures: its sums with the GST on its platform fee computed once, and the net ("Net to you"). */
export interface MoneyFigures extends MoneySums {
  platformFeeGst: GstSplit;
  netPaise: number;
}

export function moneyFigures(sums: MoneySums, gstRateBp: number, supply: GstSupply): MoneyFigures {
  const p = organiserProceeds({ organiserEarnsPaise: sums.earningsPaise, platformFeePaise: sums.platformFeePaise }, gstRateBp, supply);
  return { ...sums, platformFeeGst: p.platformFeeGst, netPaise: p.netPaise };
}

/** One ticket through the model, as a download's row and the ticket editor show it: organiserProceeds() of that ticket. */
export function ticketFigures(t: TicketSale, gstRateBp: number, supply: GstSupply): MoneyFigures & { buyerPaysPaise: number } {
  const m = ticketMoney(t);
  const sums: MoneySums = {
    earningsPaise: m.organiserEarnsPaise,
    platformFeePaise: m.platformFeePaise,
    organiserDiscountsPaise: m.organiserDiscountPaise,
    reimbursedDiscountsPaise: m.reimbursedDiscountPaise,
  };
  return { ...moneyFigures(sums, gstRateBp, supply), buyerPaysPaise: m.buyerPaysPaise };
}
