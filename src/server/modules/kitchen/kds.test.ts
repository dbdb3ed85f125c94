/**
 * The kitchen display through the real API on a real database (issue 34, decision 0047): a
 * station's open tickets with their lines, lines struck through, 'Pronto' and 'Voltar', the order
 * moving through the panel's own status change (the diner's tracker and WhatsApp follow), and the
 * `kitchen` events on the owner's live stream. Stations and tickets are written here directly, as the
 * confirmation's dispatch writes them.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import {
  kitchenSettings,
  kitchenStations,
  kitchenTickets,
  orderItems,
  orders,
  whatsappConsents,
  whatsappMessages,
} from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { insertTestOrder } from '../orders/orders.test-helpers';
import { actAs } from '../tables/tables.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Owner = Awaited<ReturnType<typeof registerOwner>> & { id: string };

async function kitchen() {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  // A new restaurant starts with Cozinha, Bar and Caixa (decision 0047).
  const rows = await ctx.app.db.select().from(kitchenStations).where(eq(kitchenStations.restaurantId, id));
  const cozinha = rows.find((row) => row.name === 'Cozinha');
  const bar = rows.find((row) => row.name === 'Bar');
  return { ...owner, id, cozinha: cozinha!, bar: bar! };
}

/**
 * A confirmed order and its tickets: `split` names, per station, the lines (by name) it makes.
 * `createdAt` sets when the tickets arrived.
 */
async function confirmedOrder(
  r: Owner,
  lines: {
    name: string;
    quantity: number;
    notes?: string;
    options?: { groupName: string; name: string }[];
  }[],
  split: Record<string, string[]>,
  options: { deliveryType?: 'pickup' | 'delivery' | 'table'; createdAt?: Date } = {},
) {
  const order = await insertTestOrder(ctx.app.db, r.id, {
    status: 'confirmed',
    deliveryType: options.deliveryType ?? 'pickup',
    lines: lines.map((line) => ({ name: line.name, price: '10.00', quantity: line.quantity })),
  });
  const rows = await ctx.app.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  for (const [index, line] of lines.entries())
    await ctx.app.db
      .update(orderItems)
      .set({ notes: line.notes ?? null, options: (line.options ?? []).map((o) => ({ ...o, price: '0.00' })) })
      .where(eq(orderItems.id, rows[index]!.id));
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  const tickets: Record<string, string> = {};
  for (const [stationId, names] of Object.entries(split)) {
    const [ticket] = await ctx.app.db
      .insert(kitchenTickets)
      .values({
        restaurantId: r.id,
        orderId: order.id,
        stationId,
        itemIds: names.map((name) => byName.get(name)!),
        ...(options.createdAt && { createdAt: options.createdAt }),
      })
      .returning();
    tickets[stationId] = ticket!.id;
  }
  return { order, tickets, itemId: (name: string) => byName.get(name)! };
}

type KdsView = {
  station: { id: string; name: string };
  warnMinutes: number;
  lateMinutes: number;
  tickets: {
    id: string;
    orderId: string;
    orderNumber: string;
    sourceLabel: string;
    serviceLabel: string;
    createdAt: string;
    notes: string | null;
    items: {
      id: string;
      quantity: number;
      name: string;
      options: string[];
      flavours: string[];
      notes: string | null;
      allergy: boolean;
      done: boolean;
    }[];
  }[];
  allDay: { name: string; quantity: number }[];
  lastBumped: string | null;
};

async function screen(r: Owner, stationId: string, cookie = r.cookie) {
  const response = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/kitchen/kds/${stationId}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as KdsView;
}

const strike = (r: Owner, stationId: string, ticketId: string, itemId: string, done: unknown) =>
  callApi(
    ctx.app,
    'POST',
    `/restaurants/${r.id}/kitchen/kds/${stationId}/tickets/${ticketId}/items/${itemId}`,
    r.cookie,
    { done },
  );
const bump = (r: Owner, stationId: string, ticketId: string, cookie = r.cookie) =>
  callApi(ctx.app, 'POST', `/restaurants/${r.id}/kitchen/kds/${stationId}/tickets/${ticketId}/bump`, cookie);
const recall = (r: Owner, stationId: string) =>
  callApi(ctx.app, 'POST', `/restaurants/${r.id}/kitchen/kds/${stationId}/recall`, r.cookie);

const statusOf = async (orderId: string) =>
  (await ctx.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('a station’s screen', () => {
  it('shows its open tickets in arrival order with its own lines, options, flavours, notes and the all-day count', async () => {
    const r = await kitchen();
    await ctx.app.db
      .insert(kitchenSettings)
      .values({ restaurantId: r.id, kdsWarnMinutes: 7, kdsLateMinutes: 15 });
    const later = await confirmedOrder(
      r,
      [
        { name: 'X-Burger', quantity: 2 },
        { name: 'Chopp', quantity: 1 },
      ],
      { [r.cozinha.id]: ['X-Burger'], [r.bar.id]: ['Chopp'] },
      { createdAt: new Date(Date.now() - 60_000), deliveryType: 'delivery' },
    );
    const first = await confirmedOrder(
      r,
      [
        {
          name: 'Pizza grande',
          quantity: 1,
          notes: 'Alergia a camarão',
          options: [
            { groupName: 'Sabores', name: 'Calabresa' },
            { groupName: 'Sabores', name: 'Mussarela' },
            { groupName: 'Borda', name: 'Catupiry' },
          ],
        },
        { name: 'X-Burger', quantity: 1, notes: 'sem cebola' },
      ],
      { [r.cozinha.id]: ['Pizza grande', 'X-Burger'] },
      { createdAt: new Date(Date.now() - 5 * 60_000), deliveryType: 'table' },
    );

    const picker = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/kitchen/kds`, r.cookie);
    expect(picker.json().stations.slice(0, 2)).toEqual([
      { id: r.cozinha.id, name: 'Cozinha', kind: 'producao' },
      { id: r.bar.id, name: 'Bar', kind: 'producao' },
    ]);
    const view = await screen(r, r.cozinha.id);
    expect(view.station).toMatchObject({ id: r.cozinha.id, name: 'Cozinha' });
    expect([view.warnMinutes, view.lateMinutes]).toEqual([7, 15]);
    expect(view.tickets.map((ticket) => ticket.orderId)).toEqual([first.order.id, later.order.id]);
    const [pizza, burger] = view.tickets[0]!.items;
    expect(view.tickets[0]).toMatchObject({
      orderNumber: first.order.id.slice(-6).toUpperCase(),
      sourceLabel: 'Cardápio digital',
      serviceLabel: 'MESA 7',
    });
    expect(pizza).toEqual({
      id: first.itemId('Pizza grande'),
      quantity: 1,
      name: 'Pizza grande',
      flavours: ['1/2 Calabresa', '1/2 Mussarela'],
      options: ['Borda: Catupiry'],
      notes: 'Alergia a camarão',
      allergy: true,
      done: false,
    });
    expect(burger).toMatchObject({ name: 'X-Burger', notes: 'sem cebola', allergy: false });
    // The bar's chopp is not the kitchen's.
    expect(view.tickets[1]!.items.map((item) => item.name)).toEqual(['X-Burger']);
    expect(view.tickets[1]!.serviceLabel).toBe('ENTREGA');
    expect(view.allDay).toEqual([
      { name: 'X-Burger', quantity: 3 },
      { name: 'Pizza grande', quantity: 1 },
    ]);
    expect(view.lastBumped).toBeNull();

    // Defaults when the restaurant never saved kitchen settings.
    const other = await kitchen();
    expect((await screen(other, other.cozinha.id)).warnMinutes).toBe(10);
  });

  it('leaves out tickets of cancelled orders and answers 404 for a station that is not this restaurant’s', async () => {
    const r = await kitchen();
    const { order } = await confirmedOrder(r, [{ name: 'Suco', quantity: 1 }], { [r.bar.id]: ['Suco'] });
    expect((await screen(r, r.bar.id)).tickets).toHaveLength(1);
    await ctx.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    expect((await screen(r, r.bar.id)).tickets).toEqual([]);

    const other = await kitchen();
    const foreign = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${r.id}/kitchen/kds/${other.bar.id}`,
      r.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Praça não encontrada.' });
    const cross = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${other.id}/kitchen/kds/${other.bar.id}`,
      r.cookie,
    );
    expect(cross.statusCode).toBe(403);
  });
});

describe('striking lines through', () => {
  it('marks a line done and back, starts a confirmed order, and refuses what is not on the ticket', async () => {
    const r = await kitchen();
    const { order, tickets, itemId } = await confirmedOrder(
      r,
      [
        { name: 'X-Burger', quantity: 2 },
        { name: 'Batata', quantity: 1 },
        { name: 'Chopp', quantity: 1 },
      ],
      { [r.cozinha.id]: ['X-Burger', 'Batata'], [r.bar.id]: ['Chopp'] },
    );
    const ticket = tickets[r.cozinha.id]!;
    const done = await strike(r, r.cozinha.id, ticket, itemId('X-Burger'), true);
    expect(done.statusCode, done.body).toBe(200);
    const view = done.json() as KdsView;
    expect(view.tickets[0]!.items.map((item) => item.done)).toEqual([true, false]);
    expect(view.allDay).toEqual([{ name: 'Batata', quantity: 1 }]);
    // The first stroke: the kitchen started, through the panel's own transition.
    expect((await statusOf(order.id)).status).toBe('preparing');

    const undone = await strike(r, r.cozinha.id, ticket, itemId('X-Burger'), false);
    expect((undone.json() as KdsView).tickets[0]!.items.map((item) => item.done)).toEqual([false, false]);
    expect((await statusOf(order.id)).status).toBe('preparing');

    const barLine = await strike(r, r.cozinha.id, ticket, itemId('Chopp'), true);
    expect(barLine.statusCode).toBe(404);
    expect(barLine.json()).toEqual({ error: 'Item não encontrado nesta comanda.' });
    const wrongStation = await strike(r, r.bar.id, ticket, itemId('Batata'), true);
    expect(wrongStation.statusCode).toBe(404);
    expect(wrongStation.json()).toEqual({ error: 'Comanda não encontrada nesta praça.' });
    const bad = await strike(r, r.cozinha.id, ticket, itemId('Batata'), 'sim');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/done/);

    expect((await bump(r, r.cozinha.id, ticket)).statusCode).toBe(200);
    const late = await strike(r, r.cozinha.id, ticket, itemId('Batata'), true);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toContain('Voltar');
  });
});

describe('Pronto and Voltar', () => {
  it('makes the order ready when the last station bumps, through preparing, with the tracker and WhatsApp following', async () => {
    const r = await kitchen();
    const { order, tickets } = await confirmedOrder(
      r,
      [
        { name: 'X-Burger', quantity: 1 },
        { name: 'Chopp', quantity: 1 },
      ],
      { [r.cozinha.id]: ['X-Burger'], [r.bar.id]: ['Chopp'] },
      { deliveryType: 'delivery' },
    );
    await ctx.app.db
      .insert(whatsappConsents)
      .values({ orderId: order.id, restaurantId: r.id, phone: order.customerPhone, wording: 'Aceito' });
    const seqBefore = (await statusOf(order.id)).changeSeq;

    const first = await bump(r, r.bar.id, tickets[r.bar.id]!);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as KdsView).tickets).toEqual([]);
    expect((first.json() as KdsView).lastBumped).toBe(tickets[r.bar.id]);
    expect((await statusOf(order.id)).status).toBe('preparing');
    // The cozinha still has it.
    expect((await screen(r, r.cozinha.id)).tickets.map((ticket) => ticket.orderId)).toEqual([order.id]);

    expect((await bump(r, r.cozinha.id, tickets[r.cozinha.id]!)).statusCode).toBe(200);
    const ready = await statusOf(order.id);
    expect(ready.status).toBe('ready');
    expect(ready.readyAt).not.toBeNull();
    expect(ready.changeSeq).toBeGreaterThan(seqBefore);
    // WhatsApp's queue is filled by the orders trigger, exactly as from the panel ('confirmed' is
    // the consent's own first message).
    const queued = await ctx.app.db
      .select({ status: whatsappMessages.orderStatus })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, order.id));
    expect(queued.map((row) => row.status).sort()).toEqual(['confirmed', 'preparing', 'ready']);
    // The diner's tracker reads the new status.
    const tracking = await callApi(ctx.app, 'GET', `/orders/track/${order.customerPhone}`, undefined);
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(JSON.stringify(tracking.json())).toContain('"ready"');

    // A second tap on 'Pronto' (another screen of the station) changes nothing.
    const again = await bump(r, r.cozinha.id, tickets[r.cozinha.id]!);
    expect(again.statusCode).toBe(200);
    expect((await statusOf(order.id)).status).toBe('ready');
  });

  it('makes the order ready once when its two stations bump at the same moment', async () => {
    const r = await kitchen();
    const { order, tickets } = await confirmedOrder(
      r,
      [
        { name: 'Moqueca', quantity: 1 },
        { name: 'Caipirinha', quantity: 2 },
      ],
      { [r.cozinha.id]: ['Moqueca'], [r.bar.id]: ['Caipirinha'] },
    );
    const answers = await Promise.all([
      bump(r, r.cozinha.id, tickets[r.cozinha.id]!),
      bump(r, r.bar.id, tickets[r.bar.id]!),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await statusOf(order.id)).status).toBe('ready');
  });

  it('leaves the order for the panel when the owner marks ready by hand', async () => {
    const r = await kitchen();
    await ctx.app.db.insert(kitchenSettings).values({ restaurantId: r.id, readyWhenBumped: false });
    const { order, tickets } = await confirmedOrder(r, [{ name: 'Prato feito', quantity: 1 }], {
      [r.cozinha.id]: ['Prato feito'],
    });
    expect((await bump(r, r.cozinha.id, tickets[r.cozinha.id]!)).statusCode).toBe(200);
    expect((await statusOf(order.id)).status).toBe('preparing');
  });

  it('brings back the station’s most recently bumped ticket, and says so when there is none', async () => {
    const r = await kitchen();
    const none = await recall(r, r.cozinha.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: 'Nenhuma comanda pronta para voltar nesta praça.' });

    const a = await confirmedOrder(r, [{ name: 'A', quantity: 1 }], { [r.cozinha.id]: ['A'] });
    const b = await confirmedOrder(r, [{ name: 'B', quantity: 1 }], { [r.cozinha.id]: ['B'] });
    await bump(r, r.cozinha.id, a.tickets[r.cozinha.id]!);
    await bump(r, r.cozinha.id, b.tickets[r.cozinha.id]!);
    expect((await screen(r, r.cozinha.id)).tickets).toEqual([]);

    const back = await recall(r, r.cozinha.id);
    expect(back.statusCode, back.body).toBe(200);
    const view = back.json() as KdsView;
    expect(view.tickets.map((ticket) => ticket.orderId)).toEqual([b.order.id]);
    expect(view.lastBumped).toBe(a.tickets[r.cozinha.id]);
    // The order stays ready: the panel's transitions never go back.
    expect((await statusOf(b.order.id)).status).toBe('ready');
    const [row] = await ctx.app.db
      .select()
      .from(kitchenTickets)
      .where(and(eq(kitchenTickets.id, b.tickets[r.cozinha.id]!)));
    expect(row!.bumpedAt).toBeNull();
    // Bumped again, it moves nothing more.
    expect((await bump(r, r.cozinha.id, b.tickets[r.cozinha.id]!)).statusCode).toBe(200);
    expect((await statusOf(b.order.id)).status).toBe('ready');
  });
});

describe('through the real confirmation', () => {
  it('shows the ticket the confirmation dispatched, and Pronto makes the order ready', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    const item = await createItem(ctx.app.db, id, { name: 'Feijoada', price: '39.90' });
    const placed = await callApi(ctx.app, 'POST', `/restaurants/${id}/orders`, owner.cookie, {
      customerName: 'Rita',
      customerPhone: '(11) 97777-6666',
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 2 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    const confirmed = await callApi(ctx.app, 'PATCH', `/orders/${orderId}/status`, owner.cookie, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { stations } = (
      await callApi(ctx.app, 'GET', `/restaurants/${id}/kitchen/kds`, owner.cookie)
    ).json() as {
      stations: { id: string; name: string }[];
    };
    const cozinha = stations.find((station) => station.name === 'Cozinha')!;
    const view = await screen({ ...owner, id }, cozinha.id);
    expect(view.tickets.map((ticket) => ticket.orderId)).toEqual([orderId]);
    expect(view.tickets[0]!.items).toMatchObject([{ quantity: 2, name: 'Feijoada', done: false }]);
    const ticketIds = await ctx.app.db
      .select({ id: kitchenTickets.id })
      .from(kitchenTickets)
      .where(eq(kitchenTickets.orderId, orderId));
    for (const { id: ticketId } of ticketIds) {
      const [row] = await ctx.app.db.select().from(kitchenTickets).where(eq(kitchenTickets.id, ticketId));
      expect((await bump({ ...owner, id }, row!.stationId, ticketId)).statusCode).toBe(200);
    }
    expect((await statusOf(orderId)).status).toBe('ready');
  });
});

describe('who sees the kitchen display', () => {
  it('lets the Cozinha in and keeps a Garçom out', async () => {
    const r = await kitchen();
    const { tickets } = await confirmedOrder(r, [{ name: 'Bife', quantity: 1 }], {
      [r.cozinha.id]: ['Bife'],
    });
    const cook = await actAs(ctx.app, r, 'cozinha');
    expect((await screen(r, r.cozinha.id, cook.cookie)).tickets).toHaveLength(1);
    expect((await bump(r, r.cozinha.id, tickets[r.cozinha.id]!, cook.cookie)).statusCode).toBe(200);
    const [row] = await ctx.app.db
      .select()
      .from(kitchenTickets)
      .where(eq(kitchenTickets.id, tickets[r.cozinha.id]!));
    expect(row!.bumpedByStaffId).toBe(cook.staffId);
    // The Cozinha sees the KDS and nothing else of the panel's work.
    const menu = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/option-groups`, cook.cookie);
    expect(menu.statusCode).toBe(403);

    const waiter = await actAs(ctx.app, r, 'garcom');
    const refused = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${r.id}/kitchen/kds/${r.cozinha.id}`,
      waiter.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Seu perfil (Garçom) não tem acesso à tela da cozinha.' });
  });
});

describe('the live stream', () => {
  it('announces every change as a kitchen event on the owner’s stream', async () => {
    const r = await kitchen();
    const { order, tickets, itemId } = await confirmedOrder(r, [{ name: 'Pastel', quantity: 3 }], {
      [r.cozinha.id]: ['Pastel'],
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/restaurants/${r.id}/orders/events`, {
      headers: { cookie: r.cookie },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    let text = '';
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const reading = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
        }
      } catch {
        // aborted
      }
    })();
    const waitFor = async (predicate: () => boolean) => {
      const deadline = Date.now() + 5_000;
      while (!predicate() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return predicate();
    };
    expect(await waitFor(() => text.includes('event: ready'))).toBe(true);

    const ticket = tickets[r.cozinha.id]!;
    await strike(r, r.cozinha.id, ticket, itemId('Pastel'), true);
    await bump(r, r.cozinha.id, ticket);
    await recall(r, r.cozinha.id);
    const kitchenEvents = () =>
      text
        .split('\n\n')
        .filter((block) => block.includes('event: kitchen'))
        .map((block) =>
          JSON.parse(
            block
              .split('\n')
              .find((line) => line.startsWith('data: '))!
              .slice(6),
          ),
        );
    expect(await waitFor(() => kitchenEvents().length === 3)).toBe(true);
    expect(kitchenEvents()).toEqual(
      ['item', 'bump', 'recall'].map((change) => ({
        stationId: r.cozinha.id,
        ticketId: ticket,
        orderId: order.id,
        change,
      })),
    );
    controller.abort();
    await reading;
  });
});
