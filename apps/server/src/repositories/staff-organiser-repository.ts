import type { OrganiserListStatus } from '@diy/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../services/ids';
import { containsPattern } from '../db/like';

export interface OrganiserListRow {
  id: string;
  code: string;
  name: string;
  org_status: string;
  profile: Record<string, unknown>;
  app_id: string | null;
  app_status: string | null;
  general_information: Record<string, unknown> | null;
  rejection: Record<string, unknown> | null;
  submitted_at: Date | string | null;
  reviewed_at: Date | string | null;
  bd_code: string | null;
  has_changes: boolean;
  user_id: string | null;
  email: string | null;
  mobile: string | null;
  active: boolean | null;
}

/** The list status of a row (the base CTE's columns), as SQL conditions. */
const STATUS_WHERE: Record<OrganiserListStatus, SQL> = {
  approved: sql`org_status = 'approved'`,
  'under-review': sql`org_status = 'approved' and has_changes`,
  pending: sql`org_status <> 'approved' and app_status in ('submitted', 'under_review')`,
  rejected: sql`org_status <> 'approved' and (app_status in ('rejected', 'partially_rejected') or (org_status = 'rejected' and app_status is null))`,
};
const ORDER: Record<OrganiserListStatus, SQL> = {
  pending: sql`submitted_at asc nulls last, id`,
  'under-review': sql`first_change asc nulls last, id`,
  approved: sql`reviewed_at desc nulls last, name, id`,
  rejected: sql`reviewed_at desc nulls last, name, id`,
};


/**
 * Organisers for the staff lists: each with its newest application and its organiser user, filtered by list status
 * and a search over organisation name, PAN, GSTIN, mobile and e-mail.
 */
export class StaffOrganiserRepository {
  constructor(private readonly db: Db) {}

  private base(search: string | undefined): SQL {
    const s = search?.trim();
    const filter = s
      ? sql`where (o.name ilike ${containsPattern(s)}
          or upper(coalesce(a.general_information->>'pan', o.profile->>'pan', '')) = ${s.toUpperCase()}
          or upper(coalesce(a.general_information->>'gstin', '')) = ${s.toUpperCase()}
          or o.profile->'gstNumbers' @> ${JSON.stringify([{ gstin: s.toUpperCase() }])}::jsonb
          or u.mobile like ${containsPattern(s)}
          or u.email ilike ${containsPattern(s)}
          or o.profile->>'email' ilike ${containsPattern(s)})`
      : sql``;
    return sql`with apps as (
        select distinct on (organiser_id) * from organiser_applications where organiser_id is not null order by organiser_id, created_at desc
      ), base as (
        select o.id, o.code, o.name, o.status as org_status, o.profile,
          a.id as app_id, a.status as app_status, a.general_information, a.rejection, a.submitted_at, a.reviewed_at, a.bd_code,
          c.first_change, (c.first_change is not null) as has_changes,
          u.id as user_id, u.email, u.mobile, u.active
        from organisers o
        left join apps a on a.organiser_id = o.id
        left join lateral (
          select min(created_at) as first_change from organiser_change_requests where organiser_id = o.id and status = 'pending'
        ) c on true
        left join lateral (
          select id, email, mobile, active from users
          where organiser_id = o.id and 'organiser' = any(roles)
          order by (id = a.user_id) desc nulls last, created_at limit 1
        ) u on true
        ${filter}
      )`;
  }

  async list(status: OrganiserListStatus, q: { limit: number; offset: number; search?: string | undefined }): Promise<OrganiserListRow[]> {
    return rowsOf<OrganiserListRow>(
      await this.db.execute(sql`${this.base(q.search)}
        select * from base where ${STATUS_WHERE[status]} order by ${ORDER[status]} limit ${q.limit} offset ${q.offset}`),
    );
  }

  /** One organiser's row (whatever its list), or undefined. */
  async byId(id: string): Promise<OrganiserListRow | undefined> {
    const [row] = rowsOf<OrganiserListRow>(await this.db.execute(sql`${this.base(undefined)} select * from base where id = ${id}`));
    return row;
  }

  async counts(search: string | undefined): Promise<Record<OrganiserListStatus, number>> {
    const [row] = rowsOf<Record<string, number>>(
      await this.db.execute(sql`${this.base(search)}
        select count(*) filter (where ${STATUS_WHERE.pending})::int as "pending",
          count(*) filter (where ${STATUS_WHERE.approved})::int as "approved",
          count(*) filter (where ${STATUS_WHERE.rejected})::int as "rejected",
          count(*) filter (where ${STATUS_WHERE['under-review']})::int as "under-review"
        from base`),
    );
    return { pending: row?.pending ?? 0, approved: row?.approved ?? 0, rejected: row?.rejected ?? 0, 'under-review': row?.['under-review'] ?? 0 };
  }
}
