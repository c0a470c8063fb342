import { PAYMENT_METHODS, type PaymentMethod } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';

/** A session's door sales not voided, by payment method (the session report's "Box office" channel), in PAYMENT_METHODS order. */
export async function paymentMethodSplit(db: Pick<Db, 'execute'>, sessionId: string): Promise<{ method: PaymentMethod; sales: number; tickets: number; amountPaise: number }[]> {
  const rows = rowsOf<{ method: PaymentMethod; sales: number; tickets: number; amount: number }>(
    await db.execute(sql`
      select method, count(*)::int as sales, sum(tickets)::int as tickets, sum(amount_paise)::bigint as amount
      from box_office_sales where session_id = ${sessionId}::uuid and voided_at is null group by method`),
  );
  return PAYMENT_METHODS.map((method) => {
    const r = rows.find((x) => x.method === method);
    return { method, sales: Number(r?.sales ?? 0), tickets: Number(r?.tickets ?? 0), amountPaise: Number(r?.amount ?? 0) };
  });
}
