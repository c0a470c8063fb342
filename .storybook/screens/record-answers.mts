// Records the API answers the screen stories are served (npm run record:screens). The answers come from the real
// server on the demo seed, the same data the API and end-to-end tests run against, so a screen story shows what the
// app shows; the API layer parses every answer with the domain's schemas when a story renders.
//   requests.json  which requests each demo account's screens make ('GET /api/...'), grown as stories are added
//   answers.json   what the server answered, with the instant it was recorded (the stories' frozen clock)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { startRealServer } from '../../packages/api/src/testing/real-server';

type Account = keyof typeof DEMO_ACCOUNTS;
const here = dirname(fileURLToPath(import.meta.url));
const requests = JSON.parse(readFileSync(join(here, 'requests.json'), 'utf8')) as Partial<Record<Account, string[]>>;

const server = await startRealServer({ bookings: true });
const recordedAt = new Date().toISOString();
const accounts: Record<string, Record<string, { status: number; body: unknown }>> = {};
try {
  for (const [account, list] of Object.entries(requests) as [Account, string[]][]) {
    const token = await server.login(DEMO_ACCOUNTS[account].email, DEMO_PASSWORD);
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const request of list) {
      const [method, url] = request.split(' ') as [string, string];
      const res = await server.app.inject({
        method: method as 'GET',
        url,
        headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}` },
      });
      answers[request] = { status: res.statusCode, body: res.json() };
      if (res.statusCode >= 400) console.warn(`${account} ${request}: ${res.statusCode}`);
    }
    accounts[account] = answers;
  }
} finally {
  await server.close();
}
writeFileSync(join(here, 'answers.json'), `${JSON.stringify({ recordedAt, accounts }, null, 1)}\n`);
console.log(`Recorded ${Object.values(accounts).reduce((n, a) => n + Object.keys(a).length, 0)} answers at ${recordedAt}`);
