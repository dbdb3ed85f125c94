/**
 * The dining room's sales (issue 33: "reports count dine-in sales by table, waiter and payment
 * method, with the service charge apart"; decision 0045). Two halves, both in integer cents:
 *
 * - `closedBillRecord`: what a bill leaves behind when its last part is paid, computed once, in the
 *   closing transaction, from the bill's totals (domain/bills): its sales (items less discounts),
 *   service charge and couvert apart, and the same three shared out among its payments and among
 *   the people who took its orders, each by the largest remainder, so every block of the report
 *   adds up to the bill to the cent. Frozen at closing: a later change of the rate or the couvert
 *   does not rewrite past reports.
 * - the report's figures: averages per table and per person, and who took the orders named as the
 *   panel names them ('Ana Souza (Garçom)', 'Dono', 'QR da mesa').
 *
 * The service charge is the staff's (Lei 13.419/2017) and the couvert the artist's or the kitchen's
 * cover: neither is ever counted in 'Vendas'.
 */

import { allocateByWeight } from '../bills/allocation';
import type { BillPaymentMethod } from '../bills/bill-payments';
import { BILL_PAYMENT_METHOD_LABELS, BILL_PAYMENT_METHODS } from '../bills/bill-payments';
import type { Cents } from '../money/money';
import { ROLE_LABELS, type Role } from '../staff/roles';

/** The bill's figures at closing (domain/bills' BillTotals, the fields the record needs). */
export interface ClosingTotals {
  itemsCents: Cents;
  discountCents: Cents;
  serviceCents: Cents;
  couvertCents: Cents;
  totalCents: Cents;
}

/** Who took an order: a staff member, the owner's own account, or nobody (the diner, by the QR). */
export interface OrderTaker {
  staffId: string | null;
  name: string | null;
  role: Role | null;
}

/** The key a taker is grouped by: the staff member's id, 'dono' or 'qr'. */
export function takerKey(taker: OrderTaker): string {
  if (taker.staffId) return `staff:${taker.staffId}`;
  return taker.role === 'dono' ? 'dono' : 'qr';
}

export const QR_TAKER_LABEL = 'QR da mesa';

/** 'Ana Souza (Garçom)', 'Dono', 'QR da mesa'. */
export function takerLabel(taker: OrderTaker): string {
  if (taker.staffId && taker.name)
    return taker.role ? `${taker.name} (${ROLE_LABELS[taker.role] ?? taker.role})` : taker.name;
  if (taker.role === 'dono') return ROLE_LABELS.dono;
  return QR_TAKER_LABEL;
}

export interface ClosingLine {
  orderId: string;
  cents: Cents;
  taker: OrderTaker;
}

export interface ClosingPayment {
  method: BillPaymentMethod;
  /** What the payment settled of the bill (change never counts). */
  amountCents: Cents;
}

export interface PaymentShare {
  method: BillPaymentMethod;
  amountCents: Cents;
  salesCents: Cents;
  serviceCents: Cents;
  couvertCents: Cents;
}

export interface TakerShare {
  key: string;
  taker: OrderTaker;
  orders: number;
  itemsCents: Cents;
  discountCents: Cents;
  salesCents: Cents;
  serviceCents: Cents;
}

export interface ClosedBillRecord {
  itemsCents: Cents;
  discountCents: Cents;
  /** Items less discounts: what the restaurant sold. */
  salesCents: Cents;
  serviceCents: Cents;
  couvertCents: Cents;
  totalCents: Cents;
  payments: PaymentShare[];
  takers: TakerShare[];
}

/**
 * A part of `total` for each weight, never more than the weight itself as long as `total` is not
 * more than the weights' sum (each share is at most the ceiling of weight × total / sum ≤ weight).
 */
const shareOut = (total: Cents, weights: readonly Cents[]) =>
  weights.length === 0 ? [] : allocateByWeight(total, weights);

/**
 * What a paid bill records. Payments: the service is shared by what each settled (decision 0041's
 * `serviceByPayment`), then the couvert by what each settled beyond its service, and the rest is
 * sales, so no payment's sales go negative and each column adds up to the bill's. Takers: the
 * discounts by each taker's items (they come off the items), the service by each one's sales.
 */
export function closedBillRecord(
  totals: ClosingTotals,
  payments: readonly ClosingPayment[],
  lines: readonly ClosingLine[],
): ClosedBillRecord {
  const salesCents = totals.itemsCents - totals.discountCents;
  const serviceShares = shareOut(
    totals.serviceCents,
    payments.map((payment) => payment.amountCents),
  );
  const couvertShares = shareOut(
    totals.couvertCents,
    payments.map((payment, index) => payment.amountCents - serviceShares[index]!),
  );
  const paymentShares = payments.map((payment, index) => ({
    method: payment.method,
    amountCents: payment.amountCents,
    serviceCents: serviceShares[index]!,
    couvertCents: couvertShares[index]!,
    salesCents: payment.amountCents - serviceShares[index]! - couvertShares[index]!,
  }));

  const byTaker = new Map<string, { taker: OrderTaker; orders: Set<string>; itemsCents: Cents }>();
  for (const line of lines) {
    const key = takerKey(line.taker);
    const entry = byTaker.get(key) ?? { taker: line.taker, orders: new Set<string>(), itemsCents: 0 };
    entry.orders.add(line.orderId);
    entry.itemsCents += line.cents;
    byTaker.set(key, entry);
  }
  const takers = [...byTaker.entries()];
  const discountShares = shareOut(
    totals.discountCents,
    takers.map(([, entry]) => entry.itemsCents),
  );
  const takerSales = takers.map(([, entry], index) => entry.itemsCents - discountShares[index]!);
  const takerService = shareOut(totals.serviceCents, takerSales);
  return {
    itemsCents: totals.itemsCents,
    discountCents: totals.discountCents,
    salesCents,
    serviceCents: totals.serviceCents,
    couvertCents: totals.couvertCents,
    totalCents: totals.totalCents,
    payments: paymentShares,
    takers: takers.map(([key, entry], index) => ({
      key,
      taker: entry.taker,
      orders: entry.orders.size,
      itemsCents: entry.itemsCents,
      discountCents: discountShares[index]!,
      salesCents: takerSales[index]!,
      serviceCents: takerService[index]!,
    })),
  };
}

/** Sales over bills ('Ticket médio por mesa': one bill is one table's visit), half up; 0 with none. */
export function averagePerTableCents(salesCents: Cents, bills: number): Cents {
  return bills > 0 ? Math.round(salesCents / bills) : 0;
}

/**
 * Sales over people ('Ticket médio por pessoa'), counting only the bills whose people are known (a
 * table opened by a diner's QR order has none): `salesWithPeopleCents` are those bills' sales.
 */
export function averagePerPersonCents(salesWithPeopleCents: Cents, people: number): Cents {
  return people > 0 ? Math.round(salesWithPeopleCents / people) : 0;
}

/** The till's methods in their order, with a label; unknown ones (none today) keep their key. */
export function paymentMethodLabel(method: string): string {
  return (BILL_PAYMENT_METHODS as readonly string[]).includes(method)
    ? BILL_PAYMENT_METHOD_LABELS[method as BillPaymentMethod]
    : method;
}

export const paymentMethodRank = (method: string) => {
  const index = (BILL_PAYMENT_METHODS as readonly string[]).indexOf(method);
  return index === -1 ? BILL_PAYMENT_METHODS.length : index;
};
