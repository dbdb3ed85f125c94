import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { type Database, openDatabase } from './client';
import { migrate } from './migrate';

const folder = mkdtempSync(path.join(os.tmpdir(), 'comanda-migrations-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migrate', () => {
  it('skips an up-to-date database and applies a migration newer than the last one applied', async () => {
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    database = await openDatabase({});
    await migrate(database, folder);
    await migrate(database, folder); // up to date: nothing to do, nothing fails

    // A later release adds a migration: the next start applies it.
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_probe' });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(path.join(folder, '9999_probe.sql'), 'CREATE TABLE "migration_probe" ("id" integer);');
    await migrate(database, folder);

    const probe = (await database.db.execute(
      sql`select to_regclass('migration_probe') is not null as present`,
    )) as unknown as { rows: { present: boolean }[] };
    expect(probe.rows[0]?.present).toBe(true);
  });
});
