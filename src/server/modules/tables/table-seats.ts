/**
 * Where a table order sits (decision 0042): the table its `tableNumber` names and that table's open
 * bill, read with one prepared, indexed query (`dining_tables` by restaurant and label key, the open
 * bill by the partial unique index), and the bill opened when the order is the table's first.
 * Only table orders come here: a delivery or pickup order reads nothing more.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  OPEN_BILL_STATUSES,
  type OpenBillStatus,
  type TableSeat,
  tableLabelKey,
} from '../../../domain/tables/tables';
import type { Db, Tx } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { perDatabase } from '../../db/per-database';
import { bills, diningTables } from '../../db/schema';
import { assertUnderLimits, countHits, type RateLimitRule } from '../../lib/rate-limit';

/** The SQLSTATE of `order_bill_guard` (migration 0026): the order's bill closed since it was read. */
export const BILL_NOT_OPEN = 'CM410';
export const isBillNotOpen = (error: unknown) => pgErrorCode(error) === BILL_NOT_OPEN;

const openStatus = () => inArray(bills.status, [...OPEN_BILL_STATUSES]);

function prepareReads(db: Db) {
  const restaurantId = sql.placeholder('restaurantId');
  return {
    seat: db
      .select({
        tableId: diningTables.id,
        label: diningTables.label,
        code: diningTables.code,
        billId: bills.id,
        billStatus: bills.status,
      })
      .from(diningTables)
      .leftJoin(bills, and(eq(bills.tableId, diningTables.id), openStatus()))
      .where(
        and(
          eq(diningTables.restaurantId, restaurantId),
          eq(diningTables.labelKey, sql.placeholder('labelKey')),
          eq(diningTables.isActive, true),
        ),
      )
      .prepare('table_order_seat'),
    configured: db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(eq(diningTables.restaurantId, restaurantId))
      .limit(1)
      .prepare('table_order_configured'),
  };
}

const readsOf = perDatabase(prepareReads);

/**
 * The active table a label names, with its open bill; `undefined` when the restaurant has no
 * tables at all (today's behaviour: any table number is taken as typed), null when it has tables
 * but none by that label.
 */
export async function findTableSeat(
  db: Db,
  restaurantId: string,
  label: string,
): Promise<TableSeat | null | undefined> {
  const reads = readsOf(db);
  const [row] = await reads.seat.execute({ restaurantId, labelKey: tableLabelKey(label) });
  if (!row) {
    const [any] = await reads.configured.execute({ restaurantId });
    return any ? null : undefined;
  }
  return {
    tableId: row.tableId,
    label: row.label,
    code: row.code,
    bill: row.billId && row.billStatus ? { id: row.billId, status: row.billStatus as OpenBillStatus } : null,
  };
}

export interface BillOpener {
  openedBy: 'dono' | 'equipe' | 'cliente';
  openedByStaffId: string | null;
  people?: number | null;
}

/**
 * Opens the table's bill, or finds the one opened a moment ago by someone else (the partial unique
 * index lets only one in): the bill's id either way, and whether this call opened it.
 */
export async function openTableBill(
  db: Db | Tx,
  restaurantId: string,
  tableId: string,
  opener: BillOpener,
): Promise<{ id: string; opened: boolean }> {
  const [created] = await db
    .insert(bills)
    .values({
      restaurantId,
      tableId,
      status: 'aberta',
      people: opener.people ?? null,
      openedBy: opener.openedBy,
      openedByStaffId: opener.openedByStaffId,
    })
    .onConflictDoNothing({
      target: bills.tableId,
      // The index's own predicate, unqualified, as ON CONFLICT infers a partial index from it.
      where: sql.raw(`status in ('aberta', 'conta_pedida', 'fechando')`),
    })
    .returning({ id: bills.id });
  if (created) return { id: created.id, opened: true };
  const [open] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.tableId, tableId), openStatus()));
  if (!open) throw new Error('the table has neither a new nor an open bill');
  return { id: open.id, opened: false };
}

/**
 * Undoes a bill a diner's order opened when that order was then refused (a rate limit, a moved
 * menu): a bill is left open only with an order on it.
 */
export async function dropEmptyBill(db: Db, billId: string): Promise<void> {
  await db.execute(
    sql`delete from bills where id = ${billId} and status = 'aberta'
        and not exists (select 1 from orders where bill_id = ${billId})
        and not exists (select 1 from table_calls where bill_id = ${billId})`,
  );
}

/**
 * Against guessing a table's code through orders (decision 0042): wrong codes are counted per
 * table and client (20 in 10 minutes) and per table (200), and checked before the code is compared,
 * so past a limit even the right code waits: 4 characters of 25 take years at 200 tries a window,
 * and a diner who types the code right is held back only while someone is attacking that table.
 */
export const TABLE_CODE_TRIES = { perClient: 20, perTable: 200, windowMs: 10 * 60_000 } as const;
const TOO_MANY_CODES = 'Muitas tentativas com o código da mesa. Aguarde alguns minutos ou chame o garçom.';

export function tableCodeLimits(tableId: string, client: string): RateLimitRule[] {
  const rule = (key: string, limit: number) => ({
    key,
    limit,
    windowMs: TABLE_CODE_TRIES.windowMs,
    message: TOO_MANY_CODES,
  });
  return [
    rule(`table-code:${tableId}:client:${client}`, TABLE_CODE_TRIES.perClient),
    rule(`table-code:${tableId}`, TABLE_CODE_TRIES.perTable),
  ];
}

export async function assertTableCodeTries(db: Db, tableId: string, client: string): Promise<void> {
  await assertUnderLimits(db, tableCodeLimits(tableId, client));
}

export async function countWrongTableCode(db: Db, tableId: string, client: string): Promise<void> {
  await countHits(db, tableCodeLimits(tableId, client));
}
