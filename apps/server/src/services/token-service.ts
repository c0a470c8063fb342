import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * Compact signed tokens: `base64url(JSON {typ, sid, sub, exp}).base64url(HMAC-SHA256)`.
 * The signature proves integrity; the row behind `sid` decides whether the token is still valid.
 * Each type is signed with its own key (derived from the secret), so a token of one type can never
 * verify as another, whatever its payload says:
 * - access: sid = auth_sessions.id, sub = users.id (1 day);
 * - mfa: sid = otp_challenges.id of the second step, sub = users.id (15 minutes);
 * - signup: the new-user token, sid = sub = signups.id (1 day).
 */
export type TokenType = 'access' | 'mfa' | 'signup';

export interface TokenPayload {
  sid: string;
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const SECRET_KEY = 'auth.token_secret';

export class TokenService {
  private readonly keys: Record<TokenType, Buffer>;

  constructor(private readonly secret: Buffer) {
    const derive = (type: TokenType) => createHmac('sha256', secret).update(`diy.token.${type}`).digest();
    this.keys = { access: derive('access'), mfa: derive('mfa'), signup: derive('signup') };
  }

  sign(payload: TokenPayload, type: TokenType = 'access'): string {
    const body = Buffer.from(JSON.stringify({ typ: type, ...payload })).toString('base64url');
    return `${body}.${this.mac(body, type).toString('base64url')}`;
  }

  /** The payload when the signature (for this type) is right and the token has not expired at `now`; otherwise null. */
  verify(token: string, now: Date, type: TokenType = 'access'): TokenPayload | null {
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [body, signature] = parts as [string, string];
    const expected = this.mac(body, type);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!isPayload(payload) || (payload as { typ?: unknown }).typ !== type) return null;
    return payload.exp * 1000 > now.getTime() ? { sid: payload.sid, sub: payload.sub, exp: payload.exp } : null;
  }

  /** A keyed hash for short secrets stored server-side (one-time codes), under its own derived key. */
  digest(purpose: string, value: string): string {
    const key = createHmac('sha256', this.secret).update(`diy.digest.${purpose}`).digest();
    return createHmac('sha256', key).update(value).digest('base64url');
  }

  private mac(body: string, type: TokenType): Buffer {
    return createHmac('sha256', this.keys[type]).update(body).digest();
  }
}

function isPayload(v: unknown): v is TokenPayload {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return typeof p.sid === 'string' && typeof p.sub === 'string' && typeof p.exp === 'number';
}

/**
 * The signing secret: AUTH_SECRET when configured; otherwise one generated once and kept in
 * app_settings, so every process on the same database signs and checks with the same key.
 */
export async function resolveTokenSecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error('Could not read or create the token secret');
  return Buffer.from(row.value, 'base64url');
}

