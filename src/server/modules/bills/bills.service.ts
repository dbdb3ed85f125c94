/**
 * Closing a table's bill (issue 33, decision 0043): the totals from domain/bills on every read, the
 * restaurant's dining settings, the staff's adjustments (service charge, couvert people, manual
 * discount, each with who and when), the split persisted as the bill's parts, payments per part
 * (idempotent by key, under the bill's row lock) and the bill closing itself when the last part is
 * paid. The server never takes a figure from the client: it recomputes everything from the lines.
 */
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  type BillDiscount,
  type BillLine,
  type BillPayment,
  type BillSplit,
  type BillTotals,
  billPaymentStatus,
  billTotals,
  COUVERT_KINDS,
  type CouvertKind,
  couvertIssue,
  couvertPeopleIssue,
  type DiningSettings,
  lineCents,
  manualDiscountIssue,
  PAYMENT_ERRORS,
  type PreBillInput,
  partBalance,
  partsWithPayments,
  preBillRows,
  recordPayment,
  type SplitRequest,
  serviceRateIssue,
  serviceRemovalIssue,
  splitBill,
  wholeBill,
} from '../../../domain/bills';
import { type BillLoyaltyState, billDiscounts } from '../../../domain/bills/bill-loyalty';
import { BILL_PIX_ERRORS } from '../../../domain/bills/bill-pix';
import { consumerCpf } from '../../../domain/fiscal/nfce';
import { formatPhone } from '../../../domain/format/format';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import { OPEN_BILL_STATUSES, tableStateOf, tableTitle } from '../../../domain/tables/tables';
import type { Db, Tx } from '../../db/client';
import {
  billPayments,
  billPixLinks,
  bills,
  diningTables,
  mercadopagoAccounts,
  orderItems,
  orders,
  restaurants,
  staffMembers,
} from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { ensureSaleCanBeIssued, recordPaidSale, sendAfterCommit } from '../fiscal/fiscal-issue';
import { announceBill } from '../realtime/bill-announcements';
import { landPayment } from '../register/register-landing';
import { earnBillLoyalty } from './bill-earning';
import { recordClosedBill } from './bill-sales-record';

export const BILL_NOT_FOUND = 'Conta não encontrada.';
export const BILL_CLOSED = 'Esta conta não está mais aberta.';

/** Who acts: the owner's account or the staff member the session switched to (decision 0040). */
export interface BillsActor {
  staff: { id: string } | null;
}
export const actorOf = (actor: BillsActor) =>
  actor.staff
    ? { by: 'equipe' as const, staffId: actor.staff.id }
    : { by: 'dono' as const, staffId: null as string | null };

type BillRow = typeof bills.$inferSelect;
type RestaurantRow = typeof restaurants.$inferSelect;
type PaymentRow = typeof billPayments.$inferSelect;

export function diningSettingsOf(row: RestaurantRow): DiningSettings {
  return {
    serviceChargeEnabled: row.serviceChargeEnabled,
    serviceRateBps: row.serviceRateBps,
    couvertCents: row.couvertCents,
    couvertKind: (COUVERT_KINDS as readonly string[]).includes(row.couvertKind)
      ? (row.couvertKind as CouvertKind)
      : 'artistic',
  };
}

const isOpen = (status: BillRow['status']) =>
  status === 'aberta' || status === 'conta_pedida' || status === 'fechando';

const toPayment = (row: PaymentRow): BillPayment => ({
  partId: row.partId,
  method: row.method as BillPayment['method'],
  amountCents: row.amountCents,
  receivedCents: row.receivedCents,
  changeCents: row.changeCents,
});

function parseSplit(text: string | null): BillSplit | null {
  if (!text) return null;
  try {
    const split = JSON.parse(text) as BillSplit;
    return Array.isArray(split?.parts) ? split : null;
  } catch {
    return null;
  }
}

/** The coupon, points and manual discount kept on the bill's row, as domain/bills prices them. */
export function loyaltyStateOf(bill: BillRow): BillLoyaltyState {
  return {
    coupon:
      bill.couponCode && bill.couponKind && bill.couponValue
        ? { code: bill.couponCode, kind: bill.couponKind, value: bill.couponValue }
        : null,
    points:
      bill.loyaltyPoints && bill.loyaltyPoints > 0
        ? { points: bill.loyaltyPoints, cents: bill.loyaltyPointsCents ?? 0 }
        : null,
    manual:
      bill.manualDiscountCents && bill.manualDiscountReason
        ? { cents: bill.manualDiscountCents, reason: bill.manualDiscountReason }
        : null,
  };
}

/** A bill's lines from its orders (cancelled ones left out), as domain/bills reads them. */
async function billLinesOf(on: Db | Tx, billId: string): Promise<{ lines: BillLine[]; orderIds: string[] }> {
  const rows = await on
    .select({
      orderId: orders.id,
      customerName: orders.customerName,
      lineId: orderItems.id,
      name: orderItems.name,
      quantity: orderItems.quantity,
      subtotal: orderItems.subtotal,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        // The order's lines, but those moved to another bill, and lines moved here ('Transferir item').
        or(and(eq(orders.billId, billId), isNull(orderItems.billId)), eq(orderItems.billId, billId)),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orderItems.position), asc(orderItems.createdAt));
  const lines = rows.map((row): BillLine => {
    const cents = parseCents(row.subtotal) ?? 0;
    // A line's subtotal carries its options; when it does not divide by the quantity the line is
    // one unit of the whole, so the items add up to the cent to what the orders charged.
    const whole = row.quantity > 0 && cents % row.quantity === 0;
    return {
      id: row.lineId,
      name: whole ? row.name : `${row.quantity}x ${row.name}`,
      unitCents: whole ? cents / row.quantity : cents,
      quantity: whole ? row.quantity : 1,
      orderId: row.orderId,
      orderedBy: row.customerName || null,
    };
  });
  return { lines, orderIds: [...new Set(rows.map((row) => row.orderId))] };
}

export interface BillMoney {
  bill: BillRow;
  settings: DiningSettings;
  lines: BillLine[];
  orderIds: string[];
  totals: BillTotals;
  split: BillSplit;
  /** The split as stored (null: none yet, or no longer adding up to the total). */
  storedSplit: BillSplit | null;
  payments: PaymentRow[];
}

/** Everything the money of a bill is made of, recomputed from its lines on every read. */
export async function billMoney(on: Db | Tx, bill: BillRow): Promise<BillMoney> {
  const [restaurant] = await on.select().from(restaurants).where(eq(restaurants.id, bill.restaurantId));
  const settings = diningSettingsOf(restaurant!);
  const [{ lines, orderIds }, payments] = await Promise.all([
    billLinesOf(on, bill.id),
    on
      .select()
      .from(billPayments)
      .where(eq(billPayments.billId, bill.id))
      .orderBy(asc(billPayments.createdAt)),
  ]);
  // Coupon, points, manual (decision 0041): the coupon's value follows the items as they change.
  const itemsCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const discounts: BillDiscount[] = billDiscounts(loyaltyStateOf(bill), itemsCents);
  const totals = billTotals({
    lines,
    settings,
    people: bill.people ?? 1,
    couvertPeople: bill.couvertPeople,
    serviceRemoval: bill.serviceRemovedReason ? { reason: bill.serviceRemovedReason } : null,
    discounts,
  });
  const stored = parseSplit(bill.split);
  const storedSum = stored?.parts.reduce((sum, part) => sum + part.amountCents, 0) ?? -1;
  let split: BillSplit;
  if (stored && storedSum === totals.totalCents) split = stored;
  else {
    // No split yet, or the bill changed under it (an order after 'Reabrir'): the whole bill, or what
    // is left of it beside the parts that hold a payment (decision 0041).
    const kept = stored ? partsWithPayments(stored, payments.map(toPayment)) : [];
    const again = kept.length > 0 ? splitBill({ totals, lines }, { method: 'whole' }, kept) : null;
    split = again?.ok ? again.split : kept.length > 0 && stored ? stored : wholeBill(totals.totalCents);
  }
  return {
    bill,
    settings,
    lines,
    orderIds,
    totals,
    split,
    storedSplit: stored && split === stored ? stored : null,
    payments,
  };
}

const money = (cents: number) => centsToDecimal(cents);

type PixLinkRow = typeof billPixLinks.$inferSelect;

/** The PIX links of the bill's parts as the panel lists them (the diner's page is `/conta/<token>`). */
export function pixLinkView(link: PixLinkRow, publicUrl: string | null) {
  return {
    id: link.id,
    partId: link.partId,
    url: publicUrl ? `${publicUrl}/conta/${link.token}` : `/conta/${link.token}`,
    amount: centsToDecimal(link.amountCents),
    status: link.status,
    paidAt: link.paidAt?.toISOString() ?? null,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    problem: link.problem,
  };
}

/** The 'closing' block of the bill view: the totals, the parts and what is left to pay. */
export function closingView(
  m: BillMoney,
  names: (staffId: string | null) => string | null,
  pixLinks: readonly PixLinkRow[] = [],
  publicUrl: string | null = null,
  pixAvailable = false,
  pixReason: string = BILL_PIX_ERRORS.notConnected,
) {
  const payments = m.payments.map(toPayment);
  const status = billPaymentStatus(m.split, payments);
  const who = (by: string | null, staffId: string | null) =>
    by === null ? null : { by, staffId, name: by === 'dono' ? 'Dono' : names(staffId) };
  const t = m.totals;
  return {
    settings: {
      serviceChargeEnabled: m.settings.serviceChargeEnabled,
      serviceRateBps: m.settings.serviceRateBps,
      couvert: money(m.settings.couvertCents),
      couvertKind: m.settings.couvertKind,
    },
    lines: m.lines.map((line) => ({
      id: line.id,
      orderId: line.orderId ?? null,
      name: line.name,
      quantity: line.quantity,
      amount: money(lineCents(line)),
    })),
    subtotal: money(t.itemsCents),
    discounts: t.discounts.map((discount) => ({
      kind: discount.kind,
      label: discount.label,
      amount: money(discount.cents),
    })),
    discountTotal: money(t.discountCents),
    serviceState: t.serviceState,
    serviceRateBps: t.serviceRateBps,
    serviceCharge: money(t.serviceCents),
    couvertKind: t.couvertKind,
    couvertPeople: t.couvertPeople,
    couvert: money(t.couvertCents),
    total: money(t.totalCents),
    rows: t.rows.map((row) => ({ label: row.label, amount: money(row.cents) })),
    serviceRemoval: m.bill.serviceRemovedReason
      ? {
          reason: m.bill.serviceRemovedReason,
          at: m.bill.serviceRemovedAt?.toISOString() ?? null,
          ...who(m.bill.serviceRemovedBy, m.bill.serviceRemovedByStaffId)!,
        }
      : null,
    manualDiscount:
      m.bill.manualDiscountCents && m.bill.manualDiscountReason
        ? {
            amount: money(m.bill.manualDiscountCents),
            reason: m.bill.manualDiscountReason,
            at: m.bill.manualDiscountAt?.toISOString() ?? null,
            ...who(m.bill.manualDiscountBy, m.bill.manualDiscountByStaffId)!,
          }
        : null,
    split: {
      method: m.split.method,
      note: m.split.note,
      parts: m.split.parts.map((part) => {
        const balance = partBalance(part, payments);
        return {
          id: part.id,
          label: part.label,
          personKey: part.personKey ?? null,
          amount: money(part.amountCents),
          paid: money(balance.paidCents),
          due: money(balance.dueCents),
          isPaid: balance.paid,
          items:
            part.shares?.lines.map((line) => ({
              lineId: line.lineId,
              name: line.name,
              quantity: line.quantity,
              amount: money(line.lineCents),
              sharedBy: line.sharedBy,
            })) ?? null,
        };
      }),
    },
    payments: m.payments.map((row) => ({
      id: row.id,
      partId: row.partId,
      method: row.method,
      amount: money(row.amountCents),
      received: money(row.receivedCents),
      change: money(row.changeCents),
      at: row.createdAt.toISOString(),
      ...who(row.takenBy, row.takenByStaffId)!,
    })),
    paid: money(status.paidCents),
    due: money(status.dueCents),
    // Added by decision 0046: the diner's phone (masked), her coupon and points, the PIX links.
    loyalty: {
      phone: m.bill.loyaltyPhone ? maskedPhone(m.bill.loyaltyPhone) : null,
      coupon: m.bill.couponCode
        ? {
            code: m.bill.couponCode,
            amount: money(t.discounts.find((discount) => discount.kind === 'coupon')?.cents ?? 0),
            at: m.bill.couponAt?.toISOString() ?? null,
            ...who(m.bill.couponBy, m.bill.couponByStaffId)!,
          }
        : null,
      points:
        m.bill.loyaltyPoints && m.bill.loyaltyPoints > 0
          ? {
              points: m.bill.loyaltyPoints,
              amount: money(t.discounts.find((discount) => discount.kind === 'points')?.cents ?? 0),
              at: m.bill.loyaltyPointsAt?.toISOString() ?? null,
              ...who(m.bill.loyaltyPointsBy, m.bill.loyaltyPointsByStaffId)!,
            }
          : null,
    },
    pixLinks: pixLinks.map((link) => pixLinkView(link, publicUrl)),
    pix: {
      available: pixAvailable,
      reason: pixAvailable ? null : pixReason,
    },
  };
}

/** '+55 (11) 9••••-8888': enough for the staff to tell the diner's phone, not to copy it. */
export function maskedPhone(phone: string): string {
  const shown = formatPhone(phone);
  return shown.replace(
    /(\) \d)(\d{3,4})(-)/,
    (_all, start: string, middle: string, dash: string) => `${start}${'•'.repeat(middle.length)}${dash}`,
  );
}

/** The bill view's 'closing' block, with the names of who removed, discounted and took payments. */
export async function billClosing(on: Db | Tx, bill: BillRow, publicUrl: string | null = null) {
  const m = await billMoney(on, bill);
  const ids = [
    bill.serviceRemovedByStaffId,
    bill.manualDiscountByStaffId,
    bill.couponByStaffId,
    bill.loyaltyPointsByStaffId,
    ...m.payments.map((payment) => payment.takenByStaffId),
  ].filter((id): id is string => id !== null);
  const [links, [account]] = await Promise.all([
    on
      .select()
      .from(billPixLinks)
      .where(eq(billPixLinks.billId, bill.id))
      .orderBy(asc(billPixLinks.createdAt)),
    on
      .select({
        restaurantId: mercadopagoAccounts.restaurantId,
        pixKeyMissingAt: mercadopagoAccounts.pixKeyMissingAt,
        reconnectNeededAt: mercadopagoAccounts.reconnectNeededAt,
      })
      .from(mercadopagoAccounts)
      .where(eq(mercadopagoAccounts.restaurantId, bill.restaurantId)),
  ]);
  const staff =
    ids.length === 0
      ? []
      : await on
          .select({ id: staffMembers.id, name: staffMembers.name })
          .from(staffMembers)
          .where(inArray(staffMembers.id, [...new Set(ids)]));
  return closingView(
    m,
    (id) => staff.find((member) => member.id === id)?.name ?? null,
    links,
    publicUrl,
    Boolean(account && !account.pixKeyMissingAt && !account.reconnectNeededAt),
    account?.pixKeyMissingAt ? BILL_PIX_ERRORS.pixKeyMissing : BILL_PIX_ERRORS.notConnected,
  );
}

export interface DiningSettingsInput {
  serviceChargeEnabled?: boolean;
  serviceRateBps?: number;
  couvertCents?: number;
  couvertKind?: CouvertKind;
}

export interface AdjustInput {
  /** true: remove the service charge (with `reason`); false: charge it again. */
  removeServiceCharge?: boolean;
  serviceChargeReason?: string;
  /** People the couvert applies to; null: all the table's. */
  couvertPeople?: number | null;
  /** A manual discount in cents with its reason; 0 or null takes it away. */
  manualDiscountCents?: number | null;
  manualDiscountReason?: string;
}

/** Locks a restaurant's bill row for this transaction (every write on a bill starts here). */
export async function lockBill(tx: Tx, restaurantId: string, billId: string) {
  const [bill] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.restaurantId, restaurantId), eq(bills.id, billId)))
    .for('update');
  if (!bill) throw notFound(BILL_NOT_FOUND);
  return bill;
}

export interface TakenPayment {
  paymentId: string;
  replayed: boolean;
  closed: boolean;
  /** The bill as written, to announce after the commit (absent on a replay). */
  bill?: BillRow;
  /** The NFC-e written when the payment closed the bill (automatic issue), to send after the commit. */
  receiptId?: string | null;
}

/**
 * A payment on a part, in the caller's transaction with the bill's row already locked: the staff's
 * payments and a diner's PIX confirmed by Mercado Pago (bill-pix.service.ts) both come here. A
 * repeated key answers the payment already made. When it pays the last part the bill closes: its
 * orders are paid, the table is free and the diner's phone earns the bill's points (decision 0046).
 */
/**
 * Of the orders on a bill being closed, those with no line counting on another bill still open: a
 * line counts on its own bill when moved (`order_items.bill_id`), else on its order's.
 */
async function ordersSettledBy(tx: Tx, billId: string, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const pending = await tx
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(bills, eq(bills.id, sql`coalesce(${orderItems.billId}, ${orders.billId})`))
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        ne(bills.id, billId),
        inArray(bills.status, [...OPEN_BILL_STATUSES]),
      ),
    );
  const open = new Set(pending.map((row) => row.orderId));
  return orderIds.filter((id) => !open.has(id));
}

export async function takePayment(
  tx: Tx,
  bill: BillRow,
  request: {
    partId: string;
    method: string;
    amountCents: number;
    registerSessionId?: string | null;
    /** 'CPF na nota?' (digits, checked by the caller), kept on the bill for its NFC-e. */
    cpf?: string | null;
  },
  idempotencyKey: string | null,
  who: { by: 'dono' | 'equipe' | 'cliente'; staffId: string | null },
  now = new Date(),
): Promise<TakenPayment> {
  if (idempotencyKey !== null) {
    const [done] = await tx
      .select()
      .from(billPayments)
      .where(and(eq(billPayments.billId, bill.id), eq(billPayments.idempotencyKey, idempotencyKey)));
    if (done) return { paymentId: done.id, replayed: true, closed: bill.status === 'fechada' };
  }
  if (!isOpen(bill.status)) throw conflict(BILL_CLOSED);
  const m = await billMoney(tx, bill);
  const result = recordPayment(m.split, m.payments.map(toPayment), request);
  if (!result.ok)
    throw new HttpError(
      result.error === PAYMENT_ERRORS.partPaid ? 409 : result.error === PAYMENT_ERRORS.part ? 404 : 400,
      result.error,
    );
  // The payment that closes the bill, at the till, of a restaurant that must issue on payment: an item
  // lacking tax data is refused before any money is recorded (issue 35). A diner's PIX already paid is not.
  if (result.billPaid && who.by !== 'cliente')
    await ensureSaleCanBeIssued(tx, bill.restaurantId, { kind: 'bill', id: bill.id });
  const [row] = await tx
    .insert(billPayments)
    .values({
      restaurantId: bill.restaurantId,
      billId: bill.id,
      ...result.payment,
      idempotencyKey,
      takenBy: who.by,
      takenByStaffId: who.staffId,
      createdAt: now,
    })
    .returning();
  // The payment lands in the register's open session, in this transaction (decision 0051).
  await landPayment(tx, {
    restaurantId: bill.restaurantId,
    billPaymentId: row!.id,
    method: result.payment.method,
    amountCents: result.payment.amountCents,
    receivedCents: result.payment.receivedCents,
    changeCents: result.payment.changeCents,
    actor: who,
    registerSessionId: request.registerSessionId,
    now,
  });
  const patch: Partial<typeof bills.$inferInsert> = {
    // The parts as paid against: kept from now on, even if nobody split the bill.
    split: JSON.stringify(m.split),
    ...(request.cpf && { fiscalCpf: request.cpf }),
  };
  if (result.billPaid) {
    Object.assign(patch, {
      status: 'fechada',
      closedAt: now,
      closedBy: who.by,
      closedByStaffId: who.staffId,
    });
    // The reports' record of the closed bill: sales, service and couvert apart (decision 0045).
    await recordClosedBill(tx, { ...m, payments: [...m.payments, row!] }, now);
    // Its orders are paid, as 'Marcar como pago' marks one (paidAt, once); an order with lines moved
    // to another table's bill still open is paid when that bill closes too ('Transferir item').
    const settled = await ordersSettledBy(tx, bill.id, m.orderIds);
    if (settled.length > 0)
      await tx
        .update(orders)
        .set({ paidAt: now })
        .where(and(inArray(orders.id, settled), isNull(orders.paidAt)));
    // The diner who gave her phone earns the bill's points, as a delivered order does.
    if (bill.loyaltyPhone)
      await earnBillLoyalty(tx, {
        restaurantId: bill.restaurantId,
        billId: bill.id,
        phone: bill.loyaltyPhone,
        totals: m.totals,
        orderIds: m.orderIds,
        now,
      });
  } else if (bill.status !== 'fechando') patch.status = 'fechando';
  const [updated] = await tx
    .update(bills)
    .set({ ...patch, updatedAt: now })
    .where(eq(bills.id, bill.id))
    .returning();
  // Closed: its NFC-e's row when the restaurant issues on payment, sent after the commit (issue 35).
  const receiptId = result.billPaid
    ? await recordPaidSale(tx, bill.restaurantId, { kind: 'bill', id: bill.id }, who.staffId, null, now)
    : null;
  return { paymentId: row!.id, replayed: false, closed: result.billPaid, bill: updated!, receiptId };
}

/**
 * After a change of the bill's discounts, in its transaction: the parts holding a payment must still
 * fit in the new total (decision 0043), or the change is refused until a payment is reversed.
 */
export async function ensurePaidPartsFit(tx: Tx, bill: BillRow) {
  const m = await billMoney(tx, bill);
  const kept = partsWithPayments(m.split, m.payments.map(toPayment));
  const keptCents = kept.reduce((sum, part) => sum + part.amountCents, 0);
  if (keptCents > m.totals.totalCents)
    throw conflict('As partes com pagamento passam do novo total da conta: estorne um pagamento antes.');
  return m;
}

export const isOpenBillStatus = isOpen;

/** After the commit: the panel and the waiters' phones hear the bill's new state. */
export async function announceBillChange(db: Db, bill: BillRow) {
  await announceBill(db, {
    id: bill.id,
    restaurantId: bill.restaurantId,
    tableId: bill.tableId,
    status: bill.status,
    tableState: tableStateOf(isOpen(bill.status) ? bill.status : null),
    closedAt: bill.closedAt?.toISOString() ?? null,
  });
}

export function createBillsService(db: Db) {
  const lockOpenBill = lockBill;

  /** After the commit: the panel and the waiters' phones hear the bill's new state. */
  const announce = (bill: BillRow) => announceBillChange(db, bill);

  async function update(tx: Tx, billId: string, patch: Partial<typeof bills.$inferInsert>) {
    const [row] = await tx
      .update(bills)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(bills.id, billId))
      .returning();
    return row!;
  }

  async function readDiningSettings(restaurantId: string) {
    const [row] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
    if (!row) throw notFound('Restaurante não encontrado.');
    return settingsView(diningSettingsOf(row));
  }

  return {
    diningSettings: readDiningSettings,

    async updateDiningSettings(restaurantId: string, input: DiningSettingsInput) {
      const issues: Record<string, string> = {};
      if (input.serviceRateBps !== undefined) {
        const issue = serviceRateIssue(input.serviceRateBps);
        if (issue) issues.serviceRateBps = issue;
      }
      if (input.couvertCents !== undefined) {
        const issue = couvertIssue(input.couvertCents);
        if (issue) issues.couvertCents = issue;
      }
      const first = Object.values(issues)[0];
      if (first) throw badRequest(first, issues);
      const changes = {
        ...(input.serviceChargeEnabled !== undefined && {
          serviceChargeEnabled: input.serviceChargeEnabled,
        }),
        ...(input.serviceRateBps !== undefined && { serviceRateBps: input.serviceRateBps }),
        ...(input.couvertCents !== undefined && { couvertCents: input.couvertCents }),
        ...(input.couvertKind !== undefined && { couvertKind: input.couvertKind }),
      };
      // Nothing sent: every field stays as it is (an empty UPDATE is not SQL).
      if (Object.keys(changes).length === 0) return readDiningSettings(restaurantId);
      const [row] = await db
        .update(restaurants)
        .set(changes)
        .where(eq(restaurants.id, restaurantId))
        .returning();
      if (!row) throw notFound('Restaurante não encontrado.');
      return settingsView(diningSettingsOf(row));
    },

    /**
     * The staff's adjustments, each checked by the domain and recorded with who and when. The role
     * of each (service charge and discount: Gerente and Dono) is checked by the route.
     */
    async adjust(restaurantId: string, billId: string, input: AdjustInput, actor: BillsActor) {
      const { by, staffId } = actorOf(actor);
      await db.transaction(async (tx) => {
        const bill = await lockOpenBill(tx, restaurantId, billId);
        if (!isOpen(bill.status)) throw conflict(BILL_CLOSED);
        const now = new Date();
        const patch: Partial<typeof bills.$inferInsert> = {};
        if (input.removeServiceCharge === true) {
          const issue = serviceRemovalIssue(input.serviceChargeReason);
          if (issue) throw badRequest(issue, { serviceChargeReason: issue });
          Object.assign(patch, {
            serviceRemovedReason: input.serviceChargeReason!.trim(),
            serviceRemovedAt: now,
            serviceRemovedBy: by,
            serviceRemovedByStaffId: staffId,
          });
        } else if (input.removeServiceCharge === false) {
          Object.assign(patch, {
            serviceRemovedReason: null,
            serviceRemovedAt: null,
            serviceRemovedBy: null,
            serviceRemovedByStaffId: null,
          });
        }
        if (input.couvertPeople !== undefined) {
          if (input.couvertPeople !== null) {
            const issue = couvertPeopleIssue(input.couvertPeople, bill.people ?? 1);
            if (issue) throw badRequest(issue, { couvertPeople: issue });
          }
          patch.couvertPeople = input.couvertPeople;
        }
        if (input.manualDiscountCents !== undefined) {
          if (!input.manualDiscountCents) {
            Object.assign(patch, {
              manualDiscountCents: null,
              manualDiscountReason: null,
              manualDiscountAt: null,
              manualDiscountBy: null,
              manualDiscountByStaffId: null,
            });
          } else {
            // Room on the items once the bill's other discounts are off (none but the manual today).
            const m = await billMoney(tx, { ...bill, manualDiscountCents: null, manualDiscountReason: null });
            const room = m.totals.itemsCents - m.totals.discountCents;
            const issue = manualDiscountIssue(
              { cents: input.manualDiscountCents, reason: input.manualDiscountReason },
              room,
            );
            if (issue) throw badRequest(issue, { manualDiscountCents: issue });
            Object.assign(patch, {
              manualDiscountCents: input.manualDiscountCents,
              manualDiscountReason: input.manualDiscountReason!.trim(),
              manualDiscountAt: now,
              manualDiscountBy: by,
              manualDiscountByStaffId: staffId,
            });
          }
        }
        if (Object.keys(patch).length === 0) throw badRequest('Nada a ajustar na conta.');
        const updated = await update(tx, bill.id, patch);
        // A kept split that no longer adds up is split again on the next read (billMoney); a split
        // with a paid part stays refused to shrink below what was paid.
        const m = await billMoney(tx, updated);
        const kept = partsWithPayments(m.split, m.payments.map(toPayment));
        const keptCents = kept.reduce((sum, part) => sum + part.amountCents, 0);
        if (keptCents > m.totals.totalCents)
          throw conflict(
            'As partes com pagamento passam do novo total da conta: estorne um pagamento antes.',
          );
      });
    },

    /** Splits the bill (or what is left beside the parts holding a payment) and stores the parts. */
    async split(
      restaurantId: string,
      billId: string,
      request: SplitRequest,
      assignments: ReadonlyMap<string, string[]> = new Map(),
    ) {
      const updated = await db.transaction(async (tx) => {
        const bill = await lockOpenBill(tx, restaurantId, billId);
        if (!isOpen(bill.status)) throw conflict(BILL_CLOSED);
        const m = await billMoney(tx, bill);
        const kept = partsWithPayments(m.split, m.payments.map(toPayment));
        // A split by item: the lines the staff gave to people (else whoever ordered, else everyone).
        const lines = m.lines.map((line) =>
          assignments.has(line.id) ? { ...line, assignedTo: assignments.get(line.id)! } : line,
        );
        const result = splitBill({ totals: m.totals, lines }, request, kept);
        if (!result.ok) throw badRequest(result.error);
        return update(tx, bill.id, {
          split: JSON.stringify(result.split),
          ...(bill.status !== 'fechando' && { status: 'fechando' as const }),
        });
      });
      await announce(updated);
    },

    /**
     * A payment on a part. Under the bill's row lock: two phones paying the same part wait for each
     * other, and the second sees the first's payment. A repeated `Idempotency-Key` answers the
     * payment already made (`replayed`), whatever the body: a retry never pays twice.
     */
    async pay(
      restaurantId: string,
      billId: string,
      request: {
        partId: string;
        method: string;
        amountCents: number;
        registerSessionId?: string | null;
        cpf?: string | null;
      },
      /** As the route read it (lib/idempotency-key): trimmed, 1 to 100 characters, or null. */
      idempotencyKey: string | null,
      actor: BillsActor,
    ) {
      let cpf: string | null = null;
      if (request.cpf !== undefined && request.cpf !== null && request.cpf.trim() !== '') {
        const checked = consumerCpf(request.cpf);
        if (!checked.ok) throw badRequest(checked.error, { cpf: checked.error });
        cpf = checked.cpf;
      }
      const result = await db.transaction(async (tx) => {
        const bill = await lockOpenBill(tx, restaurantId, billId);
        return takePayment(tx, bill, { ...request, cpf }, idempotencyKey, actorOf(actor));
      });
      if ('bill' in result && result.bill) await announce(result.bill);
      // Committed: the bill's NFC-e goes to the provider in the background, never holding the till.
      sendAfterCommit(db, result.receiptId ?? null);
      return result;
    },

    /** The pre-bill ('Conferência') rows of the bill, with the parts when split. */
    async preBill(restaurantId: string, billId: string) {
      return preBillRows({ ...(await preBillInputOf(db, restaurantId, billId)), paper: '80mm' });
    },
  };
}

/**
 * What the pre-bill says (the rows are drawn from it for the paper's width): the bill's lines and
 * totals, the parts when split and which are paid, printed now. 404 for another restaurant's bill.
 */
export async function preBillInputOf(
  db: Db | Tx,
  restaurantId: string,
  billId: string,
): Promise<Omit<PreBillInput, 'paper'>> {
  const [row] = await db
    .select({ bill: bills, table: diningTables, restaurant: restaurants })
    .from(bills)
    .innerJoin(diningTables, eq(diningTables.id, bills.tableId))
    .innerJoin(restaurants, eq(restaurants.id, bills.restaurantId))
    .where(and(eq(bills.restaurantId, restaurantId), eq(bills.id, billId)));
  if (!row) throw notFound(BILL_NOT_FOUND);
  const m = await billMoney(db, row.bill);
  const payments = m.payments.map(toPayment);
  const [waiter] = row.bill.openedByStaffId
    ? await db
        .select({ name: staffMembers.name })
        .from(staffMembers)
        .where(eq(staffMembers.id, row.bill.openedByStaffId))
    : [];
  return {
    restaurantName: row.restaurant.name,
    tableLabel: tableTitle(row.table.label),
    people: row.bill.people ?? 1,
    openedAt: row.bill.openedAt,
    printedAt: new Date(),
    timeZone: row.restaurant.timeZone,
    waiterName: waiter?.name ?? null,
    lines: m.lines,
    totals: m.totals,
    split: m.split.parts.length > 1 ? m.split : null,
    paidPartIds: m.split.parts.filter((part) => partBalance(part, payments).paid).map((part) => part.id),
  };
}

function settingsView(settings: DiningSettings) {
  return {
    serviceChargeEnabled: settings.serviceChargeEnabled,
    serviceRateBps: settings.serviceRateBps,
    couvertCents: settings.couvertCents,
    couvert: centsToDecimal(settings.couvertCents),
    couvertKind: settings.couvertKind,
  };
}

/**
 * The pre-bill as a page the browser prints on 80 mm paper: the same rows, monospace. 11 px: the 42
 * columns of a monospace font (0.6 em a character) must fit the 74 mm inside the margins (12 px
 * passed them by about two characters, cut off at the paper's edge; e2e/bill-closing.e2e.ts).
 */
export function preBillHtml(rows: readonly string[], title: string): string {
  const html = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${html(title)}</title>
<style>@page{size:80mm auto;margin:3mm}body{margin:0;width:74mm}pre{font:11px/1.3 ui-monospace,Menlo,Consolas,monospace;margin:0;white-space:pre}</style>
</head><body><pre>${html(rows.join('\n'))}</pre></body></html>`;
}
