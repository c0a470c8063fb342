import { eventCodeSearch, groupsForRoles, IAM_GROUPS, type IamGroup } from '@diy/domain';
import { and, asc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, organisers, users, type UserRow } from '../../db/schema';
import { errors } from '../../http/errors';
import { readManySecrets, readSecrets } from './user-secrets';
import { findUser, toDiyUser, usernameOf } from './users-common';
import { containsPattern } from '../../db/like';


export interface DirectoryQuery {
  limit: number;
  offset: number;
  search?: string | undefined;
  group?: IamGroup | undefined;
}

/**
 * The user directory (GET diy-users, user/count and the IAM reads): every account, searched by username (e-mail or
 * mobile), name, or an event code (a value containing et00, -DIY suffix dropped) which finds the event's author: the
 * organiser users of the organiser that owns the event (or the live event a copy was made from).
 */
export class UserDirectory {
  constructor(private readonly db: Db) {}

  private async where(q: DirectoryQuery): Promise<SQL | undefined> {
    const parts: SQL[] = [];
    const code = eventCodeSearch(q.search);
    if (code) {
      const [event] = await this.db.select({ organiserId: events.organiserId }).from(events).where(eq(events.eventCode, code)).limit(1);
      if (!event) return sql`false`;
      parts.push(eq(users.organiserId, event.organiserId), sql`'organiser' = any(${users.roles})`);
    } else if (q.search) {
      const s = containsPattern(q.search.trim());
      parts.push(or(ilike(users.email, s), like(users.mobile, s), ilike(users.name, s))!);
    }
    if (q.group) {
      const role = IAM_GROUPS[q.group];
      if (role) parts.push(sql`${role} = any(${users.roles})`);
      else parts.push(sql`exists (select 1 from app_settings s where s.key = 'iam.usersecrets.' || ${users.id}::text and s.value::jsonb->'groups' ? ${q.group})`);
    }
    return parts.length ? and(...parts) : undefined;
  }

  private async page(q: DirectoryQuery) {
    const where = await this.where(q);
    const rows = await this.db
      .select({ user: users, organiserName: organisers.name })
      .from(users)
      .leftJoin(organisers, eq(organisers.id, users.organiserId))
      .where(where)
      .orderBy(asc(sql`coalesce(${users.email}, ${users.mobile})`), asc(users.id))
      .limit(q.limit)
      .offset(q.offset);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    const secrets = await readManySecrets(this.db, rows.map((r) => r.user.id));
    return { rows, secrets, total: count?.n ?? 0 };
  }

  async diyUsers(q: DirectoryQuery) {
    const { rows, secrets, total } = await this.page(q);
    return { users: rows.map((r) => toDiyUser(r.user, r.organiserName, secrets.get(r.user.id))), total, limit: q.limit, offset: q.offset };
  }

  async count(search: string | undefined): Promise<{ count: number }> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users).where(await this.where({ limit: 1, offset: 0, search }));
    return { count: row?.n ?? 0 };
  }

  /** IAM users: the organiser's name as first name and its id as last name (seed 001 section 3). */
  async iamUsers(q: DirectoryQuery) {
    const { rows, secrets, total } = await this.page(q);
    return {
      users: rows.map(({ user, organiserName }) => ({
        username: usernameOf(user),
        email: user.email,
        mobile: user.mobile,
        firstName: organiserName,
        lastName: user.organiserId,
        enabled: user.active,
        groups: groupsForRoles(user.roles, secrets.get(user.id)?.groups ?? []),
        createdAt: user.createdAt.toISOString(),
      })),
      total,
      limit: q.limit,
      offset: q.offset,
    };
  }

  private async existing(username: string): Promise<UserRow> {
    const user = await findUser(this.db, username);
    if (!user) throw errors.notFound();
    return user;
  }

  async groups(username: string) {
    const user = await this.existing(username);
    const secrets = await readSecrets(this.db, user.id);
    return { username: usernameOf(user), groups: groupsForRoles(user.roles, secrets.groups) };
  }

  /** The user's secrets in project diy; the organiser id falls back to the user's current link. */
  async secrets(username: string) {
    const user = await this.existing(username);
    const secrets = await readSecrets(this.db, user.id);
    return { user: usernameOf(user), project: 'diy', secrets: { ...secrets, organiserId: secrets.organiserId ?? user.organiserId } };
  }
}
