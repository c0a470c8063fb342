import { describe, expect, it } from 'vitest';
import { OFFER_PATHS } from './offers';

describe('offer paths', () => {
  it.each([
    [OFFER_PATHS.audience, '/offers/audience'],
    [OFFER_PATHS.offers, '/offers'],
    [OFFER_PATHS.events, '/offers/events'],
    [OFFER_PATHS.eventDetail('ET00010002'), '/offers/events/ET00010002'],
    [OFFER_PATHS.eventDetail('ET/1'), '/offers/events/ET%2F1'],
    [OFFER_PATHS.transactionReports, '/offers/sendTransactionReports'],
    [OFFER_PATHS.catalogueOffer('HDFC15'), '/proxy/diy/v1/offers/catalogue/HDFC15'],
    [OFFER_PATHS.retire('HDFC15'), '/proxy/diy/v1/offers/catalogue/HDFC15/retire'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
