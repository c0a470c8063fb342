import { EMAIL_PATTERN, MOBILE_PATTERN } from './auth';

/** Seed 001 section 5: field patterns of sign-up, login and the account form. */
export const PHONE_MAX_DIGITS = 10;
export const OTP_LENGTH = 6;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** The spec's IFSC rule: four letters plus seven alphanumerics (accepted by the form). */
export const IFSC_PATTERN = /^[A-Z]{4}[A-Z0-9]{7}$/;
/** RBI's stricter IFSC: four letters, a zero, six alphanumerics (every RBI code also passes IFSC_PATTERN). */
export const IFSC_RBI_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const ADDRESS_MIN_LENGTH = 8;
export const ADDRESS_MAX_LENGTH = 150;
/** Full name: letters and spaces, at least one letter. */
export const FULL_NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z ]+$/;
/** Bank name: letters, space and &, at least one letter. */
export const BANK_NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z &]+$/;
/**
 * Beneficiary name (product rule; the spec only names the message): as printed on the account, so letters and
 * spaces plus . & ' ( ) - for company names such as "Acme Events Pvt. Ltd.", at least one letter, at most 100.
 */
export const BENEFICIARY_NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z .&'()-]{1,100}$/;
/** Organisation name (product rule): letters, digits, spaces and . , & ' ( ) - /, 2 to 100 characters. */
export const ORGANISATION_NAME_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 .,&'()/-]{2,100}$/;
export const OTP_PATTERN = /^\d{6}$/;

/** Phone input: keeps digits only, at most 10. */
export function sanitisePhoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}
/**
 * Mobile number as typed or pasted: digits only, a country code (+91 / 91) or trunk 0 in front of a full
 * number dropped, at most 10 digits. '+91 98765 43210' -> '9876543210'.
 */
export function normaliseMobileInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > PHONE_MAX_DIGITS && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length > PHONE_MAX_DIGITS && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_MAX_DIGITS);
}
/** OTP input: keeps digits only, at most 6. */
export function sanitiseOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** A valid Indian mobile number: 10 digits starting 6-9 (an optional +91 / 91 / 0 prefix and spaces are tolerated). */
export function isValidIndianMobile(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return MOBILE_PATTERN.test(digits);
}
export function isValidOtp(value: string): boolean {
  return OTP_PATTERN.test(value);
}
export function isValidPan(value: string): boolean {
  return PAN_PATTERN.test(value.trim().toUpperCase());
}
export function isValidIfsc(value: string): boolean {
  return IFSC_PATTERN.test(value.trim().toUpperCase());
}
export function isRbiIfsc(value: string): boolean {
  return IFSC_RBI_PATTERN.test(value.trim().toUpperCase());
}
export function isValidAccountNumber(value: string): boolean {
  return ACCOUNT_NUMBER_PATTERN.test(value.trim());
}
export function isValidAddress(value: string): boolean {
  const v = value.trim();
  return v.length >= ADDRESS_MIN_LENGTH && v.length <= ADDRESS_MAX_LENGTH;
}
export function isValidFullName(value: string): boolean {
  return FULL_NAME_PATTERN.test(value.trim());
}
export function isValidBankName(value: string): boolean {
  return BANK_NAME_PATTERN.test(value.trim());
}
export function isValidBeneficiaryName(value: string): boolean {
  return BENEFICIARY_NAME_PATTERN.test(value.trim());
}
export function isValidOrganisationName(value: string): boolean {
  return ORGANISATION_NAME_PATTERN.test(value.trim());
}
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Account types (seed 001 section 3). */
export const ACCOUNT_TYPES = ['current', 'savings', 'salary', 'NRI'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  current: 'Current',
  savings: 'Savings',
  salary: 'Salary',
  NRI: 'NRI',
};
