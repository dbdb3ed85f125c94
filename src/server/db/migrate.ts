import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/** Applies the committed drizzle-kit migrations; several instances starting at once take turns. */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the engine-specific type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the engine-specific type
    await migratePg(tx as any, { migrationsFolder });
  });
}
