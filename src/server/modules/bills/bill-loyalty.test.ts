/**
 * Coupons and loyalty points on a table's bill (decision 0046), through the real API on a real
 * database: the coupon by the order's rules (minimum on the items, one use per phone counting orders
 * and bills), points only with the proof of the phone (the one-time code its WhatsApp received),
 * the discount order coupon → points → manual, who applied each, and the closed bill earning points
 * for the phone without counting its own orders twice.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type TestContext } from '../../../../test/harness/app';
import { recordingCodeSender } from '../../../../test/harness/phone-proof';
import { customerLoyalty, loyaltyTransactions } from '../../db/schema';
import { placeDinerOrder } from '../loyalty/loyalty.test-helpers';
import { lockCustomer, postLedgerEntry } from '../loyalty/loyalty-ledger';
import { openTableBill } from './bill-pix-loyalty.test-helpers';

const codes = recordingCodeSender();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { codeSender: codes.sender });
});
afterAll(() => ctx.close());

const PHONE = '(11) 98123-4567';
const PHONE_KEY = '5511981234567';

type Bill = Awaited<ReturnType<typeof openTableBill>>;

async function givePoints(restaurantId: string, phone: string, points: number) {
  await ctx.app.db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, restaurantId, phone, 'Joana');
    await postLedgerEntry(tx, { customerId: customer.id, restaurantId, type: 'bonus', points });
  });
}
const balance = async (restaurantId: string, phone: string) =>
  (
    await ctx.app.db
      .select({ points: customerLoyalty.points })
      .from(customerLoyalty)
      .where(and(eq(customerLoyalty.restaurantId, restaurantId), eq(customerLoyalty.customerPhone, phone)))
  )[0]?.points ?? 0;

const post = (bill: Bill, tail: string, body: unknown, cookie = bill.cashier.cookie) =>
  callApi(ctx.app, 'POST', bill.url(tail), cookie, body);
const setPhone = (bill: Bill, phone: string | null = PHONE) =>
  callApi(ctx.app, 'PUT', bill.url('/loyalty-phone'), bill.cashier.cookie, { phone });
const createCoupon = (bill: Bill, payload: Record<string, unknown>) =>
  callApi(ctx.app, 'POST', `/restaurants/${bill.r.id}/coupons`, bill.r.cookie, payload);
/** The cashier sends the code to the bill's phone; the diner reads out what her WhatsApp received. */
async function askCode(bill: Bill) {
  const asked = await post(bill, '/phone-proof-code', undefined);
  expect(asked.statusCode, asked.body).toBe(200);
  expect(asked.json()).toEqual({ delivered: true, expiresInMinutes: 10 });
  return codes.lastCode(PHONE_KEY)!;
}

describe('a coupon on a bill', () => {
  it('needs the phone, applies the order’s rules on the items, and records who applied it', async () => {
    const bill = await openTableBill(ctx.app);
    expect(
      (
        await createCoupon(bill, {
          code: 'MESA10',
          kind: 'percent',
          value: '10',
          minOrder: '50.00',
          maxUsesPerPhone: 1,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await createCoupon(bill, { code: 'GRANDE', kind: 'fixed', value: '5', minOrder: '200.00' }))
        .statusCode,
    ).toBe(201);
    const noPhone = await post(bill, '/coupon', { code: 'MESA10' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error).toBe('Informe o telefone do cliente antes do cupom ou dos pontos.');
    expect((await setPhone(bill)).statusCode).toBe(200);
    // The waiter may see the bill, not apply coupons.
    expect((await post(bill, '/coupon', { code: 'MESA10' }, bill.waiter.cookie)).statusCode).toBe(403);
    const minimum = await post(bill, '/coupon', { code: 'grande' });
    expect(minimum.statusCode).toBe(400);
    expect(minimum.json().error).toBe('Pedido mínimo para este cupom: R$ 200,00');
    expect((await post(bill, '/coupon', { code: 'NAOEXISTE' })).json().error).toBe('Cupom inválido');
    const applied = await post(bill, '/coupon', { code: 'mesa10' });
    expect(applied.statusCode, applied.body).toBe(200);
    // 99,99 − 10% (10,00) = 89,99; service 9,00; total 98,99.
    expect(applied.json().closing).toMatchObject({
      subtotal: '99.99',
      discounts: [{ kind: 'coupon', label: 'Cupom MESA10', amount: '10.00' }],
      serviceCharge: '9.00',
      total: '98.99',
      loyalty: {
        phone: '+55 (11) 9••••-4567',
        coupon: { code: 'MESA10', amount: '10.00', by: 'equipe', name: 'Pessoa caixa' },
      },
    });
    expect(applied.body).not.toContain(PHONE_KEY);
    // The same phone cannot use it again on an order: one use per phone counts bills too.
    const order = () =>
      placeDinerOrder(ctx.app, {
        restaurantId: bill.r.id,
        itemId: bill.itemId,
        phone: PHONE,
        quantity: 2,
        couponCode: 'MESA10',
      });
    const twice = await order();
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('Você já usou este cupom o número máximo de vezes');
    // Taken off the bill, the use comes back.
    const removed = await callApi(ctx.app, 'DELETE', bill.url('/coupon'), bill.cashier.cookie);
    expect(removed.json().closing.loyalty.coupon).toBeNull();
    expect(removed.json().closing.total).toBe('109.99');
    expect((await order()).statusCode).toBe(201);
  });
});

describe('points on a bill', () => {
  it('are refused without the proof of the phone, and spent with the code it received', async () => {
    const bill = await openTableBill(ctx.app);
    await givePoints(bill.r.id, PHONE_KEY, 30);
    expect((await setPhone(bill)).statusCode).toBe(200);
    const unproved = await post(bill, '/points', { points: 20 });
    expect(unproved.statusCode).toBe(403);
    expect(unproved.json().error).toMatch(/^Para usar pontos, o cliente confirma o telefone/);
    const code = await askCode(bill);
    const wrong = await post(bill, '/points', { points: 20, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('Código incorreto. Restam 4 tentativas.');
    expect(await balance(bill.r.id, PHONE_KEY)).toBe(30);
    // Blocks of 10 (R$ 5,00 each) within the balance.
    const over = await post(bill, '/points', { points: 40, code: codes.lastCode(PHONE_KEY) });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('Saldo de pontos insuficiente');
    const spent = await post(bill, '/points', { points: 20, code: codes.lastCode(PHONE_KEY) });
    expect(spent.statusCode, spent.body).toBe(200);
    expect(spent.json().closing).toMatchObject({
      discounts: [{ kind: 'points', label: 'Pontos de fidelidade (20 pontos)', amount: '10.00' }],
      total: '98.99',
      loyalty: { points: { points: 20, amount: '10.00', by: 'equipe' } },
    });
    expect(await balance(bill.r.id, PHONE_KEY)).toBe(10);
    // The code is single use.
    const reused = await post(bill, '/points', { points: 10, code: codes.lastCode(PHONE_KEY) });
    expect(reused.statusCode).toBe(409);
    // Taken off the bill, they go back.
    const back = await callApi(ctx.app, 'DELETE', bill.url('/points'), bill.cashier.cookie);
    expect(back.statusCode).toBe(200);
    expect(await balance(bill.r.id, PHONE_KEY)).toBe(30);
    const again = await post(bill, '/points', { points: 10, code: codes.lastCode(PHONE_KEY) });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('Código expirado ou já usado. Peça um novo código.');
  });

  it('come after the coupon and before the manual discount, and the closed bill earns for the phone', async () => {
    const bill = await openTableBill(ctx.app, { orders: [{ quantity: 2, phone: PHONE }, { quantity: 1 }] });
    await givePoints(bill.r.id, PHONE_KEY, 10);
    expect((await createCoupon(bill, { code: 'DEZ', kind: 'fixed', value: '10.00' })).statusCode).toBe(201);
    expect((await setPhone(bill)).statusCode).toBe(200);
    expect((await post(bill, '/coupon', { code: 'DEZ' })).statusCode).toBe(200);
    expect((await post(bill, '/points', { points: 10, code: await askCode(bill) })).statusCode).toBe(200);
    const manual = await post(
      bill,
      '/discount',
      { amount: '4.99', reason: 'Cortesia da casa' },
      bill.r.cookie,
    );
    expect(manual.statusCode, manual.body).toBe(200);
    // 99,99 − 10,00 − 5,00 − 4,99 = 80,00; service 8,00; total 88,00.
    expect(manual.json().closing.rows).toEqual([
      { label: 'Subtotal', amount: '99.99' },
      { label: 'Cupom DEZ', amount: '-10.00' },
      { label: 'Pontos de fidelidade (10 pontos)', amount: '-5.00' },
      { label: 'Desconto: Cortesia da casa', amount: '-4.99' },
      { label: 'Taxa de serviço (10%)', amount: '8.00' },
      { label: 'Total', amount: '88.00' },
    ]);
    const paid = await post(bill, '/payments', { partId: 'part-1', method: 'credit', amount: '88.00' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().status).toBe('fechada');
    // 1 point per real on the consumption (80,00), not on the staff's service: 80 points.
    const earned = await ctx.app.db
      .select()
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.billId, bill.billId), eq(loyaltyTransactions.type, 'earn')));
    expect(earned.map((row) => row.points)).toEqual([80]);
    expect(await balance(bill.r.id, PHONE_KEY)).toBe(80);
    // Her own QR order on the bill is counted by the bill: serving it later earns nothing more.
    const orderIds = paid.json().orders.map((order: { id: string }) => order.id);
    const markers = await ctx.app.db
      .select()
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.type, 'earn'), eq(loyaltyTransactions.orderId, orderIds[0])));
    expect(markers.map((row) => row.points)).toEqual([0]);
    // Closed: nothing more changes.
    expect((await callApi(ctx.app, 'DELETE', bill.url('/coupon'), bill.cashier.cookie)).statusCode).toBe(409);
  });
});
