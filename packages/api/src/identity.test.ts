import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { errorCode, errorShortDesc } from './api-error';
import { toAppError } from './api-error-reader';
import { forgotPasswordHeaders, isTokenAnswer } from './auth';

const challenge = { otpId: 'otp-1', sentTo: '90XXXXXX02', expiresInSeconds: 300, resendInSeconds: 30 };
const base = { message: 'm', shortDesc: 's', longDesc: 'l' };

describe('toAppError keeps the identity fields of an error', () => {
  it.each([
    [
      'mfa_required',
      { code: IDENTITY_ERROR_CODES.mfaRequired, ...base, error: 'mfa_required', mfaToken: 'mfa-1', challenge },
      { status: 401, code: IDENTITY_ERROR_CODES.mfaRequired, error: 'mfa_required', mfaToken: 'mfa-1', challenge },
    ],
    ['a plain error', { code: IDENTITY_ERROR_CODES.newUser, ...base }, { status: 401, code: IDENTITY_ERROR_CODES.newUser, message: 'm' }],
    [
      'malformed extras',
      { code: 'X', ...base, mfaToken: 42, challenge: { otpId: 1 } },
      { status: 401, code: 'X', message: 'm' },
    ],
  ])('%s', (_name, errors, expected) => {
    const result = toAppError({ status: 401, data: { status: 401, errors } });
    expect(result).toMatchObject(expected);
    if (!('mfaToken' in expected)) {
      expect(result).not.toHaveProperty('mfaToken');
      expect(result).not.toHaveProperty('challenge');
    }
  });
});

describe('error helpers', () => {
  it.each([
    [{ status: 400, code: 'A', message: 'msg', shortDesc: 'short', longDesc: '' }, 'short', 'A'],
    [{ status: 400, code: 'B', message: 'msg', shortDesc: '', longDesc: '' }, 'msg', 'B'],
    [{ status: 400, code: 'C', message: '', shortDesc: '', longDesc: '' }, 'fallback', 'C'],
    [new Error('x'), 'fallback', null],
  ])('shortDesc of %j is %s', (value, short, code) => {
    expect(errorShortDesc(value, 'fallback')).toBe(short);
    expect(errorCode(value)).toBe(code);
  });
});

describe('forgotPasswordHeaders', () => {
  it.each([
    [{ username: 'organiser@demo.in' }, {}],
    [{ username: ' 9000000005 ' }, { 'x-mobile-no': '9000000005' }],
    [{ username: '9000000005', otpId: 'o1' }, { 'x-mobile-no': '9000000005', 'x-otp-id': 'o1' }],
    [{ username: 'a@b.in', otpId: 'o2' }, { 'x-otp-id': 'o2' }],
    [{ username: '12345', otpId: null }, {}],
  ])('%j sends %j', (args, headers) => {
    expect(forgotPasswordHeaders(args)).toEqual(headers);
  });
});

describe('isTokenAnswer', () => {
  it('tells a token from a challenge', () => {
    expect(isTokenAnswer({ accessToken: 't' })).toBe(true);
    expect(isTokenAnswer({ challenge })).toBe(false);
  });
});

describe('the OTP screen toast', () => {
  it('is the product text, not merely some text', () => {
    expect(IDENTITY_MESSAGES.otpSent).toBe('We have sent an OTP to your mobile number');
  });
});
