import type { AuditAction, AuditEntry, AuditTargetType } from '@diy/domain';
import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog, users, type AuditLogRow } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import type { Tx } from '../../repositories/application-repository';
import { isUuid } from '../ids';
import { containsPattern } from '../../db/like';

/** Who performs a staff action: recorded with every audit entry. */
export interface StaffActor {
  id: string;
  name: string;
  roles: string[];
}

/** The authenticated staff caller with their display name (e-mail, else name). */
export async function staffActor(request: FastifyRequest): Promise<StaffActor> {
  const user = currentUser(request);
  const [row] = await request.server.database.db
    .select({ name: users.name, email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  return { id: user.id, name: row?.email ?? row?.mobile ?? row?.name ?? user.id, roles: [...user.roles] };
}

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Appends one entry; call it with the transaction that makes the change, so both commit or neither. */
export async function recordAudit(tx: Tx, actor: StaffActor, record: AuditRecord, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.id,
    actorName: actor.name,
    actorRoles: actor.roles,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: jsonSafe(record.before),
    after: jsonSafe(record.after),
    at,
  });
}

/** Dates as ISO strings, undefined dropped: what the jsonb column will hold anyway. */
function jsonSafe(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actorUserId: row.actorUserId,
    actorName: row.actorName,
    actorRoles: row.actorRoles,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    at: row.at.toISOString(),
  };
}

export interface AuditFilter {
  limit: number;
  offset: number;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET audit-log: newest first, filtered. */
export async function listAudit(db: Db, f: AuditFilter): Promise<{ list: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.targetType) where.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) where.push(eq(auditLog.targetId, f.targetId));
  if (f.actor) {
    const byName = ilike(auditLog.actorName, containsPattern(f.actor));
    where.push(isUuid(f.actor) ? or(eq(auditLog.actorUserId, f.actor), byName)! : byName);
  }
  if (f.from) where.push(gte(auditLog.at, new Date(f.from)));
  if (f.to) where.push(lte(auditLog.at, new Date(f.to)));
  const cond = where.length ? and(...where) : undefined;
  const rows = await db.select().from(auditLog).where(cond).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(f.limit).offset(f.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(cond);
  return { list: rows.map(toAuditEntry), total: count?.n ?? 0 };
}

