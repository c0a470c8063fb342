import { describe, expect, it } from 'vitest';
import { ticketMoney, type OfferFunder } from './money-model';
import { feeGstRateBp, moneyFigures, moneyOfGroup, moneyOfGroups, ticketFigures } from './report-money';

const sale = (pricePaise: number, discountPaise = 0, discountFunder: OfferFunder | null = null) => ({
  pricePaise, discountPaise, discountFunder, channelFeePaise: 6_000, channelTaxPaise: 1_080,
});

describe('the worked example: a ₹1,999 ticket with a ₹60 channel fee and ₹10.80 GST on it (docs/money.md)', () => {
  it.each<[string, ReturnType<typeof sale>, 'INTRA_STATE' | 'INTER_STATE', Record<string, number>]>([
    ['no offer, organiser in Maharashtra', sale(199_900), 'INTRA_STATE', { buyerPaysPaise: 206_980, platformFeePaise: 5_997, cgst: 540, sgst: 540, igst: 0, netPaise: 192_823 }],
    ['no offer, organiser elsewhere', sale(199_900), 'INTER_STATE', { buyerPaysPaise: 206_980, platformFeePaise: 5_997, cgst: 0, sgst: 0, igst: 1_079, netPaise: 192_824 }],
    ['₹150 off funded by DIY Events', sale(199_900, 15_000, 'PLATFORM'), 'INTRA_STATE', { buyerPaysPaise: 191_980, platformFeePaise: 5_997, cgst: 540, sgst: 540, igst: 0, netPaise: 192_823, reimbursedDiscountsPaise: 15_000 }],
    ['₹150 off funded by the organiser', sale(199_900, 15_000, 'ORGANISER'), 'INTRA_STATE', { buyerPaysPaise: 191_980, platformFeePaise: 5_997, cgst: 540, sgst: 540, igst: 0, netPaise: 177_823, organiserDiscountsPaise: 15_000 }],
  ])('%s', (_, t, supply, want) => {
    const f = ticketFigures(t, 1_800, supply);
    const got: Record<string, number> = {
      buyerPaysPaise: f.buyerPaysPaise, platformFeePaise: f.platformFeePaise, cgst: f.platformFeeGst.cgstPaise, sgst: f.platformFeeGst.sgstPaise,
      igst: f.platformFeeGst.igstPaise, netPaise: f.netPaise, organiserDiscountsPaise: f.organiserDiscountsPaise, reimbursedDiscountsPaise: f.reimbursedDiscountsPaise,
    };
    expect(got).toMatchObject(want);
  });
});

describe('money groups', () => {
  it('a group sums exactly what ticketMoney gives its tickets one by one', () => {
    const tickets = [sale(199_900, 15_000, 'PARTNER'), sale(199_900, 10_000, 'PARTNER'), sale(199_900, 5_000, 'PARTNER')];
    const one = tickets.map(ticketMoney);
    const g = moneyOfGroup({ pricePaise: 199_900, funder: 'PARTNER', sold: 3, discountsPaise: 30_000 });
    expect(g).toEqual({
      earningsPaise: one.reduce((s, m) => s + m.organiserEarnsPaise, 0),
      platformFeePaise: one.reduce((s, m) => s + m.platformFeePaise, 0),
      organiserDiscountsPaise: 0,
      reimbursedDiscountsPaise: 30_000,
    });
  });

  it('GST on a sum is computed once on the summed fee, in equal halves', () => {
    // Three ₹1,999 tickets: fee 3 x 59.97 = 179.91; 9% of it is 16.1919 -> 16.19 each half (per ticket 5.40 x 3 = 16.20).
    const f = moneyFigures(moneyOfGroups([{ pricePaise: 199_900, funder: null, sold: 3, discountsPaise: 0 }]), 1_800, 'INTRA_STATE');
    expect(f.platformFeeGst).toEqual({ cgstPaise: 1_619, sgstPaise: 1_619, igstPaise: 0, totalPaise: 3_238 });
    expect(f.netPaise).toBe(3 * 199_900 - 17_991 - 3_238);
  });

  it('tiers per unit price: ₹999 at 5%, ₹200 at 10%, ₹5,001 at 1%', () => {
    expect(moneyOfGroups([
      { pricePaise: 99_900, funder: null, sold: 2, discountsPaise: 0 },
      { pricePaise: 20_000, funder: 'ORGANISER', sold: 1, discountsPaise: 2_000 },
      { pricePaise: 500_100, funder: null, sold: 1, discountsPaise: 0 },
    ])).toEqual({ earningsPaise: 2 * 99_900 + 18_000 + 500_100, platformFeePaise: 2 * 4_995 + 2_000 + 5_001, organiserDiscountsPaise: 2_000, reimbursedDiscountsPaise: 0 });
  });

  it('the GST rate on the fee by the IST date', () => {
    expect(feeGstRateBp('2026-11-27T18:30:00Z')).toBe(1_800);
  });
});
