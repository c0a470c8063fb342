import { DEMO_PASSWORD, ERROR_CODES } from '@diy/domain';
import { expect, it } from 'vitest';
import { api, describeEngines, login, useTestApp } from './helpers';

/** What many clients send on a POST without a body: the JSON content type and nothing else. */
const EMPTY_JSON = [
  { type: 'application/json', headers: { 'content-type': 'application/json' } },
  { type: 'application/json; charset=utf-8', headers: { 'content-type': 'application/json; charset=utf-8' } },
];

describeEngines('body-less requests with a JSON content type on %s', (engine) => {
  const ctx = useTestApp(engine);

  it.each(EMPTY_JSON)('logs out with $type and no body', async ({ headers }) => {
    const token = await login(ctx.app, 'organiser2@demo.in', DEMO_PASSWORD);
    const res = await api(ctx.app, { method: 'POST', url: '/api/auth/logout', token, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { loggedOut: true } });
    // The session is gone.
    expect((await api(ctx.app, { method: 'GET', url: '/api/user/profile', token })).statusCode).toBe(401);
  });

  it.each(EMPTY_JSON)('sends a sign-up code (headers only) with $type and no body', async ({ headers }) => {
    const mobile = headers['content-type'].includes('charset') ? '9600000071' : '9600000072';
    const res = await api(ctx.app, { method: 'POST', url: '/api/v1/signup/send-otp', headers: { ...headers, 'x-mobile-no': mobile } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userExist).toBe(false);
  });

  it('still answers a route that needs a body with a clear 400', async () => {
    for (const headers of [...EMPTY_JSON.map((e) => e.headers), {}]) {
      const res = await api(ctx.app, { method: 'POST', url: '/api/auth/token', headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ code: ERROR_CODES.validation, message: 'The request body is required' });
    }
  });

  it('still refuses a body that is only white space, or not JSON', async () => {
    for (const payload of [' ', '\n', 'null x']) {
      const res = await api(ctx.app, { method: 'POST', url: '/api/auth/logout', headers: EMPTY_JSON[0]!.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.code).toBe('ERR.MALFORMED_JSON');
    }
  });
});
