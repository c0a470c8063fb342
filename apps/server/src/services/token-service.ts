import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * Compact signed access token: `base64url(JSON {sid, sub, exp}).base64url(HMAC-SHA256)`.
 * The signature proves integrity; the session row (sid) decides whether the token is still valid.
 */
export interface TokenPayload {
  /** auth_sessions.id */
  sid: string;
  /** users.id */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const SECRET_KEY = 'auth.token_secret';

export class TokenService {
  constructor(private readonly secret: Buffer) {}

  sign(payload: TokenPayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  /** The payload when the signature is right and the token has not expired at `now`; otherwise null. */
  verify(token: string, now: Date): TokenPayload | null {
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [body, signature] = parts as [string, string];
    const expected = this.mac(body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!isPayload(payload)) return null;
    return payload.exp * 1000 > now.getTime() ? payload : null;
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.secret).update(body).digest();
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

