import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES, maskDestination, otpAttemptsLeftMessage } from './identity-flows';
import {
  challengeRequestSchema, forgotPasswordSchema, mobileLoginSchema, newPasswordFormSchema, resetPasswordSchema, tokenRequestSchema,
} from './identity-schemas';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

describe('identity payloads', () => {
  it.each([
    ['password login', { username: 'organiser@demo.in', password: 'x' }, true],
    ['password login by mobile', { username: '9000000001', password: 'x' }, true],
    ['mobile login', { mobile: '9000000001' }, true],
    ['mobile login, 9 digits', { mobile: '900000000' }, false],
    ['neither', { otp: '123456' }, false],
  ])('token request: %s', (_name, body, ok) => {
    expect(tokenRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ mobile: '12345' }, IDENTITY_MESSAGES.mobileFormat],
    [{ mobile: '5000000001' }, IDENTITY_MESSAGES.mobileFormat],
    [{ mobile: '9876543210' }, null],
  ])('mobile login %j -> %s', (body, message) => {
    expect(firstMessage(mobileLoginSchema.safeParse(body))).toBe(message);
  });

  it.each([
    [{ otpId: 'a', otp: '123456' }, true],
    [{ mfaToken: 't', otp: '123456' }, true],
    [{ otpId: 'a', otp: '12345' }, false],
    [{ otpId: 'a', otp: '12345a' }, false],
    [{ otp: '123456' }, false],
  ])('challenge %j valid: %s', (body, ok) => {
    expect(challengeRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ sessionID: 's', password: 'short' }, IDENTITY_MESSAGES.passwordLength],
    [{ sessionID: 's', password: 'x'.repeat(129) }, IDENTITY_MESSAGES.passwordLength],
    [{ sessionID: 's', password: 'x'.repeat(8) }, null],
    [{ sessionID: 's', password: 'x'.repeat(128) }, null],
  ])('reset %# -> %s', (body, message) => {
    expect(firstMessage(resetPasswordSchema.safeParse(body))).toBe(message);
  });

  it.each([
    [{ password: 'Secret@123', confirm: 'Secret@123' }, null],
    [{ password: 'Secret@123', confirm: 'Secret@124' }, IDENTITY_MESSAGES.passwordsDiffer],
  ])('new password form %j -> %s', (body, message) => {
    expect(firstMessage(newPasswordFormSchema.safeParse(body))).toBe(message);
  });

  it.each([
    [{ username: 'organiser@demo.in' }, true],
    [{ username: '9000000001' }, true],
    [{ username: 'nobody' }, false],
  ])('forgot %j valid: %s', (body, ok) => {
    expect(forgotPasswordSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    ['9876543210', '98XXXXXX10'],
    ['organiser@demo.in', 'o***@demo.in'],
    ['x', 'x'],
  ])('masks %s as %s', (value, masked) => {
    expect(maskDestination(value)).toBe(masked);
  });

  it.each([
    [4, 'The OTP you entered is incorrect. 4 attempts left.'],
    [1, 'The OTP you entered is incorrect. 1 attempt left.'],
  ])('%i tries left', (left, text) => {
    expect(otpAttemptsLeftMessage(left)).toBe(text);
  });
});
