/**
 * The order limits, as a section 7 client meets them over real HTTP (every request from one
 * address, 127.0.0.1): a refused order does not count, a full dining room on one Wi-Fi can order in
 * the same minute, and junk naming someone's phone at a restaurant that does not exist cannot
 * block her real order. The figures are those of docs/decisions/0006.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../harness/app';
import { SpecClient } from './spec-client';
import { specOrderPayload } from './spec-payloads';

let ctx: TestContext;
let baseUrl: string;
const diner = () => new SpecClient(() => baseUrl);

/** A freshly registered restaurant with one item, through the section 7 calls. */
async function openRestaurant(tag: string) {
  const owner = diner();
  const account = {
    email: `limites-${tag}-${Date.now()}@exemplo.com.br`,
    password: 'limites-do-pedido-2024',
  };
  const created = (await (
    await owner.request('POST', '/api/restaurants', {
      name: `Restaurante ${tag}`,
      description: '',
      whatsapp: '(11) 99999-8888',
      address: 'Rua Augusta, 1500 - São Paulo',
      ...account,
      plan: 'basic',
    })
  ).json()) as { id: string };
  await owner.request('POST', `/api/restaurants/${created.id}/menu`, {
    name: 'Coxinha',
    description: 'De frango',
    price: '8.50',
    category: 'Salgados',
    imageUrl: '',
    restaurantId: created.id,
  });
  const [item] = await owner.query<{ id: string; name: string; price: string }[]>([
    '/api/restaurants',
    created.id,
    'menu',
  ]);
  return { id: created.id, item: item! };
}

const phoneOf = (n: number) => `(11) 9${String(80000000 + n).padStart(8, '0')}`;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => ctx?.close());

describe('order limits meet an honest section 7 client', () => {
  it('orders refused as invalid do not count: the corrected order goes through', async () => {
    const restaurant = await openRestaurant('invalidos');
    const phone = phoneOf(1);
    for (let attempt = 0; attempt < 8; attempt++) {
      const error = await diner()
        .request(
          'POST',
          '/api/orders',
          specOrderPayload(restaurant.id, restaurant.item, { customerPhone: phone, items: '[]' }),
        )
        .catch((caught: Error) => caught);
      expect((error as Error).message).toMatch(/^400: /);
    }
    const placed = await diner().request(
      'POST',
      '/api/orders',
      specOrderPayload(restaurant.id, restaurant.item, { customerPhone: phone }),
    );
    expect(placed.status).toBe(201);
  });

  it("junk naming a diner's phone at a restaurant that does not exist leaves her real order alone", async () => {
    const restaurant = await openRestaurant('vitima');
    const phone = phoneOf(2);
    for (let attempt = 0; attempt < 10; attempt++) {
      const error = await diner()
        .request(
          'POST',
          '/api/orders',
          specOrderPayload('nao-existe', restaurant.item, { customerPhone: phone }),
        )
        .catch((caught: Error) => caught);
      expect((error as Error).message).toMatch(/^404: /);
    }
    const placed = await diner().request(
      'POST',
      '/api/orders',
      specOrderPayload(restaurant.id, restaurant.item, { customerPhone: phone }),
    );
    expect(placed.status).toBe(201);
  });

  it('a full dining room on one Wi-Fi orders in the same minute', async () => {
    const restaurant = await openRestaurant('salao');
    // 80 diners (more than the old 60 a minute), each with a phone, behind the restaurant's one
    // address; decision 0006 sizes the limit at 300.
    const answers: number[] = [];
    for (let seat = 0; seat < 80; seat++) {
      const response = await diner()
        .request(
          'POST',
          '/api/orders',
          specOrderPayload(restaurant.id, restaurant.item, {
            customerPhone: phoneOf(100 + seat),
            quantity: 1,
          }),
        )
        .catch((caught: Error) => caught);
      answers.push(response instanceof Error ? Number(response.message.split(':')[0]) : response.status);
    }
    expect(answers.filter((status) => status !== 201)).toEqual([]);
  }, 120_000);

  it('the per-restaurant address limit does not touch the next restaurant', async () => {
    const other = await openRestaurant('vizinho');
    const placed = await diner().request(
      'POST',
      '/api/orders',
      specOrderPayload(other.id, other.item, { customerPhone: phoneOf(900), quantity: 1 }),
    );
    expect(placed.status).toBe(201);
  });

  it('one phone ordering over and over at one restaurant is still refused with 429', async () => {
    const restaurant = await openRestaurant('repetido');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await diner()
        .request(
          'POST',
          '/api/orders',
          specOrderPayload(restaurant.id, restaurant.item, { customerPhone: phoneOf(3), quantity: 1 }),
        )
        .catch((caught: Error) => caught);
      statuses.push(response instanceof Error ? Number(response.message.split(':')[0]) : response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
