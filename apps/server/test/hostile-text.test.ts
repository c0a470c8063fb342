import {
  DEMO_ACCOUNTS, DEMO_PASSWORD, ERROR_CODES, JSON_BODY_LIMIT_BYTES, RICH_TEXT_MAX_MARKUP, SMALL_JSON_BODY_LIMIT_BYTES, TEXT_INPUT_MAX_LENGTH,
  TEXT_MESSAGES, textTooLongMessage,
} from '@diy/domain';
import { beforeAll, expect, it, vi } from 'vitest';
import { createDraft, patch } from './draft-helpers';
import { api, describeEngines, login, useTestApp } from './helpers';
import { reportStrings, type StringReport } from './zod-strings';

/**
 * Issue 19, finding 2: one request with 340 kB of '<a href="https://' stalled the API for 19.6 s. Text is bounded by
 * size before anything parses it. Speed is measured in bench/event-loop-stall.ts; these tests check the structure:
 * what is refused, with which message, and that the sanitiser is never handed text over the bounds.
 */
const seen = vi.hoisted(() => ({ routes: [] as { route: string; schema: unknown }[], sanitised: [] as number[] }));

vi.mock('../src/http/validation', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../src/http/validation')>();
  return {
    ...mod,
    validatorCompiler: (route: Parameters<typeof mod.validatorCompiler>[0]) => {
      seen.routes.push({ route: `${route.method} ${route.url} ${route.httpPart ?? ''}`, schema: route.schema });
      return mod.validatorCompiler(route);
    },
  };
});
vi.mock('../src/services/sanitise', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../src/services/sanitise')>();
  return {
    ...mod,
    sanitiseRichText: (html: string, field?: string) => {
      seen.sanitised.push(html.length);
      return mod.sanitiseRichText(html, field);
    },
  };
});

/**
 * Route inputs whose text only the validator's ceiling bounds (values any type may take): a session id of a schedule
 * (a number for a new one) and an event's duration (text or a number). Both are read by linear code.
 */
const UNTYPED = ['body.venueInfo[].sessionInfo[].sessionId', 'body.additionalInfo.duration'];

describeEngines('hostile text on %s', (engine) => {
  const ctx = useTestApp(engine);
  let organiser = '';
  let draftId = '';

  beforeAll(async () => {
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    draftId = await createDraft(ctx.app, organiser);
  });

  const synopsisOf = async () => {
    const res = await api(ctx.app, { method: 'GET', url: `/api/manage/event/synopsis?draftId=${draftId}`, token: organiser });
    return (res.json() as { data: { synopsis: string } }).data.synopsis;
  };

  it("refuses the issue's 340 kB synopsis by its size, before any schema, and never sanitises it", async () => {
    const before = await synopsisOf();
    seen.sanitised.length = 0;
    const res = await patch(ctx.app, organiser, draftId, { synopsis: '<a href="https://'.repeat(20000) });
    expect(res.statusCode, res.body).toBe(400);
    const { errors } = res.json() as { errors: { code: string; message: string; field: string } };
    expect(errors).toMatchObject({ code: ERROR_CODES.validation, field: 'synopsis', message: textTooLongMessage('synopsis', TEXT_INPUT_MAX_LENGTH) });
    expect(seen.sanitised).toEqual([]);
    expect(await synopsisOf()).toBe(before);
  });

  it('refuses rich text within the ceiling but with too much markup, before sanitising', async () => {
    seen.sanitised.length = 0;
    for (const body of [{ tnc: '<b></b>'.repeat(RICH_TEXT_MAX_MARKUP) }, { synopsis: `<p>Hi</p>${'&amp;'.repeat(RICH_TEXT_MAX_MARKUP)}` }]) {
      const res = await patch(ctx.app, organiser, draftId, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toMatchObject({ field: Object.keys(body)[0], message: TEXT_MESSAGES.formattedTextTooLong });
    }
    expect(seen.sanitised).toEqual([]);
  });

  it('saves a long formatted description, sanitised', async () => {
    seen.sanitised.length = 0;
    const html = `<p>${'Music, food and <strong>stories</strong> by the lake. '.repeat(400)}<script>x()</script></p>`;
    const res = await patch(ctx.app, organiser, draftId, { synopsis: html });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen.sanitised).toEqual([html.length]);
    expect(await synopsisOf()).not.toContain('script');
  });

  it.each([
    ['an organisation description', 'POST', `/api/v1/update-profile/org-description/${DEMO_ACCOUNTS.organiser.mobile}`, { description: 'a'.repeat(TEXT_INPUT_MAX_LENGTH + 1) }, 'description'],
    ['a ticket type', 'POST', '/api/tickettypes', { ticketTypeName: ' '.repeat(TEXT_INPUT_MAX_LENGTH + 1) }, 'ticketTypeName'],
    ['an e-mail list', 'PATCH', '/api/manage/event/{draftId}', { emailIds: ['a@b.in', `${'a.'.repeat(TEXT_INPUT_MAX_LENGTH)}@b.in`] }, 'emailIds.1'],
    ['a nested key', 'PUT', '/api/manage/event/{draftId}/schedule', { venueInfo: [{ recurringInfo: { ['k'.repeat(TEXT_INPUT_MAX_LENGTH + 1)]: {} } }] }, 'venueInfo.0.recurringInfo'],
  ])('refuses over-long text in %s before its schema runs', async (_name, method, url, payload, field) => {
    const res = await api(ctx.app, { method: method as 'POST', url: url.replace('{draftId}', draftId), token: organiser, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toMatchObject({ code: ERROR_CODES.validation, field });
    expect(res.json().errors.message).toMatch(/is too long \(at most 100000 characters\)$/);
  });

  it.each([
    ['a log-in', 'POST', '/api/auth/token', SMALL_JSON_BODY_LIMIT_BYTES],
    ['a reset code', 'POST', '/api/auth/verifyotp', SMALL_JSON_BODY_LIMIT_BYTES],
    ['a scan', 'PUT', '/api/scan/consume', SMALL_JSON_BODY_LIMIT_BYTES],
    ['a draft save', 'PATCH', '/api/manage/event/{draftId}', JSON_BODY_LIMIT_BYTES],
  ])('refuses a body over its route limit for %s with 413, unread', async (_name, method, url, limit) => {
    const payload = JSON.stringify({ username: 'x'.repeat(limit) });
    const res = await api(ctx.app, { method: method as 'POST', url: url.replace('{draftId}', draftId), token: organiser, payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().errors.code).toBe('ERR.PAYLOAD_TOO_LARGE');
  });

  it('answers a body nested 100,000 deep with 400, not a stack overflow', async () => {
    const payload = `{"synopsis":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await api(ctx.app, { method: 'PATCH', url: `/api/manage/event/${draftId}`, token: organiser, payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('bounds every text of every route input before its patterns, refinements and transforms', () => {
    expect(seen.routes.length).toBeGreaterThan(80);
    const report: StringReport = { unbounded: [], untyped: [] };
    for (const { route, schema } of seen.routes) {
      const part = route.split(' ')[2] ?? '';
      const before = { unbounded: report.unbounded.length, untyped: report.untyped.length };
      reportStrings(schema, part, report);
      for (const list of ['unbounded', 'untyped'] as const) {
        for (let i = before[list]; i < report[list].length; i += 1) report[list][i] = `${route.split(' ').slice(0, 2).join(' ')} ${report[list][i]}`;
      }
    }
    expect(report.unbounded).toEqual([]);
    expect([...new Set(report.untyped.map((u) => u.split(' ')[2]))].sort()).toEqual([...UNTYPED].sort());
  });
});
