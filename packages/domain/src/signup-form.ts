import * as z from 'zod';
import { ACCOUNT_FORM_MESSAGES as M, ACCOUNT_FLOW_ERROR_CODES, ACCOUNT_STEPS, SIGNUP_MESSAGES } from './identity-messages';
import { GST_STATE_CODES, type GstRegionKind } from './gstin';
import { UPLOAD_MEDIA } from './uploads';
import { applicationRejectionSchema } from './application-review';

/**
 * Seed 001 sections 2 to 5, 7 and 8: the organiser sign-up form (general information, documents, agreement) as one
 * contract for the server and the organiser app. Every path is under /api.
 *
 * Authentication: every sign-up form route takes the new-user token (from POST /v1/signup/verify-otp) in the
 * `x-login-id` header, exactly like GET /v1/validate/login-cta. (`Authorization: Bearer <new-user token>` is also
 * accepted, but the client should send x-login-id: its base query puts the access token in Authorization.)
 * A missing, expired or unknown token answers 401 with code 'INVALID TOKEN': drop the new-user token, reload /signup.
 *
 * | route | body / headers | answer `data` |
 * | --- | --- | --- |
 * | GET /v1/signup-form | x-login-id | signupFormSchema; 401 'INVALID TOKEN', 500 'ERROR.GETTING.DATA' |
 * | PUT /v1/save-form/userdetails | userDetailsDraftSchema | saveAnswerSchema (HasError + errors per field; stored anyway) |
 * | POST /v1/proceed/userdetails | generalInformationSchema (account-form.ts) | proceedAnswerSchema (STEP3); 400 ERR.VALIDATION with fields |
 * | PUT /v1/save-form/filesupload | filesUploadDraftSchema | saveAnswerSchema |
 * | POST /v1/proceed/filesupload | {} (optional filesUploadDraftSchema) | proceedAnswerSchema (STEP4); 400 with fields panCard, cancelledCheque, gstCertificates.<GSTIN> |
 * | POST /v1/proceed/agreementupload | {} (optional agreementDraftSchema) | proceedAnswerSchema (DONE, status submitted); 400 field agreement |
 * | POST /v1/signup/file | multipart: file, media (pan, cheque, gst, agreement), id (the GSTIN, media gst only) | uploadAnswerSchema |
 * | GET /v1/signup/agreement-file | x-login-id | application/pdf, Content-Disposition attachment; filename="agreement.pdf" |
 * | GET /v1/state-list | none | stateListSchema |
 * | GET /v1/bank-list | none | bankListSchema |
 * | GET /v1/gst-state | header gst-no | gstStateAnswerSchema; 400 'Please enter a valid GSTIN Number' |
 * | GET /v1/signup/check-unique/{field} | header data (the value); x-login-id or an organiser bearer token | checkUniqueAnswerSchema; 400 the field's message when malformed |
 *
 * Editing is allowed while the application is draft (or sent back: rejected, partially_rejected); after submission
 * saves, proceeds and uploads answer 409 ERR.SIGNUP.SUBMITTED. A proceed whose previous step is not done answers 409
 * ERR.SIGNUP.STEP (documents need STEP3, the agreement STEP4). Uniqueness (PAN, GSTIN, e-mail, account number) is
 * checked against other applications that proceeded past general information and against existing organisers.
 */

/** Headers of the sign-up and profile calls (names are case-insensitive on the wire). */
export const SIGNUP_HEADERS = { loginId: 'x-login-id', gstNo: 'gst-no', data: 'data' } as const;

/** Server-given progress. STEP2 general information, STEP3 documents, STEP4 agreement, DONE submitted. */
export const SIGNUP_STEPS = ['STEP2', 'STEP3', 'STEP4', 'DONE'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
export const signupStepSchema = z.enum(SIGNUP_STEPS);

/** Where the step sends the user (ACCOUNT_STEPS: general information, documents, agreement, acknowledgement). */
export const SIGNUP_STEP_ROUTES: Record<SignupStep, (typeof ACCOUNT_STEPS)[number]['path']> = {
  STEP2: ACCOUNT_STEPS[0].path,
  STEP3: ACCOUNT_STEPS[1].path,
  STEP4: ACCOUNT_STEPS[2].path,
  DONE: ACCOUNT_STEPS[3].path,
};
export function signupStepRoute(step: SignupStep): string {
  return SIGNUP_STEP_ROUTES[step];
}
/** Whether a step has been reached (STEP2 < STEP3 < STEP4 < DONE). */
export function stepReached(current: SignupStep, step: SignupStep): boolean {
  return SIGNUP_STEPS.indexOf(current) >= SIGNUP_STEPS.indexOf(step);
}

/** Application status: draft while filling in; submitted on the agreement; then the staff review's outcome. */
export const APPLICATION_FORM_STATUSES = ['draft', 'submitted', 'under_review', 'approved', 'rejected', 'partially_rejected'] as const;
export type ApplicationFormStatus = (typeof APPLICATION_FORM_STATUSES)[number];
/** Statuses in which the applicant may still edit and proceed. */
export const EDITABLE_APPLICATION_STATUSES: readonly ApplicationFormStatus[] = ['draft', 'rejected', 'partially_rejected'];

export const SIGNUP_ERROR_CODES = {
  ...ACCOUNT_FLOW_ERROR_CODES,
  submitted: 'ERR.SIGNUP.SUBMITTED',
  /** A proceed before the previous step was completed (409). */
  step: 'ERR.SIGNUP.STEP',
  upload: 'ERR.SIGNUP.UPLOAD',
  duplicate: 'ERR.SIGNUP.DUPLICATE',
} as const;
/** Account flow codes after which the client drops the new-user token and reloads /signup (seed 001 section 8). */
export const SIGNUP_RESET_CODES: readonly string[] = [ACCOUNT_FLOW_ERROR_CODES.gettingData, ACCOUNT_FLOW_ERROR_CODES.invalidToken];

/** Server texts of the sign-up form (the spec's own texts are in identity-messages.ts and uploads.ts). */
export const SIGNUP_FORM_MESSAGES = {
  ...SIGNUP_MESSAGES,
  somethingNotRight: M.somethingNotRight,
  duplicateGst: M.duplicateGst,
  duplicatePan: 'This PAN is already registered with another organiser',
  duplicateEmail: 'This email is already registered with another organiser',
  duplicateAccountNumber: 'This account number is already registered with another organiser',
  submitted: 'Your application has been submitted and is under review.',
  previousStep: 'Please complete the previous step first.',
  agreementSubmitted: 'Thank you! Your application has been submitted. Our team will review it in 2 to 3 business days.',
  fileType: 'The file content does not match a .jpg or .pdf file',
  agreementFileType: 'The agreement must be a PDF file',
  mediaInvalid: 'Please choose what this document is: pan, cheque, gst or agreement',
} as const;

/** The uniqueness check's fields (GET /v1/signup/check-unique/{field}) and their duplicate messages. */
export const UNIQUE_FIELDS = ['gst', 'pan', 'email', 'accountNumber'] as const;
export type UniqueField = (typeof UNIQUE_FIELDS)[number];
export const DUPLICATE_MESSAGES: Record<UniqueField, string> = {
  gst: SIGNUP_FORM_MESSAGES.duplicateGst,
  pan: SIGNUP_FORM_MESSAGES.duplicatePan,
  email: SIGNUP_FORM_MESSAGES.duplicateEmail,
  accountNumber: SIGNUP_FORM_MESSAGES.duplicateAccountNumber,
};
/** Which general-information field each unique field checks (for errors shown under the field). */
export const UNIQUE_FIELD_FORM_KEYS: Record<UniqueField, 'gstin' | 'pan' | 'email' | 'accountNumber'> = {
  gst: 'gstin',
  pan: 'pan',
  email: 'email',
  accountNumber: 'accountNumber',
};

/** General information fields (the account form of account-form.ts). */
export const GENERAL_INFORMATION_FIELDS = [
  'organisationName', 'pan', 'gstin', 'gstinState', 'address', 'fullName', 'email', 'beneficiaryName', 'bankName',
  'accountNumber', 'ifsc', 'accountType',
] as const;
export type GeneralInformationField = (typeof GENERAL_INFORMATION_FIELDS)[number];
/** Longest value a draft keeps per field. */
export const DRAFT_FIELD_MAX_LENGTH = 200;

/** PUT /v1/save-form/userdetails: any subset of the fields, as typed; each given one is checked and stored. */
export const userDetailsDraftSchema = z.object(
  Object.fromEntries(GENERAL_INFORMATION_FIELDS.map((f) => [f, z.string().max(DRAFT_FIELD_MAX_LENGTH).optional()])) as Record<
    GeneralInformationField,
    z.ZodOptional<z.ZodString>
  >,
);
export type UserDetailsDraft = z.infer<typeof userDetailsDraftSchema>;

/** A stored document as the form shows it: the server's file name and the name it was uploaded with. */
export const uploadedFileSchema = z.object({
  fileName: z.string(),
  originalName: z.string(),
  /** Upload or review problem to show against the field; null when fine. */
  error: z.string().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** PUT /v1/save-form/filesupload (and optionally the proceed): the files the user kept, by the fileName uploads answered. */
export const filesUploadDraftSchema = z.object({
  panCard: z.string().max(200).optional(),
  cancelledCheque: z.string().max(200).optional(),
  gstCertificates: z.record(z.string().max(20), z.string().max(200)).optional(),
});
export type FilesUploadDraft = z.infer<typeof filesUploadDraftSchema>;
export const agreementDraftSchema = z.object({ fileName: z.string().max(200).optional() });

export const signupFormDataSchema = z.object({
  /** General information as last saved (draft values may be invalid; the proceed checks them). */
  step1: z.object(
    Object.fromEntries(GENERAL_INFORMATION_FIELDS.map((f) => [f, z.string().optional()])) as Record<
      GeneralInformationField,
      z.ZodOptional<z.ZodString>
    >,
  ),
  step2: z.object({
    panCard: uploadedFileSchema.nullable(),
    cancelledCheque: uploadedFileSchema.nullable(),
    /** Keyed by GST number. */
    gstCertificates: z.record(z.string(), uploadedFileSchema),
  }),
  step3: z.object({ agreement: z.object({ fileName: z.string().nullable(), originalName: z.string().nullable(), error: z.string().nullable() }) }),
});
export type SignupFormData = z.infer<typeof signupFormDataSchema>;

/** GET /v1/signup-form. */
export const signupFormSchema = z.object({
  currentStep: signupStepSchema,
  status: z.enum(APPLICATION_FORM_STATUSES),
  /** The verified mobile number (the future login). */
  mobile: z.string(),
  /** GST numbers that need a certificate on the documents step (the general information's GSTIN, when given). */
  gstNumbers: z.array(z.string()),
  formData: signupFormDataSchema,
  submittedAt: z.string().nullable(),
  /** The reviewer's reasons when the application came back (rejected, partially_rejected); null or absent otherwise. */
  rejection: applicationRejectionSchema.nullable().optional(),
});
export type SignupForm = z.infer<typeof signupFormSchema>;

/** Draft saves: `{message, HasError}`; errors name each invalid field with its message. */
export const saveAnswerSchema = z.object({
  message: z.string(),
  HasError: z.boolean(),
  errors: z.record(z.string(), z.string()),
});
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;

/** Proceeds: the step the user goes to next, and the application status. */
export const proceedAnswerSchema = z.object({
  message: z.string(),
  HasError: z.literal(false),
  currentStep: signupStepSchema,
  status: z.enum(APPLICATION_FORM_STATUSES),
});
export type ProceedAnswer = z.infer<typeof proceedAnswerSchema>;

/** Multipart fields of POST /v1/signup/file and POST /v1/additional-approval/file. */
export const UPLOAD_FIELDS = { file: 'file', media: 'media', id: 'id' } as const;
export const uploadMediaSchema = z.enum(UPLOAD_MEDIA, { error: SIGNUP_FORM_MESSAGES.mediaInvalid });
export const uploadAnswerSchema = z.object({
  fileName: z.string(),
  originalName: z.string(),
  media: uploadMediaSchema,
  /** The GST number for media gst; null otherwise. */
  id: z.string().nullable(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** GET /v1/state-list: states and union territories with their GST codes. */
export const stateSchema = z.object({ code: z.string(), name: z.string(), kind: z.enum(['state', 'union territory']) });
export type StateEntry = z.infer<typeof stateSchema>;
export const stateListSchema = z.object({ states: z.array(stateSchema) });
/** The list itself (GST codes without the 'other' kinds; legacy codes 25 and 28 included), sorted by name. */
export const STATE_LIST: readonly StateEntry[] = Object.entries(GST_STATE_CODES)
  .filter((e): e is [string, { name: string; kind: Exclude<GstRegionKind, 'other'> }] => e[1].kind !== 'other')
  .map(([code, s]) => ({ code, name: s.name, kind: s.kind }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** GET /v1/bank-list. Names pass the bank name rule (letters, space, &); ifscPrefix is the IFSC's first four letters. */
export const bankSchema = z.object({ name: z.string(), ifscPrefix: z.string() });
export type Bank = z.infer<typeof bankSchema>;
export const bankListSchema = z.object({ bankList: z.array(bankSchema) });
const bank = (name: string, ifscPrefix: string): Bank => ({ name, ifscPrefix });
export const BANK_LIST: readonly Bank[] = [
  bank('State Bank of India', 'SBIN'), bank('HDFC Bank', 'HDFC'), bank('ICICI Bank', 'ICIC'), bank('Axis Bank', 'UTIB'),
  bank('Kotak Mahindra Bank', 'KKBK'), bank('Punjab National Bank', 'PUNB'), bank('Bank of Baroda', 'BARB'),
  bank('Canara Bank', 'CNRB'), bank('Union Bank of India', 'UBIN'), bank('Bank of India', 'BKID'), bank('Indian Bank', 'IDIB'),
  bank('Indian Overseas Bank', 'IOBA'), bank('UCO Bank', 'UCBA'), bank('Bank of Maharashtra', 'MAHB'),
  bank('Central Bank of India', 'CBIN'), bank('Punjab & Sind Bank', 'PSIB'), bank('IndusInd Bank', 'INDB'),
  bank('Yes Bank', 'YESB'), bank('IDFC First Bank', 'IDFB'), bank('IDBI Bank', 'IBKL'), bank('Federal Bank', 'FDRL'),
  bank('South Indian Bank', 'SIBL'), bank('Karnataka Bank', 'KARB'), bank('Karur Vysya Bank', 'KVBL'),
  bank('Tamilnad Mercantile Bank', 'TMBL'), bank('City Union Bank', 'CIUB'), bank('DCB Bank', 'DCBL'), bank('RBL Bank', 'RATN'),
  bank('Bandhan Bank', 'BDBL'), bank('Jammu & Kashmir Bank', 'JAKA'), bank('Dhanlaxmi Bank', 'DLXB'), bank('CSB Bank', 'CSBK'),
  bank('Nainital Bank', 'NTBL'), bank('AU Small Finance Bank', 'AUBL'), bank('Equitas Small Finance Bank', 'ESFB'),
  bank('Ujjivan Small Finance Bank', 'UJVN'), bank('Jana Small Finance Bank', 'JSFB'), bank('Suryoday Small Finance Bank', 'SURY'),
  bank('Utkarsh Small Finance Bank', 'UTKS'), bank('ESAF Small Finance Bank', 'ESMF'), bank('Airtel Payments Bank', 'AIRP'),
  bank('India Post Payments Bank', 'IPOS'), bank('Paytm Payments Bank', 'PYTM'), bank('Fino Payments Bank', 'FINO'),
  bank('Standard Chartered Bank', 'SCBL'), bank('HSBC', 'HSBC'), bank('Citibank', 'CITI'), bank('Deutsche Bank', 'DEUT'),
  bank('DBS Bank India', 'DBSS'), bank('Saraswat Cooperative Bank', 'SRCB'), bank('Cosmos Cooperative Bank', 'COSB'),
];

/** GET /v1/gst-state (header gst-no): the state named by the GSTIN's first two digits. */
export const gstStateAnswerSchema = z.object({ gstNo: z.string(), stateCode: z.string(), state: z.string() });
export type GstStateAnswer = z.infer<typeof gstStateAnswerSchema>;

/** GET /v1/signup/check-unique/{field} (header data): unique, or the duplicate message ('Duplicate GST No' for gst). */
export const checkUniqueAnswerSchema = z.object({
  field: z.enum(UNIQUE_FIELDS),
  unique: z.boolean(),
  message: z.string().nullable(),
});
export type CheckUniqueAnswer = z.infer<typeof checkUniqueAnswerSchema>;

/** The agreement download (GET /v1/signup/agreement-file). */
export const AGREEMENT_DOWNLOAD_NAME = 'agreement.pdf';
