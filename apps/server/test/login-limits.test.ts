import { DEMO_ACCOUNTS, DEMO_PASSWORD, ERROR_CODES, IDENTITY_ERROR_CODES as CODES, IDENTITY_MESSAGES } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FAILURES_PER_WINDOW, backoffMs, type LoginAttempt, LoginLimiter } from '../src/services/login-limits';
import { api, ENGINES, engineAvailable, from, useTestApp } from './helpers';
import { STORE_KINDS, storeAvailable, useStore } from './redis-store';

const cases = ENGINES.flatMap((engine) => STORE_KINDS.map((store) => [engine, store] as const));

// Each engine with each store; a pair this run cannot test (no PostgreSQL or no Redis) is skipped, and counted.
for (const [engine, store] of cases) describe.skipIf(!engineAvailable(engine) || !storeAvailable(store))(`password login throttling on ${engine} with the ${store} store`, () => {
  const ctx = useTestApp(engine, { rateLimits: useStore(store) });
  const limitStore = useStore(store);
  const attempt = (username: string, password: string, ip: string) =>
    api(ctx.app, { method: 'POST', url: '/api/auth/token', headers: from(ip), payload: { username, password } });
  const expectLimited = (res: Awaited<ReturnType<typeof attempt>>, retryAfter?: number) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toMatchObject({ code: CODES.loginRateLimited, message: IDENTITY_MESSAGES.loginRateLimited });
    if (retryAfter !== undefined) expect(res.headers['retry-after']).toBe(String(retryAfter));
  };
  const GATE = DEMO_ACCOUNTS.gate.email;

  it('slows one address down after 5 failures on an account, without locking the owner out', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await attempt(GATE, 'Wrong@2026', '203.0.113.10');
      expect(res.statusCode).toBe(401);
      expect(res.json().errors.code).toBe(ERROR_CODES.invalidCredentials);
    }
    expect(backoffMs(5)).toBe(1000);
    expectLimited(await attempt(GATE, 'Wrong@2026', '203.0.113.10'), 1);
    // Even the right password waits from the attacking address…
    expectLimited(await attempt(GATE, DEMO_PASSWORD, '203.0.113.10'), 1);
    // …but the owner, elsewhere, logs in at once.
    expect((await attempt(GATE, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await attempt(GATE, 'Wrong@2026', '203.0.113.10')).statusCode).toBe(401);
    expectLimited(await attempt(GATE, 'Wrong@2026', '203.0.113.10'), 2);
    ctx.clock.advance(2000);
    // After the back-off the right password works, and clears this address's back-off.
    expect((await attempt(GATE, DEMO_PASSWORD, '203.0.113.10')).statusCode).toBe(200);
    expect((await attempt(GATE, 'Wrong@2026', '203.0.113.10')).statusCode).toBe(401);
  });

  it('counts guesses sent all at once: 20 wrong passwords together get 5 answers, the rest wait', async () => {
    const ip = '203.0.113.30';
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(DEMO_ACCOUNTS.reviewer.email, 'Wrong@2026', ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // Settled: the next try waits the back-off of 5 failures, as it would after 5 guesses one by one.
    expectLimited(await attempt(DEMO_ACCOUNTS.reviewer.email, 'Wrong@2026', ip), 1);
  });

  it('counts guesses over many accounts sent all at once against the address limit', async () => {
    const ip = '203.0.113.40';
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_FAILURES_PER_WINDOW + 10 }, (_, i) => attempt(`burst${i}@demo.in`, 'guess', ip)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADDRESS_FAILURES_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('counts an attempt whose failure is on its way to the store once, not also as in flight', async () => {
    const limiter = new LoginLimiter(limitStore(), () => new Date());
    const guess = (i: number): LoginAttempt => ({ account: `name:race${i}@demo.in`, address: '203.0.113.77', isKnownAddress: async () => false });
    const fail = async (a: LoginAttempt) => {
      await limiter.check(a);
      await limiter.failure(a);
      limiter.done(a);
    };
    for (let i = 0; i < ADDRESS_FAILURES_PER_WINDOW - 2; i += 1) await fail(guess(i));
    // One more guess fails; while its failure is being recorded, the next guess is checked: 29 failures of 30.
    const first = guess(100);
    await limiter.check(first);
    const recording = limiter.failure(first);
    const second = guess(101);
    await expect(limiter.check(second)).resolves.toBeUndefined();
    await recording;
    limiter.done(first);
    await limiter.failure(second);
    limiter.done(second);
    // 30 failures: the address is blocked.
    await expect(limiter.check(guess(102))).rejects.toMatchObject({ statusCode: 429, code: CODES.loginRateLimited });
  });

  it('blocks an address after too many failures over any accounts', async () => {
    for (let i = 0; i < ADDRESS_FAILURES_PER_WINDOW; i += 1) {
      expect((await attempt(`probe${i}@demo.in`, 'guess', '203.0.113.20')).statusCode).toBe(401);
    }
    expectLimited(await attempt('probe-next@demo.in', 'guess', '203.0.113.20'));
    expectLimited(await attempt(DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD, '203.0.113.20'));
    expect((await attempt(DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
    ctx.clock.advance(15 * 60_000);
    expect((await attempt(DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD, '203.0.113.20')).statusCode).toBe(200);
  });

  it('caps an account at 100 failures an hour, except for addresses that logged in to it before', async () => {
    const account = 'organiser2@demo.in';
    const home = '198.51.100.50';
    expect((await attempt(account, DEMO_PASSWORD, home)).statusCode).toBe(200);
    // 100 failures from 25 addresses, 4 each: no address reaches its own limits.
    for (let a = 0; a < 25; a += 1) {
      for (let i = 0; i < 4; i += 1) expect((await attempt(account, `Guess${i}`, `192.0.2.${a + 1}`)).statusCode).toBe(401);
    }
    // A new address is refused without a password check, right or wrong…
    expectLimited(await attempt(account, DEMO_PASSWORD, '192.0.2.200'));
    expectLimited(await attempt(account, 'Guess9', '192.0.2.201'));
    // …the owner's known address still logs in…
    expect((await attempt(account, DEMO_PASSWORD, home)).statusCode).toBe(200);
    // …and other accounts are untouched.
    expect((await attempt(DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD, '192.0.2.200')).statusCode).toBe(200);
    ctx.clock.advance(60 * 60_000);
    expect((await attempt(account, DEMO_PASSWORD, '192.0.2.200')).statusCode).toBe(200);
  });

  it('does not let password failures touch the code login', async () => {
    for (let i = 0; i < 6; i += 1) await attempt(DEMO_ACCOUNTS.organiser.mobile, 'Wrong@2026', '203.0.113.30');
    const res = await api(ctx.app, { method: 'POST', url: '/api/auth/token', headers: from('203.0.113.30'), payload: { mobile: DEMO_ACCOUNTS.organiser.mobile } });
    expect(res.statusCode).toBe(202);
  });
});
