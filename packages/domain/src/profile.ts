import * as z from 'zod';
import { accountEmailSchema, fullNameSchema, gstinSchema } from './account-form';
import { ACCOUNT_FORM_MESSAGES as M } from './identity-messages';
import { IMAGE_MAX_INPUT_PIXELS } from './images';
import { APPLICATION_STATUSES, type ApplicationStatus } from './auth';
import { STOP_WHEN_TOO_LONG } from './text-bounds';
import { ALLOWED_TEXT_PATTERN, TEXT_MESSAGES } from './text-rules';
import { UPLOAD_MAX_BYTES, UPLOAD_MEDIA } from './uploads';

/**
 * Seed 001 sections 3 and 7: the organiser's profile and organisation details. Every route needs the organiser's
 * access token (`Authorization: Bearer`) and acts on the caller's own data only: a {mobile} that is not the caller's
 * answers 403 ERR.FORBIDDEN.
 *
 * | route | body | answer `data` |
 * | --- | --- | --- |
 * | GET /v1/profile/{mobile} | | organiserProfileSchema |
 * | GET /v1/organisation-details/{mobile} | | organisationDetailsSchema |
 * | POST /v1/update-profile/{mobile} | updateProfileSchema | organiserProfileSchema |
 * | POST /v1/additional-approval/file | multipart file, media (gst), id (GSTIN) | uploadAnswerSchema (signup-form.ts) |
 * | POST /v1/update-profile/gst/{mobile} | updateGstSchema (certificate uploaded first) | organisationDetailsSchema (the GST row 'pending approval') |
 * | POST /v1/update-profile/org-description/{mobile} | orgDescriptionSchema | organisationDetailsSchema |
 * | POST /v1/update-profile/brand-logo/{mobile} | multipart file (.jpg/.jpeg/.png, real JPEG or PNG, at most 2 MB; stored re-encoded) | organisationDetailsSchema |
 * | DELETE /deletebrandlogo/username/{mobile} | | organisationDetailsSchema |
 * | GET /v1/profile/documents | | documentLinksSchema (signed links, 5 minutes) |
 * | GET /v1/signup/check-unique/gst, GET /v1/gst-state | as in signup-form.ts | |
 * The second login step is turned on/off with PUT /user/mfa {enabled}; the profile answer shows it (mfaEnabled).
 */


/** 403 from event, offer, report and scanning routes for an organiser who is not approved yet. */
export const ORGANISER_GATE_CODE = 'ERR.ORGANISER.NOT_APPROVED';
export const ORGANISER_GATE_MESSAGES: Record<Exclude<ApplicationStatus, 'approved' | 'none'>, string> = {
  pending: 'Your organiser account is under review. Events open once it is approved (usually in 2 to 3 business days).',
  rejected: 'Your organiser application was not approved. Please check your application status.',
  partially_rejected: 'Your organiser application needs a few changes. Please check your application status.',
};

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully',
  gstPending: 'GST number sent for approval',
  descriptionSaved: 'Organisation description updated',
  logoSaved: 'Brand logo updated',
  logoDeleted: 'Brand logo removed',
  certificateRequired: 'Please upload the GST certificate for this GST number first',
  sameGst: 'This GST number is already on your profile',
  logoType: 'Please upload a .jpg or .png image',
  logoTooLarge: 'File size must not exceed 2 MB',
  logoUnreadable: 'This file could not be read as an image. Please upload a .jpg or .png image',
  logoTooManyPixels: `This image is too large. Please upload a logo of at most ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} megapixels`,
  gstState: M.gstinState,
  duplicateGst: M.duplicateGst,
} as const;

/** The GST approval state shown against a number: approved, or 'pending approval' while a reviewer checks it. */
export const GST_ENTRY_STATUSES = ['approved', 'pending approval', 'rejected'] as const;
export type GstEntryStatus = (typeof GST_ENTRY_STATUSES)[number];
export const gstEntrySchema = z.object({
  gstin: z.string(),
  state: z.string(),
  status: z.enum(GST_ENTRY_STATUSES),
  /** The number this one replaces, for a pending change. */
  replaces: z.string().nullable(),
});
export type GstEntry = z.infer<typeof gstEntrySchema>;

/** GET /v1/profile/{mobile}: the person, the login settings and a summary of the organisation. */
export const organiserProfileSchema = z.object({
  mobile: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mfaEnabled: z.boolean(),
  organiserId: z.string(),
  organisationName: z.string(),
  organiserStatus: z.enum(['pending', 'approved', 'rejected']),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  brandLogoUrl: z.string().nullable(),
  /** GST numbers with 'pending approval' ones included. */
  gstNumbers: z.array(gstEntrySchema),
  hasPendingApproval: z.boolean(),
});
export type OrganiserProfile = z.infer<typeof organiserProfileSchema>;

/** GET /v1/organisation-details/{mobile}: the business details (bank account number masked). */
export const organisationDetailsSchema = z.object({
  organiserId: z.string(),
  organisationName: z.string(),
  pan: z.string().nullable(),
  address: z.string().nullable(),
  gstNumbers: z.array(gstEntrySchema),
  bank: z
    .object({
      beneficiaryName: z.string(),
      bankName: z.string(),
      /** Last four digits only: 'XXXXXXXX1234'. */
      accountNumber: z.string(),
      ifsc: z.string(),
      accountType: z.string().nullable(),
    })
    .nullable(),
  description: z.string(),
  brandLogoUrl: z.string().nullable(),
  message: z.string().nullable(),
});
export type OrganisationDetails = z.infer<typeof organisationDetailsSchema>;

/** POST /v1/update-profile/{mobile}. */
export const updateProfileSchema = z.object({ name: fullNameSchema, email: accountEmailSchema });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** POST /v1/update-profile/gst/{mobile}: a new GST number (or one replacing `replaces`) with its uploaded certificate. */
export const updateGstSchema = z.object({
  gstin: gstinSchema,
  /** The state name as GET /v1/gst-state answered it; checked against the GSTIN. Optional. */
  gstinState: z.string().trim().max(100).optional(),
  replaces: z.string().trim().toUpperCase().max(20).optional(),
});
export type UpdateGst = z.infer<typeof updateGstSchema>;

/** POST /v1/update-profile/org-description/{mobile}: plain text with the shared text rules. */
export const ORG_DESCRIPTION_MAX_LENGTH = 1000;
export const orgDescriptionSchema = z.object({
  description: z
    .string()
    .max(ORG_DESCRIPTION_MAX_LENGTH, { ...STOP_WHEN_TOO_LONG, error: TEXT_MESSAGES.characterLimitReached })
    .regex(ALLOWED_TEXT_PATTERN, TEXT_MESSAGES.onlyTheseCharacters),
});
export type OrgDescription = z.infer<typeof orgDescriptionSchema>;

/**
 * Brand logo: JPEG or PNG (checked by content), at most 2 MB and IMAGE_MAX_INPUT_PIXELS, decoded and stored re-encoded
 * (PNG stays PNG, keeping its transparency; JPEG stays JPEG; metadata stripped), scaled down to fit
 * BRAND_LOGO_MAX_DIMENSION x BRAND_LOGO_MAX_DIMENSION pixels, and served publicly.
 */
export const BRAND_LOGO_MAX_BYTES = UPLOAD_MAX_BYTES;
export const BRAND_LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const BRAND_LOGO_MAX_DIMENSION = 1024;

/** GET /v1/profile/documents: short-lived signed links (Content-Disposition attachment, 5 minutes). */
export const DOCUMENT_LINK_TTL_SECONDS = 5 * 60;
export const documentLinkSchema = z.object({
  media: z.enum(UPLOAD_MEDIA),
  /** The GST number for media gst; null otherwise. */
  gstNumber: z.string().nullable(),
  /** signup or additional (sent from the profile for approval). */
  kind: z.string(),
  status: z.string(),
  originalName: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;
export const documentLinksSchema = z.object({ documents: z.array(documentLinkSchema) });
