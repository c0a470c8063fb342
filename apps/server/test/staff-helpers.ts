import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { api, login } from './helpers';

export interface StaffTokens {
  reviewer: string;
  admin: string;
}

/** Logs the demo reviewer and admin in (password + the second step's code from the outbox). */
export async function staffTokens(app: FastifyInstance): Promise<StaffTokens> {
  return { reviewer: await login(app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD), admin: await login(app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD) };
}

type Method = 'GET' | 'PUT' | 'POST';
/** A staff call under /api with a token. */
export function staffCall(app: FastifyInstance, token: string | undefined, method: Method, url: string, payload?: unknown, headers?: Record<string, string>) {
  return api(app, { method, url: `/api${url}`, ...(token ? { token } : {}), ...(payload !== undefined ? { payload: payload as object } : {}), ...(headers ? { headers } : {}) });
}

/** The audit entries of an action on a target (newest first), through the admin route. */
export async function auditOf(app: FastifyInstance, adminToken: string, query: Record<string, string>) {
  const res = await staffCall(app, adminToken, 'GET', `/proxy/diy/v1/audit-log?${new URLSearchParams(query).toString()}`);
  if (res.statusCode !== 200) throw new Error(`audit-log ${res.statusCode} ${res.body}`);
  return res.json().data.list as { action: string; targetType: string; targetId: string; actorName: string; actorRoles: string[]; before: any; after: any; at: string }[];
}
