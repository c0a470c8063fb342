import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './base-api';
import { setApiBaseUrl } from './environment';
import { pageParams, staffOrganisersApi } from './staff-organisers';
import { auditParams, staffReviewApi } from './staff-review';
import { staffUsersApi } from './staff-users';

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

const user = { username: 'u@x.in', email: 'u@x.in', mobile: '9000000009', name: 'U', organiserName: null, organiserId: null, groups: [], roles: [], active: true, contract: false };
const organiserList = { status: 'pending', list: [], counts: { pending: 0, approved: 0, rejected: 0, 'under-review': 0 }, total: 0, limit: 10, offset: 0 };

const organiser = (approved: boolean) => ({
  organiserId: 'o2', organiserCode: 'ORG-O2', applicationId: 'a2', listStatus: approved ? 'approved' : 'pending', kind: 'NEW',
  organiserStatus: approved ? 'approved' : 'pending', applicationStatus: approved ? 'approved' : 'submitted', organisationName: 'Goa Sunset LLP',
  username: 'o2@x.in', mobile: '9000000010', email: 'o2@x.in', active: true, bdCode: approved ? 'BD-W01' : null, submittedAt: null, reviewedAt: null,
  details: {}, documents: [], changeRequests: [], rejection: null,
});

function envelope(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(status < 400 ? { status, data } : { status, errors: data }), { status, headers: { 'content-type': 'application/json' } });
}

describe('staff tags', () => {
  const calls: string[] = [];
  let active = true;
  let approved = false;
  beforeEach(() => {
    approved = false;
    setApiBaseUrl('http://api.test/api');
    calls.length = 0;
    active = true;
    vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      calls.push(`${input.method} ${url.pathname}`);
      if (url.pathname.endsWith('/diy-users')) return envelope({ users: [{ ...user, active }], total: 1, limit: 10, offset: 0 });
      if (url.pathname.endsWith('/user/count')) return envelope({ count: 1 });
      if (url.pathname.includes('/organiser-list/')) return envelope(organiserList);
      if (url.pathname.endsWith('/organiser/status/deactivate')) {
        active = false;
        return envelope({ username: 'u@x.in', active: false, sessionsRevoked: 1, message: 'User deactivated. Their sessions have ended.' });
      }
      if (url.pathname.endsWith('/organiser/o2/status/approve')) {
        approved = true;
        return envelope({ organiserId: 'o2', applicationId: 'a2', organiserStatus: 'approved', applicationStatus: 'approved', bdCode: 'BD-W01', message: 'Organiser approved.' });
      }
      if (url.pathname.endsWith('/vendor-onboard/organiser/o2')) return envelope(organiser(approved));
      if (url.pathname.endsWith('/status/approve')) return envelope({ code: 'ERR.STAFF.UNKNOWN_BD', message: 'm', shortDesc: 's', longDesc: 'Please choose a business-development manager from the list.' }, 400);
      return envelope({}, 404);
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiBaseUrl(null);
  });

  function store() {
    return configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  }

  it('a deactivation reloads the users list, its count and the organiser lists with their current params', async () => {
    const s = store();
    const users = s.dispatch(staffUsersApi.endpoints.getDiyUsers.initiate({ search: 'u@x.in' }));
    const count = s.dispatch(staffUsersApi.endpoints.getUserCount.initiate());
    const orgs = s.dispatch(staffOrganisersApi.endpoints.getOrganiserList.initiate({ status: 'pending', offset: 0 }));
    await Promise.all([users, count, orgs]);
    calls.length = 0;
    const answer = await s.dispatch(staffOrganisersApi.endpoints.setOrganiserUserStatus.initiate({ action: 'deactivate', username: 'u@x.in' })).unwrap();
    expect(answer.active).toBe(false);
    await vi.waitFor(() => {
      expect(staffUsersApi.endpoints.getDiyUsers.select({ search: 'u@x.in' })(s.getState()).data?.users[0]?.active).toBe(false);
    });
    expect(calls).toEqual(expect.arrayContaining(['POST /api/proxy/diy/v1/organiser/status/deactivate', 'GET /api/proxy/diy/v1/diy-users', 'GET /api/proxy/diy/v1/user/count', 'GET /api/proxy/diy/v1/vendor-onboard/organiser-list/pending']));
    users.unsubscribe();
    count.unsubscribe();
    orgs.unsubscribe();
  });

  it("an approval reloads the organiser's detail and the lists at once", async () => {
    const s = store();
    const detail = s.dispatch(staffOrganisersApi.endpoints.getOrganiser.initiate('o2'));
    const orgs = s.dispatch(staffOrganisersApi.endpoints.getOrganiserList.initiate({ status: 'pending', offset: 0 }));
    expect((await detail).data?.listStatus).toBe('pending');
    await orgs;
    calls.length = 0;
    await s.dispatch(staffOrganisersApi.endpoints.approveOrganiser.initiate({ id: 'o2', bdCode: 'BD-W01' })).unwrap();
    await vi.waitFor(() => {
      expect(staffOrganisersApi.endpoints.getOrganiser.select('o2')(s.getState()).data?.listStatus).toBe('approved');
    });
    expect(calls).toEqual(expect.arrayContaining(['GET /api/proxy/diy/v1/vendor-onboard/organiser/o2', 'GET /api/proxy/diy/v1/vendor-onboard/organiser-list/pending']));
    detail.unsubscribe();
    orgs.unsubscribe();
  });

  it('an approval failure keeps the server texts (the page shows longDesc)', async () => {
    const s = store();
    const result = await s.dispatch(staffOrganisersApi.endpoints.approveOrganiser.initiate({ id: 'o1', bdCode: 'X' }));
    expect(result.error).toMatchObject({ status: 400, code: 'ERR.STAFF.UNKNOWN_BD', longDesc: 'Please choose a business-development manager from the list.' });
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
