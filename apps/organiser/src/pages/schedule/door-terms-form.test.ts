import { BOX_OFFICE_MESSAGES, SCHEDULE_API_MESSAGES } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { doorTermsErrorsOf, doorTermsValueOf, parseDoorTerms, parseNewDoorType } from './door-terms-form';

const codes = ['GOLD', 'SILVER'];
const value = (compLimit: string, gold = '', silverDoorOnly = false) => ({
  compLimit,
  offersAtDoor: true,
  types: { GOLD: { doorPrice: gold, doorOnly: false }, SILVER: { doorPrice: '', doorOnly: silverDoorOnly } },
});

describe('the door terms form', () => {
  it('reads the saved terms as rupees, empty for the online price', () => {
    const form = doorTermsValueOf({
      compLimit: 4,
      offersAtDoor: false,
      ticketTypes: [
        { code: 'GOLD', name: 'Gold', pricePaise: 1_999_00, doorPricePaise: 2_250_50, doorOnly: false, available: 10 },
        { code: 'SILVER', name: 'Silver', pricePaise: 999_00, doorPricePaise: null, doorOnly: true, available: 10 },
      ],
    });
    expect(form).toEqual({ compLimit: '4', offersAtDoor: false, types: { GOLD: { doorPrice: '2250.50', doorOnly: false }, SILVER: { doorPrice: '', doorOnly: true } } });
  });

  it("parses with the route's schema: paise, null for the online price, the door flag", () => {
    expect(parseDoorTerms(value('3', '2200', true), codes)).toEqual({
      terms: { compLimit: 3, offersAtDoor: true, ticketTypes: [{ code: 'GOLD', doorPricePaise: 2_200_00, doorOnly: false }, { code: 'SILVER', doorPricePaise: null, doorOnly: true }] },
    });
  });

  it('refuses by field: the comp limit, and a door price that is not a price under its own type', () => {
    expect(parseDoorTerms(value('-1'), codes)).toEqual({ errors: { compLimit: BOX_OFFICE_MESSAGES.compLimit } });
    expect(parseDoorTerms(value(''), codes)).toHaveProperty('errors.compLimit');
    expect(parseDoorTerms(value('2', '12.345'), codes)).toEqual({ errors: { doorPrice: { GOLD: SCHEDULE_API_MESSAGES.priceInvalid } } });
  });

  it("maps the server's field paths back to the type they name", () => {
    expect(doorTermsErrorsOf([{ path: ['ticketTypes', 1, 'doorPricePaise'], message: 'too dear' }, { path: ['compLimit'], message: 'no' }, { path: [], message: 'other' }], codes)).toEqual({
      doorPrice: { SILVER: 'too dear' },
      compLimit: 'no',
      form: 'other',
    });
  });
});

describe('a new door-only ticket type', () => {
  it('is an approved name with inventory and a price (rupees to paise)', () => {
    expect(parseNewDoorType({ name: 'Door Pass', inventory: '40', price: '300' }, ['Gold'])).toEqual({ ticket: { ticketTypeName: 'Door Pass', totalInventory: 40, price: 300_00 } });
  });

  it('refuses a name already on the show, no inventory or a bad price, each under its field', () => {
    expect(parseNewDoorType({ name: 'gold', inventory: '40', price: '300' }, ['Gold'])).toEqual({ errors: { name: SCHEDULE_API_MESSAGES.duplicateTicketName } });
    const bad = parseNewDoorType({ name: 'Door Pass', inventory: '0', price: 'abc' }, []);
    expect(bad).toHaveProperty('errors.inventory');
    expect(bad).toHaveProperty('errors.price', SCHEDULE_API_MESSAGES.priceInvalid);
  });
});
