import { loadConfig } from '../config';
import { openDatabase, pgliteDirFor } from '../db/client';
import { runMigrations } from '../db/migrate';
import { runSeed } from './index';

/** `npm run seed -w @diy/server`: migrate, then seed the configured database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    const migration = await runMigrations(database);
    const result = await runSeed(database.db);
    console.log(`Seeded ${database.engine} (migration ${migration}):`, result);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
