import { inflateSync } from 'node:zlib';
import {
  ACCOUNT_FORM_MESSAGES as M, DUPLICATE_MESSAGES, SIGNUP_ERROR_CODES, SIGNUP_FORM_MESSAGES as SM, UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { expect, it } from 'vitest';
import { organiserDocuments } from '../src/db/schema';
import { describeEngines, useTestApp } from './helpers';
import { asApplicant, generalInformation, gstinFor, realJpeg, realPdf, realPng, signupToken, upload } from './kyc-helpers';

/** Every text drawn in a PDF, as the hex strings pdf-lib writes (content streams inflated). */
async function pdfHexText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let out = '';
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const raw = Buffer.from(obj.getContents());
    const filter = obj.dict.get(PDFName.of('Filter'));
    out += filter?.toString() === '/FlateDecode' ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
  }
  return out;
}
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describeEngines('sign-up uploads, agreement, validation and uniqueness on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('checks every upload rule with real bytes', async () => {
    const token = await signupToken(ctx.app, '9822200001');
    const pdf = await realPdf();
    const jpeg = await realJpeg();
    const png = await realPng();
    const good = gstinFor('ABCDE1234F');
    const badChecksum = good.slice(0, 14) + (good.endsWith('A') ? 'B' : 'A');
    const cases: [string, Buffer, string, string | undefined, number, string | null][] = [
      ['pan', pdf, 'pan.pdf', undefined, 200, null],
      ['pan', jpeg, 'pan.jpeg', undefined, 200, null],
      ['cheque', jpeg, 'CHEQUE.JPG', undefined, 200, null],
      ['pan', png, 'pan.jpg', undefined, 400, SM.fileType],
      ['pan', png, 'pan.png', undefined, 400, UPLOAD_MESSAGES.documentType],
      ['pan', pdf, 'pan.jpg', undefined, 400, SM.fileType],
      ['pan', Buffer.from('plain text, not a document'), 'pan.pdf', undefined, 400, SM.fileType],
      ['pan', Buffer.alloc(0), 'pan.pdf', undefined, 400, SM.fileRequired],
      ['passport', pdf, 'passport.pdf', undefined, 400, SM.mediaInvalid],
      ['gst', pdf, 'gst.pdf', undefined, 400, UPLOAD_MESSAGES.gstNumberRequired],
      ['gst', pdf, 'gst.pdf', badChecksum, 400, UPLOAD_MESSAGES.gstNumberRequired],
      ['agreement', jpeg, 'agreement.jpg', undefined, 400, UPLOAD_MESSAGES.agreementType],
      ['agreement', jpeg, 'agreement.pdf', undefined, 400, SM.agreementFileType],
      ['agreement', pdf, 'agreement.pdf', undefined, 200, null],
    ];
    for (const [media, body, name, id, status, message] of cases) {
      const res = await upload(ctx.app, token, media, body, name, id);
      expect(res.statusCode, `${media} ${name}: ${res.body}`).toBe(status);
      if (message) expect(res.json().errors).toMatchObject({ code: SIGNUP_ERROR_CODES.upload, message });
    }

    // 2 MB is accepted; 2 MB + 1 byte is refused without being stored.
    const big = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES - jpeg.length)]);
    expect((await upload(ctx.app, token, 'pan', big, 'big.jpg')).statusCode).toBe(200);
    const tooBig = await upload(ctx.app, token, 'pan', Buffer.concat([big, Buffer.alloc(1)]), 'big.jpg');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors.message).toBe(UPLOAD_MESSAGES.tooLarge);

    // No file part at all.
    const none = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/signup/file', payload: { media: 'pan' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.message).toBe(SM.fileRequired);
  });

  it('keeps one file per media kind, privately, and deletes the replaced object', async () => {
    const token = await signupToken(ctx.app, '9822200002');
    const first = await upload(ctx.app, token, 'cheque', await realPdf('first'), 'first.pdf');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ media: 'cheque', id: null, originalName: 'first.pdf', contentType: 'application/pdf' });
    const db = ctx.database.db;
    const [doc1] = await db.select().from(organiserDocuments).where(eq(organiserDocuments.fileName, first.json().data.fileName));
    expect(doc1!.storageKey).toMatch(new RegExp(`^private/kyc/${doc1!.applicationId}/[0-9a-f-]{36}\\.pdf$`));
    expect(await ctx.app.services.storage.get(doc1!.storageKey)).not.toBeNull();

    const second = await upload(ctx.app, token, 'cheque', await realJpeg(), 'second.jpg');
    expect(second.statusCode).toBe(200);
    const rows = await db.select().from(organiserDocuments).where(eq(organiserDocuments.applicationId, doc1!.applicationId));
    expect(rows.map((r) => r.originalName)).toEqual(['second.jpg']);
    expect(await ctx.app.services.storage.get(doc1!.storageKey)).toBeNull();

    // GST certificates are one per GST number.
    const info = generalInformation('AAACR5055K', 7);
    await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/userdetails', payload: info });
    const gst = await upload(ctx.app, token, 'gst', await realPdf(), 'gst.pdf', info.gstin.toLowerCase());
    expect(gst.json().data.id).toBe(info.gstin);
    const form = (await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(form.formData.step2.gstCertificates[info.gstin]).toMatchObject({ originalName: 'gst.pdf', error: null });
    expect(form.formData.step2.cancelledCheque).toMatchObject({ originalName: 'second.jpg' });
  });

  it('fills in the agreement PDF with the applicant details', async () => {
    const token = await signupToken(ctx.app, '9822200003');
    const early = await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup/agreement-file' });
    expect(early.statusCode).toBe(409);
    const info = generalInformation('AAHCM1234P', 3);
    expect((await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/userdetails', payload: info })).statusCode).toBe(200);
    const res = await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup/agreement-file' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="agreement.pdf"');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getPageCount()).toBeLessThanOrEqual(3);
    expect(doc.getTitle()).toBe(`Organiser Agreement - ${info.organisationName}`);
    const text = await pdfHexText(bytes);
    const d = new Date(ctx.clock.current.getTime() + 330 * 60_000);
    const istDate = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    for (const value of [info.organisationName, info.pan, info.gstin, info.address, info.fullName, `Date: ${istDate}`]) {
      expect(text, value).toContain(hex(value));
    }
  });

  it('answers the spec message of each invalid field, on proceed and on draft save', async () => {
    const token = await signupToken(ctx.app, '9822200004');
    const base = generalInformation('AAGCB7777Q', 4);
    const table: [keyof typeof base, string[], string][] = [
      ['organisationName', ['', 'A', 'Acme <Events>'], M.organisationName],
      ['pan', ['ABCDE1234', 'ABCDE12345', '12345ABCDE'], M.pan],
      ['gstin', [`${base.gstin.slice(0, 14)}${base.gstin.endsWith('A') ? 'B' : 'A'}`, '27AAGCB7777Q1ZZZ', 'AAGCB7777Q'], M.gstin],
      ['gstinState', ['Karnataka'], M.gstinState],
      ['address', ['Mumbai', 'x'.repeat(151)], M.address],
      ['fullName', ['Asha 2', 'A.K. Rao'], M.fullName],
      ['email', ['no-at-sign', 'a@b'], M.email],
      ['beneficiaryName', ['###', 'Name 123'], M.beneficiaryName],
      ['bankName', ['HDFC-Bank', 'Bank 1'], M.bankName],
      ['accountNumber', ['12345678', '1234567890123456789', '12345678A'], M.accountNumber],
      ['ifsc', ['HDF0001234', 'HDFC000123', 'HDFC-001234'], M.ifsc],
    ];
    for (const [field, values, message] of table) {
      for (const value of values) {
        const res = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/userdetails', payload: { ...base, [field]: value } });
        expect(res.statusCode, `${field}=${value}`).toBe(400);
        expect(res.json().errors.fields, `${field}=${value}`).toContainEqual({ field, message });
        if (value === '' || field === 'gstinState') continue;
        const draft = await asApplicant(ctx.app, token, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { [field]: value } });
        expect(draft.json().data, `${field}=${value}`).toMatchObject({ HasError: true, message: SM.validateData, errors: { [field]: message } });
      }
    }
    // A GSTIN of another PAN is not this organisation's.
    const other = await asApplicant(ctx.app, token, {
      method: 'POST', url: '/api/v1/proceed/userdetails', payload: { ...base, gstin: generalInformation('AAACR5055K', 1).gstin },
    });
    expect(other.json().errors.fields).toContainEqual({ field: 'gstin', message: M.gstin });
    // Without GST registration the GSTIN may be empty.
    const noGst = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/userdetails', payload: generalInformation('AAGCB7777Q', 4, false) });
    expect(noGst.statusCode).toBe(200);
    expect((await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' })).json().data.gstNumbers).toEqual([]);
  });

  it('refuses PAN, GSTIN, e-mail and account number held by another application, and keeps applicants apart', async () => {
    const a = await signupToken(ctx.app, '9822200005');
    const b = await signupToken(ctx.app, '9822200006');
    const infoA = generalInformation('AAFCD4321E', 5);
    // A draft reserves nothing.
    await asApplicant(ctx.app, a, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { pan: infoA.pan } });
    const freeNow = await asApplicant(ctx.app, b, { method: 'GET', url: '/api/v1/signup/check-unique/pan', headers: { data: infoA.pan } });
    expect(freeNow.json().data).toEqual({ field: 'pan', unique: true, message: null });

    expect((await asApplicant(ctx.app, a, { method: 'POST', url: '/api/v1/proceed/userdetails', payload: infoA })).statusCode).toBe(200);
    const checks: [string, string, string][] = [
      ['gst', infoA.gstin.toLowerCase(), DUPLICATE_MESSAGES.gst],
      ['pan', infoA.pan, DUPLICATE_MESSAGES.pan],
      ['email', infoA.email.toUpperCase(), DUPLICATE_MESSAGES.email],
      ['accountNumber', infoA.accountNumber, DUPLICATE_MESSAGES.accountNumber],
    ];
    for (const [field, value, message] of checks) {
      const forB = await asApplicant(ctx.app, b, { method: 'GET', url: `/api/v1/signup/check-unique/${field}`, headers: { data: value } });
      expect(forB.json().data, field).toEqual({ field, unique: false, message });
      const forA = await asApplicant(ctx.app, a, { method: 'GET', url: `/api/v1/signup/check-unique/${field}`, headers: { data: value } });
      expect(forA.json().data.unique, field).toBe(true);
    }
    expect(DUPLICATE_MESSAGES.gst).toBe('Duplicate GST No');
    const malformed = await asApplicant(ctx.app, b, { method: 'GET', url: '/api/v1/signup/check-unique/gst', headers: { data: 'nope' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.message).toBe(M.gstin);

    const infoB = generalInformation('AAFCD4321E', 6);
    const dup = await asApplicant(ctx.app, b, {
      method: 'POST', url: '/api/v1/proceed/userdetails', payload: { ...infoB, email: infoA.email, accountNumber: infoA.accountNumber },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.fields).toEqual([
      { field: 'pan', message: DUPLICATE_MESSAGES.pan },
      { field: 'gstin', message: DUPLICATE_MESSAGES.gst },
      { field: 'email', message: DUPLICATE_MESSAGES.email },
      { field: 'accountNumber', message: DUPLICATE_MESSAGES.accountNumber },
    ]);

    // Each token reaches only its own application.
    await upload(ctx.app, a, 'pan', await realPdf(), 'a-pan.pdf');
    const formB = (await asApplicant(ctx.app, b, { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(formB).toMatchObject({ mobile: '9822200006', currentStep: 'STEP2', formData: { step2: { panCard: null } } });
    const saveB = await asApplicant(ctx.app, b, { method: 'PUT', url: '/api/v1/save-form/filesupload', payload: { panCard: 'x.pdf' } });
    expect(saveB.json().data.HasError).toBe(true);
    const agreementB = await asApplicant(ctx.app, b, { method: 'GET', url: '/api/v1/signup/agreement-file' });
    expect(agreementB.statusCode).toBe(409);
  });
});
