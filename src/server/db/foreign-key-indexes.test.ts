import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness/database';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the migrated schema', () => {
  it('has an index leading with the columns of every foreign key', async () => {
    // A foreign key is covered when some index (or primary key) starts with exactly its columns.
    const result = await database.db.execute(sql`
      select c.conrelid::regclass::text as table_name, c.conname as constraint_name
      from pg_constraint c
      where c.contype = 'f'
        and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey
        )
      order by 1, 2`);
    const rows = (result as unknown as { rows: { table_name: string; constraint_name: string }[] }).rows;
    expect(rows).toEqual([]);
  });
});
