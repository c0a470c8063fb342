import { formatIsoDate, formatPaise, SETTLEMENT_MESSAGES, STATEMENT_SWEEP_MS } from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statements } from '../../db/schema';
import type { JobHandler, JobQueue, Tx } from '../jobs/job-queue';
import type { Mailer } from '../messaging';
import { organiserEmail } from '../reports/mail-job';
import { StatementIssuer } from './statement-issuer';

export const STATEMENTS_SWEEP_KIND = 'statements.sweep';
export const STATEMENT_MAIL_KIND = 'statement.mail';
/** Statements handled between two checks that the sweep still holds its job's lease. */
const LEASE_CHECK_EVERY = 100;

export interface SweepResult {
  created: number;
  issued: number;
  held: number;
}

/**
 * The statements job (docs/settlements.md) on the scheduled-jobs table: every STATEMENT_SWEEP_MS it makes the drafts
 * of sessions that are over (or cancelled) and issues them, or holds them with the reason; then it enqueues its next
 * run (one job per run time: several processes enqueue the same key once). Each statement is made once (unique
 * session) and issued once (the issuer locks it), whichever worker runs, and a restart starts over where it stopped.
 * Issuing enqueues the organiser's mail in the same transaction.
 */
export class StatementJobs {
  readonly issuer: StatementIssuer;

  constructor(
    private readonly d: { db: Db; queue: JobQueue; mailer: Mailer; now: () => Date },
  ) {
    this.issuer = new StatementIssuer(d.db, (tx, id) => this.enqueueMail(tx, id, 'issued'));
    d.queue.register(STATEMENTS_SWEEP_KIND, this.sweepJob);
    d.queue.register(STATEMENT_MAIL_KIND, this.mailJob);
  }

  /** The sweep's job at the next run time after `at` (idempotent by key). */
  async schedule(at: Date, tx?: Tx): Promise<string> {
    const runAt = new Date(Math.ceil(at.getTime() / STATEMENT_SWEEP_MS) * STATEMENT_SWEEP_MS);
    return this.d.queue.enqueue({ kind: STATEMENTS_SWEEP_KIND, dedupeKey: `${STATEMENTS_SWEEP_KIND}:${runAt.toISOString()}`, runAt, payload: {} }, tx);
  }

  /** Makes and issues every statement due at `now`; `stillMine` is asked now and then (false: stop, the job was taken over). */
  async sweep(now: Date, stillMine: () => Promise<boolean> = async () => true, batch = 500): Promise<SweepResult> {
    const result: SweepResult = { created: 0, issued: 0, held: 0 };
    let handled = 0;
    const check = async () => (++handled % LEASE_CHECK_EVERY === 0 ? stillMine() : true);
    for (;;) {
      const due = await this.issuer.sessionsDue(now, batch);
      if (due.length === 0) break;
      for (const id of due) {
        if ((await this.issuer.createDraft(id, now)) !== null) result.created += 1;
        if (!(await check())) return result;
      }
      if (due.length < batch) break;
    }
    const seen = new Set<string>();
    for (;;) {
      const ids = (await this.issuer.toIssue(now, batch)).filter((id) => !seen.has(id));
      if (ids.length === 0) break;
      for (const id of ids) {
        seen.add(id);
        const outcome = await this.issuer.issue(id, now);
        if ('issued' in outcome) result.issued += 1;
        else if ('held' in outcome) result.held += 1;
        if (!(await check())) return result;
      }
    }
    return result;
  }

  readonly sweepJob: JobHandler = async (job, ctx) => {
    const now = ctx.now();
    const result = await this.sweep(now, () => ctx.progress({ lastCheck: now.toISOString() }));
    await ctx.progress({ ...result });
    await this.schedule(new Date(now.getTime() + 1));
    return 'sent';
  };

  private async enqueueMail(tx: Tx, statementId: string, event: 'issued'): Promise<void> {
    await this.d.queue.enqueue({ kind: STATEMENT_MAIL_KIND, dedupeKey: `${STATEMENT_MAIL_KIND}:${statementId}:${event}`, runAt: this.d.now(), payload: { statementId, event } }, tx);
  }

  readonly mailJob: JobHandler = async (job, ctx) => {
    const p = job.payload as { statementId: string; event: string; mailedAt?: string };
    if (p.mailedAt) return { skipped: 'already mailed' };
    const [st] = await this.d.db.select().from(statements).where(eq(statements.id, p.statementId));
    if (!st?.number) return { skipped: 'statement not issued' };
    const to = await organiserEmail(this.d.db, st.organiserId);
    if (!to) return { skipped: 'no e-mail for the organiser' };
    const lines = [
      `Your settlement statement ${st.number} is issued.`,
      '',
      `Net payable: ${formatPaise(st.netPayablePaise)}`,
      ...(st.carriedOutPaise > 0 ? [`Carried forward to your next statement: ${formatPaise(st.carriedOutPaise)}`] : []),
      `Due by: ${formatIsoDate(st.dueDate)}`,
      '',
      'Open Payments in your DIY Events console to read it and download the statement and the tax invoice.',
    ];
    await this.d.mailer.send({ to, subject: SETTLEMENT_MESSAGES.statementIssuedSubject(st.number), text: lines.join('\n') });
    await ctx.progress({ mailedAt: ctx.now().toISOString() });
    return 'sent';
  };
}
