// Once per test run: a database migrated and holding the platform data (venues, masters, ticket-type names, the offer
// catalogue), which every test file's database starts from instead of migrating and seeding it again. Those steps
// depend on nothing but the committed migrations and seed code, so a copy is what a file would have built itself;
// the demo data (placed relative to each file's clock) is still seeded per file. PGlite: a data-folder dump in a
// temporary file; PostgreSQL: a template database. Saves ~8 s of PGlite and ~3 s of PostgreSQL setup per file.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedPlatform } from '../src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data-folder dump of the migrated platform database. */
    pgliteTemplate: string;
    /** The PostgreSQL template database's name ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'diy-test-template-'));
  const lite = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(lite);
  await seedPlatform(lite.db);
  const client = (lite.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'platform.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  project.provide('pgliteTemplate', file);

  let template = '';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    template = `diy_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await runMigrations(database);
    await seedPlatform(database.db);
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    }
  };
}
