/**
 * Migration 0018 (issue 32, item 8): opt-outs stored under WhatsApp's form of a Brazilian mobile
 * (without its ninth digit) move to the phone key, and two rows of one diner at one restaurant
 * merge, keeping the opt-out. Data is written before the migration runs, on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationBefore } from '../../../test/harness/migration-before';
import { customerPhoneKey } from '../../domain/cart/customer-phone';
import type { Database } from './client';

const TAG = '0018_whatsapp_contacts_phone_key';
let migration: MigrationBefore;
let database: Database;

beforeAll(async () => {
  migration = await databaseBefore(TAG);
  database = migration.database;

  await database.db.execute(sql`
    insert into restaurants (id, name, whatsapp, address, email, password_hash) values
      ('r1', 'Cantina', '5531987654321', 'Rua A, 1', 'a@exemplo.com.br', 'x'),
      ('r2', 'Boteco', '5531987654322', 'Rua B, 2', 'b@exemplo.com.br', 'x')`);
  await database.db.execute(sql`
    insert into whatsapp_contacts (id, restaurant_id, phone, last_inbound_at, opted_out_at) values
      ('k1', 'r1', '553188887777', '2026-05-02T12:00:00Z', '2026-05-02T12:00:00Z'),
      ('k2', 'r1', '5531988887777', '2026-05-01T12:00:00Z', null),
      ('k3', 'r2', '553188887777', '2026-05-03T12:00:00Z', '2026-05-03T12:00:00Z'),
      ('k4', 'r1', '553132345678', '2026-05-03T12:00:00Z', '2026-05-03T12:00:00Z'),
      ('k5', 'r1', '5511987654321', '2026-05-03T12:00:00Z', null)`);
  await migration.finish();
}, 120_000);

afterAll(() => migration?.close());

describe('migration 0018: WhatsApp contacts under the phone key', () => {
  it('gives mobiles their ninth digit, merges a diner’s two rows and keeps the opt-out', async () => {
    const { rows } = (await database.db.execute(sql`
      select id, restaurant_id, phone, last_inbound_at, opted_out_at
      from whatsapp_contacts order by restaurant_id, phone`)) as unknown as {
      rows: {
        id: string;
        restaurant_id: string;
        phone: string;
        last_inbound_at: unknown;
        opted_out_at: unknown;
      }[];
    };
    const iso = (value: unknown) => (value === null ? null : new Date(String(value)).toISOString());
    expect(
      rows.map((row) => [row.restaurant_id, row.phone, iso(row.last_inbound_at), iso(row.opted_out_at)]),
    ).toEqual([
      ['r1', '5511987654321', '2026-05-03T12:00:00.000Z', null],
      // A landline keeps its eight digits.
      ['r1', '553132345678', '2026-05-03T12:00:00.000Z', '2026-05-03T12:00:00.000Z'],
      ['r1', '5531988887777', '2026-05-02T12:00:00.000Z', '2026-05-02T12:00:00.000Z'],
      ['r2', '5531988887777', '2026-05-03T12:00:00.000Z', '2026-05-03T12:00:00.000Z'],
    ]);
    // The same key the domain rule gives the number WhatsApp wrote.
    expect(customerPhoneKey('553188887777')).toBe('5531988887777');
    expect(customerPhoneKey('553132345678')).toBe('553132345678');
  });
});
