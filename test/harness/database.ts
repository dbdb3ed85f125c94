import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite in the `api` project, a new
 * database on the harness's PostgreSQL in `api-pg`. Never a mock.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({});
    await migrate(database);
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
  await migrate(database);
  return { ...database, url };
}
