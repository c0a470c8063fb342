import { configureStore } from '@reduxjs/toolkit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, STAFF_ERROR_CODES } from '@diy/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './base-api';
import { setApiBaseUrl } from './environment';
import { pageParams, staffOrganisersApi } from './staff-organisers';
import { auditParams, staffReviewApi } from './staff-review';
import { staffUsersApi } from './staff-users';
import { REAL_SERVER_START_MS, startRealServer, type RealServer } from './testing/real-server';
import { tokenStorage } from './token-storage';

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

describe('staff tags, against the real server', () => {
  let server: RealServer;
  let admin = '';
  const calls: string[] = [];

  beforeAll(async () => {
    server = await startRealServer();
    admin = await server.login(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  }, REAL_SERVER_START_MS);
  afterAll(async () => {
    await server?.close();
  });

  beforeEach(() => {
    setApiBaseUrl(server.base);
    tokenStorage.setAccessToken(admin);
    calls.length = 0;
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
      calls.push(`${input.method} ${new URL(input.url).pathname}`);
      return realFetch(input);
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiBaseUrl(null);
    tokenStorage.clearAccessToken();
  });

  function store() {
    return configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  }

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

describe('event review tags', () => {
  const calls: string[] = [];
  const merged = new Set<string>();
  const draft = (draftId: string, isUpdate: boolean) => ({
    event: {
      draftId, eventCode: isUpdate ? 'ET00012345' : null, status: 'review', notificationType: null, eventCurrentStatus: 'review', city: 'mumbai',
      eventInfo: { eventTitle: 'Kabir Cafe', category: [{ code: 'C', name: 'C' }], subCategory: null, genre: [], venueType: 'onGround', venueSubType: null },
      banner: { desktop: [], mobile: [], webListing: [] }, venueInfo: [],
      additionalInfo: { languages: [], ageLimit: null, duration: null }, artistInfo: [], synopsis: '', reasonsToAttend: [], tnc: '',
      tncRefreshedOn: null, goLiveBy: null, openCopyDraftId: null, publishable: true, offSale: false, shows: { venues: 0, total: 0, cancelled: 0 }, emailIds: [],
      joiningDetails: null, rejectionReasons: [], formattedRejectionReasons: [], updatedAt: '2026-11-21T00:00:00.000Z',
    },
    organiser: { id: 'o1', code: 'ORG-O1', name: 'Kabir Events' },
    isUpdate,
    live: null,
    diff: [],
  });
  beforeEach(() => {
    setApiBaseUrl('http://api.test/api');
    calls.length = 0;
    merged.clear();
    vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      calls.push(`${input.method} ${url.pathname}`);
      const approve = /\/event-review\/(\w+)\/approve$/.exec(url.pathname);
      if (approve) {
        // A copy of a live event is merged into the live event and removed; a new event is the draft that goes live.
        const isCopy = approve[1] === 'DCOPY';
        if (isCopy) merged.add('DCOPY');
        return envelope({ draftId: approve[1], eventCode: 'ET00012345', status: 'active', publishedAt: null, merged: isCopy, message: 'Event approved.' });
      }
      const detail = /\/event-review\/(\w+)$/.exec(url.pathname);
      if (detail) {
        const id = detail[1]!;
        return merged.has(id) ? envelope({ code: 'ERR.STAFF.EVENT_NOT_FOUND', message: 'Event not found' }, 404) : envelope(draft(id, id === 'DCOPY'));
      }
      if (url.pathname.endsWith('/event-review')) return envelope({ list: [], total: 0, limit: 10, offset: 0 });
      if (url.pathname.endsWith('/audit-log')) return envelope({ list: [], total: 0, limit: 50, offset: 0 });
      return envelope({}, 404);
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiBaseUrl(null);
  });

  const store = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });

  it.each([
    ['a copy of a live event is merged and removed: nobody asks for it again (it would answer 404)', 'DCOPY', false],
    ['a new event stays: its detail reloads with the new status', 'DNEW', true],
  ])('approval: %s', async (_name, draftId, refetched) => {
    const s = store();
    const detail = s.dispatch(staffReviewApi.endpoints.getEventReview.initiate(draftId));
    const list = s.dispatch(staffReviewApi.endpoints.getEventReviewList.initiate({}));
    expect((await detail).data?.event.draftId).toBe(draftId);
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
