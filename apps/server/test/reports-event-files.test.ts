import { DEMO_ACCOUNTS, EVENT_REPORT_COLUMNS, REPORT_COLUMNS, reportDateTime, reportEmailAnswerSchema } from '@diy/domain';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { api, describeEngines, outbox, useTestApp } from './helpers';
import { buildFixture, get, parseCsv, type Fixture, type FixtureSession } from './report-helpers';

/**
 * The whole event's report (issue 34): downloaded as CSV or XLSX and e-mailed like a session's, through the same row
 * reader, writers and durable mail job: every show's rows, show by show, each led by its show's IST date and time.
 */
describeEngines('the whole event report on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  const sessionCsv = async (s: FixtureSession) => {
    const res = await get(ctx.app, `/api/reports/download/v1/venue/${s.venueCode}/event/${f.eventCode}/session/${s.id}/format/csv`, f.tokens.organiser);
    expect(res.statusCode, res.body).toBe(200);
    return parseCsv(res.rawPayload.subarray(3).toString('utf8'));
  };

  beforeAll(async () => {
    f = await buildFixture(ctx);
  });

  it('downloads every show as one CSV: the sessions\' rows, each led by its show', async () => {
    const res = await get(ctx.app, `/api/reports/download/v1/event/${f.eventCode}/format/csv`, f.tokens.organiser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toMatch(new RegExp(`filename="${f.eventCode}_[a-z0-9-]+_all-shows_on-\\d\\d-\\d\\d-\\d{4}\\.csv"`));
    const [head, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(head).toEqual(EVENT_REPORT_COLUMNS.map((c) => c.header));
    const expected: string[][] = [];
    for (const s of Object.values(f.sessions).sort((a, b) => a.showTime.getTime() - b.showTime.getTime())) {
      const [sessionHead, ...sessionRows] = await sessionCsv(s);
      expect(sessionHead).toEqual(REPORT_COLUMNS.map((c) => c.header));
      expected.push(...sessionRows.map((r) => [reportDateTime(s.showTime), ...r]));
    }
    expect(expected.length).toBeGreaterThan(0);
    expect([...rows].sort()).toEqual([...expected].sort());
  });

  it('downloads every show as one XLSX with the same rows', async () => {
    const res = await get(ctx.app, `/api/reports/download/v1/event/${f.eventCode}/format/xlsx`, f.tokens.reportUser);
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Show (IST)');
    const csv = await get(ctx.app, `/api/reports/download/v1/event/${f.eventCode}/format/csv`, f.tokens.reportUser);
    expect(sheet.rowCount).toBe(parseCsv(csv.rawPayload.subarray(3).toString('utf8')).length);
  });

  it('mails the whole event to the organiser through the durable mail job', async () => {
    const res = await get(ctx.app, `/api/reports/email/v1/event/${f.eventCode}/format/csv`, f.tokens.organiser);
    expect(res.statusCode, res.body).toBe(200);
    const answer = reportEmailAnswerSchema.parse(res.json().data);
    expect(answer.to).toBe(DEMO_ACCOUNTS.organiser.email);
    const run = await api(ctx.app, { method: 'POST', url: '/api/dev/jobs/run-due', payload: {} });
    expect(run.json().data).toMatchObject({ sent: 1 });
    const mails = (await outbox(ctx.app, DEMO_ACCOUNTS.organiser.email)).filter((m) => m.subject?.endsWith(', all shows'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('all its shows');
    expect(mails[0]!.body).toMatch(/Tickets sold: [\d,]+ \(cancelled: [\d,]+\)/);
    expect(mails[0]!.body).toMatch(new RegExp(`\\[attachment\\] ${f.eventCode}_[a-z0-9-]+_all-shows_on-[\\d-]+\\.csv`));
  });

  it("another organiser's event is refused, and nothing is queued", async () => {
    for (const url of [`/api/reports/download/v1/event/${f.other.eventCode}/format/csv`, `/api/reports/email/v1/event/${f.other.eventCode}/format/csv`]) {
      const res = await get(ctx.app, url, f.tokens.organiser);
      expect(res.statusCode, url).toBe(404);
    }
    for (const url of [`/api/reports/download/v1/event/${f.eventCode}/format/xlsx`, `/api/reports/email/v1/event/${f.eventCode}/format/csv`]) {
      expect((await get(ctx.app, url, f.tokens.organiser2)).statusCode, url).toBe(404);
    }
  });
});
