/**
 * The closed bill's record for the reports (decision 0045): called by the payment that closes the
 * bill, inside its transaction and under the bill's row lock, with the totals the bill was paid
 * against. The shares are domain/reports/dine-in.ts's; this only reads who took each order and
 * writes the rows of schema/dine-in-sales.ts.
 */
import { inArray } from 'drizzle-orm';
import type { BillLine, BillPaymentMethod, BillTotals } from '../../../domain/bills';
import { lineCents } from '../../../domain/bills';
import { type ClosedBillRecord, closedBillRecord } from '../../../domain/reports/dine-in';
import type { Role } from '../../../domain/staff/roles';
import type { Tx } from '../../db/client';
import { dineInBillSales, dineInPaymentSales, dineInTakerSales, orders } from '../../db/schema';

export interface ClosedBillInput {
  bill: { id: string; restaurantId: string; tableId: string; people: number | null };
  lines: readonly BillLine[];
  totals: BillTotals;
  /** Every payment of the bill, the closing one included. */
  payments: readonly { method: string; amountCents: number }[];
}

export async function recordClosedBill(tx: Tx, input: ClosedBillInput, closedAt: Date) {
  const { bill } = input;
  const orderIds = [...new Set(input.lines.map((line) => line.orderId).filter((id): id is string => !!id))];
  const takers =
    orderIds.length === 0
      ? []
      : await tx
          .select({
            id: orders.id,
            staffId: orders.takenByStaffId,
            name: orders.takenByName,
            role: orders.takenByRole,
          })
          .from(orders)
          .where(inArray(orders.id, orderIds));
  const takerOf = new Map(
    takers.map((row) => [row.id, { staffId: row.staffId, name: row.name, role: row.role as Role | null }]),
  );
  const record = closedBillRecord(
    input.totals,
    input.payments.map((payment) => ({
      method: payment.method as BillPaymentMethod,
      amountCents: payment.amountCents,
    })),
    input.lines.map((line) => ({
      orderId: line.orderId ?? line.id,
      cents: lineCents(line),
      taker: takerOf.get(line.orderId ?? '') ?? { staffId: null, name: null, role: null },
    })),
  );
  const rows = closedBillRows(bill, record, closedAt);
  await tx.insert(dineInBillSales).values(rows.bill);
  if (rows.payments.length > 0) await tx.insert(dineInPaymentSales).values(rows.payments);
  if (rows.takers.length > 0) await tx.insert(dineInTakerSales).values(rows.takers);
}

/** The rows a closed bill's record is written as (the demo's past bills write the same). */
export function closedBillRows(
  bill: ClosedBillInput['bill'],
  record: ClosedBillRecord,
  closedAt: Date,
): {
  bill: typeof dineInBillSales.$inferInsert;
  payments: (typeof dineInPaymentSales.$inferInsert)[];
  takers: (typeof dineInTakerSales.$inferInsert)[];
} {
  const common = { restaurantId: bill.restaurantId, billId: bill.id, closedAt };
  return {
    bill: {
      ...common,
      tableId: bill.tableId,
      people: bill.people,
      itemsCents: record.itemsCents,
      discountCents: record.discountCents,
      salesCents: record.salesCents,
      serviceCents: record.serviceCents,
      couvertCents: record.couvertCents,
      totalCents: record.totalCents,
    },
    payments: record.payments.map((payment) => ({ ...common, ...payment })),
    takers: record.takers.map((share) => ({
      ...common,
      takerKey: share.key,
      takenByStaffId: share.taker.staffId,
      takenByName: share.taker.name,
      takenByRole: share.taker.role,
      orders: share.orders,
      itemsCents: share.itemsCents,
      discountCents: share.discountCents,
      salesCents: share.salesCents,
      serviceCents: share.serviceCents,
    })),
  };
}
