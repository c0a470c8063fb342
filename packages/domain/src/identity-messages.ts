import { GENERIC_ERROR_MESSAGE } from './http';

/** Seed 001 section 8 (and the copy of sections 1 and 4), verbatim. LOGIN_MESSAGES in auth.ts keeps the form texts. */

/** Account form (general information step) field errors. */
export const ACCOUNT_FORM_MESSAGES = {
  organisationName: 'Please enter a valid organisation name',
  pan: 'Please enter a valid PAN card number',
  address: 'Please enter a valid address',
  fullName: 'Please enter a valid full name',
  email: 'Please enter a valid email',
  beneficiaryName: 'Please enter a valid beneficiary name',
  bankName: 'Please enter a valid bank Name',
  accountNumber: 'Please enter a valid account number',
  ifsc: 'Please enter a valid bank IFSC',
  gstin: 'Please enter a valid GSTIN Number',
  gstinState: 'Please enter a valid GSTIN State',
  duplicateGst: 'Duplicate GST No',
  somethingNotRight: 'Something is not right here. Please try after some time.',
} as const;

/** Sign-up form saves, uploads and the agreement. */
export const SIGNUP_MESSAGES = {
  validateData: 'Please validate the data entered!',
  dataSaved: 'Data saved successfully',
  fileRequired: 'File is required for upload',
  downloadingAgreement: 'Downloading the agreement',
  agreementDownloaded: 'Agreement Downloaded Successfully',
  agreementDownloadFailed: 'Error while downloading the agreement',
} as const;
/** The 'Downloading the agreement' toast shows for 2000 ms. */
export const DOWNLOADING_AGREEMENT_TOAST_MS = 2000;

/** Error codes of the account flow. */
export const ACCOUNT_FLOW_ERROR_CODES = { gettingData: 'ERROR.GETTING.DATA', invalidToken: 'INVALID TOKEN' } as const;

/** Login, challenge, password reset and logout. */
export const AUTH_FLOW_MESSAGES = {
  challengeFailedTitle: 'Oops',
  invalidPassword: 'Please try again with a valid password',
  resetFailed: 'Oops, things went south! But not for long!',
  usernameIncorrect: 'Username is incorrect',
  logoutFailed: 'Unable to login',
  resendOtp: 'Resend OTP',
  resendOtpIn: 'Resend OTP in',
} as const;

/** Staff (admin) actions, sync, migrate and access flows. */
export const STAFF_MESSAGES = {
  actionFailed: 'Error occured',
  accessFailed: 'Sorry! Unable to process your request. Try again!!',
  organiserNotConfigured: 'Organiser not configured for the mention user. Kindly reach out IAM Team',
} as const;

/** Shell: feature list and profile failures. */
export const SHELL_MESSAGES = {
  oopsTitle: 'Oops',
  networkErrorTitle: 'Network connection error',
  networkErrorBody: 'Cannot connect to the internet. Please check your connection and try again.',
  profileFailed: 'Error fetching user details',
  retry: 'Retry',
  generic: GENERIC_ERROR_MESSAGE,
} as const;

/** Organiser review wording. */
export const REVIEW_TEXTS = {
  rejectConfirm: 'Are you sure you want to reject organiser:',
  rejectInstructions: 'Select items from the list below to reject. Items not selected will be approved automatically.',
  improvePlaceholder: 'Specify things to improve in the organiser’s submission',
  additionalNote: 'Additional note for the organiser',
  approveConfirm: 'Make sure you have verified all details including supporting documents and BD name for this organiser.',
  approveNewDocsTitle: 'Approve New Supporting Docs/Data?',
  approveOrganiserTitle: 'Approve Organiser?',
  otherDocsApproved: 'Other Documents Already Approved',
  alreadyApproved: 'This organiser is already approved. Please verify and approve/reject the new document.',
} as const;

/** Benefit panel on the login and sign-up screen. */
export const BENEFIT_PANEL = [
  { title: 'Quick and easy registration', text: 'Only PAN card and bank details' },
  { title: 'Take your events live superfast', text: 'Publish within 15 minutes' },
  { title: 'Monitor analytics and insights', text: 'Track sales as they happen' },
] as const;
export function benefitContactLine(email: string): string {
  return `In case of any query write to ${email}`;
}

/** Account setup steps and their titles. */
export const ACCOUNT_STEPS = [
  { path: '/create-account/general-information', title: 'General Information' },
  { path: '/create-account/upload-documents', title: 'Upload documents' },
  { path: '/create-account/sign-agreement', title: 'Sign agreement' },
  { path: '/create-account/acknowledgement', title: 'Acknowledgement' },
] as const;

/**
 * The feature-list failure popup (non-dismissible, with Retry): 'Network connection error' when the browser is
 * offline or the request never reached the server, 'Oops' otherwise; null on 401 (the popup is skipped).
 */
export function featureListFailurePopup(input: { status?: number; offline?: boolean }): { title: string; body: string; button: string } | null {
  if (input.status === 401) return null;
  const title = input.offline || input.status === undefined || input.status === 0 ? SHELL_MESSAGES.networkErrorTitle : SHELL_MESSAGES.oopsTitle;
  return { title, body: SHELL_MESSAGES.networkErrorBody, button: SHELL_MESSAGES.retry };
}

/** Password reset failure: 400 means an invalid password; anything else is the generic popup (then /login). */
export function passwordResetFailureMessage(status: number): string {
  return status === 400 ? AUTH_FLOW_MESSAGES.invalidPassword : AUTH_FLOW_MESSAGES.resetFailed;
}

/** Staff action failure toast: errors.message, or 'Error occured'. */
export function staffActionErrorToast(serverMessage?: string | null): string {
  return serverMessage && serverMessage.trim() !== '' ? serverMessage : STAFF_MESSAGES.actionFailed;
}

/** A save answer: HasError gives the validate message; otherwise the server's message or 'Data saved successfully'. */
export function saveResultToast(result: { HasError?: boolean; message?: string | null }): { type: 'error' | 'success'; text: string } {
  if (result.HasError) return { type: 'error', text: SIGNUP_MESSAGES.validateData };
  return { type: 'success', text: result.message && result.message.trim() !== '' ? result.message : SIGNUP_MESSAGES.dataSaved };
}

/** Formats the resend countdown, e.g. 'Resend OTP in 00:29'; at zero the link reads 'Resend OTP'. */
export function resendOtpLabel(secondsLeft: number): string {
  if (secondsLeft <= 0) return AUTH_FLOW_MESSAGES.resendOtp;
  const s = Math.ceil(secondsLeft);
  return `${AUTH_FLOW_MESSAGES.resendOtpIn} ${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
