/**
 * For a migration's data test: an empty test database migrated up to just before the migration
 * `tag` (a copy of the migrations folder whose journal stops there), so the test writes rows as the
 * older schema held them, then `finish()` applies the rest as `npm start` would.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { MIGRATIONS_DIR } from '../../src/server/paths';
import { openTestDatabase } from './database';

export interface MigrationBefore {
  database: Database;
  /** Applies every migration from `tag` on. */
  finish(): Promise<void>;
  /** The rows a query answers. */
  rows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

export async function databaseBefore(tag: string): Promise<MigrationBefore> {
  const before = mkdtempSync(path.join(os.tmpdir(), `comanda-${tag.slice(0, 4)}-`));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`migration ${tag} is not in the journal`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  const database = await openTestDatabase({ migrated: false });
  await migrate(database, before);
  return {
    database,
    finish: () => migrate(database),
    rows: async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows,
    async close() {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    },
  };
}
