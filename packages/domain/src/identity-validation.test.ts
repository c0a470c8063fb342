import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES, isRbiIfsc, isValidAccountNumber, isValidAddress, isValidBankName, isValidBeneficiaryName,
  isValidEmail, isValidFullName, isValidIfsc, isValidIndianMobile, isValidOrganisationName, isValidOtp, isValidPan,
  normaliseMobileInput, sanitiseOtpInput, sanitisePhoneInput,
} from './identity-validation';

type Row = [string, boolean];
const run = (name: string, fn: (v: string) => boolean, rows: Row[]) =>
  describe(name, () => {
    it.each(rows)('%j -> %s', (value, ok) => {
      expect(fn(value)).toBe(ok);
    });
  });

run('Indian mobile', isValidIndianMobile, [
  ['9876543210', true],
  ['6000000000', true],
  ['+91 98765 43210', true],
  ['09876543210', true],
  ['919876543210', true],
  ['5876543210', false],
  ['987654321', false],
  ['98765432101', false],
  ['98765abcde', false],
]);
run('OTP', isValidOtp, [
  ['123456', true],
  ['000000', true],
  ['12345', false],
  ['1234567', false],
  ['12a456', false],
]);
run('PAN', isValidPan, [
  ['ABCDE1234F', true],
  ['abcde1234f', true],
  ['AAPFU0939F', true],
  ['ABCD1234F', false],
  ['ABCDE12345', false],
  ['ABCDE1234', false],
  ['1BCDE1234F', false],
]);
run('IFSC (spec: four letters plus seven alphanumerics)', isValidIfsc, [
  ['SBIN0001234', true],
  ['HDFC0ABC123', true],
  ['icic0000104', true],
  ['ABCD1234567', true],
  ['SBI00001234', false],
  ['SBIN000123', false],
  ['SBIN00012345', false],
  ['SBIN-001234', false],
]);
run('IFSC (RBI: fifth character 0)', isRbiIfsc, [
  ['SBIN0001234', true],
  ['ABCD1234567', false],
]);
run('account number (9 to 18 digits)', isValidAccountNumber, [
  ['123456789', true],
  ['123456789012345678', true],
  ['12345678', false],
  ['1234567890123456789', false],
  ['12345678A', false],
]);
run('address (8 to 150 characters)', isValidAddress, [
  ['12 MG Rd', true],
  ['a'.repeat(150), true],
  ['Flat 4, Bandra West, Mumbai 400050', true],
  ['1 MG Rd', false],
  ['a'.repeat(151), false],
  ['        ', false],
]);
run('full name (letters and spaces)', isValidFullName, [
  ['Asha Rao', true],
  ['A', true],
  ['Asha R.', false],
  ['Asha2', false],
  ['   ', false],
]);
run('bank name (letters, space, &)', isValidBankName, [
  ['State Bank of India', true],
  ['Jammu & Kashmir Bank', true],
  ['HDFC Bank Ltd.', false],
  ['Bank 1', false],
  ['&', false],
]);
run('beneficiary name', isValidBeneficiaryName, [
  ['Asha Rao', true],
  ['Acme Events Pvt. Ltd.', true],
  ["D'Souza & Sons (Mumbai)", true],
  ['Asha 2', false],
  ['...', false],
]);
run('organisation name', isValidOrganisationName, [
  ['Acme Events Pvt. Ltd.', true],
  ['91 Springboard / Delhi', true],
  ['A', false],
  ['Acme ★', false],
]);
run('e-mail', isValidEmail, [
  ['asha@example.in', true],
  ['asha.rao+events@mail.example.com', true],
  ['asha@', false],
  ['asha example.com', false],
]);

describe('input sanitisers', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['98765432109999', '9876543210'],
    ['abc', ''],
  ])('phone %j -> %j', (input, out) => {
    expect(sanitisePhoneInput(input)).toBe(out);
  });
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['9198765', '9198765'],
    ['+91-90000-00001 ', '9000000001'],
    ['abc', ''],
  ])('mobile as typed or pasted %j -> %j', (input, out) => {
    expect(normaliseMobileInput(input)).toBe(out);
  });
  it.each([
    ['12 34 56 78', '123456'],
    ['1a2b3c', '123'],
  ])('otp %j -> %j', (input, out) => {
    expect(sanitiseOtpInput(input)).toBe(out);
  });
  it('lists account types', () => {
    expect(ACCOUNT_TYPES).toEqual(['current', 'savings', 'salary', 'NRI']);
  });
});
