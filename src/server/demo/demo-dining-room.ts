/**
 * The demo's dining room (issue 33): 12 tables in 'Salão' and 'Varanda', the service charge and a
 * couvert, the bills of the last four weeks closed and paid, and tables in every state right after
 * start. Decision 0045.
 *
 * - Tables, areas, seats and the dining settings go through the tables and bills services.
 * - The past bills are made in memory from the history's table orders (demo-orders.ts), with the
 *   bills' own rules: `billTotals` (service charge, couvert, a manager's discount), `splitBill`
 *   (equal parts), `recordPayment` (each part with its method, cash with change) and the reports'
 *   `closedBillRecord`; they are written in batches with the orders, as the history is (decision
 *   0025). Each order keeps its total, so the dashboard's sales are the same as without bills.
 * - The tables open now are opened, asked for the bill, split and partly paid through the tables
 *   and bills services; their orders are priced by the placement's `priceLines`.
 *
 * A seeded random source of its own, so the history's orders are drawn as before.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type BillDiscount,
  type BillLine,
  type BillPayment,
  type BillPaymentMethod,
  type BillSplit,
  billTotals,
  type DiningSettings,
  lineCents,
  recordPayment,
  splitBill,
  wholeBill,
} from '../../domain/bills';
import { centsToDecimal, parseCents, sumCents } from '../../domain/money/money';
import { closedBillRecord, type OrderTaker } from '../../domain/reports/dine-in';
import type { StaffRole } from '../../domain/staff/roles';
import type { Db } from '../db/client';
import { type billPayments, bills, orderItems, orders } from '../db/schema';
import { closedBillRows } from '../modules/bills/bill-sales-record';
import { billClosing, createBillsService } from '../modules/bills/bills.service';
import { priceLines } from '../modules/orders/order-placement.pricing';
import type { MenuItemRow, OptionGroupWithOptions } from '../modules/orders/order-placement.repository';
import type { OrderLineInput } from '../modules/orders/order-placement.schemas';
import { createTablesService } from '../modules/tables/tables.service';
import { type DemoOrderRow, lifecycle } from './demo-order-lifecycle';
import type { DemoOrder } from './demo-orders';
import { pick, pickWeighted, type Random } from './demo-random';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The demo's tables: 1–8 in the 'Salão', 9–12 on the 'Varanda', with their seats. */
export const DEMO_DINING_TABLES = [
  { label: '1', area: 'Salão', seats: 2 },
  { label: '2', area: 'Salão', seats: 4 },
  { label: '3', area: 'Salão', seats: 4 },
  { label: '4', area: 'Salão', seats: 4 },
  { label: '5', area: 'Salão', seats: 2 },
  { label: '6', area: 'Salão', seats: 6 },
  { label: '7', area: 'Salão', seats: 8 },
  { label: '8', area: 'Salão', seats: 4 },
  { label: '9', area: 'Varanda', seats: 4 },
  { label: '10', area: 'Varanda', seats: 4 },
  { label: '11', area: 'Varanda', seats: 2 },
  { label: '12', area: 'Varanda', seats: 6 },
] as const;

/** Live music on the varanda: a 'Couvert artístico' of R$ 5,00 a person, and the usual 10%. */
export const DEMO_DINING_SETTINGS: DiningSettings = {
  serviceChargeEnabled: true,
  serviceRateBps: 1000,
  couvertCents: 500,
  couvertKind: 'artistic',
};

/** How far back the closed bills go. */
export const DEMO_BILL_DAYS = 28;

export interface DemoStaffMember {
  id: string;
  name: string;
  role: StaffRole;
}

/** Areas, seats, tables 11 and 12, and the dining settings, through the services. */
export async function setUpDiningRoom(db: Db, restaurantId: string): Promise<Map<string, string>> {
  const tables = createTablesService(db);
  const existing = new Map((await tables.list(restaurantId)).map((table) => [table.label, table.id]));
  for (const table of DEMO_DINING_TABLES) {
    const id = existing.get(table.label);
    if (id) await tables.update(restaurantId, id, { area: table.area, seats: table.seats });
    else await tables.create(restaurantId, { label: table.label, area: table.area, seats: table.seats });
  }
  await createBillsService(db).updateDiningSettings(restaurantId, DEMO_DINING_SETTINGS);
  return new Map((await tables.list(restaurantId)).map((table) => [table.label, table.id]));
}

/** A bill's lines from its orders' lines, as the bills module reads them (bills.service.ts). */
function billLines(
  orderLines: readonly { order: DemoOrder; line: DemoOrder['lines'][number] }[],
): BillLine[] {
  return orderLines.map(({ order, line }) => {
    const cents = parseCents(line.subtotal) ?? 0;
    const whole = line.quantity > 0 && cents % line.quantity === 0;
    return {
      id: line.id ?? randomUUID(),
      name: whole ? line.name : `${line.quantity}x ${line.name}`,
      unitCents: whole ? cents / line.quantity : cents,
      quantity: whole ? line.quantity : 1,
      orderId: order.row.id,
      orderedBy: order.row.customerName || null,
    };
  });
}

const METHODS: { method: BillPaymentMethod; weight: number }[] = [
  { method: 'pix', weight: 34 },
  { method: 'credit', weight: 30 },
  { method: 'debit', weight: 20 },
  { method: 'cash', weight: 10 },
  { method: 'meal_voucher', weight: 6 },
];

/** Pays every part: one method, or R$ 50,00 in cash and the rest on a card; cash often with change. */
function payParts(split: BillSplit, random: Random): BillPayment[] {
  const payments: BillPayment[] = [];
  const pay = (partId: string, method: BillPaymentMethod, amountCents: number) => {
    const result = recordPayment(split, payments, { partId, method, amountCents });
    if (!result.ok) throw new Error(`demo: ${result.error}`);
    payments.push(result.payment);
  };
  for (const part of split.parts) {
    if (part.amountCents > 8000 && random() < 0.12) {
      pay(part.id, 'cash', 5000);
      pay(part.id, random() < 0.5 ? 'debit' : 'credit', part.amountCents - 5000);
      continue;
    }
    const method = pickWeighted(random, METHODS, (m) => m.weight).method;
    // Cash: the diner hands over the next R$ 10 or R$ 50 note, and gets change.
    const note = random() < 0.5 ? 1000 : 5000;
    const handed =
      method === 'cash' && random() < 0.7 ? Math.ceil(part.amountCents / note) * note : part.amountCents;
    pay(part.id, method, Math.max(handed, part.amountCents));
  }
  return payments;
}

export interface DemoBills {
  bills: (typeof bills.$inferInsert)[];
  payments: (typeof billPayments.$inferInsert)[];
  records: ReturnType<typeof closedBillRows>[];
}

/**
 * The last weeks' table orders gathered into closed, paid bills. Orders of one table less than an
 * hour apart share a bill; who took each order is a waiter, the manager or the table's QR. The
 * orders' rows get their bill, who took them and when they were paid.
 */
export function buildDemoBills(ctx: {
  restaurantId: string;
  orders: DemoOrder[];
  tables: ReadonlyMap<string, string>;
  team: readonly DemoStaffMember[];
  settings: DiningSettings;
  now: Date;
  random: Random;
}): DemoBills {
  const { random, now } = ctx;
  const waiters = ctx.team.filter((member) => member.role === 'garcom' || member.role === 'gerente');
  const cashier = ctx.team.find((member) => member.role === 'caixa');
  const manager = ctx.team.find((member) => member.role === 'gerente');
  const since = now.getTime() - DEMO_BILL_DAYS * DAY;
  const eligible = ctx.orders.filter(
    ({ row }) =>
      row.deliveryType === 'table' &&
      row.status === 'delivered' &&
      !row.couponId &&
      row.tableNumber &&
      ctx.tables.has(row.tableNumber) &&
      row.createdAt.getTime() >= since &&
      row.deliveredAt instanceof Date &&
      row.deliveredAt.getTime() < now.getTime() - 60 * MINUTE,
  );
  // Orders of a table an hour apart at most share its bill (up to three orders).
  const groups: DemoOrder[][] = [];
  const lastOf = new Map<string, DemoOrder[]>();
  for (const order of eligible) {
    const table = order.row.tableNumber!;
    const open = lastOf.get(table);
    const last = open?.at(-1);
    if (
      open &&
      last &&
      open.length < 3 &&
      order.row.createdAt.getTime() - last.row.createdAt.getTime() < 60 * MINUTE
    )
      open.push(order);
    else {
      const group = [order];
      groups.push(group);
      lastOf.set(table, group);
    }
  }

  const result: DemoBills = { bills: [], payments: [], records: [] };
  for (const group of groups) {
    const first = group[0]!.row;
    const tableId = ctx.tables.get(first.tableNumber!)!;
    const billId = randomUUID();
    const byQr = random() < 0.2;
    const opener = byQr ? null : pick(random, waiters);
    const people = byQr && random() < 0.5 ? null : 2 + Math.floor(random() * 4);
    const takers: OrderTaker[] = group.map((_order, index) => {
      // The table's QR for some rounds; otherwise the waiter who opened it, now and then a colleague.
      if (byQr || (index > 0 && random() < 0.25)) return { staffId: null, name: null, role: null };
      const member = random() < 0.85 && opener ? opener : pick(random, waiters);
      return { staffId: member.id, name: member.name, role: member.role };
    });
    const lastServed = Math.max(...group.map((order) => (order.row.deliveredAt as Date).getTime()));
    const closedAt = new Date(
      Math.min(lastServed + (20 + Math.floor(random() * 30)) * MINUTE, now.getTime() - 30 * MINUTE),
    );
    const closer = random() < 0.7 && cashier ? cashier : (opener ?? cashier ?? null);

    const lines = billLines(group.flatMap((order) => order.lines.map((line) => ({ order, line }))));
    // Now and then, and at least once in every 40 bills whatever the day's draws (the history shows
    // each kind of closing on any date): the service charge taken off, a courtesy discount.
    const nth = result.bills.length % 40;
    const serviceRemoval =
      random() < 0.04 || nth === 7 ? { reason: 'Cliente pediu para retirar a taxa' } : null;
    const itemsCents = sumCents(lines.map(lineCents));
    const discount =
      (random() < 0.05 || nth === 13) && itemsCents > 3000 ? Math.min(1500, Math.round(itemsCents * 0.1)) : 0;
    const discounts: BillDiscount[] = discount
      ? [{ kind: 'manual', cents: discount, reason: 'Cortesia da casa: sobremesa' }]
      : [];
    const totals = billTotals({
      lines,
      settings: ctx.settings,
      people: people ?? 1,
      serviceRemoval,
      discounts,
    });
    const parts =
      people && people > 1 && random() < 0.45 ? Math.min(people, 2 + Math.floor(random() * 3)) : 1;
    const splitResult = parts > 1 ? splitBill({ totals, lines }, { method: 'equal', parts }) : null;
    const split = splitResult?.ok ? splitResult.split : wholeBill(totals.totalCents);
    const payments = payParts(split, random);

    const who = (member: DemoStaffMember | null | undefined) =>
      member ? { by: 'equipe' as const, staffId: member.id } : { by: 'dono' as const, staffId: null };
    const openedBy = byQr ? { by: 'cliente' as const, staffId: null } : who(opener);
    const closedBy = who(closer);
    result.bills.push({
      id: billId,
      restaurantId: ctx.restaurantId,
      tableId,
      status: 'fechada',
      people,
      openedAt: new Date(first.createdAt.getTime() - 3 * MINUTE),
      openedBy: openedBy.by,
      openedByStaffId: openedBy.staffId,
      billRequestedAt: new Date(closedAt.getTime() - 6 * MINUTE),
      closedAt,
      closedBy: closedBy.by,
      closedByStaffId: closedBy.staffId,
      ...(serviceRemoval && {
        serviceRemovedReason: serviceRemoval.reason,
        serviceRemovedAt: new Date(closedAt.getTime() - 4 * MINUTE),
        ...(manager
          ? { serviceRemovedBy: 'equipe' as const, serviceRemovedByStaffId: manager.id }
          : { serviceRemovedBy: 'dono' as const }),
      }),
      ...(discount > 0 && {
        manualDiscountCents: discount,
        manualDiscountReason: 'Cortesia da casa: sobremesa',
        manualDiscountAt: new Date(closedAt.getTime() - 5 * MINUTE),
        ...(manager
          ? { manualDiscountBy: 'equipe' as const, manualDiscountByStaffId: manager.id }
          : { manualDiscountBy: 'dono' as const }),
      }),
      split: JSON.stringify(split),
      createdAt: new Date(first.createdAt.getTime() - 3 * MINUTE),
      updatedAt: closedAt,
    });
    result.payments.push(
      ...payments.map((payment, index) => ({
        restaurantId: ctx.restaurantId,
        billId,
        ...payment,
        takenBy: closedBy.by,
        takenByStaffId: closedBy.staffId,
        createdAt: new Date(closedAt.getTime() - (payments.length - 1 - index) * MINUTE),
      })),
    );
    const takerOf = new Map(group.map((order, index) => [order.row.id, takers[index]!]));
    const record = closedBillRecord(
      totals,
      payments,
      lines.map((line) => ({
        orderId: line.orderId!,
        cents: lineCents(line),
        taker: takerOf.get(line.orderId!)!,
      })),
    );
    result.records.push(
      closedBillRows({ id: billId, restaurantId: ctx.restaurantId, tableId, people }, record, closedAt),
    );
    group.forEach((order, index) => {
      const taker = takers[index]!;
      Object.assign(order.row, {
        billId,
        takenByStaffId: taker.staffId,
        takenByName: taker.name,
        takenByRole: taker.role,
        paidAt: closedAt,
      });
    });
  }
  return result;
}

/**
 * Items a waiter adds without choosing options (dishes without option groups), none under stock
 * control: the history moved stock for its confirmed orders (demo-history.ts), these are not in it.
 */
function simpleItems(ctx: LiveContext) {
  const withGroups = new Set(ctx.groups.map((group) => group.menuItemId));
  return ctx.items.filter((item) => !withGroups.has(item.id) && !ctx.stocked.has(item.id));
}

interface LiveContext {
  restaurantId: string;
  tables: ReadonlyMap<string, string>;
  team: readonly DemoStaffMember[];
  items: MenuItemRow[];
  groups: OptionGroupWithOptions[];
  /** Items under stock control. */
  stocked: ReadonlySet<string>;
  now: Date;
  random: Random;
}

type LiveOrder = Pick<DemoOrder, 'row' | 'lines'>;

/** A table order priced by the placement's rules, on an open bill, already served or on its way. */
function liveOrder(
  ctx: LiveContext,
  order: {
    table: string;
    billId: string;
    taker: DemoStaffMember | null;
    customerName: string;
    customerPhone: string;
    lines: number;
    minutesAgo: number;
  },
): LiveOrder {
  const { random, now } = ctx;
  const pool = simpleItems(ctx);
  const cart: OrderLineInput[] = Array.from({ length: order.lines }, () => ({
    menuItemId: pick(random, pool).id,
    quantity: 1 + Math.floor(random() * 2),
    optionIds: [],
    notes: null,
  }));
  const priced = priceLines(ctx.restaurantId, cart, ctx.items, ctx.groups, 'highest');
  const subtotal = sumCents(priced.map((line) => line.subtotalCents));
  const id = randomUUID();
  const createdAt = new Date(now.getTime() - order.minutesAgo * MINUTE);
  const row: DemoOrderRow = {
    id,
    restaurantId: ctx.restaurantId,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    items: JSON.stringify(priced.map((line) => line.json)),
    subtotal: centsToDecimal(subtotal),
    deliveryFee: '0.00',
    discountApplied: '0.00',
    couponId: null,
    couponDiscount: '0.00',
    total: centsToDecimal(subtotal),
    status: 'pending',
    deliveryType: 'table',
    deliveryAddress: null,
    tableNumber: order.table,
    billId: order.billId,
    notes: null,
    orderSource: 'direct',
    // Paid on the table's bill when it closes.
    paymentMethod: null,
    cardType: null,
    changeFor: null,
    takenByStaffId: order.taker?.id ?? null,
    takenByName: order.taker?.name ?? null,
    takenByRole: order.taker?.role ?? null,
    createdAt,
  };
  // Ready (at the table) when it came more than 40 minutes ago; else in the kitchen. Not 'delivered':
  // points are earned at delivery (demo-history.ts), and these diners are not in the loyalty program.
  lifecycle(
    row,
    order.minutesAgo > 40 ? 'ready' : order.minutesAgo > 15 ? 'preparing' : 'confirmed',
    random,
    now,
  );
  return { row, lines: priced.map((line) => ({ ...line.row, orderId: id, createdAt })) };
}

/**
 * The dining room right after start: Mesa 2 and Mesa 7 ocupada (orders from the waiter and from
 * the QR), Mesa 5 'conta pedida', Mesa 10 'fechando' (split in three, one part paid by PIX), the
 * rest livre. Tables are opened, asked for the bill, split and paid through the services.
 */
export async function seatLiveTables(db: Db, ctx: LiveContext) {
  const tables = createTablesService(db);
  const billsService = createBillsService(db);
  const staff = (role: StaffRole, name?: string) =>
    ctx.team.find((member) => member.role === role && (!name || member.name === name)) ?? null;
  const ana = staff('garcom', 'Ana Souza');
  const carlos = staff('garcom', 'Carlos Mendes') ?? ana;
  const marina = staff('gerente');
  const paula = staff('caixa');
  const actor = (member: DemoStaffMember | null) => ({ staff: member ? { id: member.id } : null });
  /** Opens a table through the service; it was opened before its first order, `minutesAgo`. */
  const open = async (label: string, people: number, by: DemoStaffMember | null, minutesAgo: number) => {
    await tables.open(ctx.restaurantId, ctx.tables.get(label)!, people, actor(by));
    const openedAt = new Date(ctx.now.getTime() - minutesAgo * MINUTE);
    const [bill] = await db
      .update(bills)
      .set({ openedAt, createdAt: openedAt })
      .where(and(eq(bills.tableId, ctx.tables.get(label)!), eq(bills.status, 'aberta')))
      .returning({ id: bills.id });
    return bill!.id;
  };
  const live: LiveOrder[] = [];
  const phone = (n: number) => `55119${String(8100_0000 + n).padStart(8, '0')}`;

  const table2 = await open('2', 4, ana, 55);
  live.push(
    liveOrder(ctx, {
      table: '2',
      billId: table2,
      taker: ana,
      customerName: 'Mesa 2',
      customerPhone: phone(1),
      lines: 3,
      minutesAgo: 52,
    }),
    liveOrder(ctx, {
      table: '2',
      billId: table2,
      taker: null,
      customerName: 'Camila',
      customerPhone: phone(2),
      lines: 1,
      minutesAgo: 31,
    }),
    liveOrder(ctx, {
      table: '2',
      billId: table2,
      taker: null,
      customerName: 'Rafael',
      customerPhone: phone(3),
      lines: 2,
      minutesAgo: 12,
    }),
  );
  const table7 = await open('7', 6, marina, 27);
  live.push(
    liveOrder(ctx, {
      table: '7',
      billId: table7,
      taker: marina,
      customerName: 'Mesa 7',
      customerPhone: phone(4),
      lines: 4,
      minutesAgo: 24,
    }),
    liveOrder(ctx, {
      table: '7',
      billId: table7,
      taker: null,
      customerName: 'Luiza',
      customerPhone: phone(5),
      lines: 1,
      minutesAgo: 8,
    }),
  );
  const table5 = await open('5', 2, carlos, 78);
  live.push(
    liveOrder(ctx, {
      table: '5',
      billId: table5,
      taker: carlos,
      customerName: 'Mesa 5',
      customerPhone: phone(6),
      lines: 3,
      minutesAgo: 75,
    }),
  );
  const table10 = await open('10', 3, ana, 98);
  live.push(
    liveOrder(ctx, {
      table: '10',
      billId: table10,
      taker: ana,
      customerName: 'Mesa 10',
      customerPhone: phone(7),
      lines: 3,
      minutesAgo: 95,
    }),
    liveOrder(ctx, {
      table: '10',
      billId: table10,
      taker: null,
      customerName: 'Bruno',
      customerPhone: phone(8),
      lines: 2,
      minutesAgo: 70,
    }),
  );
  for (const order of live) {
    await db.insert(orders).values(order.row);
    await db.insert(orderItems).values(order.lines);
  }
  await tables.requestBill(ctx.restaurantId, table5);
  await billsService.split(ctx.restaurantId, table10, { method: 'equal', parts: 3 });
  const [row] = await db.select().from(bills).where(eq(bills.id, table10));
  const closing = await billClosing(db, row!);
  const first = closing.split.parts[0]!;
  await billsService.pay(
    ctx.restaurantId,
    table10,
    { partId: first.id, method: 'pix', amountCents: parseCents(first.due) ?? 0 },
    'demo-mesa-10-parte-1',
    actor(paula),
  );
  return { ocupada: ['2', '7'], contaPedida: ['5'], fechando: ['10'] };
}
