/**
 * Migration 0005 (issue 20): the diner phones stored by the old hand-made rule become the form
 * libphonenumber-js gives, and the duplicate loyalty balances this creates are merged with their
 * ledger. Data is written before the migration runs, on PGlite (`api`) and PostgreSQL (`api-pg`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationBefore } from '../../../test/harness/migration-before';
import { customerPhoneKey } from '../../domain/cart/customer-phone';
import type { Database } from './client';

const TAG = '0005_phone_normalise';
let migration: MigrationBefore;
let database: Database;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  // The migrations as they were before 0005, to hold the data the old rule stored.
  migration = await databaseBefore(TAG);
  database = migration.database;

  await database.db.execute(sql`
    insert into restaurants (id, name, whatsapp, address, email, password_hash)
    values ('r1', 'Cantina', '5511987654321', 'Rua A, 1', 'a@exemplo.com.br', 'x')`);
  await database.db.execute(sql`
    insert into loyalty_tiers (id, restaurant_id, name, min_points, multiplier) values
      ('t1', 'r1', 'bronze', 0, '1.00'), ('t2', 'r1', 'prata', 100, '1.10')`);
  // One diner, stored three ways by the old rule: with 55, with the trunk 0, and as an old mobile.
  await database.db.execute(sql`
    insert into customer_loyalty (id, restaurant_id, customer_phone, customer_name, points,
      total_points_earned, total_points_redeemed, total_orders, total_spent, joined_at, referral_code,
      referred_by, current_tier) values
      ('c1', 'r1', '5511987654321', 'Ana', 40, 60, 20, 2, '60.00', '2026-03-01T12:00:00Z', 'ANA1', null, 'bronze'),
      ('c2', 'r1', '011987654321', null, 50, 50, 0, 1, '50.00', '2026-01-15T12:00:00Z', 'ANA2', 'BIA1', 'bronze'),
      ('c3', 'r1', '551188887777', 'Bia', 5, 5, 0, 1, '5.00', '2026-02-01T12:00:00Z', 'BIA1', null, 'bronze'),
      ('c4', 'r1', '5514155552671', 'Tom', 7, 7, 0, 1, '7.00', '2026-02-01T12:00:00Z', 'TOM1', 'ANA1', 'bronze'),
      ('c5', 'r1', '551133334444', 'Loja', 1, 1, 0, 1, '1.00', '2026-02-01T12:00:00Z', 'LOJA', 'ANA2', 'bronze')`);
  await database.db.execute(sql`
    insert into orders (id, restaurant_id, customer_phone, customer_name, items, total) values
      ('o1', 'r1', '5511987654321', 'Ana', '[]', '60.00'),
      ('o2', 'r1', '011987654321', 'Ana', '[]', '50.00'),
      ('o3', 'r1', '5514155552671', 'Tom', '[]', '7.00'),
      ('o4', 'r1', '', 'Apagado', '[]', '9.00')`);
  await database.db.execute(sql`
    insert into loyalty_transactions (id, customer_id, restaurant_id, order_id, type, points) values
      ('l1', 'c1', 'r1', 'o1', 'earn', 60), ('l2', 'c1', 'r1', null, 'redeem', -20),
      ('l3', 'c2', 'r1', 'o2', 'earn', 50), ('l4', 'c4', 'r1', 'o3', 'earn', 7)`);

  await migration.finish();
}, 120_000);

afterAll(() => migration?.close());

describe('migration 0005: diner phones normalised, duplicate balances merged', () => {
  it('stores every order phone as the domain rule reads it', async () => {
    const orders = await rows<{ id: string; customer_phone: string }>(
      sql`select id, customer_phone from orders order by id`,
    );
    expect(orders).toEqual([
      { id: 'o1', customer_phone: '5511987654321' },
      { id: 'o2', customer_phone: '5511987654321' },
      // '+1 415 555 2671' had been given a 55 it never had.
      { id: 'o3', customer_phone: '14155552671' },
      { id: 'o4', customer_phone: '' },
    ]);
    expect(customerPhoneKey('011 98765-4321')).toBe('5511987654321');
    expect(customerPhoneKey('+1 415 555 2671')).toBe('14155552671');
  });

  it('merges the duplicates into the earliest balance, with the ledger moved and the sums kept', async () => {
    const customers = await rows<Record<string, unknown>>(sql`
      select id, customer_phone, customer_name, points, total_points_earned, total_points_redeemed,
        total_orders, total_spent::text as total_spent, joined_at, referral_code, referred_by, current_tier
      from customer_loyalty order by id`);
    expect(customers.map((row) => [row.id, row.customer_phone])).toEqual([
      ['c2', '5511987654321'],
      // An old 8-digit mobile gets the 9 it has had since 2016.
      ['c3', '5511988887777'],
      ['c4', '14155552671'],
      ['c5', '551133334444'],
    ]);
    const ana = customers.find((row) => row.id === 'c2')!;
    expect(ana).toMatchObject({
      customer_name: 'Ana',
      points: 90,
      total_points_earned: 110,
      total_points_redeemed: 20,
      total_orders: 3,
      total_spent: '110.00',
      referral_code: 'ANA2',
      referred_by: 'BIA1',
      current_tier: 'prata',
    });
    expect(new Date(String(ana.joined_at)).toISOString()).toBe('2026-01-15T12:00:00.000Z');
    const ledger = await rows<{ id: string; customer_id: string }>(
      sql`select id, customer_id from loyalty_transactions order by id`,
    );
    expect(ledger).toEqual([
      { id: 'l1', customer_id: 'c2' },
      { id: 'l2', customer_id: 'c2' },
      { id: 'l3', customer_id: 'c2' },
      { id: 'l4', customer_id: 'c4' },
    ]);
    const sums = await rows<{ customer_id: string; points: number }>(
      sql`select customer_id, sum(points)::int as points from loyalty_transactions group by customer_id order by 1`,
    );
    expect(sums.find((row) => row.customer_id === 'c2')?.points).toBe(90);
  });

  it('keeps referral references on a code that still exists', async () => {
    const referred = await rows<{ id: string; referred_by: string | null }>(
      sql`select id, referred_by from customer_loyalty where id in ('c4', 'c5') order by id`,
    );
    // Tom was referred with the merged-away code ANA1: he now points at the surviving ANA2.
    expect(referred).toEqual([
      { id: 'c4', referred_by: 'ANA2' },
      { id: 'c5', referred_by: 'ANA2' },
    ]);
    const dangling = await rows<{ n: number }>(sql`
      select count(*)::int as n from customer_loyalty c
      where c.referred_by is not null
        and not exists (select 1 from customer_loyalty r where r.referral_code = c.referred_by)`);
    expect(dangling[0]?.n).toBe(0);
  });

  it('leaves no helper behind', async () => {
    const leftovers = await rows<{ present: boolean }>(
      sql`select to_regclass('comanda_0005_merge') is not null as present`,
    );
    expect(leftovers[0]?.present).toBe(false);
  });
});
