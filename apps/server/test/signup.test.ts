import {
  DEMO_ACCOUNTS,
  ERROR_CODES,
  IDENTITY_ERROR_CODES as CODES,
  IDENTITY_MESSAGES,
  NEW_USER_TOKEN_TTL_MS,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signups } from '../src/db/schema';
import { api, describeEngines, latestCode, outbox, useTestApp } from './helpers';

const NEW_MOBILE = '9812345670';

describeEngines('sign-up codes and the new-user token on %s', (engine) => {
  const ctx = useTestApp(engine);
  const send = (mobile: string) => api(ctx.app, { method: 'POST', url: '/api/v1/signup/send-otp', headers: { 'x-mobile-no': mobile } });
  const resend = (mobile: string, otpId: string) =>
    api(ctx.app, { method: 'POST', url: '/api/v1/signup/resend-otp', headers: { 'x-mobile-no': mobile, 'x-otp-id': otpId } });
  const verify = (otpId: string, otp: string) =>
    api(ctx.app, { method: 'POST', url: '/api/v1/signup/verify-otp', headers: { 'x-otp-id': otpId }, payload: { otp } });
  const validate = (token?: string) =>
    api(ctx.app, { method: 'GET', url: '/api/v1/validate/login-cta', headers: token === undefined ? {} : { 'x-login-Id': token } });

  it('sends a code to a new number, resends on the same id, and verifies into a new-user token', async () => {
    const sent = await send(NEW_MOBILE);
    expect(sent.statusCode).toBe(200);
    const data = sent.json().data;
    expect(data).toEqual({ id: expect.any(String), userExist: false, sentTo: '98XXXXXX70', expiresInSeconds: 300, resendInSeconds: 30 });
    const again = await resend(NEW_MOBILE, data.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(data.id);
    expect(await outbox(ctx.app, NEW_MOBILE)).toHaveLength(2);

    const verified = await verify(data.id, await latestCode(ctx.app, NEW_MOBILE));
    expect(verified.statusCode).toBe(200);
    const token = verified.json().data.token as string;
    const [row] = await ctx.database.db.select().from(signups).where(eq(signups.mobile, NEW_MOBILE));
    expect(row).toMatchObject({ mobile: NEW_MOBILE, status: 'STEP2' });

    const valid = await validate(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toEqual({ success: true, mobile: NEW_MOBILE });

    // Never an access token.
    for (const url of ['/api/user/profile', '/api/user/features']) {
      const res = await api(ctx.app, { method: 'GET', url, token });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors.code).toBe(ERROR_CODES.sessionExpired);
    }
    // A day later it is gone.
    const start = ctx.clock.current;
    try {
      ctx.clock.advance(NEW_USER_TOKEN_TTL_MS - 60_000);
      expect((await validate(token)).statusCode).toBe(200);
      ctx.clock.advance(120_000);
      const late = await validate(token);
      expect(late.statusCode).toBe(401);
      expect(late.json().errors.code).toBe(CODES.newUserTokenInvalid);
    } finally {
      ctx.clock.current = start;
    }
  });

  it('refuses tampered, foreign and missing tokens with INVALID TOKEN', async () => {
    const sent = (await send('9812345671')).json().data;
    const token = (await verify(sent.id, await latestCode(ctx.app, '9812345671'))).json().data.token as string;
    const [body, sig] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 86_400 })).toString('base64url')}.${sig}`;
    const access = (await api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: { mobile: DEMO_ACCOUNTS.gate.mobile } })).json();
    const gateToken = (
      await api(ctx.app, {
        method: 'POST',
        url: '/api/auth/challenge',
        payload: { otpId: access.data.challenge.otpId, otp: await latestCode(ctx.app, DEMO_ACCOUNTS.gate.mobile) },
      })
    ).json().data.accessToken as string;
    for (const bad of [forged, `${body}.${sig.slice(0, -2)}AA`, 'garbage', '', gateToken, undefined]) {
      const res = await validate(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors.code).toBe('INVALID TOKEN');
    }
    // The row is what the token stands for: without it the token is void.
    await ctx.database.db.delete(signups).where(eq(signups.mobile, '9812345671'));
    expect((await validate(token)).statusCode).toBe(401);
  });

  it('answers userExist for a number that has an account and sends nothing', async () => {
    const res = await send(DEMO_ACCOUNTS.organiser.mobile);
    expect(res.json().data).toMatchObject({ id: '', userExist: true });
    expect(await outbox(ctx.app, DEMO_ACCOUNTS.organiser.mobile)).toEqual([]);
  });

  it('resends only for a valid OTP id of the same number', async () => {
    const sent = (await send('9812345672')).json().data;
    expect((await resend('9812345673', sent.id)).json().errors.code).toBe(CODES.otpInvalid);
    expect((await resend('9812345672', '6f1c9d1e-0000-4000-8000-000000000000')).statusCode).toBe(400);
    const missing = await api(ctx.app, { method: 'POST', url: '/api/v1/signup/resend-otp', headers: { 'x-mobile-no': '9812345672' } });
    expect(missing.json().errors).toMatchObject({ code: ERROR_CODES.validation, field: 'x-otp-id' });
  });

  it('validates the mobile header and the code', async () => {
    const bad = await send('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ field: 'x-mobile-no', message: IDENTITY_MESSAGES.mobileFormat });
    const none = await api(ctx.app, { method: 'POST', url: '/api/v1/signup/send-otp' });
    expect(none.json().errors.field).toBe('x-mobile-no');
    const sent = (await send('9812345674')).json().data;
    const short = await verify(sent.id, '123');
    expect(short.json().errors).toMatchObject({ field: 'otp', message: IDENTITY_MESSAGES.otpFormat });
  });
});
