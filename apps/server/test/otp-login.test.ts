import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  ERROR_CODES,
  IDENTITY_ERROR_CODES as CODES,
  IDENTITY_MESSAGES,
  OTP_TTL_MS,
  otpAttemptsLeftMessage,
} from '@diy/domain';
import { expect, it } from 'vitest';
import { api, describeEngines, latestCode, outbox, useTestApp } from './helpers';

const ORGANISER = DEMO_ACCOUNTS.organiser.mobile;
const GATE = DEMO_ACCOUNTS.gate.mobile;
const SECOND = '9000000005';

describeEngines('mobile login and one-time codes on %s', (engine) => {
  const ctx = useTestApp(engine);
  const token = (payload: object) => api(ctx.app, { method: 'POST', url: '/api/auth/token', payload });
  const challenge = (payload: object) => api(ctx.app, { method: 'POST', url: '/api/auth/challenge', payload });
  const profile = (t: string) => api(ctx.app, { method: 'GET', url: '/api/user/profile', token: t });
  /** A fresh window for the send limits of every number (they are 3 per 15 minutes). */
  const nextWindow = () => ctx.clock.advance(16 * 60_000);

  it('sends a code by SMS (202) and logs in with it', async () => {
    const res = await token({ mobile: ORGANISER });
    expect(res.statusCode).toBe(202);
    const { challenge: c } = res.json().data;
    expect(res.json().status).toBe(202);
    expect(c).toEqual({ otpId: expect.any(String), sentTo: '90XXXXXX01', expiresInSeconds: 300, resendInSeconds: 30 });
    const [sms] = await outbox(ctx.app, ORGANISER);
    expect(sms).toMatchObject({ channel: 'sms', to: ORGANISER, subject: null });
    expect(sms?.body).toMatch(/^\d{6} is your DIY Events OTP\. It is valid for 5 minutes\. Do not share it with anyone\.$/);
    const ok = await challenge({ otpId: c.otpId, otp: await latestCode(ctx.app, ORGANISER) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ status: 'SUCCESS', accessToken: expect.any(String) });
    expect((await profile(ok.json().data.accessToken)).json().data.mobile).toBe(ORGANISER);
  });

  it('answers ERR.NEW.USER (404) for a number without an account, sending nothing', async () => {
    const res = await token({ mobile: '9876543210' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toMatchObject({ code: CODES.newUser, message: IDENTITY_MESSAGES.newUser });
    expect(await outbox(ctx.app, '9876543210')).toEqual([]);
  });

  it('refuses a code-only login for an account with the second step', async () => {
    const res = await token({ mobile: DEMO_ACCOUNTS.admin.mobile });
    expect(res.statusCode).toBe(403);
    expect(await outbox(ctx.app, DEMO_ACCOUNTS.admin.mobile)).toEqual([]);
  });

  it('uses a code once', async () => {
    nextWindow();
    const c = (await token({ mobile: GATE })).json().data.challenge;
    const otp = await latestCode(ctx.app, GATE);
    expect((await challenge({ otpId: c.otpId, otp })).statusCode).toBe(200);
    const again = await challenge({ otpId: c.otpId, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toMatchObject({ code: CODES.otpUsed, message: IDENTITY_MESSAGES.otpUsed });
  });

  it('kills a code after five wrong tries, even for the right code', async () => {
    nextWindow();
    const c = (await token({ mobile: GATE })).json().data.challenge;
    const otp = await latestCode(ctx.app, GATE);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const res = await challenge({ otpId: c.otpId, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ code: CODES.otpInvalid, message: otpAttemptsLeftMessage(left) });
    }
    const fifth = await challenge({ otpId: c.otpId, otp: wrong });
    expect(fifth.json().errors).toMatchObject({ code: CODES.otpDead, message: IDENTITY_MESSAGES.otpDead });
    const right = await challenge({ otpId: c.otpId, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().errors.code).toBe(CODES.otpDead);
  });

  it('expires a code after five minutes', async () => {
    nextWindow();
    const c = (await token({ mobile: GATE })).json().data.challenge;
    const otp = await latestCode(ctx.app, GATE);
    ctx.clock.advance(OTP_TTL_MS - 1000);
    const c2 = (await api(ctx.app, { method: 'POST', url: '/api/auth/challenge/resend', payload: { otpId: c.otpId } })).json().data;
    expect(c2.challenge.otpId).toBe(c.otpId);
    // The resend replaced the code: the old one no longer works, the new one expires five minutes after it was sent.
    const newOtp = await latestCode(ctx.app, GATE);
    if (newOtp !== otp) expect((await challenge({ otpId: c.otpId, otp })).json().errors.code).toBe(CODES.otpInvalid);
    ctx.clock.advance(OTP_TTL_MS);
    const late = await challenge({ otpId: c.otpId, otp: newOtp });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toMatchObject({ code: CODES.otpExpired, message: IDENTITY_MESSAGES.otpExpired });
  });

  it('accepts a code just before it expires', async () => {
    nextWindow();
    const c = (await token({ mobile: SECOND })).json().data.challenge;
    ctx.clock.advance(OTP_TTL_MS - 1000);
    const res = await challenge({ otpId: c.otpId, otp: await latestCode(ctx.app, SECOND) });
    expect(res.statusCode).toBe(200);
  });

  it('binds a code to its purpose: a login code cannot verify a reset or a sign-up', async () => {
    nextWindow();
    const c = (await token({ mobile: SECOND })).json().data.challenge;
    const otp = await latestCode(ctx.app, SECOND);
    const reset = await api(ctx.app, {
      method: 'POST',
      url: '/api/auth/verifyotp',
      headers: { 'x-otp-id': c.otpId },
      payload: { otp, username: SECOND },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors.code).toBe(CODES.otpInvalid);
    const signup = await api(ctx.app, { method: 'POST', url: '/api/v1/signup/verify-otp', headers: { 'x-otp-id': c.otpId }, payload: { otp } });
    expect(signup.json().errors.code).toBe(CODES.otpInvalid);
    // A login code is not a second-step code either.
    expect((await challenge({ mfaToken: c.otpId, otp })).statusCode).toBe(401);
    // Still good for what it was made for.
    expect((await challenge({ otpId: c.otpId, otp })).statusCode).toBe(200);
  });

  it('answers unknown OTP ids and malformed bodies with 400', async () => {
    const unknown = await challenge({ otpId: '6f1c9d1e-0000-4000-8000-000000000000', otp: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.code).toBe(CODES.otpInvalid);
    const short = await challenge({ otpId: 'x', otp: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toMatchObject({ code: ERROR_CODES.validation, field: 'otp', message: IDENTITY_MESSAGES.otpFormat });
    const badMobile = await token({ mobile: '12345' });
    expect(badMobile.json().errors).toMatchObject({ field: 'mobile', message: IDENTITY_MESSAGES.mobileFormat });
    const neither = await challenge({ otp: '123456' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors.field).toBe('otpId');
  });

  it('still logs in by password with a mobile number as the username', async () => {
    const res = await token({ username: ORGANISER, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });
});
