import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, type CatalogueOffer } from '@diy/domain';
import { EMPTY_OFFER_FORM, formFromOffer, offerFromForm } from './offer-form';

const filled = {
  ...EMPTY_OFFER_FORM,
  code: 'kotak12', name: 'Kotak 12% off', audienceType: 'ALL_BUYERS', discount: '12', maxPerTicketRupees: '250', minTickets: '2',
  ticketTypes: 'Gold, VIP ', validFrom: '01/12/2026', validTo: '31/12/2026', totalCapTickets: '500', budgetRupees: '50000', perBuyerLimit: '2',
};

describe('catalogue offer form', () => {
  it('turns rupees into paise and IST days into a window that ends after the last day', () => {
    const r = offerFromForm(filled);
    expect(r).toEqual({
      ok: true,
      body: expect.objectContaining({
        code: 'KOTAK12', discountValue: 12, maxDiscountPerTicketPaise: 25_000, minTickets: 2, ticketTypes: ['Gold', 'VIP'], budgetPaise: 5_000_000,
        perBuyerLimit: 2, validFrom: '2026-11-30T18:30:00.000Z', validTo: '2026-12-31T18:30:00.000Z', totalCapTickets: 500,
      }),
    });
  });

  it('carries who funds the discount, the organiser unless chosen, and refuses anything else', () => {
    expect(offerFromForm(filled)).toMatchObject({ ok: true, body: { fundedBy: 'ORGANISER' } });
    expect(offerFromForm({ ...filled, fundedBy: 'PARTNER' })).toMatchObject({ ok: true, body: { fundedBy: 'PARTNER' } });
    const bad = offerFromForm({ ...filled, fundedBy: 'BANK' as never });
    expect(!bad.ok && bad.errors.fundedBy).toBe(OFFER_MESSAGES.fundedBy);
  });

  it('a flat discount is rupees off a ticket, without a cap per ticket', () => {
    const r = offerFromForm({ ...filled, discountKind: 'FLAT', discount: '99.50' });
    expect(r.ok && r.body).toMatchObject({ discountKind: 'FLAT', discountValue: 9_950, maxDiscountPerTicketPaise: null });
  });

  it.each([
    [{ discount: '120' }, 'discount', OFFER_MESSAGES.percent],
    // An empty percent speaks of a percentage, never of paise (issue 34); an empty flat amount of the amount.
    [{ discount: '' }, 'discount', OFFER_MESSAGES.percent],
    [{ discount: '12.5' }, 'discount', OFFER_MESSAGES.percent],
    [{ discountKind: 'FLAT' as const, discount: '' }, 'discount', OFFER_MESSAGES.paise],
    [{ validTo: '01/11/2026' }, 'validTo', OFFER_MESSAGES.window],
    [{ validFrom: '2026-12-01' }, 'validFrom', 'Please enter the date as dd/MM/yyyy'],
    [{ totalCapTickets: '' }, 'totalCapTickets', OFFER_MESSAGES.totalCap],
    [{ code: 'a' }, 'code', OFFER_MESSAGES.code],
  ])('says what is wrong, by field: %o', (patch, field, message) => {
    const r = offerFromForm({ ...filled, ...patch });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[field]).toBe(message);
  });

  it('fills the form back from an offer', () => {
    const r = offerFromForm(filled);
    if (!r.ok) throw new Error('invalid');
    const offer = { ...r.body, status: 'ACTIVE', audienceName: 'All buyers', events: 0, updatedAt: '' } as CatalogueOffer;
    expect(formFromOffer(offer)).toEqual({ ...filled, code: 'KOTAK12', ticketTypes: 'Gold, VIP' });
  });
});
