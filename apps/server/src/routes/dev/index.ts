import { envelopeSchema, formatIstDateTime, outboxSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { eq } from 'drizzle-orm';
import { otpSends, type OutboxRow } from '../../db/schema';
import { errorResponses, ok } from '../../http/envelope';
import { demoBookingRoutes } from './demo-bookings';
import { DEV_TOKEN_PARAM, devGuard } from './guard';
import { devFaultRoutes, type FaultSwitch } from './faults';
import { devJobRoutes } from './jobs';

export const OUTBOX_PAGE_PATH = '/dev/outbox/page';
const query = z.object({ to: z.string().trim().max(200).optional() });
const pageQuery = query.extend({ [DEV_TOKEN_PARAM]: z.string().max(100).optional() });

export interface DevRoutesOptions {
  /** This start's development token: requests that are not straight from this machine must carry it. */
  token: string;
  /** Given (DIY_FAULTS=on): the fault switch's routes are added. */
  faults?: FaultSwitch;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * Development and demo only (never registered with NODE_ENV=production): what the local SMS and mail
 * adapters "sent", as JSON for tests and as a small page for people; the scheduled-jobs and publish shortcuts; the
 * demo bookings. Every one answers only requests straight from this machine or carrying the token (`guard.ts`).
 */
export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, opts) => {
  app.addHook('onRequest', devGuard(opts.token));
  await app.register(devJobRoutes);
  await app.register(demoBookingRoutes);
  if (opts.faults) await app.register(devFaultRoutes, { faults: opts.faults });

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages in the local outbox, newest first (at most 50), optionally for one recipient',
        security: [{ appCode: [] }],
        querystring: query,
        response: { 200: envelopeSchema(outboxSchema), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const rows = await app.services.outbox.list(request.query.to);
      return ok({ messages: rows.map(({ seq: _seq, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
    },
  );

  // End-to-end journeys log the same demo staff in many times within 15 minutes; they clear the number's send
  // history (the code rate limit) before asking for a code. The limit itself is tested in the server suite.
  app.delete(
    '/dev/otp-sends',
    {
      schema: {
        tags: ['dev'],
        summary: "Forget a destination's code sends, so the send limit starts afresh (development only)",
        security: [{ appCode: [] }],
        querystring: z.object({ to: z.string().trim().min(1).max(200) }),
        response: { 200: envelopeSchema(z.object({ cleared: z.number().int() })), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const rows = await app.database.db.delete(otpSends).where(eq(otpSends.destination, request.query.to)).returning({ id: otpSends.id });
      return ok({ cleared: rows.length });
    },
  );

  app.get(
    OUTBOX_PAGE_PATH,
    { schema: { hide: true, querystring: pageQuery } },
    async (request, reply) => {
      const to = request.query.to ?? '';
      const rows = await app.services.outbox.list(to || undefined);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
        .header('cache-control', 'no-store')
        .send(outboxPage(to, rows, request.query[DEV_TOKEN_PARAM]));
    },
  );
};

/** The page; opened with the development token in its address (from another device), its links keep it. */
function outboxPage(to: string, rows: OutboxRow[], token: string | undefined): string {
  const keep = token ? `<input type="hidden" name="${DEV_TOKEN_PARAM}" value="${escapeHtml(token)}">` : '';
  const showAll = token ? `?${DEV_TOKEN_PARAM}=${encodeURIComponent(token)}` : '?';
  const items = rows
    .map((r) => {
      const code = /\b\d{6}\b/.exec(r.body)?.[0];
      return `<tr>
  <td class="when">${escapeHtml(formatIstDateTime(r.createdAt))}</td>
  <td><span class="chip">${escapeHtml(r.channel === 'sms' ? 'SMS' : 'E-mail')}</span></td>
  <td>${escapeHtml(r.to)}</td>
  <td>${code ? `<strong class="code">${escapeHtml(code)}</strong>` : ''}${r.subject ? `<div class="subject">${escapeHtml(r.subject)}</div>` : ''}<div>${escapeHtml(r.body)}</div></td>
</tr>`;
    })
    .join('\n');
  const empty = `<p class="empty">No messages${to ? ` for ${escapeHtml(to)}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · DIY Events (development)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1d2330; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  p.note { margin: 0 0 16px; color: #4a5365; }
  form { display: flex; gap: 8px; margin-bottom: 16px; flex-wrap: wrap; }
  label { position: absolute; left: -9999px; }
  input { flex: 1; min-width: 220px; font: inherit; padding: 10px 12px; border: 1px solid #9aa3b2; border-radius: 6px; }
  button, a.button { font: inherit; padding: 10px 16px; border-radius: 6px; border: 0; background: #3446c9; color: #fff; text-decoration: none; cursor: pointer; }
  a.button { background: #e4e7ee; color: #1d2330; }
  input:focus, button:focus, a:focus { outline: 3px solid #7f8cf0; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 8px; overflow: hidden; }
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e4e7ee; vertical-align: top; overflow-wrap: anywhere; }
  th { background: #eef0f5; font-size: .875rem; }
  td.when { white-space: nowrap; color: #4a5365; font-size: .875rem; }
  .chip { font-size: .75rem; padding: 2px 8px; border-radius: 999px; background: #e4e7ee; }
  .code { font: 600 1.25rem/1.4 ui-monospace, monospace; letter-spacing: .1em; display: block; }
  .subject { font-weight: 600; }
  .empty { padding: 24px; background: #fff; border-radius: 8px; }
</style>
</head>
<body>
<main>
  <h1>Outbox</h1>
  <p class="note">Codes and e-mails the local adapters would have sent (development and demo only), newest first.</p>
  <form method="get" action="">
    <label for="to">Mobile number or e-mail</label>
    <input id="to" name="to" value="${escapeHtml(to)}" placeholder="Filter by mobile number or e-mail" autocomplete="off">
    ${keep}<button type="submit">Filter</button>
    <a class="button" href="${escapeHtml(showAll)}">Show all</a>
  </form>
  ${rows.length === 0 ? empty : `<table>
<thead><tr><th scope="col">Sent (IST)</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Message</th></tr></thead>
<tbody>
${items}
</tbody>
</table>`}
</main>
</body>
</html>`;
}
