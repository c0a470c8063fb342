// The statements job alone, in a process of its own (bench/statements.ts starts it): the sweep over every session due
// on BENCH_STATEMENTS_URL, then one JSON line with its time, what it made and the process's peak memory (max RSS).
import { openDatabase } from '../apps/server/src/db/client';
import { JobQueue } from '../apps/server/src/services/jobs/job-queue';
import { StatementJobs } from '../apps/server/src/services/money/statements-job';

const url = process.env.BENCH_STATEMENTS_URL;
if (!url) throw new Error('Set BENCH_STATEMENTS_URL');
const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
const now = () => new Date();
const queue = new JobQueue(database.db, now);
const jobs = new StatementJobs({ db: database.db, queue, mailer: { kind: 'none', send: async () => undefined }, now });
const t0 = performance.now();
let handled = 0;
// The sweep asks every 100 statements whether it still holds its lease: a progress line every 1,000.
const result = await jobs.sweep(now(), async () => {
  handled += 100;
  if (handled % 1000 === 0) console.error(JSON.stringify({ handled, seconds: +((performance.now() - t0) / 1000).toFixed(1), rssMiB: Math.round(process.memoryUsage().rss / 1048576) }));
  return true;
});
const seconds = (performance.now() - t0) / 1000;
const again = performance.now();
const second = await jobs.sweep(now());
console.log(JSON.stringify({ ...result, seconds: +seconds.toFixed(1), perStatementMs: +((seconds * 1000) / Math.max(1, result.created)).toFixed(2), secondSweep: { ...second, seconds: +((performance.now() - again) / 1000).toFixed(2) }, maxRssMiB: +(process.resourceUsage().maxRSS / 1024).toFixed(0) }));
await database.close();
