/**
 * The demo restaurant (issue 20, item 14): seeded on a fresh database it shows every part of the
 * product through the API a diner and an owner use, and its data keeps our own rules: totals are
 * lines + fee − discounts, stock equals its movements, loyalty balances equal their ledger.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, sessionCookie, type TestContext } from '../../../test/harness/app';
import { parseCents } from '../../domain/money/money';
import { ORDER_SOURCES, ORDER_STATUSES } from '../../domain/orders/order-status';
import type { Db } from '../db/client';
import {
  billPayments,
  bills,
  coupons,
  customerLoyalty,
  dineInBillSales,
  loyaltyTransactions,
  menuItems,
  orderItems,
  orders,
  stockMovements,
} from '../db/schema';
import { DEMO_LOGIN, DEMO_TEAM, demoLoginWorks, seedDemo } from './demo';

let ctx: TestContext;
let db: Db;
let restaurantId: string;
let cookie: string;
const now = new Date();
const cents = (value: string | null) => parseCents(value ?? '0') ?? 0;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  const started = performance.now();
  expect(await seedDemo(db, ctx.app.images, now)).toBe(true);
  console.log(`demo seed: ${Math.round(performance.now() - started)} ms`);
  const login = await callApi(ctx.app, 'POST', '/auth/login', undefined, DEMO_LOGIN);
  expect(login.statusCode).toBe(200);
  cookie = sessionCookie(login);
  restaurantId = login.json().id;
}, 120_000);
afterAll(() => ctx?.close());

describe('the demo restaurant', () => {
  it('is seeded once: a second start and a database with data are left alone', async () => {
    const before = (await db.select().from(orders)).length;
    expect(await seedDemo(db, ctx.app.images)).toBe(false);
    expect((await db.select().from(orders)).length).toBe(before);
  });

  it('shows a menu with photos, sizes, add-ons, a required choice and half-and-half pizza', async () => {
    const menu = (await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/menu`)).json();
    const items = Array.isArray(menu) ? menu : menu.items;
    expect(items.length).toBeGreaterThanOrEqual(20);
    for (const item of items) expect(item.imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
    const photo = await ctx.app.inject({ method: 'GET', url: items[0].imageUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const byName = (name: string) => items.find((item: { name: string }) => item.name === name);
    const water = byName('Água mineral').optionGroups;
    expect(water).toHaveLength(1);
    expect(water[0]).toMatchObject({ isRequired: true, maxChoices: 1 });
    expect(water[0].options.map((o: { name: string }) => o.name)).toEqual(['Sem gás', 'Com gás']);

    const half = byName('Pizza meio a meio').optionGroups;
    expect(half.find((g: { kind: string }) => g.kind === 'flavors')).toMatchObject({ maxChoices: 2 });
    expect(half.find((g: { name: string }) => g.name === 'Tamanho')).toMatchObject({ isRequired: true });
    const acai = byName('Açaí na tigela').optionGroups;
    expect(acai.find((g: { name: string }) => g.name === 'Adicionais')).toMatchObject({
      isRequired: false,
      maxChoices: 4,
    });
  });

  it('takes PIX with a key, opens per weekday, delivers by zones and has 12 tables with QR cards', async () => {
    const settings = (await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/settings`, cookie)).json();
    expect(settings).toMatchObject({ acceptsPix: true, tableCount: 12 });
    const pix = (await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/pix-key`, cookie)).json();
    expect(pix).toMatchObject({ type: 'email', key: 'pix@bellanapoli.com.br' });

    const days = new Set(settings.openingHours.map((p: { weekday: number }) => p.weekday));
    expect(days.size).toBe(7);
    expect(settings.deliveryZones.length).toBe(3);
    for (const zone of settings.deliveryZones) {
      expect(cents(String(zone.fee))).toBeGreaterThan(0);
      expect(cents(String(zone.minOrder))).toBeGreaterThan(0);
    }
    const cards = await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/qr-code/tables.pdf`, cookie);
    expect(cards.statusCode).toBe(200);
    expect(cards.headers['content-type']).toContain('application/pdf');
  });

  it('has loyalty customers with points, the tiers, rewards and a redemption', async () => {
    const overview = (await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/loyalty`, cookie)).json();
    expect(overview.customers.length).toBeGreaterThanOrEqual(5);
    expect(overview.customers.some((c: { currentTier: string }) => c.currentTier !== 'bronze')).toBe(true);
    const rewards = (
      await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/loyalty/rewards`, cookie)
    ).json();
    expect(rewards.length).toBeGreaterThanOrEqual(3);
    const redeemed = await db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.type, 'redeem'));
    expect(redeemed.length).toBeGreaterThanOrEqual(1);
  });

  it('has a team with one person per staff role, each switching in with the printed PIN', async () => {
    const team = (await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/staff`, cookie)).json();
    expect(team.map((member: { name: string; role: string }) => [member.name, member.role]).sort()).toEqual(
      DEMO_TEAM.map((member) => [member.name, member.role]).sort(),
    );
    expect(new Set(DEMO_TEAM.map((member) => member.role))).toEqual(
      new Set(['gerente', 'garcom', 'cozinha', 'caixa']),
    );
    const device = sessionCookie(await callApi(ctx.app, 'POST', '/auth/login', undefined, DEMO_LOGIN));
    for (const member of DEMO_TEAM) {
      const id = team.find((row: { name: string }) => row.name === member.name).id;
      const switched = await callApi(ctx.app, 'POST', `/restaurants/${restaurantId}/staff/switch`, device, {
        staffId: id,
        pin: member.pin,
      });
      expect(switched.json(), member.name).toMatchObject({ role: member.role, name: member.name });
    }
  });

  it('has finished the setup checklist', async () => {
    const onboarding = (
      await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/onboarding`, cookie)
    ).json();
    expect(onboarding.steps.filter((step: { done: boolean }) => !step.done)).toEqual([]);
    expect(onboarding.complete).toBe(true);
  });

  it('has 60 days of orders across statuses, order types, payments and sources', async () => {
    const rows = await db.select().from(orders).where(eq(orders.restaurantId, restaurantId));
    const oldest = Math.min(...rows.map((o) => o.createdAt.getTime()));
    expect((now.getTime() - oldest) / 86_400_000).toBeGreaterThan(57);
    expect((now.getTime() - oldest) / 86_400_000).toBeLessThanOrEqual(60);
    expect(Math.max(...rows.map((o) => o.createdAt.getTime()))).toBeLessThanOrEqual(now.getTime());
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(rows.map((o) => o.deliveryType))).toEqual(new Set(['pickup', 'delivery', 'table']));
    expect(new Set(rows.map((o) => o.paymentMethod))).toEqual(new Set(['cash', 'card', 'pix', null]));
    expect(new Set(rows.map((o) => o.orderSource)).size).toBeGreaterThanOrEqual(3);
    expect(rows.every((o) => ORDER_SOURCES.includes(o.orderSource))).toBe(true);

    const dashboard = (await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/reports`, cookie)).json();
    expect(JSON.stringify(dashboard)).not.toBe('{}');
    const week = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${restaurantId}/reports/sales?period=last30`,
      cookie,
    );
    expect(week.statusCode).toBeLessThan(500);
  });
});

describe('the demo dining room', () => {
  type TableView = {
    id: string;
    label: string;
    area: string;
    seats: number;
    state: string;
    bill: { id: string } | null;
  };

  it('has tables in the Salão and on the Varanda in every state right after start', async () => {
    const tables = (
      await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/tables`, cookie)
    ).json() as TableView[];
    expect(tables).toHaveLength(12);
    expect(new Set(tables.map((table) => table.area))).toEqual(new Set(['Salão', 'Varanda']));
    const state = (label: string) => tables.find((table) => table.label === label)!.state;
    expect(new Set(tables.map((table) => table.state))).toEqual(
      new Set(['livre', 'ocupada', 'conta_pedida', 'fechando']),
    );
    expect([state('2'), state('7'), state('5'), state('10'), state('1')]).toEqual([
      'ocupada',
      'ocupada',
      'conta_pedida',
      'fechando',
      'livre',
    ]);
    // Mesa 2: orders from the waiter and from the QR; Mesa 10: split in three, one part paid by PIX.
    const bill2 = tables.find((table) => table.label === '2')!.bill!.id;
    const onTable2 = await db.select().from(orders).where(eq(orders.billId, bill2));
    expect(onTable2.some((order) => order.takenByRole === 'garcom')).toBe(true);
    expect(onTable2.some((order) => order.takenByStaffId === null)).toBe(true);
    const bill10 = tables.find((table) => table.label === '10')!.bill!.id;
    const closing = (
      await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/bills/${bill10}`, cookie)
    ).json().closing;
    expect(closing.split.parts).toHaveLength(3);
    expect(closing.split.parts.map((part: { isPaid: boolean }) => part.isPaid)).toEqual([true, false, false]);
    expect(closing.payments).toMatchObject([{ method: 'pix' }]);
    expect(closing.serviceState).toBe('charged');
    expect(cents(closing.couvert)).toBe(3 * 500);
  });

  it('has four weeks of closed bills whose figures the server recomputes to the cent', async () => {
    const closed = await db
      .select()
      .from(bills)
      .where(and(eq(bills.restaurantId, restaurantId), eq(bills.status, 'fechada')));
    expect(closed.length).toBeGreaterThanOrEqual(40);
    const records = new Map(
      (await db.select().from(dineInBillSales).where(eq(dineInBillSales.restaurantId, restaurantId))).map(
        (row) => [row.billId, row],
      ),
    );
    expect(records.size).toBe(closed.length);
    expect(closed.some((bill) => bill.manualDiscountCents)).toBe(true);
    expect(closed.some((bill) => bill.serviceRemovedReason)).toBe(true);
    expect(closed.some((bill) => (JSON.parse(bill.split!) as { parts: unknown[] }).parts.length > 1)).toBe(
      true,
    );
    const payments = await db.select().from(billPayments).where(eq(billPayments.restaurantId, restaurantId));
    expect(new Set(payments.map((payment) => payment.method)).size).toBeGreaterThanOrEqual(4);
    expect(payments.some((payment) => payment.changeCents > 0)).toBe(true);
    // The bill as the server reads it (from its orders' lines and the restaurant's settings) is the
    // record the demo wrote: every 5th bill, to keep the test short.
    for (const bill of closed.filter((_bill, index) => index % 5 === 0)) {
      const view = (
        await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/bills/${bill.id}`, cookie)
      ).json();
      const record = records.get(bill.id)!;
      expect(cents(view.closing.total), bill.id).toBe(record.totalCents);
      expect(cents(view.closing.serviceCharge)).toBe(record.serviceCents);
      expect(cents(view.closing.couvert)).toBe(record.couvertCents);
      expect(cents(view.closing.due)).toBe(0);
    }
  });

  it('shows the bills in the Salão report: by table, waiter and method, adding up', async () => {
    const report = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${restaurantId}/reports/dine-in?period=last30`,
      cookie,
    );
    expect(report.statusCode, report.body).toBe(200);
    const data = report.json();
    const [waiters, methods] = data.sections;
    expect(data.rows.length).toBeGreaterThanOrEqual(8);
    expect(waiters.rows.map((row: { waiter: string }) => row.waiter)).toEqual(
      expect.arrayContaining([
        'Ana Souza (Garçom)',
        'Carlos Mendes (Garçom)',
        'Marina Costa (Gerente)',
        'QR da mesa',
      ]),
    );
    expect(methods.rows.length).toBeGreaterThanOrEqual(4);
    // One figure, three ways: sales and service by table, by waiter and by method are the same.
    expect(waiters.totals.sales).toBe(data.totals.sales);
    expect(methods.totals.sales).toBe(data.totals.sales);
    expect(waiters.totals.serviceCharge).toBe(data.totals.serviceCharge);
    expect(methods.totals.serviceCharge).toBe(data.totals.serviceCharge);
    expect(methods.totals.couvert).toBe(data.totals.couvert);
    expect(cents(methods.totals.received)).toBe(
      cents(data.totals.sales) + cents(data.totals.serviceCharge) + cents(data.totals.couvert),
    );
    // The bills' sales are their orders' totals less the managers' discounts: nothing counted twice.
    const onBills = await db
      .select({ total: orders.total, billId: orders.billId })
      .from(orders)
      .innerJoin(bills, eq(bills.id, orders.billId))
      .where(and(eq(bills.restaurantId, restaurantId), eq(bills.status, 'fechada')));
    const closed = await db
      .select()
      .from(bills)
      .where(and(eq(bills.restaurantId, restaurantId), eq(bills.status, 'fechada')));
    const discounts = closed.reduce((sum, bill) => sum + (bill.manualDiscountCents ?? 0), 0);
    expect(cents(data.totals.sales)).toBe(onBills.reduce((sum, o) => sum + cents(o.total), 0) - discounts);
  });
});

describe('the demo keeps our rules', () => {
  it('every order: lines at unit price × quantity, total = lines + fee − discounts', async () => {
    const rows = await db.select().from(orders).where(eq(orders.restaurantId, restaurantId));
    const lines = await db.select().from(orderItems).where(eq(orderItems.restaurantId, restaurantId));
    for (const order of rows) {
      const own = lines.filter((line) => line.orderId === order.id);
      expect(own.length).toBeGreaterThan(0);
      for (const line of own) expect(cents(line.subtotal)).toBe(cents(line.unitPrice) * line.quantity);
      const sum = own.reduce((total, line) => total + cents(line.subtotal), 0);
      expect(cents(order.subtotal)).toBe(sum);
      expect(cents(order.total)).toBe(sum + cents(order.deliveryFee) - cents(order.discountApplied));
      expect(cents(order.discountApplied)).toBe(cents(order.couponDiscount));
      expect(JSON.parse(order.items)).toHaveLength(own.length);
      if (order.deliveredAt)
        expect(order.deliveredAt >= order.readyAt! && order.readyAt! >= order.confirmedAt!).toBe(true);
    }
    const [coupon] = await db.select().from(coupons).where(eq(coupons.restaurantId, restaurantId));
    expect(coupon!.usedCount).toBe(rows.filter((o) => o.couponId === coupon!.id).length);
    expect(coupon!.usedCount).toBeGreaterThan(0);
  });

  it('stock equals the sum of its movements, and only confirmed orders moved it', async () => {
    const items = await db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.hasInventoryControl, true)));
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.some((item) => item.stockQuantity <= item.minStockAlert)).toBe(true);
    const moves = await db.select().from(stockMovements).where(eq(stockMovements.restaurantId, restaurantId));
    for (const item of items) {
      const own = moves.filter((move) => move.menuItemId === item.id);
      expect(item.stockQuantity).toBe(own.reduce((sum, move) => sum + move.quantity, 0));
      expect(item.stockQuantity).toBeGreaterThanOrEqual(0);
    }
    const confirmed = new Set(
      (await db.select({ id: orders.id }).from(orders).where(isNotNull(orders.confirmedAt))).map((o) => o.id),
    );
    for (const move of moves.filter((m) => m.orderId)) expect(confirmed.has(move.orderId!)).toBe(true);
  });

  it('each loyalty balance equals its ledger, and each delivered order earned once', async () => {
    const customers = await db
      .select()
      .from(customerLoyalty)
      .where(eq(customerLoyalty.restaurantId, restaurantId));
    const ledger = await db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.restaurantId, restaurantId));
    const rows = await db.select().from(orders).where(eq(orders.restaurantId, restaurantId));
    for (const customer of customers) {
      const own = ledger.filter((entry) => entry.customerId === customer.id);
      expect(customer.points).toBe(own.reduce((sum, entry) => sum + entry.points, 0));
      expect(customer.totalPointsEarned).toBe(
        own
          .filter((e) => ['earn', 'bonus', 'birthday', 'referral'].includes(e.type))
          .reduce((sum, e) => sum + e.points, 0),
      );
      expect(customer.totalPointsRedeemed).toBe(
        own.filter((e) => e.type === 'redeem').reduce((sum, e) => sum - e.points, 0),
      );
      const delivered = rows.filter(
        (o) => o.customerPhone === customer.customerPhone && o.status === 'delivered',
      );
      expect(customer.totalOrders).toBe(delivered.length);
      expect(cents(customer.totalSpent)).toBe(delivered.reduce((sum, o) => sum + cents(o.total), 0));
    }
    for (const order of rows) {
      const earned = ledger.filter((entry) => entry.orderId === order.id && entry.type === 'earn');
      expect(earned).toHaveLength(order.status === 'delivered' ? 1 : 0);
      if (order.status === 'delivered') {
        expect(order.loyaltyPointsEarned).toBe(earned[0]!.points);
        // 1 point per real at the entry tier's ×1,00 and at most the top tier's ×1,50, plus 2 per order.
        const reais = Math.floor(cents(order.total) / 100);
        expect(order.loyaltyPointsEarned).toBeGreaterThanOrEqual(reais + 2);
        expect(order.loyaltyPointsEarned).toBeLessThanOrEqual(
          Math.floor((cents(order.total) * 1.5) / 100) + 2,
        );
      }
    }
  });
});

describe("the demo's cash register", () => {
  it("has the last three days closed on 'Caixa', adding up to the cent, and today left to open", async () => {
    const registers = (
      await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/registers`, cookie)
    ).json();
    expect(registers.registers).toHaveLength(1);
    expect(registers.registers[0]).toMatchObject({ name: 'Caixa', openSession: null });
    const listed = await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}/register-sessions`, cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    const sessions = listed.json().sessions as {
      id: string;
      status: string;
      openingFloatCents: number;
      openedBy: { name: string };
      differenceCents: number;
      closing: { differenceLabel: string; lines: { method: string; countedCents: number }[] };
      summary: {
        salesCents: number;
        paymentCount: number;
        withdrawalsCents: number;
        topUpsCents: number;
        expected: Record<string, number>;
      };
    }[];
    expect(sessions).toHaveLength(3);
    for (const session of sessions) {
      expect(session.status).toBe('fechado');
      expect(session.openedBy.name).toBe('Paula Reis');
      expect(session.summary.paymentCount).toBeGreaterThan(0);
      expect(session.summary.salesCents).toBeGreaterThan(0);
    }
    // One sangria, one suprimento, one small shortfall in the drawer.
    expect(sessions.filter((s) => s.summary.withdrawalsCents > 0)).toHaveLength(1);
    expect(sessions.filter((s) => s.summary.topUpsCents > 0)).toHaveLength(1);
    const short = sessions.filter((s) => s.differenceCents !== 0);
    expect(short).toHaveLength(1);
    expect(short[0]!.differenceCents).toBe(-250);
    expect(short[0]!.closing.differenceLabel).toBe('Falta de R$ 2,50');
    // The next float the form offers is what the last count left in the drawer.
    const last = sessions.find((s) => s.summary.withdrawalsCents > 0)!;
    const countedCash = last.closing.lines.find((line) => line.method === 'cash')!.countedCents;
    expect(registers.registers[0].suggestedFloatCents).toBe(countedCash);
    // The report prints from the stored figures.
    const report = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${restaurantId}/register-sessions/${last.id}/report`,
      cookie,
    );
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Resultado: Falta de R$ 2,50');
    expect(report.body).toContain('Depósito no banco');
  });
});

describe('the demo login at start-up', () => {
  it('is shown while the demo password works, and no longer once the owner changed it', async () => {
    expect(await demoLoginWorks(db)).toBe(true);
    const changed = await callApi(ctx.app, 'POST', `/restaurants/${restaurantId}/password`, cookie, {
      currentPassword: DEMO_LOGIN.password,
      newPassword: 'outra-senha-forte-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(await demoLoginWorks(db)).toBe(false);
  });
});
