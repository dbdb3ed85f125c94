/**
 * Reading the database back in the trust suites: raw rows, and a checksum of everything a
 * restaurant owns, to prove a probe changed nothing.
 */
import { sql } from 'drizzle-orm';
import type { App } from '../../src/server/lib/types';

export async function rows<T = Record<string, unknown>>(app: App, query: ReturnType<typeof sql>) {
  const result = (await app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const VOLATILE_TABLES = new Set(['sessions', 'rate_limits', 'login_throttles', '__drizzle_migrations']);

/**
 * An md5 per table of every row that belongs to the restaurant (its own row, rows keyed by
 * restaurant_id, and rows reached through a foreign key from those), ordered, so any change shows.
 */
export async function tenantChecksum(app: App, restaurantId: string): Promise<Record<string, string>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    app,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (VOLATILE_TABLES.has(table_name)) continue;
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  // Child rows without a restaurant_id (options, purchase lines) belong to the tenant through a
  // foreign key to a table that has one.
  const links = await rows<{ child: string; column: string; parent: string }>(
    app,
    sql`SELECT kcu.table_name AS child, kcu.column_name AS column, ccu.table_name AS parent
        FROM information_schema.table_constraints tc
        JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
        JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
        WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`,
  );
  const sums: Record<string, string> = {};
  for (const [table, cols] of tables) {
    const link = links.find((l) => l.child === table && tables.get(l.parent)?.includes('restaurant_id'));
    const where = cols.includes('restaurant_id')
      ? sql`restaurant_id = ${restaurantId}`
      : table === 'restaurants'
        ? sql`id = ${restaurantId}`
        : link
          ? sql`${sql.identifier(link.column)} IN (SELECT id FROM ${sql.identifier(link.parent)} WHERE restaurant_id = ${restaurantId})`
          : sql`true`;
    const [row] = await rows<{ sum: string | null; n: number }>(
      app,
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum, count(*)::int AS n
          FROM ${sql.identifier(table)} t WHERE ${where}`,
    );
    sums[table] = `${row!.n}:${row!.sum}`;
  }
  return sums;
}
