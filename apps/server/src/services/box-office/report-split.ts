import { PAYMENT_METHODS, type PaymentMethod } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';

/**
 * A session's door sales not voided, by payment method (the session report's "Box office" channel), in PAYMENT_METHODS
 * order, from report_box_office_sums (kept by triggers on box_office_sales: migration 0027_report_session_sums).
 */
export async function paymentMethodSplit(db: Pick<Db, 'execute'>, sessionId: string): Promise<{ method: PaymentMethod; sales: number; tickets: number; amountPaise: number }[]> {
  const rows = rowsOf<{ method: PaymentMethod; sales: number; tickets: number; amount: number }>(
    await db.execute(sql`
      select method, sales::int as sales, tickets::int as tickets, amount_paise as amount
      from report_box_office_sums where session_id = ${sessionId}::uuid`),
  );
  return PAYMENT_METHODS.map((method) => {
    const r = rows.find((x) => x.method === method);
    return { method, sales: Number(r?.sales ?? 0), tickets: Number(r?.tickets ?? 0), amountPaise: Number(r?.amount ?? 0) };
  });
}
