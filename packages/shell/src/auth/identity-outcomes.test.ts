import type { AppError } from '@diy/api';
import { AUTH_FLOW_MESSAGES, IDENTITY_ERROR_CODES, LOGIN_MESSAGES, SHELL_MESSAGES } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import {
  forgotFailureOutcome, loginFailureOutcome, otpFailureOutcome, resetFailureOutcome, rootTarget, validityText,
} from './identity-outcomes';

const challenge = { otpId: 'o1', sentTo: '90XXXXXX02', expiresInSeconds: 300, resendInSeconds: 30 };
function err(status: number, code: string, message: string, extra: Partial<AppError> = {}): AppError {
  return { status, code, message, shortDesc: extra.shortDesc ?? message, longDesc: message, ...extra };
}

describe('loginFailureOutcome', () => {
  it.each([
    ['second step', err(401, IDENTITY_ERROR_CODES.mfaRequired, 'm', { error: 'mfa_required', mfaToken: 't', challenge }), null, true, { kind: 'second-step', mfaToken: 't', challenge }],
    ['second step without its token', err(401, IDENTITY_ERROR_CODES.mfaRequired, 'Enter the code'), null, true, { kind: 'toast', message: 'Enter the code' }],
    ['new mobile with sign-up', err(404, IDENTITY_ERROR_CODES.newUser, 'Sign up'), '9876500001', true, { kind: 'sign-up', mobile: '9876500001', message: 'Sign up' }],
    ['new mobile without sign-up', err(404, IDENTITY_ERROR_CODES.newUser, 'Sign up'), '9876500001', false, { kind: 'toast', message: 'Sign up' }],
    ['new user by e-mail', err(404, IDENTITY_ERROR_CODES.newUser, 'Sign up'), null, true, { kind: 'toast', message: 'Sign up' }],
    ['wrong password', err(401, 'ERR.INVALID.CREDENTIALS', 'Invalid username or password'), null, true, { kind: 'toast', message: 'Invalid username or password' }],
    ['no message', err(500, 'ERR.INTERNAL', ''), null, true, { kind: 'toast', message: LOGIN_MESSAGES.loginDefault }],
    ['not an app error', new Error('x'), null, true, { kind: 'toast', message: LOGIN_MESSAGES.loginDefault }],
  ])('%s', (_name, error, mobile, signUp, expected) => {
    expect(loginFailureOutcome(error, { mobile, signUp })).toEqual(expected);
  });
});

describe('forgotFailureOutcome', () => {
  it.each([
    ['new mobile', err(404, IDENTITY_ERROR_CODES.newUser, 'Sign up'), '9876500001', true, { kind: 'sign-up', mobile: '9876500001', message: 'Sign up' }],
    ['new mobile, staff app', err(404, IDENTITY_ERROR_CODES.newUser, 'Sign up'), '9876500001', false, { kind: 'field', message: AUTH_FLOW_MESSAGES.usernameIncorrect }],
    ['unknown user', err(404, IDENTITY_ERROR_CODES.userNotFound, 'No such user'), 'x@y.in', true, { kind: 'field', message: AUTH_FLOW_MESSAGES.usernameIncorrect }],
    ['send limit', err(429, IDENTITY_ERROR_CODES.otpRateLimited, 'Too many'), 'x@y.in', true, { kind: 'toast', message: 'Too many' }],
    ['network', err(0, 'ERR.NETWORK', ''), 'x@y.in', true, { kind: 'toast', message: SHELL_MESSAGES.generic }],
  ])('%s', (_name, error, username, signUp, expected) => {
    expect(forgotFailureOutcome(error, { username, signUp })).toEqual(expected);
  });
});

describe('otpFailureOutcome', () => {
  const wrong = err(400, IDENTITY_ERROR_CODES.otpInvalid, 'Wrong. 4 attempts left.', { shortDesc: 'Wrong code' });
  it.each([
    ['login', wrong, { kind: 'popup', title: AUTH_FLOW_MESSAGES.challengeFailedTitle, body: 'Wrong. 4 attempts left.' }],
    ['mfa', wrong, { kind: 'popup', title: 'Oops', body: 'Wrong. 4 attempts left.' }],
    ['signup', wrong, { kind: 'field', message: 'Wrong code' }],
    ['reset', wrong, { kind: 'field', message: 'Wrong. 4 attempts left.' }],
    ['reset', err(400, 'X', ''), { kind: 'field', message: AUTH_FLOW_MESSAGES.usernameIncorrect }],
    ['signup', err(400, 'X', '', { shortDesc: '' }), { kind: 'field', message: SHELL_MESSAGES.generic }],
  ] as const)('%s', (flow, error, expected) => {
    expect(otpFailureOutcome(flow, error)).toEqual(expected);
  });
});

describe('resetFailureOutcome', () => {
  it.each([
    [err(400, IDENTITY_ERROR_CODES.passwordInvalid, 'Too short'), 'retry', AUTH_FLOW_MESSAGES.invalidPassword],
    [err(400, IDENTITY_ERROR_CODES.resetSessionInvalid, 'Expired'), 'restart', AUTH_FLOW_MESSAGES.resetFailed],
    [err(500, 'ERR.INTERNAL', 'Boom'), 'restart', AUTH_FLOW_MESSAGES.resetFailed],
    [new Error('x'), 'restart', AUTH_FLOW_MESSAGES.resetFailed],
  ])('%j -> %s', (error, kind, title) => {
    expect(resetFailureOutcome(error)).toMatchObject({ kind, title });
  });
});

describe('rootTarget and validityText', () => {
  it.each([
    [{ isLoggedIn: true, isSignedUp: true }, '/create-account/general-information', '/apps'],
    [{ isLoggedIn: false, isSignedUp: true }, '/create-account/general-information', '/create-account/general-information'],
    [{ isLoggedIn: false, isSignedUp: true }, null, '/apps'],
    [{ isLoggedIn: false, isSignedUp: false }, '/create-account/general-information', '/apps'],
  ])('%j with %s goes to %s', (flags, signedUpPath, expected) => {
    expect(rootTarget({ ...flags, homePath: '/apps', signedUpPath })).toBe(expected);
  });
  it.each([[300, '5 minutes'], [60, '1 minute'], [45, '45 seconds'], [90, '2 minutes']])('%i s reads %s', (s, text) => {
    expect(validityText(s)).toBe(text);
  });
});
