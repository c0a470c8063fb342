import { timingSafeEqual } from 'node:crypto';
import { API_PREFIX, REPORT_FORMATS, type ReportFormat } from '@diy/domain';
import type { FileLinkSigner } from '../file-links';

/** What a signed report link lets its holder download: one session's report, masked or not, until it expires. */
export interface ReportLinkClaim {
  eventId: string;
  sessionId: string;
  format: ReportFormat;
  masked: boolean;
  /** Expiry, unix seconds. */
  exp: number;
}

/** The path of signed report links (under /api/files/, opened by the browser without app code or token). */
export const REPORT_LINK_PATH = '/files/reports';
/** The session id a link of the whole event's report carries (no session has it). */
export const WHOLE_EVENT_SESSION_ID = '00000000-0000-0000-0000-000000000000';

/** Bytes of a link's claim: event id (16), session id (16), expiry in unix seconds (4), flags (1: masked, format). */
const CLAIM_BYTES = 37;
/** The signature is the HMAC-SHA256 of the claim cut to 128 bits (the link then fits a route parameter's 100 characters). */
const SIGNATURE_CHARS = 22;
const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/**
 * Signed links to a session's report for large e-mailed reports: `/api/files/reports/<claim>.<signature>`, the claim
 * packed in 37 bytes (base64url), signed with the file links' key (purpose 'report-link'). The file is made when the
 * link is opened, streamed from the database like a download, so nothing large is kept anywhere; it shows the figures
 * of that moment.
 */
export class ReportLinks {
  constructor(
    private readonly signer: FileLinkSigner,
    private readonly now: () => Date,
  ) {}

  sign(claim: Omit<ReportLinkClaim, 'exp'>, ttlSeconds: number): { path: string; expiresAt: Date } {
    const exp = Math.floor(this.now().getTime() / 1000) + ttlSeconds;
    const bytes = Buffer.alloc(CLAIM_BYTES);
    uuidBytes(claim.eventId).copy(bytes, 0);
    uuidBytes(claim.sessionId).copy(bytes, 16);
    bytes.writeUInt32BE(exp, 32);
    bytes.writeUInt8((claim.masked ? 1 : 0) | (REPORT_FORMATS.indexOf(claim.format) << 1), 36);
    const body = bytes.toString('base64url');
    return { path: `${API_PREFIX}${REPORT_LINK_PATH}/${body}.${this.signature(body)}`, expiresAt: new Date(exp * 1000) };
  }

  /** The claim of a valid, unexpired token; null otherwise. */
  verify(token: string): ReportLinkClaim | null {
    const [body, sig, extra] = token.split('.');
    if (!body || !sig || extra !== undefined) return null;
    const expected = Buffer.from(this.signature(body));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const bytes = Buffer.from(body, 'base64url');
    if (bytes.length !== CLAIM_BYTES) return null;
    const exp = bytes.readUInt32BE(32);
    const flags = bytes.readUInt8(36);
    const format = REPORT_FORMATS[flags >> 1];
    if (!format || exp * 1000 <= this.now().getTime()) return null;
    return { eventId: uuidOf(bytes.subarray(0, 16)), sessionId: uuidOf(bytes.subarray(16, 32)), format, masked: (flags & 1) === 1, exp };
  }

  private signature(body: string): string {
    return this.signer.digest('report-link', body).slice(0, SIGNATURE_CHARS);
  }
}
