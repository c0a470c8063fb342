import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FORM_MESSAGES, ACCOUNT_STEPS, AUTH_FLOW_MESSAGES, BENEFIT_PANEL, DOWNLOADING_AGREEMENT_TOAST_MS, REVIEW_TEXTS,
  SHELL_MESSAGES, SIGNUP_MESSAGES, STAFF_MESSAGES, benefitContactLine, featureListFailurePopup,
  passwordResetFailureMessage, resendOtpLabel, saveResultToast, staffActionErrorToast,
} from './identity-messages';

describe('seed 001 section 8 texts are verbatim', () => {
  it.each([
    [ACCOUNT_FORM_MESSAGES.organisationName, 'Please enter a valid organisation name'],
    [ACCOUNT_FORM_MESSAGES.pan, 'Please enter a valid PAN card number'],
    [ACCOUNT_FORM_MESSAGES.address, 'Please enter a valid address'],
    [ACCOUNT_FORM_MESSAGES.fullName, 'Please enter a valid full name'],
    [ACCOUNT_FORM_MESSAGES.email, 'Please enter a valid email'],
    [ACCOUNT_FORM_MESSAGES.beneficiaryName, 'Please enter a valid beneficiary name'],
    [ACCOUNT_FORM_MESSAGES.bankName, 'Please enter a valid bank Name'],
    [ACCOUNT_FORM_MESSAGES.accountNumber, 'Please enter a valid account number'],
    [ACCOUNT_FORM_MESSAGES.ifsc, 'Please enter a valid bank IFSC'],
    [ACCOUNT_FORM_MESSAGES.gstin, 'Please enter a valid GSTIN Number'],
    [ACCOUNT_FORM_MESSAGES.gstinState, 'Please enter a valid GSTIN State'],
    [ACCOUNT_FORM_MESSAGES.duplicateGst, 'Duplicate GST No'],
    [ACCOUNT_FORM_MESSAGES.somethingNotRight, 'Something is not right here. Please try after some time.'],
    [SIGNUP_MESSAGES.validateData, 'Please validate the data entered!'],
    [SIGNUP_MESSAGES.dataSaved, 'Data saved successfully'],
    [SIGNUP_MESSAGES.fileRequired, 'File is required for upload'],
    [SIGNUP_MESSAGES.downloadingAgreement, 'Downloading the agreement'],
    [SIGNUP_MESSAGES.agreementDownloaded, 'Agreement Downloaded Successfully'],
    [SIGNUP_MESSAGES.agreementDownloadFailed, 'Error while downloading the agreement'],
    [AUTH_FLOW_MESSAGES.challengeFailedTitle, 'Oops'],
    [AUTH_FLOW_MESSAGES.invalidPassword, 'Please try again with a valid password'],
    [AUTH_FLOW_MESSAGES.resetFailed, 'Oops, things went south! But not for long!'],
    [AUTH_FLOW_MESSAGES.usernameIncorrect, 'Username is incorrect'],
    [AUTH_FLOW_MESSAGES.logoutFailed, 'Unable to login'],
    [AUTH_FLOW_MESSAGES.resendOtp, 'Resend OTP'],
    [AUTH_FLOW_MESSAGES.resendOtpIn, 'Resend OTP in'],
    [STAFF_MESSAGES.actionFailed, 'Error occured'],
    [STAFF_MESSAGES.accessFailed, 'Sorry! Unable to process your request. Try again!!'],
    [STAFF_MESSAGES.organiserNotConfigured, 'Organiser not configured for the mention user. Kindly reach out IAM Team'],
    [SHELL_MESSAGES.oopsTitle, 'Oops'],
    [SHELL_MESSAGES.networkErrorTitle, 'Network connection error'],
    [SHELL_MESSAGES.networkErrorBody, 'Cannot connect to the internet. Please check your connection and try again.'],
    [SHELL_MESSAGES.profileFailed, 'Error fetching user details'],
    [SHELL_MESSAGES.generic, 'Something went wrong. Please try again.'],
    [REVIEW_TEXTS.rejectConfirm, 'Are you sure you want to reject organiser:'],
    [REVIEW_TEXTS.rejectInstructions, 'Select items from the list below to reject. Items not selected will be approved automatically.'],
    [REVIEW_TEXTS.improvePlaceholder, 'Specify things to improve in the organiser’s submission'],
    [REVIEW_TEXTS.additionalNote, 'Additional note for the organiser'],
    [REVIEW_TEXTS.approveConfirm, 'Make sure you have verified all details including supporting documents and BD name for this organiser.'],
    [REVIEW_TEXTS.approveNewDocsTitle, 'Approve New Supporting Docs/Data?'],
    [REVIEW_TEXTS.approveOrganiserTitle, 'Approve Organiser?'],
    [REVIEW_TEXTS.otherDocsApproved, 'Other Documents Already Approved'],
    [REVIEW_TEXTS.alreadyApproved, 'This organiser is already approved. Please verify and approve/reject the new document.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('agreement download toast lasts 2000 ms', () => {
    expect(DOWNLOADING_AGREEMENT_TOAST_MS).toBe(2000);
  });
});

describe('benefit panel and steps', () => {
  it.each([
    [0, 'Quick and easy registration'],
    [1, 'Take your events live superfast'],
    [2, 'Monitor analytics and insights'],
  ])('benefit %i is %s', (i, title) => {
    expect(BENEFIT_PANEL[i]?.title).toBe(title);
  });
  it('contact line fills the e-mail', () => {
    expect(benefitContactLine('support@diyevents.in')).toBe('In case of any query write to support@diyevents.in');
  });
  it.each([
    [0, 'General Information'],
    [1, 'Upload documents'],
    [2, 'Sign agreement'],
  ])('step %i is %s', (i, title) => {
    expect(ACCOUNT_STEPS[i]?.title).toBe(title);
  });
});

describe('failure helpers', () => {
  const body = 'Cannot connect to the internet. Please check your connection and try again.';
  it.each([
    [{ status: 401 }, null],
    [{ offline: true }, { title: 'Network connection error', body, button: 'Retry' }],
    [{}, { title: 'Network connection error', body, button: 'Retry' }],
    [{ status: 0 }, { title: 'Network connection error', body, button: 'Retry' }],
    [{ status: 500 }, { title: 'Oops', body, button: 'Retry' }],
  ])('feature list failure %j', (input, popup) => {
    expect(featureListFailurePopup(input)).toEqual(popup);
  });
  it.each([
    [400, 'Please try again with a valid password'],
    [500, 'Oops, things went south! But not for long!'],
    [404, 'Oops, things went south! But not for long!'],
  ])('password reset failure %i -> %s', (status, message) => {
    expect(passwordResetFailureMessage(status)).toBe(message);
  });
  it.each([
    ['User not found', 'User not found'],
    [undefined, 'Error occured'],
    ['', 'Error occured'],
  ])('staff action failure %j -> %s', (server, toast) => {
    expect(staffActionErrorToast(server)).toBe(toast);
  });
  it.each([
    [{ HasError: true, message: 'ignored' }, { type: 'error', text: 'Please validate the data entered!' }],
    [{ HasError: false, message: 'Saved your draft' }, { type: 'success', text: 'Saved your draft' }],
    [{}, { type: 'success', text: 'Data saved successfully' }],
  ])('save result %j', (result, toast) => {
    expect(saveResultToast(result)).toEqual(toast);
  });
  it.each([
    [0, 'Resend OTP'],
    [-1, 'Resend OTP'],
    [29, 'Resend OTP in 00:29'],
    [90, 'Resend OTP in 01:30'],
  ])('resend label at %i s -> %s', (seconds, label) => {
    expect(resendOtpLabel(seconds)).toBe(label);
  });
});
