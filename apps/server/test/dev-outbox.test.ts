import { OTP_SENDS_PER_WINDOW, outboxSchema } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { api, describeEngines, useTestApp } from './helpers';

describeEngines('development outbox on %s', (engine) => {
  const ctx = useTestApp(engine, { nodeEnv: 'development' });

  it('lists messages newest first, filtered by recipient, at most 50', async () => {
    await api(ctx.app, { method: 'POST', url: '/api/v1/signup/send-otp', headers: { 'x-mobile-no': '9600000001' } });
    await ctx.app.services.outbox.add({ channel: 'email', to: 'a@b.in', subject: 'Hi <b>there</b>', body: '<script>alert(1)</script> 123456' });
    for (let i = 0; i < 55; i += 1) await ctx.app.services.outbox.add({ channel: 'sms', to: '9600000009', subject: null, body: `n${i}` });
    const one = await api(ctx.app, { method: 'GET', url: '/api/dev/outbox?to=9600000001' });
    expect(one.statusCode).toBe(200);
    const parsed = outboxSchema.parse(one.json().data);
    expect(parsed.messages).toHaveLength(1);
    expect(parsed.messages[0]).toMatchObject({ channel: 'sms', to: '9600000001', subject: null });
    const many = outboxSchema.parse((await api(ctx.app, { method: 'GET', url: '/api/dev/outbox?to=9600000009' })).json().data);
    expect(many.messages).toHaveLength(50);
    expect(many.messages[0]?.body).toBe('n54');
    const all = outboxSchema.parse((await api(ctx.app, { method: 'GET', url: '/api/dev/outbox' })).json().data);
    expect(all.messages).toHaveLength(50);
    // Like every API call, the JSON needs the app code.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(400);
  });

  it('forgets a number\'s code sends on request, so the send limit starts afresh', async () => {
    const send = () => api(ctx.app, { method: 'POST', url: '/api/v1/signup/send-otp', headers: { 'x-mobile-no': '9600000002' } });
    for (let i = 0; i < OTP_SENDS_PER_WINDOW; i += 1) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    const cleared = await api(ctx.app, { method: 'DELETE', url: '/api/dev/otp-sends?to=9600000002' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual({ cleared: OTP_SENDS_PER_WINDOW });
    expect((await send()).statusCode).toBe(200);
    expect((await api(ctx.app, { method: 'DELETE', url: '/api/dev/otp-sends' })).statusCode).toBe(400);
  });

  it('serves an HTML page without the app code, escaping everything', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/page?to=a%40b.in' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('Hi &lt;b&gt;there&lt;/b&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('<strong class="code">123456</strong>');
    const hostile = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/page?to=${encodeURIComponent('"><img src=x>')}` });
    expect(hostile.body).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
    expect(hostile.body).not.toContain('<img');
  });
});

describe('development outbox in production mode', () => {
  const ctx = useTestApp('pglite', { nodeEnv: 'production', seed: false });

  it('does not exist', async () => {
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=9600000001', '/api/dev/outbox/page']) {
      const res = await api(ctx.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await api(ctx.app, { method: 'DELETE', url: '/api/dev/otp-sends?to=9600000001' })).statusCode).toBe(404);
    // The page path is not exempt from the app code either: it is simply an unknown API path.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/page' })).statusCode).toBe(404);
  });
});
