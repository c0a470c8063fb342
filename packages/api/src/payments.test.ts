import { describe, expect, it } from 'vitest';
import { PAYMENT_PATHS, statementListParams } from './payments';

describe('payment paths', () => {
  it('are the contract’s, with the id encoded', () => {
    expect(PAYMENT_PATHS.statements).toBe('/payments/statements');
    expect(PAYMENT_PATHS.dueNext).toBe('/payments/due');
    expect(PAYMENT_PATHS.statement('s-1')).toBe('/payments/statements/s-1');
    expect(PAYMENT_PATHS.statementPdf('s-1')).toBe('/payments/statements/s-1/pdf');
    expect(PAYMENT_PATHS.invoicePdf('a/b')).toBe('/payments/statements/a%2Fb/invoice');
    expect(PAYMENT_PATHS.withholdingCsv).toBe('/payments/withholding.csv');
  });

  it("the list's query carries only what is set: status, one event, the page", () => {
    expect(statementListParams({})).toEqual({});
    expect(statementListParams({ status: 'PAID', eventCode: 'ET00010030', limit: 20, offset: 0 })).toEqual({ status: 'PAID', eventCode: 'ET00010030', limit: 20, offset: 0 });
    expect(statementListParams({ eventCode: '' })).toEqual({});
  });
});
