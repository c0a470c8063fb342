import { BOX_OFFICE_PATHS, type BoxOfficeSale, type SaleAnswer, type SellContext, type ShiftReport } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { api } from './helpers';

export type Json = Record<string, unknown>;

export function boCall(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) {
  return api(app, { method, url: `/api${path}`, token, ...(payload !== undefined ? { payload: payload as Json } : {}) });
}

export async function sellContext(app: FastifyInstance, token: string, sessionId: string): Promise<SellContext> {
  const res = await boCall(app, token, 'GET', BOX_OFFICE_PATHS.sell(sessionId));
  if (res.statusCode !== 200) throw new Error(`sell context: ${res.statusCode} ${res.body}`);
  return res.json().data as SellContext;
}

export async function openShift(app: FastifyInstance, token: string, sessionId: string, openingFloatPaise = 2_000_00): Promise<ShiftReport> {
  const res = await boCall(app, token, 'POST', BOX_OFFICE_PATHS.shifts, { sessionId, openingFloatPaise });
  if (res.statusCode !== 201) throw new Error(`open shift: ${res.statusCode} ${res.body}`);
  return res.json().data as ShiftReport;
}

let n = 0;
/** A sale body: `quantity` tickets of `code` at `unitPaise`, paid by `payment`. */
export function saleBody(code: string, quantity: number, unitPaise: number, payment: BoxOfficeSale['payment'], extra: Partial<BoxOfficeSale> = {}): Json {
  n += 1;
  return { clientSaleId: `sale-${Date.now().toString(36)}-${n}`, ticketTypeCode: code, quantity, amountPaise: unitPaise * quantity, payment, ...extra };
}

export async function sell(app: FastifyInstance, token: string, shiftId: string, body: Json): Promise<SaleAnswer> {
  const res = await boCall(app, token, 'POST', BOX_OFFICE_PATHS.sales(shiftId), body);
  if (res.statusCode !== 201) throw new Error(`sale: ${res.statusCode} ${res.body}`);
  return res.json().data as SaleAnswer;
}
