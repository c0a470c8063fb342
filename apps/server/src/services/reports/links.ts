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

/**
 * Signed links to a session's report for large e-mailed reports: `/api/files/reports/<claim>.<signature>`, the claim
 * base64url JSON, signed with the file links' key (purpose 'report-link'). The file is made when the link is opened,
 * streamed from the database like a download, so nothing large is kept anywhere; it shows the figures of that moment.
 */
export class ReportLinks {
  constructor(
    private readonly signer: FileLinkSigner,
    private readonly now: () => Date,
  ) {}

  sign(claim: Omit<ReportLinkClaim, 'exp'>, ttlSeconds: number): { path: string; expiresAt: Date } {
    const exp = Math.floor(this.now().getTime() / 1000) + ttlSeconds;
    const body = Buffer.from(JSON.stringify({ e: claim.eventId, s: claim.sessionId, f: claim.format, m: claim.masked ? 1 : 0, x: exp })).toString('base64url');
    return { path: `${API_PREFIX}${REPORT_LINK_PATH}/${body}.${this.signer.digest('report-link', body)}`, expiresAt: new Date(exp * 1000) };
  }

  /** The claim of a valid, unexpired token; null otherwise. */
  verify(token: string): ReportLinkClaim | null {
    const [body, sig, extra] = token.split('.');
    if (!body || !sig || extra !== undefined) return null;
    const expected = Buffer.from(this.signer.digest('report-link', body));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { e?: unknown; s?: unknown; f?: unknown; m?: unknown; x?: unknown };
      if (typeof c.e !== 'string' || typeof c.s !== 'string' || !REPORT_FORMATS.includes(c.f as ReportFormat) || typeof c.x !== 'number') return null;
      if (c.x * 1000 <= this.now().getTime()) return null;
      return { eventId: c.e, sessionId: c.s, format: c.f as ReportFormat, masked: c.m !== 0, exp: c.x };
    } catch {
      return null;
    }
  }
}
