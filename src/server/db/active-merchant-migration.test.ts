/**
 * Migration 0048 (decision 0068): one active link holds a partner store. Rows written before the
 * check existed may name one store in two restaurants: the first to link keeps it, the others are
 * turned off with the reason, and then the database refuses a second active link. Data is written
 * before the migration runs, on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationBefore } from '../../../test/harness/migration-before';
import type { Database } from './client';
import { pgErrorCode } from './errors';

const TAG = '0048_partner_active_merchant_unique';
let migration: MigrationBefore;
let database: Database;

beforeAll(async () => {
  migration = await databaseBefore(TAG);
  database = migration.database;
  await database.db.execute(sql`
    insert into restaurants (id, name, whatsapp, address, email, password_hash) values
      ('r1', 'Cantina', '5531987654321', 'Rua A, 1', 'a@exemplo.com.br', 'x'),
      ('r2', 'Boteco', '5531987654322', 'Rua B, 2', 'b@exemplo.com.br', 'x'),
      ('r3', 'Pizzaria', '5531987654323', 'Rua C, 3', 'c@exemplo.com.br', 'x')`);
  await database.db.execute(sql`
    insert into delivery_integrations (id, restaurant_id, platform, platform_name, status, merchant_id, created_at) values
      ('i1', 'r1', 'keeta', 'Keeta', 'active', '777', '2026-01-01T12:00:00Z'),
      ('i2', 'r2', 'keeta', 'Keeta', 'active', '777', '2026-02-01T12:00:00Z'),
      ('i3', 'r3', 'keeta', 'Keeta', 'inactive', '777', '2025-12-01T12:00:00Z'),
      ('i4', 'r2', 'rappi', 'Rappi', 'active', '777', '2026-03-01T12:00:00Z'),
      ('i5', 'r1', 'rappi', 'Rappi', 'active', null, '2026-03-01T12:00:00Z'),
      ('i6', 'r3', 'rappi', 'Rappi', 'active', null, '2026-03-02T12:00:00Z')`);
  await migration.finish();
}, 120_000);

afterAll(() => migration?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('migration 0048: one active link per partner store', () => {
  it('keeps the store with the restaurant that linked it first and turns the later link off, saying why', async () => {
    const links = await rows<{ id: string; status: string; sync_errors: string | null }>(
      sql`select id, status, sync_errors from delivery_integrations order by id`,
    );
    expect(links.map(({ id, status }) => [id, status])).toEqual([
      ['i1', 'active'],
      ['i2', 'inactive'],
      // An inactive row holds nothing; the same id on another platform is another store; rows
      // without a store id are not links of a store.
      ['i3', 'inactive'],
      ['i4', 'active'],
      ['i5', 'active'],
      ['i6', 'active'],
    ]);
    expect(links.find((link) => link.id === 'i2')?.sync_errors).toContain('fale com o suporte');
    expect(links.find((link) => link.id === 'i1')?.sync_errors).toBeNull();
  });

  it('then refuses a second active link of the store, and allows an inactive one', async () => {
    const second = await database.db
      .execute(sql`update delivery_integrations set status = 'active' where id = 'i3'`)
      .catch((error: unknown) => error);
    expect(pgErrorCode(second)).toBe('23505');
    await database.db.execute(sql`update delivery_integrations set status = 'inactive' where id = 'i1'`);
    await database.db.execute(sql`update delivery_integrations set status = 'active' where id = 'i3'`);
    const [held] = await rows<{ restaurant_id: string }>(
      sql`select restaurant_id from delivery_integrations where merchant_id = '777' and platform = 'keeta' and status = 'active'`,
    );
    expect(held?.restaurant_id).toBe('r3');
  });
});
