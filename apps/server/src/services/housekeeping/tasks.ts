import { HOUSEKEEPING_BATCH, type HousekeepingTask } from '@diy/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';
import { OUTBOX_ATTACHMENT_PREFIX } from '../messaging';
import type { FileStorage } from '../storage';

/** What a task needs: the database, the file storage (rows that name files), and where to report files not removed. */
export interface TaskDeps {
  db: Db;
  storage: Pick<FileStorage, 'delete'>;
  log?: FastifyBaseLogger | undefined;
}

/** One run of a task: everything that ended before `cutoff` goes; `now` is the run's clock. */
export interface TaskRun {
  cutoff: Date;
  now: Date;
  /** Asked between batches: false when the job's lease was lost (another worker took it over): stop. */
  stillMine: () => Promise<boolean>;
}

/** Rows removed per table (and files per kind), for the job's record. */
export type TaskResult = Record<string, number>;

const iso = (d: Date) => d.toISOString();

/**
 * Deletes in batches of HOUSEKEEPING_BATCH: `statement` deletes one batch and answers what it deleted (a `key` column
 * when the rows name stored files, removed after their rows so a file is never missing under a row that names it; a
 * file that cannot be removed is logged, and left behind).
 */
async function inBatches(deps: TaskDeps, run: TaskRun, statement: () => SQL, keysOf: (row: Record<string, unknown>) => string[] = () => []): Promise<{ rows: number; files: number }> {
  let rows = 0;
  let files = 0;
  for (;;) {
    const deleted = rowsOf<Record<string, unknown>>(await deps.db.execute(statement()));
    rows += deleted.length;
    for (const key of deleted.flatMap(keysOf)) {
      try {
        await deps.storage.delete(key);
        files += 1;
      } catch (err) {
        deps.log?.warn({ err, key }, 'housekeeping: a stored file was not removed');
      }
    }
    if (deleted.length < HOUSEKEEPING_BATCH || !(await run.stillMine())) return { rows, files };
  }
}

/** The storage keys of the attachments an outbox message lists ('[attachment] name, N bytes: key'). */
export function outboxAttachmentKeys(body: string): string[] {
  const keys: string[] = [];
  const prefix = OUTBOX_ATTACHMENT_PREFIX.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const m of body.matchAll(new RegExp(`^\\[attachment\\] .*?, \\d+ bytes: (${prefix}/\\S+)$`, 'gm'))) keys.push(m[1]!);
  return keys;
}

/**
 * Whether an event shows the image `i`: its storage key in the banner section or on the card of the image's event, or
 * of an edit copy of that event (a copy's draft shows the live event's images).
 */
const REFERENCED = sql.raw(`exists (
  select 1 from events e
  where (e.id = i.event_id or e.source_event_id = i.event_id)
    and (strpos(coalesce((e.sections -> 'banner')::text, ''), i.storage_key) > 0 or strpos(coalesce(e.banner_url, ''), i.storage_key) > 0))`);

/**
 * When an organiser relationship ended, per application (null: it goes on): rejected, at the review; never submitted, at
 * its last change; an organiser whose every account is deactivated, at the last deactivation.
 */
const APPLICATION_ENDED = sql.raw(`(
  select a.id, case
    when a.status = 'rejected' then a.reviewed_at
    when a.submitted_at is null and a.status = 'draft' then a.updated_at
    when a.organiser_id is not null
      and exists (select 1 from users u where u.organiser_id = a.organiser_id)
      and not exists (select 1 from users u where u.organiser_id = a.organiser_id and u.active)
      then (select max(u.updated_at) from users u where u.organiser_id = a.organiser_id)
  end as ended_at
  from organiser_applications a)`);

/** KYC documents (identity, bank, tax) and the signed agreement: the two kinds with their own retention. */
export const KYC_MEDIA = ['pan', 'cheque', 'gst'] as const;
export const AGREEMENT_MEDIA = ['agreement'] as const;

const documentsOf = (media: readonly string[], cutoff: Date) => () => sql`
  delete from organiser_documents where id in (
    select d.id from organiser_documents d join ${APPLICATION_ENDED} ended on ended.id = d.application_id
    where ended.ended_at < ${iso(cutoff)}::timestamptz and d.media in (${sql.join(media.map((m) => sql`${m}`), sql`, `)})
    limit ${HOUSEKEEPING_BATCH})
  returning storage_key as key`;

const keyColumn = (row: Record<string, unknown>) => (typeof row.key === 'string' ? [row.key] : []);

/** Each task's pruning (docs/housekeeping.md). */
export const TASKS: Record<HousekeepingTask, (deps: TaskDeps, run: TaskRun) => Promise<TaskResult>> = {
  async outbox(deps, run) {
    const r = await inBatches(
      deps,
      run,
      () => sql`
        delete from outbox_messages where id in (
          select id from outbox_messages where created_at < ${iso(run.cutoff)}::timestamptz limit ${HOUSEKEEPING_BATCH})
        returning body`,
      (row) => outboxAttachmentKeys(String(row.body ?? '')),
    );
    return { outboxMessages: r.rows, attachments: r.files };
  },

  async oneTimeCodes(deps, run) {
    const cutoff = iso(run.cutoff);
    const codes = await inBatches(deps, run, () => sql`
      delete from otp_challenges where id in (
        select id from otp_challenges where coalesce(used_at, expires_at) < ${cutoff}::timestamptz limit ${HOUSEKEEPING_BATCH})
      returning 1`);
    const resets = await inBatches(deps, run, () => sql`
      delete from reset_sessions where token_hash in (
        select token_hash from reset_sessions where coalesce(used_at, expires_at) < ${cutoff}::timestamptz limit ${HOUSEKEEPING_BATCH})
      returning 1`);
    const sends = await inBatches(deps, run, () => sql`
      delete from otp_sends where id in (select id from otp_sends where sent_at < ${cutoff}::timestamptz limit ${HOUSEKEEPING_BATCH})
      returning 1`);
    return { oneTimeCodes: codes.rows, resetSessions: resets.rows, codeSends: sends.rows };
  },

  // Ended: revoked (logout, password reset) or expired, whichever came first (least() passes over a null).
  async sessions(deps, run) {
    const r = await inBatches(deps, run, () => sql`
      delete from auth_sessions where id in (
        select id from auth_sessions where least(revoked_at, expires_at) < ${iso(run.cutoff)}::timestamptz limit ${HOUSEKEEPING_BATCH})
      returning 1`);
    return { sessions: r.rows };
  },

  async idempotencyKeys(deps, run) {
    const r = await inBatches(deps, run, () => sql`
      delete from scan_idempotency where ctid in (
        select ctid from scan_idempotency where created_at < ${iso(run.cutoff)}::timestamptz limit ${HOUSEKEEPING_BATCH})
      returning 1`);
    return { idempotencyKeys: r.rows };
  },

  async unattachedUploads(deps, run) {
    const r = await inBatches(
      deps,
      run,
      () => sql`
        delete from event_images where id in (
          select i.id from event_images i
          where i.attached_at is null and i.created_at < ${iso(run.cutoff)}::timestamptz and not ${REFERENCED}
          limit ${HOUSEKEEPING_BATCH})
        returning storage_key as key`,
      keyColumn,
    );
    return { images: r.rows, files: r.files };
  },

  async supersededImages(deps, run) {
    // Images in use again (an edit put back) lose their mark; attached images no event shows any more get one.
    await deps.db.execute(sql`update event_images i set superseded_at = null where i.superseded_at is not null and ${REFERENCED}`);
    const marked = rowsOf(
      await deps.db.execute(sql`
        update event_images i set superseded_at = ${iso(run.now)}::timestamptz
        where i.attached_at is not null and i.superseded_at is null and not ${REFERENCED}
        returning 1`),
    ).length;
    const r = await inBatches(
      deps,
      run,
      () => sql`
        delete from event_images where id in (
          select i.id from event_images i where i.superseded_at < ${iso(run.cutoff)}::timestamptz and not ${REFERENCED}
          limit ${HOUSEKEEPING_BATCH})
        returning storage_key as key`,
      keyColumn,
    );
    return { marked, images: r.rows, files: r.files };
  },

  async kycDocuments(deps, run) {
    const r = await inBatches(deps, run, documentsOf(KYC_MEDIA, run.cutoff), keyColumn);
    return { documents: r.rows, files: r.files };
  },

  async agreements(deps, run) {
    const r = await inBatches(deps, run, documentsOf(AGREEMENT_MEDIA, run.cutoff), keyColumn);
    return { agreements: r.rows, files: r.files };
  },
};
