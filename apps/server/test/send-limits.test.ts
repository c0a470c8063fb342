import { IDENTITY_ERROR_CODES as CODES, IDENTITY_MESSAGES, OTP_SEND_WINDOW_MS } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { api, engines, outbox, useTestApp } from './helpers';

const MINUTE = 60_000;

describe.each(engines())('code send limits on %s', (engine) => {
  const ctx = useTestApp(engine);
  const send = (mobile: string) => api(ctx.app, { method: 'POST', url: '/api/v1/signup/send-otp', headers: { 'x-mobile-no': mobile } });
  const resend = (mobile: string, otpId: string) =>
    api(ctx.app, { method: 'POST', url: '/api/v1/signup/resend-otp', headers: { 'x-mobile-no': mobile, 'x-otp-id': otpId } });
  const expectLimited = (res: Awaited<ReturnType<typeof send>>, retryAfterSeconds: number) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toMatchObject({ code: CODES.otpRateLimited, message: IDENTITY_MESSAGES.otpRateLimited });
    expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
  };

  it('allows 3 sends per 15 minutes per number, resends included', async () => {
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

  it('allows 10 sends per day per number', async () => {
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

  it('counts the login, second-step and reset codes of one number together', async () => {
    const mobile = '9000000005';
    expect((await api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: { mobile } })).statusCode).toBe(202);
    expect((await api(ctx.app, { method: 'POST', url: '/api/auth/password/forgot', payload: { username: mobile } })).statusCode).toBe(200);
    expect((await api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: { mobile } })).statusCode).toBe(202);
    const fourth = await api(ctx.app, { method: 'POST', url: '/api/auth/password/forgot', payload: { username: 'organiser2@demo.in' } });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors.code).toBe(CODES.otpRateLimited);
    expect(Number(fourth.headers['retry-after'])).toBe(15 * 60);
  });
});
