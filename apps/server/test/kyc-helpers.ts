import { gstinCheckCharacter } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { api, latestCode } from './helpers';

/** A valid GSTIN for a PAN in a state (check character computed). */
export function gstinFor(pan: string, stateCode = '27', entity = '1'): string {
  const body = `${stateCode}${pan}${entity}Z`;
  return body + gstinCheckCharacter(body);
}

/** A real one-page PDF. */
export async function realPdf(text = 'Test document'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  page.drawText(text, { x: 10, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

export function realJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 60 } } }).jpeg().toBuffer();
}

export function realPng(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 4, background: { r: 20, g: 130, b: 60, alpha: 1 } } }).png().toBuffer();
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----diytest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof p.value === 'string' ? Buffer.from(p.value) : p.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sign-up by code: the new-user token of a fresh mobile number. */
export async function signupToken(app: FastifyInstance, mobile: string): Promise<string> {
  const sent = await api(app, { method: 'POST', url: '/api/v1/signup/send-otp', headers: { 'x-mobile-no': mobile } });
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.body}`);
  const id = sent.json().data.id as string;
  const otp = await latestCode(app, mobile);
  const verified = await api(app, { method: 'POST', url: '/api/v1/signup/verify-otp', headers: { 'x-otp-id': id }, payload: { otp } });
  if (verified.statusCode !== 200) throw new Error(`verify-otp ${verified.body}`);
  return verified.json().data.token as string;
}

/** A complete, valid general information step for a PAN. */
export function generalInformation(pan: string, n: number, withGst = true) {
  return {
    organisationName: `Test Events ${String.fromCharCode(65 + n)} Pvt Ltd`,
    pan,
    gstin: withGst ? gstinFor(pan) : '',
    gstinState: withGst ? 'Maharashtra' : '',
    address: `${n + 1} Marine Drive, Mumbai 400020`,
    fullName: 'Asha Kulkarni',
    email: `owner${n}@example.in`,
    beneficiaryName: 'Test Events Pvt Ltd',
    bankName: 'HDFC Bank',
    accountNumber: `5010012345${String(n).padStart(4, '0')}`,
    ifsc: 'HDFC0001234',
    accountType: 'current',
  };
}

/** Calls a sign-up route with the new-user token in x-login-id. */
export function asApplicant(app: FastifyInstance, token: string, opts: Parameters<typeof api>[1]) {
  return api(app, { ...opts, headers: { 'x-login-id': token, ...opts.headers } });
}

/** Uploads a document for an applicant. */
export function upload(app: FastifyInstance, token: string, media: string, file: Buffer, filename: string, id?: string, url = '/api/v1/signup/file') {
  const parts: Part[] = [{ name: 'media', value: media }];
  if (id !== undefined) parts.push({ name: 'id', value: id });
  parts.push({ name: 'file', value: file, filename });
  const body = multipart(parts);
  return asApplicant(app, token, { method: 'POST', url, payload: body.payload, headers: body.headers });
}

/** Runs the whole sign-up (general information, documents, agreement): the applicant's new-user token. */
export async function submitApplication(app: FastifyInstance, mobile: string, pan: string, n: number): Promise<string> {
  const token = await signupToken(app, mobile);
  const info = generalInformation(pan, n);
  const steps = [
    await asApplicant(app, token, { method: 'POST', url: '/api/v1/proceed/userdetails', payload: info }),
    await upload(app, token, 'pan', await realPdf(), 'pan.pdf'),
    await upload(app, token, 'cheque', await realJpeg(), 'cheque.jpg'),
    await upload(app, token, 'gst', await realPdf(), 'gst.pdf', info.gstin),
    await asApplicant(app, token, { method: 'POST', url: '/api/v1/proceed/filesupload' }),
    await upload(app, token, 'agreement', await realPdf('signed'), 'agreement.pdf'),
    await asApplicant(app, token, { method: 'POST', url: '/api/v1/proceed/agreementupload' }),
  ];
  for (const s of steps) if (s.statusCode !== 200) throw new Error(`sign-up step failed: ${s.body}`);
  return token;
}

/** Login by code to a mobile number: the access token. */
export async function otpLogin(app: FastifyInstance, mobile: string): Promise<string> {
  const started = await api(app, { method: 'POST', url: '/api/auth/token', payload: { mobile } });
  if (started.statusCode !== 202) throw new Error(`login ${started.body}`);
  const otpId = started.json().data.challenge.otpId as string;
  const done = await api(app, { method: 'POST', url: '/api/auth/challenge', payload: { otpId, otp: await latestCode(app, mobile) } });
  if (done.statusCode !== 200) throw new Error(`challenge ${done.body}`);
  return done.json().data.accessToken as string;
}
