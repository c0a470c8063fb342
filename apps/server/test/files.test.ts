import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileLinks, contentDisposition } from '../src/services/file-links';
import { assertSafeKey, LocalFileStorage } from '../src/services/storage';
import { describeEngines, useTestApp } from './helpers';

describe('LocalFileStorage', () => {
  const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'diy-storage-test-')));

  it('stores, reads and deletes a file with its content type', async () => {
    await storage.put('private/kyc/a/b.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await storage.get('private/kyc/a/b.pdf')).toEqual({ body: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' });
    await storage.delete('private/kyc/a/b.pdf');
    expect(await storage.get('private/kyc/a/b.pdf')).toBeNull();
    await expect(storage.delete('private/kyc/a/b.pdf')).resolves.toBeUndefined();
  });

  it.each(['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', 'a/./b', '', 'a/b/'])('refuses the unsafe key %j', async (key) => {
    expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('FileLinks', () => {
  let now = new Date('2026-11-21T10:00:00Z');
  const links = new FileLinks({ digest: (purpose, value) => `${purpose}:${Buffer.from(value).toString('base64url')}` }, () => now);
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  it('verifies its own link until it expires', () => {
    const { url, expiresAt } = links.signedUrl('private/kyc/x.pdf', { downloadName: 'pan.pdf', ttlSeconds: 60 });
    expect(expiresAt).toBe('2026-11-21T10:01:00.000Z');
    expect(links.verify('private/kyc/x.pdf', query(url))).toEqual({ key: 'private/kyc/x.pdf', downloadName: 'pan.pdf', disposition: 'attachment' });
    now = new Date('2026-11-21T10:01:00Z');
    expect(links.verify('private/kyc/x.pdf', query(url))).toBeNull();
    now = new Date('2026-11-21T10:00:00Z');
  });

  it('refuses a link for another key, name or disposition', () => {
    const q = query(links.signedUrl('private/kyc/x.pdf', { downloadName: 'pan.pdf' }).url);
    expect(links.verify('private/kyc/y.pdf', q)).toBeNull();
    expect(links.verify('private/kyc/x.pdf', { ...q, name: 'other.pdf' })).toBeNull();
    expect(links.verify('private/kyc/x.pdf', { ...q, disp: 'i' })).toBeNull();
    expect(links.verify('private/kyc/x.pdf', { ...q, sig: undefined })).toBeNull();
  });

  it('writes Content-Disposition with an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'agreement.pdf')).toBe(`attachment; filename="agreement.pdf"; filename*=UTF-8''agreement.pdf`);
    expect(contentDisposition('inline', 'करार "1".pdf')).toMatch(/^inline; filename="____ _1_.pdf"; filename\*=UTF-8''/);
  });
});

describeEngines('GET /api/files on %s', (engine) => {
  const ctx = useTestApp(engine, { seed: false });

  it('serves a public file without a signature and caches it', async () => {
    await ctx.app.services.storage.put('public/events/d1/banner.jpeg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/files/public/events/d1/banner.jpeg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('public');
    expect(res.rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('serves a private file only through a valid, unexpired link, as a download', async () => {
    await ctx.app.services.storage.put('private/kyc/app1/pan.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/files/private/kyc/app1/pan.pdf' })).statusCode).toBe(403);
    const { url } = ctx.app.services.fileLinks.signedUrl('private/kyc/app1/pan.pdf', { downloadName: 'PAN.pdf', ttlSeconds: 30 });
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment; filename="PAN.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    ctx.clock.advance(31_000);
    const late = await ctx.app.inject({ method: 'GET', url });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ status: 403, errors: { message: 'This link has expired or is not valid.' } });
  });

  it("refuses a signed link used for another file, or with its name or disposition changed, and serves nothing of it", async () => {
    const storage = ctx.app.services.storage;
    await storage.put('private/kyc/app2/pan.pdf', Buffer.from('%PDF-1.7 app2 pan'), 'application/pdf');
    await storage.put('private/kyc/app2/aadhaar.pdf', Buffer.from('%PDF-1.7 app2 aadhaar'), 'application/pdf');
    await storage.put('private/kyc/app3/pan.pdf', Buffer.from('%PDF-1.7 app3 pan'), 'application/pdf');
    const { url } = ctx.app.services.fileLinks.signedUrl('private/kyc/app2/pan.pdf', { downloadName: 'PAN.pdf', ttlSeconds: 60 });
    const own = await ctx.app.inject({ method: 'GET', url });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('%PDF-1.7 app2 pan');
    const signed = new URL(url, 'http://x');
    const refused = async (target: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: target });
      expect(res.statusCode, target).toBe(403);
      expect(res.json(), target).toEqual({ status: 403, errors: expect.objectContaining({ message: 'This link has expired or is not valid.' }) });
      expect(res.headers['content-disposition'], target).toBeUndefined();
    };
    // The same query on another file: a sibling, another applicant's file of the same name, a longer name.
    for (const other of ['private/kyc/app2/aadhaar.pdf', 'private/kyc/app3/pan.pdf', 'private/kyc/app2/pan.pdf.bak']) await refused(`/api/files/${other}${signed.search}`);
    // The link's own file with the name or the disposition changed, or without its signature.
    for (const [param, value] of [['name', 'aadhaar.pdf'], ['disp', 'i'], ['sig', '']] as const) {
      const changed = new URL(signed);
      changed.searchParams.set(param, value);
      await refused(`${changed.pathname}${changed.search}`);
    }
  });

  it('refuses a missing key and a key that climbs out of public/', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/files/public/none.jpeg' })).statusCode).toBe(404);
    // A dot segment never reaches the storage: refused as not found (unsafe) or forbidden (not public once normalised).
    const climbing = await ctx.app.inject({ method: 'GET', url: '/api/files/public/%2e%2e/private/kyc/app1/pan.pdf' });
    expect([403, 404]).toContain(climbing.statusCode);
  });
});
