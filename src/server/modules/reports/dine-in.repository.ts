/**
 * The dine-in report's three reads (decision 0045), one query per block, each over the closed
 * bills' record rows of the period (schema/dine-in-sales.ts) through the restaurant's
 * `(restaurant_id, closed_at)` index: a year of a busy dining room is tens of thousands of narrow
 * rows, summed in the database, never the bills' orders and lines.
 */
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { dineInBillSales, dineInPaymentSales, dineInTakerSales, diningTables } from '../../db/schema';
import type { Range } from './reports.repository';

/** Sums of integer cents come back as text (bigint), read as numbers: far below 2^53. */
const total = (column: AnyPgColumn | SQL) => sql<string>`coalesce(sum(${column}), 0)::text`;
const num = (value: string | number | null | undefined) => Number(value ?? 0);

const closedWithin = (
  table: typeof dineInBillSales | typeof dineInPaymentSales | typeof dineInTakerSales,
  restaurantId: string,
  { start, end }: Range,
) =>
  and(
    eq(table.restaurantId, restaurantId),
    gte(table.closedAt, start),
    end ? lt(table.closedAt, end) : undefined,
  );

export interface DineInTableRow {
  tableId: string;
  label: string;
  area: string;
  position: number;
  bills: number;
  people: number;
  salesCents: number;
  /** Sales of the bills whose people are known: the per-person average's numerator. */
  salesWithPeopleCents: number;
  discountCents: number;
  serviceCents: number;
  couvertCents: number;
  totalCents: number;
}

export interface DineInTakerRow {
  takerKey: string;
  staffId: string | null;
  name: string | null;
  role: string | null;
  orders: number;
  bills: number;
  salesCents: number;
  serviceCents: number;
}

export interface DineInPaymentRow {
  method: string;
  payments: number;
  amountCents: number;
  salesCents: number;
  serviceCents: number;
  couvertCents: number;
}

export function createDineInRepository(db: Db) {
  return {
    async byTable(restaurantId: string, range: Range): Promise<DineInTableRow[]> {
      const s = dineInBillSales;
      const rows = await db
        .select({
          tableId: s.tableId,
          label: diningTables.label,
          area: diningTables.area,
          position: diningTables.position,
          bills: sql<number>`count(*)::int`,
          people: sql<number>`coalesce(sum(${s.people}), 0)::int`,
          sales: total(s.salesCents),
          salesWithPeople: sql<string>`coalesce(sum(${s.salesCents}) filter (where ${s.people} is not null), 0)::text`,
          discount: total(s.discountCents),
          service: total(s.serviceCents),
          couvert: total(s.couvertCents),
          total: total(s.totalCents),
        })
        .from(s)
        .innerJoin(diningTables, eq(diningTables.id, s.tableId))
        .where(closedWithin(s, restaurantId, range))
        .groupBy(s.tableId, diningTables.label, diningTables.area, diningTables.position);
      return rows.map((row) => ({
        tableId: row.tableId,
        label: row.label,
        area: row.area,
        position: row.position,
        bills: row.bills,
        people: row.people,
        salesCents: num(row.sales),
        salesWithPeopleCents: num(row.salesWithPeople),
        discountCents: num(row.discount),
        serviceCents: num(row.service),
        couvertCents: num(row.couvert),
        totalCents: num(row.total),
      }));
    },

    async byTaker(restaurantId: string, range: Range): Promise<DineInTakerRow[]> {
      const s = dineInTakerSales;
      const rows = await db
        .select({
          takerKey: s.takerKey,
          staffId: sql<string | null>`max(${s.takenByStaffId})`,
          name: sql<string | null>`max(${s.takenByName})`,
          role: sql<string | null>`max(${s.takenByRole})`,
          orders: sql<number>`coalesce(sum(${s.orders}), 0)::int`,
          bills: sql<number>`count(distinct ${s.billId})::int`,
          sales: total(s.salesCents),
          service: total(s.serviceCents),
        })
        .from(s)
        .where(closedWithin(s, restaurantId, range))
        .groupBy(s.takerKey);
      return rows.map((row) => ({
        takerKey: row.takerKey,
        staffId: row.staffId,
        name: row.name,
        role: row.role,
        orders: row.orders,
        bills: row.bills,
        salesCents: num(row.sales),
        serviceCents: num(row.service),
      }));
    },

    async byPaymentMethod(restaurantId: string, range: Range): Promise<DineInPaymentRow[]> {
      const s = dineInPaymentSales;
      const rows = await db
        .select({
          method: s.method,
          payments: sql<number>`count(*)::int`,
          amount: total(s.amountCents),
          sales: total(s.salesCents),
          service: total(s.serviceCents),
          couvert: total(s.couvertCents),
        })
        .from(s)
        .where(closedWithin(s, restaurantId, range))
        .groupBy(s.method);
      return rows.map((row) => ({
        method: row.method,
        payments: row.payments,
        amountCents: num(row.amount),
        salesCents: num(row.sales),
        serviceCents: num(row.service),
        couvertCents: num(row.couvert),
      }));
    },
  };
}
