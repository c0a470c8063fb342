import { configureStore } from '@reduxjs/toolkit';
import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD, STAFF_ERROR_CODES } from '@diy/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './base-api';
import { pageParams, staffOrganisersApi } from './staff-organisers';
import { auditParams, staffReviewApi } from './staff-review';
import { staffUsersApi } from './staff-users';
import { connect, REAL_SERVER_START_MS, startRealServer, type RealServer } from './testing/real-server';

describe('staff list parameters', () => {
  it('default to limit 10, offset 0 and an empty search', () => {
    expect(pageParams({})).toEqual({ limit: 10, offset: 0, search: '' });
    expect(pageParams({ limit: 25, offset: 50, search: '  et00012345-DIY ' })).toEqual({ limit: 25, offset: 50, search: 'et00012345-DIY' });
  });
  it('send only the audit filters that are set', () => {
    expect(auditParams({})).toEqual({ limit: 50, offset: 0 });
    expect(auditParams({ action: 'event.approve', actor: ' ', targetId: 'ET1', from: '2026-11-21T00:00:00+05:30' })).toEqual({
      limit: 50, offset: 0, action: 'event.approve', targetId: 'ET1', from: '2026-11-21T00:00:00+05:30',
    });
  });
});

/** The seed's two applications waiting for review (apps/server/src/seed/staff-demo.ts): Pune and Chennai. */
const PUNE = { email: 'aditi@punecomedy.in', mobile: '9000000011' };
const CHENNAI = { mobile: '9000000012' };
/** The demo organiser's live event (Arijit Singh Live in Concert). */
const LIVE_EVENT = 'ET00010001';

// The real server (buildApp on PGlite, seeded like a development start), one for the file, as the admin.
let server: RealServer;
let admin = '';
let organiser = '';
const calls: string[] = [];
let disconnect: () => void = () => undefined;
beforeAll(async () => {
  server = await startRealServer();
  admin = await server.login(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  organiser = await server.login(DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
}, REAL_SERVER_START_MS);
afterAll(async () => {
  await server?.close();
});
afterEach(() => disconnect());

const store = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });

describe('staff tags, against the real server', () => {
  beforeEach(() => {
    disconnect = connect(server, admin, calls);
  });

  /** The organiser id of a seeded application waiting for review, found through the list. */
  async function pendingId(s: ReturnType<typeof store>, mobile: string): Promise<string> {
    const list = await s.dispatch(staffOrganisersApi.endpoints.getOrganiserList.initiate({ status: 'pending', offset: 0, limit: 50 }, { subscribe: false })).unwrap();
    const found = list.list.find((o) => o.mobile === mobile);
    if (!found) throw new Error(`no pending application for ${mobile}`);
    return found.organiserId;
  }

  it('a deactivation reloads the users list, its count and the organiser lists with their current params', async () => {
    const s = store();
    const users = s.dispatch(staffUsersApi.endpoints.getDiyUsers.initiate({ search: PUNE.email }));
    const count = s.dispatch(staffUsersApi.endpoints.getUserCount.initiate());
    const orgs = s.dispatch(staffOrganisersApi.endpoints.getOrganiserList.initiate({ status: 'pending', offset: 0 }));
    const [listed] = await Promise.all([users, count, orgs]);
    expect(listed.data?.users.map((u) => [u.email, u.active])).toEqual([[PUNE.email, true]]);
    calls.length = 0;
    const answer = await s.dispatch(staffOrganisersApi.endpoints.setOrganiserUserStatus.initiate({ action: 'deactivate', username: PUNE.email })).unwrap();
    expect(answer).toMatchObject({ active: false });
    await vi.waitFor(() => {
      expect(staffUsersApi.endpoints.getDiyUsers.select({ search: PUNE.email })(s.getState()).data?.users[0]?.active).toBe(false);
    });
    expect(calls).toEqual(expect.arrayContaining(['POST /api/proxy/diy/v1/organiser/status/deactivate', 'GET /api/proxy/diy/v1/diy-users', 'GET /api/proxy/diy/v1/user/count', 'GET /api/proxy/diy/v1/vendor-onboard/organiser-list/pending']));
    users.unsubscribe();
    count.unsubscribe();
    orgs.unsubscribe();
  });

  it("an approval reloads the organiser's detail and the lists at once", async () => {
    const s = store();
    const id = await pendingId(s, CHENNAI.mobile);
    const detail = s.dispatch(staffOrganisersApi.endpoints.getOrganiser.initiate(id));
    const orgs = s.dispatch(staffOrganisersApi.endpoints.getOrganiserList.initiate({ status: 'pending', offset: 0 }));
    expect((await detail).data?.listStatus).toBe('pending');
    await orgs;
    calls.length = 0;
    await s.dispatch(staffOrganisersApi.endpoints.approveOrganiser.initiate({ id, bdCode: 'BD-W01' })).unwrap();
    await vi.waitFor(() => {
      expect(staffOrganisersApi.endpoints.getOrganiser.select(id)(s.getState()).data).toMatchObject({ listStatus: 'approved', bdCode: 'BD-W01' });
    });
    expect(calls).toEqual(expect.arrayContaining([`GET /api/proxy/diy/v1/vendor-onboard/organiser/${id}`, 'GET /api/proxy/diy/v1/vendor-onboard/organiser-list/pending']));
    await vi.waitFor(() => {
      const pending = staffOrganisersApi.endpoints.getOrganiserList.select({ status: 'pending', offset: 0 })(s.getState()).data;
      expect(pending?.list.map((o) => o.organiserId)).not.toContain(id);
    });
    detail.unsubscribe();
    orgs.unsubscribe();
  });

  it('an approval failure keeps the server texts (the page shows longDesc)', async () => {
    const s = store();
    const id = await pendingId(s, PUNE.mobile);
    const result = await s.dispatch(staffOrganisersApi.endpoints.approveOrganiser.initiate({ id, bdCode: 'X' }));
    expect(result.error).toMatchObject({ status: 400, code: STAFF_ERROR_CODES.unknownBd, longDesc: 'Please choose a business-development manager from the list.' });
  });
});

describe('event review tags, against the real server', () => {
  beforeEach(() => {
    disconnect = connect(server, admin, calls);
  });

  /** A copy of the demo organiser's live event (an edit of it), sent for review. */
  async function liveCopy(): Promise<string> {
    const res = await server.app.inject({
      method: 'PATCH',
      url: `/api/manage/event/${LIVE_EVENT}`,
      headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${organiser}` },
      payload: { eventCode: LIVE_EVENT, synopsis: '<p>Now with a guest vocalist.</p>' },
    });
    if (res.statusCode !== 200) throw new Error(`copy of ${LIVE_EVENT}: ${res.statusCode} ${res.body}`);
    const copyId = (res.json() as { data: { draftId: string } }).data.draftId;
    await server.submitForReview(copyId);
    return copyId;
  }

  /** A new event of the seed waiting for review (never live). */
  async function newInReview(s: ReturnType<typeof store>): Promise<string> {
    const queue = await s.dispatch(staffReviewApi.endpoints.getEventReviewList.initiate({ limit: 50 }, { subscribe: false })).unwrap();
    const item = queue.list.find((i) => !i.isUpdate);
    if (!item) throw new Error('no new event under review in the seed');
    return item.draftId;
  }

  it.each([
    ['a copy of a live event is merged and removed: nobody asks for it again (it would answer 404)', 'copy', false],
    ['a new event stays: its detail reloads with the new status', 'new', true],
  ] as const)('approval: %s', async (_name, kind, refetched) => {
    const s = store();
    const draftId = kind === 'copy' ? await liveCopy() : await newInReview(s);
    const detail = s.dispatch(staffReviewApi.endpoints.getEventReview.initiate(draftId));
    const list = s.dispatch(staffReviewApi.endpoints.getEventReviewList.initiate({}));
    expect((await detail).data).toMatchObject({ event: { draftId }, isUpdate: kind === 'copy' });
    await list;
    calls.length = 0;
    const answer = await s.dispatch(staffReviewApi.endpoints.approveEvent.initiate(draftId)).unwrap();
    expect(answer.merged).toBe(!refetched);
    // The queue reloads either way.
    await vi.waitFor(() => expect(calls).toContain('GET /api/proxy/diy/v1/event-review'));
    const detailCalls = () => calls.filter((c) => c === `GET /api/proxy/diy/v1/event-review/${draftId}`);
    if (refetched) await vi.waitFor(() => expect(detailCalls()).toHaveLength(1));
    else expect(detailCalls()).toEqual([]);
    // The page keeps the event it showed under the dialog's success message.
    expect(staffReviewApi.endpoints.getEventReview.select(draftId)(s.getState()).data?.event.draftId).toBe(draftId);
    detail.unsubscribe();
    list.unsubscribe();
  });
});
