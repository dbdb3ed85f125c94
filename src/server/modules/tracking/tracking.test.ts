import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { insertFiscalProfile, insertReceipt } from '../../../../test/harness/fiscal-rows';
import { createItem } from '../orders/order-placement.fixtures';

let ctx: TestContext;
let restaurant: { id: string; name: string };

beforeAll(async () => {
  ctx = await createTestApp();
  restaurant = (await registerOwner(ctx.app, { name: 'Cantina da Nona' })).restaurant;
  const item = await createItem(ctx.app.db, restaurant.id, { name: 'Lasanha', price: '32.00' });
  const order = (customerPhone: string, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        restaurantId: restaurant.id,
        customerName: 'Beatriz Lima',
        customerPhone,
        items: [{ id: item.id, quantity: 1, notes: 'bem quente' }],
        total: '32.00',
        paymentMethod: 'cash',
        ...extra,
      },
    });
  for (const response of [
    await order('(11) 99999-8888', { deliveryType: 'delivery', deliveryAddress: 'Rua Secreta, 42 - apto 7' }),
    await order('+55 11 99999-8888', { deliveryType: 'table', tableNumber: '3' }),
    await order('(21) 98888-7777'),
  ]) {
    if (response.statusCode !== 201) throw new Error(response.body);
  }
});
afterAll(() => ctx?.close());

const track = (phone: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'GET', url: `/api/orders/track/${encodeURIComponent(phone)}`, remoteAddress });

describe('GET /api/orders/track/:phone', () => {
  it('finds a phone’s orders however the number is typed, newest first', async () => {
    for (const phone of ['5511999998888', '11999998888', '+55 (11) 99999-8888']) {
      const orders = (await track(phone)).json();
      expect(orders.map((order: { deliveryType: string }) => order.deliveryType)).toEqual([
        'table',
        'delivery',
      ]);
    }
  });

  it('shows only what the diner needs: no address, name, phone nor anyone else’s orders', async () => {
    const [table, delivery] = (await track('5511999998888')).json();
    expect(Object.keys(delivery).sort()).toEqual(
      [
        'cancellationReason',
        'cancelledAt',
        'confirmedAt',
        'createdAt',
        'deliveredAt',
        'deliveryFee',
        'deliveryType',
        'discountApplied',
        'estimatedTime',
        'id',
        'items',
        'orderNumber',
        'paymentMethod',
        'cardType',
        'changeFor',
        'paidAt',
        'readyAt',
        'restaurantId',
        'restaurantName',
        'restaurantTimeZone',
        'status',
        'statusLabel',
        'subtotal',
        'tableNumber',
        'total',
        'nfceConsultUrl',
        'nfceAccessKey',
      ].sort(),
    );
    expect(JSON.stringify([table, delivery])).not.toMatch(/Rua Secreta|Beatriz|99999|bem quente/);
    expect(delivery).toMatchObject({
      orderNumber: delivery.id.slice(-6).toUpperCase(),
      restaurantName: 'Cantina da Nona',
      status: 'pending',
      statusLabel: 'Aguardando confirmação',
      total: '32.00',
      items: [{ name: 'Lasanha', quantity: 1, subtotal: '32.00', options: [] }],
    });
    expect(table.tableNumber).toBe('3');
  });

  it("links an order's authorized NFC-e (consult page and key), never a pending or a cancelled one", async () => {
    const [table, delivery] = (await track('5511999998888')).json();
    expect(delivery).toMatchObject({ nfceConsultUrl: null, nfceAccessKey: null });
    await insertFiscalProfile(ctx.app.db, restaurant.id, ctx.app.config.encryptionKey);
    const authorized = await insertReceipt(ctx.app.db, restaurant.id, { orderId: delivery.id });
    await insertReceipt(ctx.app.db, restaurant.id, { orderId: table.id }, { status: 'cancelada' });
    const [tableAfter, deliveryAfter] = (await track('5511999998888')).json();
    expect(deliveryAfter).toMatchObject({
      nfceConsultUrl: authorized.consultUrl,
      nfceAccessKey: authorized.accessKey,
    });
    expect(tableAfter).toMatchObject({ nfceConsultUrl: null, nfceAccessKey: null });
    // The CPF on a note is never part of tracking.
    expect(JSON.stringify(deliveryAfter)).not.toMatch(/cpf/i);
  });

  it('answers an empty list for a phone without orders and 400 for a malformed one', async () => {
    expect((await track('5511911112222')).json()).toEqual([]);
    const bad = await track('123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Informe o telefone com código do país e DDD, ex.: 5511999999999.');
  });

  it('is rate limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await track('5511999998888', '10.1.1.1')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await track('5511999998888', '10.1.1.1')).json().error).toMatch(/Aguarde um minuto/);
  });
});
