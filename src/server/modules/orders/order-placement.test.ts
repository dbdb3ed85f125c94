import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import { orderItems, orders, rateLimits } from '../../db/schema';
import { LIVE_CHANNEL } from '../../lib/session-ends';
import { OrderAnnouncements } from '../realtime/order-announcements';
import {
  addZone,
  closeForNow,
  createItem,
  pizzaWithOptions,
  setRestaurant,
} from './order-placement.fixtures';
import { orderLimits } from './order-placement.idempotency';
import { placeOrderBodySchema } from './order-placement.schemas';
import { placeOrder } from './order-placement.service';
import { type PlacedOrderFields, toPlacedOrder } from './order-placement.views';

let ctx: TestContext;
let restaurantId: string;
let pizza: Awaited<ReturnType<typeof pizzaWithOptions>>;
let soda: { id: string };
let phoneSeq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  restaurantId = (await registerOwner(ctx.app)).restaurant.id;
  pizza = await pizzaWithOptions(ctx.app.db, restaurantId);
  soda = await createItem(ctx.app.db, restaurantId, {
    name: 'Refrigerante',
    price: '7.00',
    category: 'Bebidas',
  });
});
afterAll(() => ctx?.close());

/** A fresh phone per order, so the per-phone limit only bites where a test wants it to. */
const nextPhone = () => `(11) 9${String(8000_0000 + ++phoneSeq).padStart(8, '0')}`;

const body = (overrides: Record<string, unknown> = {}) => ({
  restaurantId,
  customerName: 'Ana Souza',
  customerPhone: nextPhone(),
  deliveryType: 'pickup',
  paymentMethod: 'cash',
  items: [
    {
      menuItemId: pizza.item.id,
      quantity: 2,
      notes: 'sem cebola',
      optionIds: [pizza.size.Grande, pizza.extras.Bacon],
    },
    { id: soda.id, quantity: 1 },
  ],
  total: '127.00',
  ...overrides,
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/orders', payload: payload as object, headers });

describe('POST /api/orders', () => {
  it('records a pending order with the server’s figures, its items JSON and its lines', async () => {
    const response = await post(body({ status: 'delivered', deliveryFee: '-50.00' }));
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: '127.00',
      deliveryFee: '0.00',
      total: '127.00',
      customerPhone: expect.stringMatching(/^5511\d{9}$/),
      orderNumber: order.id.slice(-6).toUpperCase(),
      trackingUrl: expect.stringContaining(`/rastrear-pedido?telefone=${order.customerPhone}`),
    });
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(JSON.parse(row!.items)).toEqual([
      {
        id: pizza.item.id,
        name: 'Pizza Margherita',
        price: '60.00',
        quantity: 2,
        notes: 'sem cebola',
        subtotal: '120.00',
        options: [
          { groupName: 'Tamanho', name: 'Grande', price: '15.00' },
          { groupName: 'Adicionais', name: 'Bacon', price: '5.00' },
        ],
      },
      {
        id: soda.id,
        name: 'Refrigerante',
        price: '7.00',
        quantity: 1,
        notes: '',
        subtotal: '7.00',
        options: [],
      },
    ]);
    const lines = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((line) => [line.name, line.unitPrice, line.quantity, line.subtotal])).toEqual([
      ['Pizza Margherita', '60.00', 2, '120.00'],
      ['Refrigerante', '7.00', 1, '7.00'],
    ]);
  });

  it('compresses the answer for a browser at the fastest levels (decision 0038)', async () => {
    const browser = await post(body(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(browser.statusCode).toBe(201);
    expect(browser.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(browser.rawPayload);
    expect(JSON.parse(json.toString()).status).toBe('pending');
    expect(browser.rawPayload.length).toBe(
      brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }).length,
    );
    const gzipOnly = await post(body(), { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const gzipped = gunzipSync(gzipOnly.rawPayload);
    expect(gzipOnly.rawPayload.length).toBe(gzipSync(gzipped, { level: 1 }).length);
  });

  it('accepts items as the specification’s JSON text', async () => {
    const items = JSON.stringify([{ id: soda.id, quantity: 3, notes: '' }]);
    const response = await post(body({ items, total: '21.00' }));
    expect(response.statusCode).toBe(201);
  });

  it('answers 409 with the Portuguese message when the client’s total differs', async () => {
    const response = await post(body({ total: '1.00' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Os preços mudaram, revise seu pedido',
      fields: { total: '127.00' },
    });
  });

  it.each([
    ['a negative quantity', { quantity: -1 }, 'A quantidade mínima é 1'],
    ['a zero quantity', { quantity: 0 }, 'A quantidade mínima é 1'],
    ['a fractional quantity', { quantity: 1.5 }, 'A quantidade deve ser um número inteiro'],
    ['more than 99', { quantity: 100 }, 'A quantidade máxima é 99 por item'],
  ])('refuses %s', async (_label, line, error) => {
    const response = await post(body({ items: [{ id: soda.id, ...line }], total: '7.00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it('refuses another restaurant’s item, an inactive one and unknown ids', async () => {
    const other = (await registerOwner(ctx.app)).restaurant.id;
    const foreign = await createItem(ctx.app.db, other, { name: 'Sushi', price: '7.00' });
    const inactive = await createItem(ctx.app.db, restaurantId, {
      name: 'Lasanha',
      price: '7.00',
      isActive: false,
    });
    for (const id of [foreign.id, 'nao-existe']) {
      const response = await post(body({ items: [{ id, quantity: 1 }], total: '7.00' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Item não encontrado no cardápio deste restaurante.');
    }
    const response = await post(body({ items: [{ id: inactive.id, quantity: 1 }], total: '7.00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('"Lasanha" não está disponível no cardápio.');
  });

  it('refuses what is ‘Esgotado’: the switch, an empty stock, more than the stock, a sold-out option', async () => {
    const switched = await createItem(ctx.app.db, restaurantId, {
      name: 'Calzone',
      price: '7.00',
      isSoldOut: true,
    });
    const empty = await createItem(ctx.app.db, restaurantId, {
      name: 'Torta',
      price: '7.00',
      hasInventoryControl: true,
      stockQuantity: 0,
    });
    const few = await createItem(ctx.app.db, restaurantId, {
      name: 'Brownie',
      price: '7.00',
      hasInventoryControl: true,
      stockQuantity: 2,
    });
    const cases: [unknown[], string][] = [
      [[{ id: switched.id, quantity: 1 }], '"Calzone" está esgotado.'],
      [[{ id: empty.id, quantity: 1 }], '"Torta" está esgotado.'],
      [
        [
          { id: few.id, quantity: 2 },
          { id: few.id, quantity: 1 },
        ],
        'Só restam 2 unidades de "Brownie".',
      ],
      [
        [{ id: pizza.item.id, quantity: 1, optionIds: [pizza.size.Grande, pizza.extras.Cheddar] }],
        'Pizza Margherita: "Cheddar" está esgotado.',
      ],
    ];
    for (const [items, error] of cases) {
      const response = await post(body({ items, total: '7.00' }));
      expect(response.statusCode, error).toBe(409);
      expect(response.json().error).toBe(error);
    }
  });

  it('enforces the option groups: required, maximum, and options of another item', async () => {
    const cases: [string[], string][] = [
      [[], 'Pizza Margherita: Escolha pelo menos 1 opção em "Tamanho".'],
      [[pizza.size.Grande!, pizza.size.Média!], 'Pizza Margherita: Escolha no máximo 1 opção em "Tamanho".'],
      [['opcao-de-outro-item'], 'Pizza Margherita: Opção inválida para este item.'],
    ];
    for (const [optionIds, error] of cases) {
      const response = await post(
        body({ items: [{ id: pizza.item.id, quantity: 1, optionIds }], total: '40.00' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });

  it('repeats the checkout rules of section 5 in their order', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customerName: ' ', customerPhone: '', items: [] }, 'Por favor, preencha seu nome completo.'],
      [{ customerPhone: '', items: [] }, 'Por favor, preencha seu número de telefone.'],
      [
        { deliveryType: 'delivery', deliveryAddress: '', items: [] },
        'Para entrega, o endereço é obrigatório.',
      ],
      [
        { deliveryType: 'table', tableNumber: '', items: [] },
        'Para pedido na mesa, informe o número da mesa.',
      ],
      [{ items: [] }, 'Adicione itens ao carrinho antes de finalizar o pedido.'],
    ];
    for (const [overrides, error] of cases) {
      const response = await post(body(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });

  it('refuses sane-length violations and an unknown restaurant', async () => {
    expect((await post(body({ customerName: 'x'.repeat(121) }))).statusCode).toBe(400);
    expect((await post(body({ notes: 'x'.repeat(501) }))).statusCode).toBe(400);
    expect(
      (await post(body({ items: [{ id: soda.id, quantity: 1, notes: 'x'.repeat(301) }] }))).statusCode,
    ).toBe(400);
    const unknown = await post(body({ restaurantId: 'nao-existe' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Restaurante não encontrado');
  });
});

describe('delivery and table orders', () => {
  it('charges the zone’s fee, refuses out of area and below the minimum', async () => {
    const id = (await registerOwner(ctx.app)).restaurant.id;
    const item = await createItem(ctx.app.db, id, { price: '30.00' });
    await addZone(ctx.app.db, id, {
      neighborhoods: JSON.stringify(['Vila Mariana']),
      fee: '6.00',
      minOrder: '50.00',
    });
    const delivery = (quantity: number, neighborhood: string, total: string) =>
      post(
        body({
          restaurantId: id,
          deliveryType: 'delivery',
          deliveryAddress: 'Rua Domingos de Morais, 100',
          neighborhood,
          items: [{ id: item.id, quantity }],
          total,
        }),
      );
    const ok = await delivery(2, 'vila mariana', '66.00');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      deliveryFee: '6.00',
      total: '66.00',
      deliveryAddress: 'Rua Domingos de Morais, 100 - vila mariana',
    });
    const far = await delivery(2, 'Moema', '66.00');
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe('Endereço fora da área de entrega deste restaurante.');
    const small = await delivery(1, 'Vila Mariana', '36.00');
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toBe('O pedido mínimo para entrega nesta região é R$ 50,00.');
  });

  it('keeps the neighbourhood whose name is inside the street (Rua José Bonifácio, Sé)', async () => {
    const id = (await registerOwner(ctx.app)).restaurant.id;
    const item = await createItem(ctx.app.db, id, { price: '30.00' });
    const response = await post(
      body({
        restaurantId: id,
        deliveryType: 'delivery',
        deliveryAddress: 'Rua José Bonifácio, 100',
        neighborhood: 'Sé',
        items: [{ id: item.id, quantity: 1 }],
        total: '30.00',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().deliveryAddress).toBe('Rua José Bonifácio, 100 - Sé');
  });

  it('takes a table order and refuses types the restaurant does not accept', async () => {
    const id = (await registerOwner(ctx.app)).restaurant.id;
    const item = await createItem(ctx.app.db, id, { price: '10.00' });
    await setRestaurant(ctx.app.db, id, { tableCount: 10, acceptsDelivery: false });
    const order = (overrides: Record<string, unknown>) =>
      post(body({ restaurantId: id, items: [{ id: item.id, quantity: 1 }], total: '10.00', ...overrides }));
    const table = await order({ deliveryType: 'table', tableNumber: 7, deliveryAddress: 'ignorado' });
    expect(table.statusCode).toBe(201);
    expect(table.json()).toMatchObject({ deliveryType: 'table', tableNumber: '7', deliveryAddress: null });
    expect((await order({ deliveryType: 'table', tableNumber: '11' })).statusCode).toBe(400);
    const refused = await order({ deliveryType: 'delivery', deliveryAddress: 'Rua A, 1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Este restaurante não aceita pedidos para entrega.');
  });
});

describe('closed restaurants', () => {
  it('refuses orders outside the opening hours and while paused', async () => {
    const closed = (await registerOwner(ctx.app)).restaurant.id;
    const item = await createItem(ctx.app.db, closed, { price: '10.00' });
    await closeForNow(ctx.app.db, closed);
    const response = await post(
      body({ restaurantId: closed, items: [{ id: item.id, quantity: 1 }], total: '10.00' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^Restaurante fechado agora\. Abre .+ às \d\d:\d\d\./);

    const paused = (await registerOwner(ctx.app)).restaurant.id;
    const other = await createItem(ctx.app.db, paused, { price: '10.00' });
    await setRestaurant(ctx.app.db, paused, { ordersPausedUntil: new Date(Date.now() + 3_600_000) });
    const pausedAnswer = await post(
      body({ restaurantId: paused, items: [{ id: other.id, quantity: 1 }], total: '10.00' }),
    );
    expect(pausedAnswer.statusCode).toBe(409);
    expect(pausedAnswer.json().error).toMatch(/pausou os pedidos/);
  });

  it('refuses diner orders while the restaurant is locked for an unpaid plan', async () => {
    const overdue = (await registerOwner(ctx.app)).restaurant.id;
    const item = await createItem(ctx.app.db, overdue, { price: '10.00' });
    await setRestaurant(ctx.app.db, overdue, { trialEndsAt: new Date(Date.now() - 10 * 86_400_000) });
    const response = await post(
      body({ restaurantId: overdue, items: [{ id: item.id, quantity: 1 }], total: '10.00' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'Este restaurante não está recebendo pedidos pelo Comanda no momento.',
    );
  });
});

describe('idempotency and rate limits', () => {
  it('answers a repeated Idempotency-Key with the first order, never a second one', async () => {
    const payload = body();
    const headers = { 'idempotency-key': 'pedido-chave-0001' };
    const first = await post(payload, headers);
    const again = await post(payload, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Another body under the same key is another request: refused, and no order is written for it.
    const changed = await post({ ...payload, customerName: 'Outro Nome' }, headers);
    expect(changed.statusCode).toBe(422);
    const raced = body();
    const racing = await Promise.all(
      [1, 2, 3].map(() => post(raced, { 'idempotency-key': 'pedido-corrida-01' })),
    );
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);
    const stored = await ctx.app.db.select().from(orders).where(eq(orders.customerName, 'Outro Nome'));
    expect(stored).toHaveLength(0);
  });

  it('stores the answer made before the order was written exactly as the diner gets it', async () => {
    // The answer to a key is written in the order's own statement, so it is made from the order as
    // it is about to be stored; it must equal the one made from the stored row, for every kind.
    const id = (await registerOwner(ctx.app)).restaurant.id;
    const item = await createItem(ctx.app.db, id, { price: '30.00' });
    await setRestaurant(ctx.app.db, id, { tableCount: 10, acceptsPix: true, pixKey: 'pix@cantina.com.br' });
    await addZone(ctx.app.db, id, { neighborhoods: JSON.stringify(['Vila Mariana']), fee: '6.00' });
    const kinds = [
      { deliveryType: 'pickup', paymentMethod: 'cash', changeFor: '100.00' },
      {
        deliveryType: 'delivery',
        deliveryAddress: 'Rua Domingos de Morais, 100',
        neighborhood: 'Vila Mariana',
        paymentMethod: 'card',
        cardType: 'credit',
        notes: 'Interfone 12',
      },
      { deliveryType: 'table', tableNumber: '7', paymentMethod: 'pix' },
    ];
    for (const kind of kinds) {
      const input = placeOrderBodySchema.parse(
        body({ restaurantId: id, items: [{ id: item.id, quantity: 2 }], total: undefined, ...kind }),
      );
      let planned: PlacedOrderFields | undefined;
      const row = await placeOrder(ctx.app.db, input, {
        answerFor: (order) => {
          planned = order;
          return {
            key: `orders:tipo-${kind.deliveryType}`,
            scope: 'orders',
            orderId: order.id,
            statusCode: 201,
            responseBody: '{}',
          };
        },
      });
      expect(toPlacedOrder(planned!, 'http://localhost')).toEqual(toPlacedOrder(row, 'http://localhost'));
    }
  });

  it('answers and replays the order as stored, should the database keep a column otherwise than sent', async () => {
    // A rule of the database (here a trigger of the test's own) rewrites a column: the 201 and its
    // replay must both be the order as stored, never the one planned before the write.
    await ctx.app.db.execute(sql`create function shout_notes() returns trigger language plpgsql as $$
      begin new.notes := upper(new.notes); return new; end $$`);
    await ctx.app.db.execute(
      sql`create trigger shout_notes before insert on orders for each row execute function shout_notes()`,
    );
    try {
      const payload = body({ notes: 'tocar a campainha' });
      const headers = { 'idempotency-key': 'pedido-gritado-01' };
      const first = await post(payload, headers);
      expect(first.statusCode).toBe(201);
      expect(first.json().notes).toBe('TOCAR A CAMPAINHA');
      const again = await post(payload, headers);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    } finally {
      await ctx.app.db.execute(sql`drop trigger shout_notes on orders`);
      await ctx.app.db.execute(sql`drop function shout_notes()`);
    }
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await post(body(), { 'idempotency-key': 'x' });
    expect(response.statusCode).toBe(400);
  });

  it('allows 5 orders a minute per phone, then answers 429 in Portuguese', async () => {
    const customerPhone = '+55 (21) 97777-0000';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(body({ customerPhone }))).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const response = await post(body({ customerPhone: '21977770000' }));
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe('Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.');
  });
});

describe('one statement per order', () => {
  it('counts neither a replayed Idempotency-Key nor an order refused at the limit, and writes nothing for it', async () => {
    const customerPhone = '(21) 96666-0000';
    const [phone] = orderLimits(restaurantId, customerPhoneKey(customerPhone), '127.0.0.1');
    const hits = async () =>
      (await ctx.app.db.select().from(rateLimits).where(eq(rateLimits.key, phone!.key)))[0]?.count ?? 0;
    const payload = body({ customerPhone });
    const headers = { 'idempotency-key': 'pedido-limite-0001' };
    const first = await post(payload, headers);
    expect(first.statusCode).toBe(201);
    // A diner retrying after a lost answer gets the same order, and their limit does not move.
    for (let i = 0; i < 6; i++) expect((await post(payload, headers)).json()).toEqual(first.json());
    expect(await hits()).toBe(1);

    for (let i = 0; i < 4; i++) expect((await post(body({ customerPhone }))).statusCode).toBe(201);
    const ordersBefore = await ctx.app.db.$count(orders, eq(orders.restaurantId, restaurantId));
    const over = await post(body({ customerPhone }), { 'idempotency-key': 'pedido-limite-0002' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await hits()).toBe(5);
    expect(await ctx.app.db.$count(orders, eq(orders.restaurantId, restaurantId))).toBe(ordersBefore);
    // Nothing was stored under the refused request's key: it is free for the same order later.
    expect((await post(payload, { 'idempotency-key': 'pedido-limite-0002' })).statusCode).toBe(429);
  });
});

describe('new orders on the live channel (decision 0028)', () => {
  it('announces each placed order once, in a batch, never with a NOTIFY of its own', async () => {
    const messages: { orderId?: string; changes?: { orderId: string; seq: number }[] }[] = [];
    const unlisten = await ctx.database.listen(LIVE_CHANNEL, (payload) => messages.push(JSON.parse(payload)));
    const placed = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const answer = await post(body({ customerPhone: `(41) 97777-00${String(index).padStart(2, '0')}` }));
        expect(answer.statusCode).toBe(201);
        return answer.json().id as string;
      }),
    );
    const announced = () => messages.flatMap((message) => message.changes ?? []);
    const deadline = Date.now() + 5_000;
    while (!placed.every((id) => announced().some((change) => change.orderId === id))) {
      if (Date.now() > deadline) throw new Error('orders not announced');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    await unlisten();
    for (const id of placed) {
      expect(announced().filter((change) => change.orderId === id)).toHaveLength(1);
      expect(messages.filter((message) => message.orderId === id)).toEqual([]);
    }
    // The batch carries the number the panels resume from.
    const [first] = await ctx.app.db.select().from(orders).where(eq(orders.id, placed[0]!));
    expect(announced().find((change) => change.orderId === placed[0])?.seq).toBe(first!.changeSeq);
  });

  it('sends the orders of one batch in one NOTIFY, fifty at most per message', async () => {
    const messages: { changes?: { orderId: string }[] }[] = [];
    const unlisten = await ctx.database.listen(LIVE_CHANNEL, (payload) => messages.push(JSON.parse(payload)));
    const announcements = new OrderAnnouncements(ctx.app.db);
    for (let index = 0; index < 120; index++)
      announcements.announce({ restaurantId, orderId: `pedido-${index}`, seq: index });
    await announcements.flush();
    const deadline = Date.now() + 5_000;
    while (messages.flatMap((message) => message.changes ?? []).length < 120) {
      if (Date.now() > deadline) throw new Error('batch not received');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await unlisten();
    expect(messages.map((message) => message.changes?.length)).toEqual([50, 50, 20]);
  });
});

describe('the per-address limit', () => {
  it('holds per restaurant: 300 a minute (a full dining room on one Wi-Fi), then 429', async () => {
    const fromWifi = (id: string, index: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: '10.9.8.7',
        payload: body({
          restaurantId: id,
          customerPhone: `(31) 9${String(7000_0000 + index)}`,
          items: [{ id: soda.id, quantity: 1 }],
          total: '7.00',
        }),
      });
    // Junk at a restaurant that does not exist is refused before anything is counted.
    for (let i = 0; i < 5; i++) expect((await fromWifi('nao-existe', i)).statusCode).toBe(404);
    expect((await fromWifi(restaurantId, 0)).statusCode).toBe(201);
    // 298 more diners ordered this minute (placing them one by one would take the whole test).
    const [, address] = orderLimits(restaurantId, '', '10.9.8.7');
    await ctx.app.db.update(rateLimits).set({ count: 299 }).where(eq(rateLimits.key, address!.key));
    expect((await fromWifi(restaurantId, 300)).statusCode).toBe(201);
    const over = await fromWifi(restaurantId, 301);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const elsewhere = await post(body());
    expect(elsewhere.statusCode).toBe(201);
  });
});
