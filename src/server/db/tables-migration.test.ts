/**
 * Migration 0026 (issue 33, decision 0042): every restaurant's old 'Número de mesas' N becomes
 * tables '1'..'N' in the Salão, so the QR cards already printed (`?mesa=7`) keep naming a table;
 * and the order's write guard refuses a bill that is no longer open. Data is written before the
 * migration runs, on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationBefore } from '../../../test/harness/migration-before';
import type { Database } from './client';
import { pgErrorCode } from './errors';

const TAG = '0026_tables_and_bills';
let migration: MigrationBefore;
let database: Database;

beforeAll(async () => {
  migration = await databaseBefore(TAG);
  database = migration.database;
  await database.db.execute(sql`
    insert into restaurants (id, name, whatsapp, address, email, password_hash, table_count) values
      ('r1', 'Cantina', '5531987654321', 'Rua A, 1', 'a@exemplo.com.br', 'x', 3),
      ('r2', 'Boteco', '5531987654322', 'Rua B, 2', 'b@exemplo.com.br', 'x', 0)`);
  await migration.finish();
}, 120_000);

afterAll(() => migration?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('migration 0026: tables and bills', () => {
  it("makes tables 1..N in the Salão from each restaurant's old count, none for a count of 0", async () => {
    const tables = await rows<{ restaurant_id: string; label: string; area: string; is_active: boolean }>(
      sql`select restaurant_id, label, label_key, area, position, is_active from dining_tables
          order by restaurant_id, position`,
    );
    expect(tables).toEqual(
      ['1', '2', '3'].map((label) => ({
        restaurant_id: 'r1',
        label,
        label_key: label,
        area: 'Salão',
        position: Number(label),
        is_active: true,
      })),
    );
  });

  it('lets an order through the bill guard only while its bill is open', async () => {
    const [table] = await rows<{ id: string }>(sql`select id from dining_tables where label = '1'`);
    await database.db.execute(sql`
      insert into bills (id, restaurant_id, table_id, status, opened_by) values
        ('b-open', 'r1', ${table!.id}, 'conta_pedida', 'cliente'),
        ('b-closed', 'r1', ${table!.id}, 'fechada', 'dono')`);
    expect(await rows(sql`select order_bill_guard('b-open') as bill`)).toEqual([{ bill: 'b-open' }]);
    const closed = await database.db
      .execute(sql`select order_bill_guard('b-closed')`)
      .catch((error) => error);
    expect(pgErrorCode(closed)).toBe('CM410');
    // A second open bill on the same table is refused by the one-open-bill index.
    const twice = await database.db
      .execute(
        sql`insert into bills (id, restaurant_id, table_id, opened_by) values ('b-two', 'r1', ${table!.id}, 'dono')`,
      )
      .catch((error) => error);
    expect(pgErrorCode(twice)).toBe('23505');
  });
});
