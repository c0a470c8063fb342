import { DEMO_ACCOUNTS, DEMO_PASSWORD, ERROR_CODES, EVENT_ERROR_CODES } from '@diy/domain';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { createDraft, image, listTab, multipart, sampleInfo } from './draft-helpers';
import { api, describeEngines, login, useTestApp } from './helpers';

type Call = (id: string) => Promise<InjectOptions>;

describeEngines('event draft tenancy on %s', (engine) => {
  const ctx = useTestApp(engine);
  let owner = '';
  let other = '';
  let draftId = '';
  let bannerUrl = '';

  beforeAll(async () => {
    owner = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    other = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
    draftId = await createDraft(ctx.app, owner, sampleInfo('Private Mehfil'));
    const up = await api(ctx.app, {
      method: 'POST',
      url: '/api/manage/event/upload/banner/desktop',
      token: owner,
      ...multipart([
        { name: 'draftId', value: draftId },
        { name: 'file', filename: 'desktop.jpeg', contentType: 'image/jpeg', data: await image(1280, 640) },
      ]),
    });
    bannerUrl = up.json().data.url;
  });

  const jpeg = () => image(1280, 640);
  // Every route that carries an event id, with the id put in.
  const calls: [string, Call][] = [
    ['synopsis by draftId', async (id) => ({ method: 'GET', url: `/api/manage/event/synopsis?draftId=${id}` })],
    ['synopsis by eventCode', async () => ({ method: 'GET', url: '/api/manage/event/synopsis?eventCode=ET00010001' })],
    ['PATCH a section', async (id) => ({ method: 'PATCH', url: `/api/manage/event/${id}`, payload: { tnc: '<p>mine now</p>' } })],
    ['PATCH a live event', async () => ({ method: 'PATCH', url: '/api/manage/event/ET00010001', payload: { tnc: '<p>mine now</p>' } })],
    ['PUT review', async (id) => ({ method: 'PUT', url: `/api/manage/event/${id}`, payload: { status: 'review' } })],
    ['DELETE the draft', async (id) => ({ method: 'DELETE', url: '/api/delete/draft', payload: { draftId: id } })],
    ['POST a copy', async () => ({ method: 'POST', url: '/api/manage/event', payload: { eventCode: 'ET00010001', eventInfo: sampleInfo() } })],
    [
      'upload a banner',
      async (id) => ({
        method: 'POST',
        url: '/api/manage/event/upload/banner/desktop',
        ...multipart([
          { name: 'draftId', value: id },
          { name: 'file', filename: 'desktop.jpeg', contentType: 'image/jpeg', data: await jpeg() },
        ]),
      }),
    ],
  ];

  it.each(calls)("another organiser gets 404 INVALID_REFERENCEID: %s", async (_name, call) => {
    const res = await api(ctx.app, { ...(await call(draftId)), token: other });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().errors.code).toBe(EVENT_ERROR_CODES.invalidReferenceId);
  });

  it('leaves the draft untouched and out of the other list', async () => {
    const mine = await api(ctx.app, { method: 'GET', url: `/api/manage/event/synopsis?draftId=${draftId}`, token: owner });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ status: 'draft', tnc: '' });
    const theirs = await listTab(ctx.app, other, 'draft');
    expect(theirs.list.some((e) => e.draftId === draftId)).toBe(false);
    expect((await listTab(ctx.app, owner, 'draft')).list.some((e) => e.draftId === draftId)).toBe(true);
  });

  it("refuses a banner uploaded for another organiser's draft in one's own draft", async () => {
    const theirDraft = await createDraft(ctx.app, other);
    const res = await api(ctx.app, {
      method: 'PATCH',
      url: `/api/manage/event/${theirDraft}`,
      token: other,
      payload: { banner: { desktop: [{ type: 'image', url: bannerUrl, width: 1280, height: 640 }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.field).toBe('banner.desktop.0.url');
  });

  it.each([
    ['gate staff', DEMO_ACCOUNTS.gate.email],
    ['a reviewer', DEMO_ACCOUNTS.reviewer.email],
  ])('%s get 403 on every draft route, anonymous callers 401', async (_who, email) => {
    const token = await login(ctx.app, email, DEMO_PASSWORD);
    const all: [string, Call][] = [
      ...calls,
      ['create', async () => ({ method: 'POST', url: '/api/manage/event', payload: { eventInfo: sampleInfo() } })],
      ['list', async () => ({ method: 'GET', url: '/api/manage/event?status=draft' })],
    ];
    for (const [name, call] of all) {
      const res = await api(ctx.app, { ...(await call(draftId)), token });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().errors.code, name).toBe(ERROR_CODES.forbidden);
      const anonymous = await api(ctx.app, await call(draftId));
      expect(anonymous.statusCode, name).toBe(401);
    }
  });
});
