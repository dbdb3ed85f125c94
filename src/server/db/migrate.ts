import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

type Rows<T> = { rows: T[] };

/**
 * Whether the database already has the newest committed migration: drizzle records each applied
 * migration with its journal timestamp, and applies only those newer than the last recorded. Then
 * a start skips the migrator (reading and hashing every file) and costs two small queries.
 */
async function upToDate(database: Database, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const table = (await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as Rows<{ present: boolean }>;
  if (!table.rows[0]?.present) return false;
  const applied = (await database.db.execute(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )) as unknown as Rows<{ last: string | null }>;
  return Number(applied.rows[0]?.last ?? 0) >= newest;
}

/** Applies the committed drizzle-kit migrations; several instances starting at once take turns. */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (await upToDate(database, migrationsFolder)) return;
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the engine-specific type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the engine-specific type
    await migratePg(tx as any, { migrationsFolder });
  });
}
