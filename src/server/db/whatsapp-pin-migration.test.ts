/**
 * Migration 0050 (decision 0068): a number's PIN is kept once, in whatsapp_number_pins. A PIN only
 * the connection held (written before 0049 kept it by number) is copied there before the
 * connection's column goes; a PIN already kept is not overwritten. On PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationBefore } from '../../../test/harness/migration-before';

let migration: MigrationBefore;

beforeAll(async () => {
  migration = await databaseBefore('0050_whatsapp_pin_kept_once');
  const { db } = migration.database;
  await db.execute(sql`
    insert into restaurants (id, name, whatsapp, address, email, password_hash) values
      ('r1', 'Cantina', '5531987654321', 'Rua A, 1', 'a@exemplo.com.br', 'x'),
      ('r2', 'Boteco', '5531987654322', 'Rua B, 2', 'b@exemplo.com.br', 'x'),
      ('r3', 'Pizzaria', '5531987654323', 'Rua C, 3', 'c@exemplo.com.br', 'x')`);
  await db.execute(sql`
    insert into whatsapp_accounts (id, restaurant_id, phone_number_id, waba_id, access_token, registration, registration_pin) values
      ('w1', 'r1', '111', 'waba-1', 'token', 'registered', 'pin-only-here'),
      ('w2', 'r2', '222', 'waba-2', 'token', 'registered', 'pin-on-connection'),
      ('w3', 'r3', null, 'waba-3', 'token', 'phone_pending', null)`);
  await db.execute(sql`
    insert into whatsapp_number_pins (id, restaurant_id, phone_number_id, pin) values
      ('p2', 'r2', '222', 'pin-kept')`);
  await migration.finish();
}, 120_000);

afterAll(() => migration?.close());

describe('migration 0050: the PIN kept once, by number', () => {
  it('copies a PIN only the connection held, keeps one already kept, and drops the column', async () => {
    const pins = await migration.rows<{ restaurant_id: string; phone_number_id: string; pin: string }>(
      sql`select restaurant_id, phone_number_id, pin from whatsapp_number_pins order by restaurant_id`,
    );
    expect(pins).toEqual([
      { restaurant_id: 'r1', phone_number_id: '111', pin: 'pin-only-here' },
      { restaurant_id: 'r2', phone_number_id: '222', pin: 'pin-kept' },
    ]);
    const columns = await migration.rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'whatsapp_accounts'`,
    );
    expect(columns.map(({ column_name }) => column_name)).not.toContain('registration_pin');
    expect(await migration.rows(sql`select id from whatsapp_accounts`)).toHaveLength(3);
  });
});
