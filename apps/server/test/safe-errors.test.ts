import { Writable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app';
import { errorHandlerPlugin } from '../src/plugins/error-handler';
import { describeFailure, safeError } from '../src/safe-errors';
import { createTestDatabase, describeEngines, type TestDatabase } from './helpers';

/** The errors a failed insert of a password hash raises on the engine: a unique violation and a not-null violation. */
async function failedInserts(testDb: TestDatabase, passwordHash: string): Promise<unknown[]> {
  const { db } = testDb.database;
  await db.execute(sql`create table accounts (mobile text unique, name text not null, password_hash text)`);
  await db.execute(sql`insert into accounts values (${'9000000005'}, ${'Naveen'}, ${passwordHash})`);
  const thrown: unknown[] = [];
  await db.execute(sql`insert into accounts values (${'9000000005'}, ${'Naveen'}, ${passwordHash})`).catch((err: unknown) => thrown.push(err));
  // PostgreSQL quotes the whole failing row in `detail` here, the hash included.
  await db.execute(sql`insert into accounts values (${'9000000009'}, ${null}, ${passwordHash})`).catch((err: unknown) => thrown.push(err));
  expect(thrown).toHaveLength(2);
  return thrown;
}

describeEngines('errors written to logs and the console on %s', (engine) => {
  let testDb: TestDatabase;
  let passwordHash: string;
  let thrown: unknown[];
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    passwordHash = await hash('Demo@2026');
    thrown = await failedInserts(testDb, passwordHash);
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('the start-up failure names the query, the constraint and the frames, never a parameter or a row', () => {
    const [unique, notNull] = thrown;
    // What the old failure path printed (console.error of the error) carries the hash.
    expect(String((unique as Error).message)).toContain(passwordHash);
    const text = describeFailure(unique);
    expect(text).toMatch(/^Failed to start: \w+: Failed query: insert into accounts values \(\$1, \$2, \$3\)\n/);
    expect(text).toMatch(/Caused by: .*duplicate key value violates unique constraint "accounts_mobile_key".*\(code 23505/);
    expect(text).toContain('constraint accounts_mobile_key');
    expect(text).toMatch(/\n\s+at /);
    for (const err of [unique, notNull]) {
      const out = `${describeFailure(err)}\n${JSON.stringify(safeError(err))}`;
      expect(out).not.toContain(passwordHash);
      expect(out).not.toContain('$argon2id$');
      expect(out).not.toContain('9000000005');
      expect(out).not.toContain('Naveen');
    }
    expect(describeFailure(notNull)).toMatch(/null value in column "name".*violates not-null constraint/);
  });

  it('the API log of an unhandled failure keeps the message and the code, never the parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    await app.register(errorHandlerPlugin);
    app.get('/boom', async () => {
      throw thrown[0];
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('accounts_mobile_key');
    expect(logged).toContain('23505');
    expect(logged).not.toContain(passwordHash);
    expect(logged).not.toContain('$argon2id$');
    expect(logged).not.toContain('9000000005');
  });
});

describe('safeError', () => {
  it('drops properties named like credentials and keeps the chain', () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED', port: 6379, password: 'hunter2hunter2' });
    const outer = Object.assign(new Error('Redis unavailable', { cause: inner }), { apiKey: 'k3y-k3y-k3y', token: 't0k3n' });
    const safe = safeError(outer);
    expect(safe).toMatchObject({ type: 'Error', message: 'Redis unavailable', cause: { code: 'ECONNREFUSED', port: 6379 } });
    expect(JSON.stringify(safe)).not.toMatch(/hunter2|k3y-k3y|t0k3n/);
    expect(safeError('a thrown string with a secret')).toEqual({ type: 'string', message: 'non-error thrown (string)', stack: '' });
  });
});
