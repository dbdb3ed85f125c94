import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
    // A migrated database loads the template the project's global set-up migrated once.
    const template = migrated ? inject('pgliteTemplate') : undefined;
    if (template) return openDatabase({ pgliteLoadDataDir: new Blob([readFileSync(template)]) });
    const database = await openDatabase({});
    if (migrated) await migrate(database);
    return database;
  }
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  // A migrated database is a copy of the template the global set-up migrated once.
  const template = migrated ? inject('postgresTemplate') : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = `${serverUrl}/${name}`;
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  if (migrated && !template) await migrate(database);
  return { ...database, url };
}
