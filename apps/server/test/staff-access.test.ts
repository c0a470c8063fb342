import { ADMIN_ROLES, DEMO_ACCOUNTS, DEMO_PASSWORD, STAFF_ROUTES, staffPath } from '@diy/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeEngines, login, useTestApp } from './helpers';
import { staffCall, staffTokens, type StaffTokens } from './staff-helpers';

const UNKNOWN = {
  id: '00000000-0000-4000-8000-000000000000',
  status: 'pending',
  state: 'Maharashtra',
  username: 'nobody@example.in',
  organiserId: 'ORG-NOPE',
  draftId: 'DRNOSUCHDRAFT',
};
/** A body each route accepts, so only the id decides the answer. */
const BODIES: Record<string, unknown> = {
  'status/approve': { bdCode: 'BD-W01' },
  'status/reject': { reasons: [{ item: 'pan', reasons: ['Blurred'] }] },
  'partial-reject': { reasons: [{ item: 'pan', reasons: ['Blurred'] }] },
  'organiser/status': { data: { username: UNKNOWN.username } },
  'sync-user': { data: { username: UNKNOWN.username } },
  'profile/migrate': { data: { username: UNKNOWN.username } },
  'event-review/{draftId}/reject': { rejectionReasons: [{ section: 'synopsis', field: '', reasons: ['Too short'] }] },
  'gate-staff': { organiserId: UNKNOWN.organiserId, name: 'Gate Person', mobile: '9811111111' },
  '/user/secret': { username: UNKNOWN.username, organizerId: 'ORG-MLE' },
  '/organiser': {
    username: UNKNOWN.username,
    profile: { name: 'Nobody' },
    business: { organisationName: 'Nobody Events', pan: 'ABCDE1234F', address: '12 MG Road, Pune 411001' },
    bank: { beneficiaryName: 'Nobody', bankName: 'HDFC Bank', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
  },
  '/user/access': { username: UNKNOWN.username, groups: ['DIY_ORGANISER'], organiserId: 'ORG-MLE' },
};
const bodyFor = (path: string) => Object.entries(BODIES).find(([k]) => path.includes(k))?.[1];
const HEADERS = { 'x-mobile-no': '9999999990' };
const urlOf = (path: string) => {
  const filled = staffPath(path, UNKNOWN);
  if (path.endsWith('/usersecrets/')) return `${filled}?user=${UNKNOWN.username}&project=diy`;
  if (path.endsWith('/usergroups')) return `${filled}?username=${UNKNOWN.username}`;
  return filled;
};

describeEngines('staff routes: who may call them, on %s', (engine) => {
  const ctx = useTestApp(engine);
  let staff: StaffTokens;
  let organiser = '';
  let gate = '';

  // Staff, an organiser and gate staff log in once, before any test (setup, not a test the others depend on).
  beforeAll(async () => {
    staff = await staffTokens(ctx.app);
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
  });

  it.each(STAFF_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: 401 without a token, 403 for organiser and gate staff', async (_, route) => {
    const url = urlOf(route.path);
    const body = bodyFor(route.path);
    const anonymous = await staffCall(ctx.app, undefined, route.method, url, body, HEADERS);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    for (const token of [organiser, gate]) {
      const res = await staffCall(ctx.app, token, route.method, url, body, HEADERS);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().errors.code).toBe('ERR.FORBIDDEN');
    }
  });

  it.each(STAFF_ROUTES.filter((r) => r.roles.length === ADMIN_ROLES.length).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: admin only (a reviewer gets 403)',
    async (_, route) => {
      const res = await staffCall(ctx.app, staff.reviewer, route.method, urlOf(route.path), bodyFor(route.path), HEADERS);
      expect(res.statusCode, res.body).toBe(403);
    },
  );

  const idRoutes = STAFF_ROUTES.filter((r) => /\{(id|draftId|username|state)\}/.test(r.path) || ['sync-user', 'migrate', 'organiser/status', 'all-files', 'usersecrets', 'usergroups', '/user/secret', 'gate-staff'].some((k) => r.path.includes(k)) || r.path === '/organiser');
  it.each(idRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: unknown ids answer 404', async (_, route) => {
    const state = route.path.includes('{state}') ? { state: 'Atlantis' } : {};
    const url = route.path.includes('{state}') ? staffPath(route.path, { ...UNKNOWN, ...state }) : urlOf(route.path);
    const res = await staffCall(ctx.app, staff.admin, route.method, url, bodyFor(route.path), HEADERS);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().errors.code).toBe('ERR.NOT_FOUND');
  });

  it('documents every staff route in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of STAFF_ROUTES) {
      expect(doc.paths[`/api${route.path}`]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('a malformed id is a 404 too, never a 500', async () => {
    for (const url of ['/proxy/diy/v1/vendor-onboard/rejection-reasons/not-a-uuid', '/proxy/diy/v1/vendor-onboard/rejection-reasons/%27%3B']) {
      const res = await staffCall(ctx.app, staff.reviewer, 'GET', url);
      expect(res.statusCode, res.body).toBe(404);
    }
    const tt = await staffCall(ctx.app, staff.reviewer, 'PUT', '/proxy/diy/v1/tickettypes/xyz/approve', {});
    expect(tt.statusCode).toBe(404);
  });
});
