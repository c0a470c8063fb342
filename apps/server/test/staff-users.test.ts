import { DEMO_ACCOUNTS, STAFF_ERROR_CODES, STAFF_MESSAGES, STAFF_TEXTS } from '@diy/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { events, organiserApplications, organisers, users } from '../src/db/schema';
import { api, describeEngines, useTestApp } from './helpers';
import { otpLogin, submitApplication } from './kyc-helpers';
import { auditOf, staffCall, staffTokens, type StaffTokens } from './staff-helpers';

const V = '/proxy/diy/v1';
const I = '/proxy/iam/v2/api';
const X = { mobile: '9844400021', pan: 'AAECW4444D', n: 21, email: 'owner21@example.in' };

describeEngines('staff users and access on %s', (engine) => {
  const ctx = useTestApp(engine);
  let staff: StaffTokens;
  const get = (url: string) => staffCall(ctx.app, staff.admin, 'GET', url);
  const orgId = async (code: string) => (await ctx.database.db.select().from(organisers).where(eq(organisers.code, code)))[0]!.id;

  beforeAll(async () => {
    staff = await staffTokens(ctx.app);
  });

  it('lists users by username or e-mail, and finds the author of an event code (with -DIY)', async () => {
    const byMail = (await get(`${V}/diy-users?search=organiser@demo`)).json().data;
    expect(byMail.users.map((u: { username: string }) => u.username)).toEqual(['organiser@demo.in']);
    expect(byMail.users[0]).toMatchObject({ organiserName: 'Mumbai Live Entertainment Pvt Ltd', groups: ['DIY_ORGANISER'], active: true, contract: false });
    for (const search of ['ET00010002', 'et00010002-DIY', ' Et00010002-diy ']) {
      const found = (await get(`${V}/diy-users?search=${encodeURIComponent(search)}`)).json().data;
      expect(found.users.map((u: { username: string }) => u.username), search).toEqual([DEMO_ACCOUNTS.organiser.email]);
    }
    expect((await get(`${V}/diy-users?search=ET00099999`)).json().data).toMatchObject({ users: [], total: 0 });
    const all = (await get(`${V}/user/count`)).json().data.count;
    expect(all).toBeGreaterThanOrEqual(8);
    expect((await get(`${V}/user/count?search=gate`)).json().data.count).toBe(3);
    const page = (await get(`${V}/diy-users?limit=2&offset=2`)).json().data;
    expect(page).toMatchObject({ total: all, limit: 2, offset: 2 });
    expect(page.users).toHaveLength(2);
  });

  it('serves the IAM reads: users with the organiser as first/last name, groups, secrets', async () => {
    const scanners = (await get(`${I}/users?group=DIY_SCANNER&limit=50`)).json().data;
    expect(scanners.users.map((u: { username: string }) => u.username).sort()).toEqual(['gate2@demo.in', 'gate3@demo.in', 'gate@demo.in']);
    expect(scanners.users.find((u: { username: string }) => u.username === 'gate@demo.in')).toMatchObject({ firstName: 'Mumbai Live Entertainment Pvt Ltd', lastName: await orgId('ORG-MLE'), enabled: true });
    expect((await get(`${I}/usergroups?username=gate@demo.in`)).json().data).toEqual({ username: 'gate@demo.in', groups: ['DIY_SCANNER', 'DIY_BOX_OFFICE'] });
    expect((await get(`${I}/usergroups?username=admin@demo.in`)).json().data.groups).toEqual(['DIY_ADMIN']);
    const secrets = (await get(`${I}/usersecrets/?user=organiser@demo.in&project=diy`)).json().data;
    expect(secrets).toEqual({ user: 'organiser@demo.in', project: 'diy', secrets: { organiserId: await orgId('ORG-MLE'), contract: false, groups: [], previousOrganiserIds: [] } });
    expect((await get(`${I}/usersecrets/?user=organiser@demo.in&project=other`)).statusCode).toBe(400);
  });

  it("grants dashboard access: roles from groups, contract, organiser id; none found is 'Organiser not configured ...'", async () => {
    const missing = await staffCall(ctx.app, staff.admin, 'POST', '/user/access', { username: 'offers@example.in', groups: ['DIY_OFFER_MANAGER'] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ code: STAFF_ERROR_CODES.organiserNotConfigured, message: STAFF_MESSAGES.organiserNotConfigured });
    const res = await staffCall(ctx.app, staff.admin, 'POST', '/user/access', {
      emailID: 'Offers@Example.in', username: 'offers@example.in', mobile: '9855500031', contract: true, groups: ['DIY_OFFER_MANAGER', 'DIY_REPORTS'], organiserId: 'org-bbl',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ username: 'offers@example.in', roles: ['offer_manager'], groups: ['DIY_OFFER_MANAGER', 'DIY_REPORTS'], contract: true, organiserName: 'Bengaluru Beats LLP' });
    const taken = await staffCall(ctx.app, staff.admin, 'POST', '/user/access', { username: 'other@example.in', mobile: DEMO_ACCOUNTS.gate.mobile, groups: ['DIY_SCANNER'], organiserId: 'ORG-BBL' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.message).toBe(STAFF_MESSAGES.accessFailed);

    // The organiser id from the user secrets store set on the user.
    const set = await staffCall(ctx.app, staff.admin, 'PUT', '/user/secret', { username: 'offers@example.in', organizerId: 'ORG-MLE' });
    expect(set.json().data.user).toMatchObject({ organiserName: 'Mumbai Live Entertainment Pvt Ltd', organiserId: await orgId('ORG-MLE') });
    const secrets = (await get(`${I}/usersecrets/?user=offers@example.in&project=diy`)).json().data.secrets;
    expect(secrets).toMatchObject({ organiserId: await orgId('ORG-MLE'), contract: true, previousOrganiserIds: [await orgId('ORG-BBL')] });
    const again = await staffCall(ctx.app, staff.admin, 'PUT', '/user/secret', { username: 'offers@example.in' });
    expect(again.statusCode).toBe(200);
    const [entry] = await auditOf(ctx.app, staff.admin, { action: 'user.access_grant' });
    expect(entry).toMatchObject({ before: null, after: { username: 'offers@example.in', roles: ['offer_manager'], contract: true } });
  });

  it('creates an approved organiser from a user, and gate staff for an organiser', async () => {
    const now = new Date();
    await ctx.database.db.insert(users).values({ name: 'Meera Nair', email: 'meera@example.in', mobile: '9866600041', roles: [], createdAt: now, updatedAt: now });
    const body = {
      username: 'meera@example.in',
      profile: { name: 'Meera Nair', email: 'meera@example.in', mobile: '9866600041' },
      business: { organisationName: 'Kochi Kathakali Trust', pan: 'AAATK5555E', address: '14 Fort Road, Kochi 682001' },
      bank: { beneficiaryName: 'Kochi Kathakali Trust', bankName: 'Federal Bank', accountNumber: '140100012345', ifsc: 'FDRL0001401' },
      document: { panCard: 'pan.pdf' },
      organiserid: 'ORG-KKT',
    };
    const res = await staffCall(ctx.app, staff.admin, 'POST', '/organiser', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ organiserCode: 'ORG-KKT', user: { roles: ['organiser'], organiserName: 'Kochi Kathakali Trust' } });
    const [org] = await ctx.database.db.select().from(organisers).where(eq(organisers.code, 'ORG-KKT'));
    expect(org).toMatchObject({ status: 'approved', profile: expect.objectContaining({ pan: 'AAATK5555E', documents: { panCard: 'pan.pdf' } }) });
    expect((await staffCall(ctx.app, staff.admin, 'POST', '/organiser', body)).statusCode).toBe(400); // duplicate PAN
    expect((await staffCall(ctx.app, staff.admin, 'POST', '/organiser', { ...body, business: { ...body.business, pan: 'AAATK6666F' }, bank: { ...body.bank, accountNumber: '140100099999' } })).statusCode).toBe(409);

    const gate = await staffCall(ctx.app, staff.admin, 'POST', `${V}/gate-staff`, { organiserId: 'ORG-KKT', name: 'Joseph Mathew', mobile: '9866600042' });
    expect(gate.statusCode, gate.body).toBe(201);
    expect(gate.json().data.user).toMatchObject({ roles: ['scanner'], groups: ['DIY_SCANNER'], organiserName: 'Kochi Kathakali Trust' });
    const token = await otpLogin(ctx.app, '9866600042');
    expect((await api(ctx.app, { method: 'GET', url: '/api/scan/events', token })).statusCode).toBe(200);
    const dup = await staffCall(ctx.app, staff.admin, 'POST', `${V}/gate-staff`, { organiserId: 'ORG-KKT', name: 'Joseph Mathew', mobile: '9866600042' });
    expect(dup.statusCode).toBe(409);
    const trail = await auditOf(ctx.app, staff.admin, { action: 'gate_staff.create' });
    expect(trail[0]!.after).toMatchObject({ roles: ['scanner'], organiserCode: 'ORG-KKT' });
  });

  it('syncs a user with an organiser record and migrates their events and documents to their organiser', async () => {
    await submitApplication(ctx.app, X.mobile, X.pan, X.n);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.mobile, X.mobile));
    const own = user!.organiserId!;
    await ctx.database.db.insert(events).values({ draftId: 'DRMIGRATE001', organiserId: own, status: 'draft', title: 'Monsoon Ragas' });

    // The IAM team points the user at Bengaluru Beats; their own sign-up organiser becomes an earlier id.
    expect((await staffCall(ctx.app, staff.admin, 'PUT', '/user/secret', { username: X.email, organizerId: 'ORG-BBL' })).statusCode).toBe(200);
    const mismatch = await staffCall(ctx.app, staff.reviewer, 'POST', `${V}/sync-user/${X.email}/ORG-BBL`, { data: { username: 'someone@else.in' } });
    expect(mismatch.statusCode).toBe(400);
    const sync = await staffCall(ctx.app, staff.reviewer, 'POST', `${V}/sync-user/${X.email}/ORG-BBL`, { data: { username: X.email } });
    expect(sync.json().data).toEqual({ status: 'SUCCESS', data: { message: STAFF_TEXTS.alreadyInSync } });
    const staffSync = await staffCall(ctx.app, staff.reviewer, 'POST', `${V}/sync-user/admin@demo.in/ORG-BBL`, { data: { username: 'admin@demo.in' } });
    expect(staffSync.json().errors.message).toBe(STAFF_MESSAGES.accessFailed);

    const migrate = await staffCall(ctx.app, staff.reviewer, 'POST', `${V}/profile/migrate`, { data: { username: X.mobile } });
    expect(migrate.statusCode, migrate.body).toBe(200);
    expect(migrate.json().data).toEqual({ status: 'SUCCESS', data: { message: STAFF_TEXTS.migrated(1, 4, 'Bengaluru Beats LLP') } });
    const bbl = await orgId('ORG-BBL');
    const [moved] = await ctx.database.db.select().from(events).where(eq(events.draftId, 'DRMIGRATE001'));
    expect(moved!.organiserId).toBe(bbl);
    const [app] = await ctx.database.db.select().from(organiserApplications).where(eq(organiserApplications.userId, user!.id));
    expect(app!.organiserId).toBe(bbl);
    const twice = await staffCall(ctx.app, staff.reviewer, 'POST', `${V}/profile/migrate`, { data: { username: X.mobile } });
    expect(twice.json().data.data.message).toBe(STAFF_TEXTS.nothingToMigrate);

    // Sync back to the sign-up organiser: the link and the organiser role come from that record (the user is its contact).
    const [ownOrg] = await ctx.database.db.select().from(organisers).where(eq(organisers.id, own));
    const back = await staffCall(ctx.app, staff.reviewer, 'POST', `${V}/sync-user/${X.mobile}/${ownOrg!.code}`, { data: { username: X.mobile } });
    expect(back.json().data).toEqual({ status: 'SUCCESS', data: { message: STAFF_TEXTS.synced } });
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({ organiserId: own, roles: ['organiser'] });
    const noOrg = await staffCall(ctx.app, staff.reviewer, 'POST', `${V}/profile/migrate`, { data: { username: 'reviewer@demo.in' } });
    expect(noOrg.statusCode).toBe(422);
    expect(noOrg.json().errors.message).toBe(STAFF_MESSAGES.organiserNotConfigured);

    const trail = await auditOf(ctx.app, staff.admin, { targetType: 'user', targetId: user!.id });
    expect(trail.map((e) => e.action)).toEqual(['user.sync', 'user.migrate', 'user.migrate', 'user.sync', 'user.secret_set']);
    expect(trail[2]!.after).toMatchObject({ organiserCode: 'ORG-BBL', events: 1, documents: 4 });
    expect(trail[0]!.before).toMatchObject({ organiserId: bbl });
    expect(trail[0]!.after).toMatchObject({ organiserId: own });
  });
});
