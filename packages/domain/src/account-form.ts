import * as z from 'zod';
import { EMAIL_PATTERN } from './auth';
import { gstStateName, parseGstin, isValidGstin } from './gstin';
import { ACCOUNT_FORM_MESSAGES as M } from './identity-messages';
import {
  ACCOUNT_NUMBER_PATTERN, ACCOUNT_TYPES, ADDRESS_MAX_LENGTH, ADDRESS_MIN_LENGTH, BANK_NAME_PATTERN,
  BENEFICIARY_NAME_PATTERN, FULL_NAME_PATTERN, IFSC_PATTERN, ORGANISATION_NAME_PATTERN, PAN_PATTERN,
} from './identity-validation';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/**
 * Seed 001: the account form's general information step, with the spec's field messages. Every field is bounded
 * (after trimming) before its pattern runs; a text over the bound gets the field's message.
 */
const text = (message: string, max: number = NAME_MAX_LENGTH) =>
  z.string({ error: message }).trim().max(max, { ...STOP_WHEN_TOO_LONG, error: message });
const upper = (message: string) => text(message).toUpperCase();

export const organisationNameSchema = text(M.organisationName).regex(ORGANISATION_NAME_PATTERN, M.organisationName);
export const panSchema = upper(M.pan).regex(PAN_PATTERN, M.pan);
export const gstinSchema = upper(M.gstin).refine(isValidGstin, M.gstin);
export const addressSchema = text(M.address).min(ADDRESS_MIN_LENGTH, M.address).max(ADDRESS_MAX_LENGTH, M.address);
export const fullNameSchema = text(M.fullName).regex(FULL_NAME_PATTERN, M.fullName);
export const accountEmailSchema = text(M.email, EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, M.email);
export const beneficiaryNameSchema = text(M.beneficiaryName).regex(BENEFICIARY_NAME_PATTERN, M.beneficiaryName);
export const bankNameSchema = text(M.bankName).regex(BANK_NAME_PATTERN, M.bankName);
export const accountNumberSchema = text(M.accountNumber).regex(ACCOUNT_NUMBER_PATTERN, M.accountNumber);
export const ifscSchema = upper(M.ifsc).regex(IFSC_PATTERN, M.ifsc);

/**
 * General information. GSTIN is optional (an organiser without GST registration leaves it empty); when given it must
 * be valid, carry the PAN entered, and the GSTIN state must be the state its first two digits name.
 */
export const generalInformationSchema = z
  .object({
    organisationName: organisationNameSchema,
    pan: panSchema,
    gstin: upper(M.gstin).refine((v) => v === '' || isValidGstin(v), M.gstin).optional().default(''),
    gstinState: z.string().trim().max(NAME_MAX_LENGTH).optional().default(''),
    address: addressSchema,
    fullName: fullNameSchema,
    email: accountEmailSchema,
    beneficiaryName: beneficiaryNameSchema,
    bankName: bankNameSchema,
    accountNumber: accountNumberSchema,
    ifsc: ifscSchema,
    accountType: z.enum(ACCOUNT_TYPES).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.gstin === '') return;
    const gst = parseGstin(form.gstin);
    if (gst && gst.pan !== form.pan) ctx.addIssue({ code: 'custom', path: ['gstin'], message: M.gstin });
    const expected = gst ? gstStateName(gst.stateCode) : undefined;
    if (!expected || form.gstinState.toLowerCase() !== expected.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['gstinState'], message: M.gstinState });
    }
  });
export type GeneralInformation = z.infer<typeof generalInformationSchema>;
export type GeneralInformationInput = z.input<typeof generalInformationSchema>;

/** Field -> first message, for showing errors under each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A duplicate GST number among those already entered (upper-cased, trimmed). */
export function duplicateGstError(gstin: string, existing: readonly string[]): string | null {
  const v = gstin.trim().toUpperCase();
  return existing.some((e) => e.trim().toUpperCase() === v) ? M.duplicateGst : null;
}
