import { describe, expect, it } from 'vitest';
import { duplicateGstError, fieldErrors, generalInformationSchema, type GeneralInformationInput } from './account-form';
import { ACCOUNT_FORM_MESSAGES as M } from './identity-messages';
import { gstinCheckCharacter } from './gstin';

const valid: GeneralInformationInput = {
  organisationName: 'Acme Events Pvt. Ltd.',
  pan: 'AAPFU0939F',
  gstin: '27AAPFU0939F1ZV',
  gstinState: 'Maharashtra',
  address: '12 MG Road, Fort, Mumbai 400001',
  fullName: 'Asha Rao',
  email: 'asha@acme.in',
  beneficiaryName: 'Acme Events Pvt. Ltd.',
  bankName: 'State Bank of India',
  accountNumber: '123456789012',
  ifsc: 'SBIN0001234',
  accountType: 'current',
};

const errorsFor = (input: unknown): Record<string, string> => {
  const r = generalInformationSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('general information step', () => {
  it('accepts a complete form and normalises case and spaces', () => {
    const parsed = generalInformationSchema.parse({ ...valid, pan: ' aapfu0939f ', ifsc: 'sbin0001234', gstin: '27aapfu0939f1zv' });
    expect(parsed.pan).toBe('AAPFU0939F');
    expect(parsed.ifsc).toBe('SBIN0001234');
    expect(parsed.gstin).toBe('27AAPFU0939F1ZV');
  });
  it('accepts a form without GST registration', () => {
    expect(errorsFor({ ...valid, gstin: '', gstinState: '' })).toEqual({});
    expect(errorsFor({ ...valid, gstin: undefined, gstinState: undefined })).toEqual({});
  });
  it.each([
    ['organisationName', 'A', M.organisationName],
    ['organisationName', undefined, M.organisationName],
    ['pan', 'AAPF0939F', M.pan],
    ['pan', 12345, M.pan],
    ['gstin', '27AAPFU0939F1ZW', M.gstin],
    ['gstin', '27AAPFU0939F', M.gstin],
    ['gstinState', 'Karnataka', M.gstinState],
    ['address', 'Short', M.address],
    ['address', 'x'.repeat(151), M.address],
    ['fullName', 'Asha R.', M.fullName],
    ['email', 'asha@', M.email],
    ['beneficiaryName', 'Acme 2', M.beneficiaryName],
    ['bankName', 'HDFC Bank Ltd.', M.bankName],
    ['accountNumber', '12345678', M.accountNumber],
    ['accountNumber', '1234567890123456789', M.accountNumber],
    ['ifsc', 'SBI0001234', M.ifsc],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toBe(message);
  });
  it('needs the GSTIN to carry the PAN entered', () => {
    expect(errorsFor({ ...valid, pan: 'ABCDE1234F' })).toEqual({ gstin: M.gstin });
  });
  it.each([
    ['Karnataka', {}],
    ['Maharashtra', { gstinState: M.gstinState }],
  ])('a Karnataka GSTIN (29...) with state %j', (state, errors) => {
    const body = '29AAPFU0939F1Z';
    expect(errorsFor({ ...valid, gstin: body + gstinCheckCharacter(body), gstinState: state })).toEqual(errors);
  });
  it.each([
    ['Maharashtra', {}],
    ['maharashtra', {}],
    ['', { gstinState: M.gstinState }],
    ['Goa', { gstinState: M.gstinState }],
  ])('GSTIN 27... with state %j', (state, errors) => {
    expect(errorsFor({ ...valid, gstinState: state })).toEqual(errors);
  });
});

describe('duplicate GST', () => {
  it.each([
    ['27AAPFU0939F1ZV', ['29AAACB1534F1Z2'], null],
    ['27AAPFU0939F1ZV', ['27aapfu0939f1zv'], 'Duplicate GST No'],
    ['27AAPFU0939F1ZV', [], null],
  ])('%s among %j -> %s', (gst, existing, message) => {
    expect(duplicateGstError(gst, existing)).toBe(message);
  });
});
