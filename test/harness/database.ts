import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite in the `api` project, a new
 * database on the harness's PostgreSQL in `api-pg`. Never a mock. `migrated: false` leaves it empty,
 * for tests that apply migrations themselves.
 */
export async function openTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<Database & { url?: string }> {
  const migrated = options.migrated ?? true;
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({});
    if (migrated) await migrate(database);
    return database;
  }
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = `${serverUrl}/${name}`;
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  if (migrated) await migrate(database);
  return { ...database, url };
}
