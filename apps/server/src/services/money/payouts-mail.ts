import { formatIstDate, formatPaise, PAYOUT_MESSAGES } from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statements } from '../../db/schema';
import type { JobHandler } from '../jobs/job-queue';
import type { Mailer } from '../messaging';
import { organiserEmail } from '../reports/mail-job';

/** The organiser's "paid" mail, queued in the transaction that marks a statement paid (one job per statement). */
export const PAYOUT_PAID_MAIL_KIND = 'payout.paid-mail';

export function payoutPaidMailJob(d: { db: Db; mailer: Mailer }): JobHandler {
  return async (job, ctx) => {
    const p = job.payload as { statementId: string; mailedAt?: string };
    if (p.mailedAt) return { skipped: 'already mailed' };
    const [st] = await d.db.select().from(statements).where(eq(statements.id, p.statementId));
    if (!st?.number || st.status !== 'PAID' || !st.utr || !st.paidAt) return { skipped: 'statement not paid' };
    const to = await organiserEmail(d.db, st.organiserId);
    if (!to) return { skipped: 'no e-mail for the organiser' };
    const text = [
      `Your settlement statement ${st.number} is paid.`,
      '',
      `Amount: ${formatPaise(st.netPayablePaise)}`,
      `UTR: ${st.utr}`,
      `Paid on: ${formatIstDate(st.paidAt)}`,
      '',
      'Open Payments in your DIY Events console to read the statement.',
    ].join('\n');
    await d.mailer.send({ to, subject: PAYOUT_MESSAGES.paidSubject(st.number), text });
    await ctx.progress({ mailedAt: ctx.now().toISOString() });
    return 'sent';
  };
}
