import { isProduction, loadConfig } from '../config';
import { openDatabase, pgliteDirFor } from '../db/client';
import { runMigrations } from '../db/migrate';
import { describeFailure } from '../safe-errors';
import { seedDemo, seedPlatform } from './index';

/**
 * `npm run seed -w @diy/server`: migrate, then seed the configured database as a start would (the platform data, and
 * the demo data unless NODE_ENV=production). `-- --demo` (root: `npm run seed:demo`) adds the demo data in any mode:
 * the demo accounts with their published password and the demo sales key, so never on a database with real users.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const demo = process.argv.includes('--demo') || !isProduction(config.nodeEnv);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    const migration = await runMigrations(database);
    await seedPlatform(database.db);
    const result = demo ? await seedDemo(database.db) : 'platform data only (NODE_ENV=production; --demo adds the demo data)';
    console.log(`Seeded ${database.engine} (migration ${migration}):`, result);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(describeFailure(err, 'Seeding failed'));
  process.exit(1);
});
