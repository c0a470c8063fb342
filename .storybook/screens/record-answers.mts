// Records the API answers the screen stories are served (npm run record:screens). The answers come from the real
// server on the demo seed, the same data the API and end-to-end tests run against, so a screen story shows what the
// app shows; the API layer parses every answer with the domain's schemas when a story renders.
//   requests.json  which requests each demo account's screens make, grown as stories are added: 'GET /api/...', or
//                  { request, body?, headers?, bind? } where `bind` names ids taken from this answer (a path in its
//                  body: 'data.results.0.sessionId', or 'data.results.[title=Tumhari Amrita].draftId' for the first
//                  item with that field) and later requests use them as {name} in their address, body or headers
//   answers.json   what the server answered, with the instant it was recorded (the stories' frozen clock) and the
//                  bound ids (the harness exports them as SCREEN_IDS, so stories build their paths from them)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { startRealServer } from '../../packages/api/src/testing/real-server';
import { boundValue, resolveIds, type RecordedRequest } from './bind-ids';

type Account = keyof typeof DEMO_ACCOUNTS;
const here = dirname(fileURLToPath(import.meta.url));
const requests = JSON.parse(readFileSync(join(here, 'requests.json'), 'utf8')) as Partial<Record<Account, RecordedRequest[]>>;

const server = await startRealServer({ bookings: true });
const recordedAt = new Date().toISOString();
const accounts: Record<string, Record<string, { status: number; body: unknown }>> = {};
// Ids bound from earlier answers, shared by every later request (of any account, in the file's order).
const ids: Record<string, string> = {};
try {
  for (const [account, list] of Object.entries(requests) as [Account, RecordedRequest[]][]) {
    const token = await server.login(DEMO_ACCOUNTS[account].email, DEMO_PASSWORD);
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const entry of list) {
      if (typeof entry !== 'string' && 'submitForReview' in entry) {
        await server.submitForReview(resolveIds({ request: entry.submitForReview }, ids).request);
        continue;
      }
      const { request, body, headers = {}, bind = {} } = resolveIds(typeof entry === 'string' ? { request: entry } : entry, ids);
      const [method, url] = request.split(' ') as [string, string];
      const res = await server.app.inject({
        method: method as 'GET',
        url,
        headers: { ...headers, [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      const answer = res.json() as unknown;
      answers[request] = { status: res.statusCode, body: answer };
      if (res.statusCode >= 400) console.warn(`${account} ${request}: ${res.statusCode}`);
      for (const [name, path] of Object.entries(bind)) ids[name] = boundValue(answer, path, `${account} ${request}`);
    }
    accounts[account] = answers;
  }
} finally {
  await server.close();
}
writeFileSync(join(here, 'answers.json'), `${JSON.stringify({ recordedAt, ids, accounts }, null, 1)}\n`);
console.log(
  `Recorded ${Object.values(accounts).reduce((n, a) => n + Object.keys(a).length, 0)} answers and ${Object.keys(ids).length} ids at ${recordedAt}`,
);
