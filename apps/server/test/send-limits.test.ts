import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  IDENTITY_ERROR_CODES as CODES,
  IDENTITY_MESSAGES,
  OTP_DESTINATION_SENDS_PER_WINDOW,
  OTP_SEND_WINDOW_MS,
} from '@diy/domain';
import { expect, it } from 'vitest';
import { api, describeEngines, from, latestCode, outbox, useTestApp } from './helpers';

const MINUTE = 60_000;

describeEngines('code send limits on %s', (engine) => {
  const ctx = useTestApp(engine);
  const send = (mobile: string) => api(ctx.app, { method: 'POST', url: '/api/v1/signup/send-otp', headers: { 'x-mobile-no': mobile } });
  const resend = (mobile: string, otpId: string) =>
    api(ctx.app, { method: 'POST', url: '/api/v1/signup/resend-otp', headers: { 'x-mobile-no': mobile, 'x-otp-id': otpId } });
  const otpLogin = (mobile: string, ip?: string) =>
    api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: { mobile }, headers: ip ? from(ip) : {} });
  const forgot = (username: string, ip?: string, otpId?: string) =>
    api(ctx.app, {
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { username },
      headers: { ...(ip ? from(ip) : {}), ...(otpId ? { 'x-otp-id': otpId } : {}) },
    });
  const secondStep = async (mfaToken: string, mobile: string) =>
    api(ctx.app, { method: 'POST', url: '/api/auth/challenge', payload: { mfaToken, otp: await latestCode(ctx.app, mobile) } });
  const nextWindow = () => ctx.clock.advance(OTP_SEND_WINDOW_MS + 60_000);
  const expectLimited = (res: Awaited<ReturnType<typeof send>>, retryAfterSeconds: number) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toMatchObject({ code: CODES.otpRateLimited, message: IDENTITY_MESSAGES.otpRateLimited });
    expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
  };

  it('allows 3 sends per 15 minutes per number from one address, resends included', async () => {
    const mobile = '9700000001';
    const first = (await send(mobile)).json().data;
    ctx.clock.advance(MINUTE);
    expect((await resend(mobile, first.id)).statusCode).toBe(200);
    ctx.clock.advance(MINUTE);
    expect((await send(mobile)).statusCode).toBe(200);
    ctx.clock.advance(MINUTE);
    // The oldest send leaves the window 12 minutes from now.
    expectLimited(await send(mobile), 12 * 60);
    expectLimited(await resend(mobile, first.id), 12 * 60);
    expect(await outbox(ctx.app, mobile)).toHaveLength(3);
    // Other numbers are not affected.
    expect((await send('9700000002')).statusCode).toBe(200);
    ctx.clock.advance(12 * MINUTE - 1000);
    expectLimited(await send(mobile), 1);
    ctx.clock.advance(1000);
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('allows 10 sends per day per number from one address', async () => {
    const mobile = '9700000003';
    const start = ctx.clock.current.getTime();
    for (let i = 0; i < 10; i += 1) {
      // 3 per window: every fourth send starts a new window.
      if (i > 0 && i % 3 === 0) ctx.clock.advance(OTP_SEND_WINDOW_MS);
      const res = await send(mobile);
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
      ctx.clock.advance(1000);
    }
    ctx.clock.advance(OTP_SEND_WINDOW_MS);
    const elapsed = ctx.clock.current.getTime() - start;
    expectLimited(await send(mobile), Math.ceil((24 * 60 * MINUTE - elapsed) / 1000));
    expect(await outbox(ctx.app, mobile)).toHaveLength(10);
    ctx.clock.current = new Date(start + 24 * 60 * MINUTE + 1);
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('keeps a budget per purpose: reset codes never spend the login codes of a number, nor the other way round', async () => {
    nextWindow();
    const mobile = '9000000005';
    for (let i = 0; i < 3; i += 1) expect((await otpLogin(mobile)).statusCode, `login code ${i + 1}`).toBe(202);
    const fourth = await otpLogin(mobile);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors.code).toBe(CODES.otpRateLimited);
    expect(Number(fourth.headers['retry-after'])).toBe(15 * 60);
    for (let i = 0; i < 3; i += 1) expect((await forgot(mobile)).statusCode, `reset code ${i + 1}`).toBe(200);
    expect((await forgot('organiser2@demo.in')).statusCode).toBe(429);
  });

  it('three reset codes asked for a staff member leave their password + second-step login working', async () => {
    nextWindow();
    const { email, mobile } = DEMO_ACCOUNTS.reviewer;
    for (let i = 0; i < 3; i += 1) expect((await forgot(email)).statusCode, `forgot ${i + 1}`).toBe(200);
    // The reset still limits itself.
    expectLimited(await forgot(email), 15 * 60);
    const res = await api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: { username: email, password: DEMO_PASSWORD } });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().errors.code).toBe(CODES.mfaRequired);
    const done = await secondStep(res.json().errors.mfaToken, mobile);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.accessToken).toEqual(expect.any(String));
  });

  it('an attacker hammering reset, resend and code login from many addresses cannot block a password + second-step login', async () => {
    nextWindow();
    const { email, mobile } = DEMO_ACCOUNTS.admin;
    let otpId: string | undefined;
    for (let i = 1; i <= 40; i += 1) {
      const ip = `203.0.113.${i}`;
      const asked = await forgot(i % 2 ? email : mobile, ip);
      if (asked.statusCode === 200) otpId ??= asked.json().data.challenge.otpId;
      else expect(asked.statusCode).toBe(429);
      if (otpId) await forgot(email, ip, otpId);
      // Accounts with the second step never get a code alone: nothing is sent.
      expect((await otpLogin(mobile, ip)).json().errors.code).toBe('ERR.PASSWORD.REQUIRED');
    }
    // The number got at most the destination's reset budget, however many addresses asked.
    expect((await outbox(ctx.app, mobile)).length).toBeLessThanOrEqual(OTP_DESTINATION_SENDS_PER_WINDOW);
    // The owner, from an address never seen before, logs in with the password and the code.
    const res = await api(ctx.app, {
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: email, password: DEMO_PASSWORD },
      headers: from('198.51.100.77'),
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().errors.code).toBe(CODES.mfaRequired);
    expect((await secondStep(res.json().errors.mfaToken, mobile)).statusCode).toBe(200);
  });

  it('limits code login per address and per number, but an owner’s known address still gets a code', async () => {
    nextWindow();
    const { mobile } = DEMO_ACCOUNTS.gate;
    const owner = '198.51.100.20';
    // The owner logged in from this address before.
    const first = await otpLogin(mobile, owner);
    expect(first.statusCode).toBe(202);
    const code = await latestCode(ctx.app, mobile);
    const opened = await api(ctx.app, { method: 'POST', url: '/api/auth/challenge', payload: { otpId: first.json().data.challenge.otpId, otp: code }, headers: from(owner) });
    expect(opened.statusCode, opened.body).toBe(200);
    nextWindow();
    // One address: 3 codes, then 429 for that address only.
    for (let i = 0; i < 3; i += 1) expect((await otpLogin(mobile, '203.0.113.200')).statusCode).toBe(202);
    expectLimited(await otpLogin(mobile, '203.0.113.200'), 15 * 60);
    expect((await otpLogin(mobile, '203.0.113.201')).statusCode).toBe(202);
    // Many addresses: the number's budget runs out for addresses it does not know ...
    for (let i = 1; i <= 20; i += 1) await otpLogin(mobile, `203.0.113.${i}`);
    const stranger = await otpLogin(mobile, '192.0.2.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().errors.code).toBe(CODES.otpRateLimited);
    // ... and the owner's known address still gets its code and logs in.
    const mine = await otpLogin(mobile, owner);
    expect(mine.statusCode, mine.body).toBe(202);
    const otp = await latestCode(ctx.app, mobile);
    const done = await api(ctx.app, { method: 'POST', url: '/api/auth/challenge', payload: { otpId: mine.json().data.challenge.otpId, otp }, headers: from(owner) });
    expect(done.statusCode, done.body).toBe(200);
  });
});
