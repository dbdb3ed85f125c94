import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  callApi(ctx.app, method, url, cookie, payload);

const base = () => `/restaurants/${owner.restaurant.id}`;
const pizza = {
  name: 'Pizza Calabresa',
  description: 'Calabresa e cebola',
  price: '49,90',
  category: 'Pizzas',
};

async function createItem(payload: object = pizza) {
  const response = await call('POST', `${base()}/menu`, owner.cookie, payload);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /restaurants/:id/menu', () => {
  it('creates an item for the owner, with its category created by name', async () => {
    const item = await createItem({ ...pizza, restaurantId: other.restaurant.id, loyaltyPoints: 5 });
    expect(item).toMatchObject({
      restaurantId: owner.restaurant.id,
      name: 'Pizza Calabresa',
      price: '49.90',
      category: 'Pizzas',
      isActive: true,
      isSoldOut: false,
      loyaltyPoints: 5,
      stockUnit: 'unidade',
      optionGroups: [],
    });
    const categories = (await call('GET', `${base()}/categories`)).json();
    expect(categories).toContainEqual({ id: item.categoryId, name: 'Pizzas', position: expect.any(Number) });
  });

  it('reuses an existing category whatever its case', async () => {
    const first = await createItem({ ...pizza, category: 'Bebidas' });
    const second = await createItem({ ...pizza, name: 'Suco', category: 'bebidas' });
    expect(second.categoryId).toBe(first.categoryId);
    expect(second.category).toBe('Bebidas');
  });

  it.each([
    [{ ...pizza, name: '' }, 'Nome é obrigatório'],
    [{ ...pizza, name: 'x'.repeat(121) }, 'O nome deve ter no máximo 120 caracteres'],
    [{ ...pizza, price: '0' }, 'O preço deve ser maior que zero'],
    [{ ...pizza, price: '100000' }, 'O preço deve ser menor que R$ 100.000,00'],
    [{ ...pizza, description: 'd'.repeat(1001) }, 'A descrição deve ter no máximo 1.000 caracteres'],
    [{ ...pizza, price: 'caro' }, 'O preço deve ser um valor como 29,90'],
  ])('refuses bad input %# with 400 and a Portuguese message', async (payload, message) => {
    const response = await call('POST', `${base()}/menu`, owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('answers 401 without a session and 403 for another owner', async () => {
    expect((await call('POST', `${base()}/menu`, undefined, pizza)).statusCode).toBe(401);
    const forbidden = await call('POST', `${base()}/menu`, other.cookie, pizza);
    expect(forbidden.statusCode).toBe(403);
  });

  it("refuses another restaurant's option group", async () => {
    const group = await call('POST', `/restaurants/${other.restaurant.id}/option-groups`, other.cookie, {
      name: 'Tamanho',
      options: [{ name: 'Única' }],
    });
    const response = await call('POST', `${base()}/menu`, owner.cookie, {
      ...pizza,
      optionGroupIds: [group.json().id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Grupo de opções inválido');
  });
});

describe('item update and delete routes', () => {
  it('replaces an item with PUT (absent text is cleared)', async () => {
    const item = await createItem();
    const response = await call('PUT', `${base()}/menu/${item.id}`, owner.cookie, {
      name: 'Pizza Portuguesa',
      price: 56.9,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Pizza Portuguesa',
      price: '56.90',
      description: null,
      category: null,
    });
  });

  it("taps 'Esgotado' and deactivates with PATCH; the public menu follows at once", async () => {
    const item = await createItem({ ...pizza, name: 'Pizza do dia' });
    const soldOut = await call('PATCH', `${base()}/menu/${item.id}`, owner.cookie, { isSoldOut: true });
    expect(soldOut.json()).toMatchObject({ isSoldOut: true, soldOutSwitch: true, name: 'Pizza do dia' });
    let menu = (await call('GET', `${base()}/menu`)).json();
    expect(menu.find((entry: { id: string }) => entry.id === item.id).isSoldOut).toBe(true);

    await call('PATCH', `${base()}/menu/${item.id}`, owner.cookie, { isActive: false });
    menu = (await call('GET', `${base()}/menu`)).json();
    expect(menu.some((entry: { id: string }) => entry.id === item.id)).toBe(false);
    const ownerMenu = (await call('GET', `${base()}/menu`, owner.cookie)).json();
    expect(ownerMenu.find((entry: { id: string }) => entry.id === item.id)).toMatchObject({
      isActive: false,
    });
  });

  it('deletes an item (204), then answers 404', async () => {
    const item = await createItem();
    expect((await call('DELETE', `${base()}/menu/${item.id}`, owner.cookie)).statusCode).toBe(204);
    const again = await call('DELETE', `${base()}/menu/${item.id}`, owner.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Item não encontrado' });
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    '%s: 401 anonymous, 403 other owner, 404 other item, 400 bad body',
    async (method) => {
      const item = await createItem();
      const url = `${base()}/menu/${item.id}`;
      const body = method === 'DELETE' ? undefined : { ...pizza };
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, other.cookie, body)).statusCode).toBe(403);
      const foreign = await call('POST', `/restaurants/${other.restaurant.id}/menu`, other.cookie, pizza);
      const foreignUrl = `${base()}/menu/${foreign.json().id}`;
      expect((await call(method, foreignUrl, owner.cookie, body)).statusCode).toBe(404);
      if (method !== 'DELETE') {
        const bad = await call(method, url, owner.cookie, { price: -1, name: 'x' });
        expect(bad.statusCode).toBe(400);
      }
    },
  );
});

describe('GET /restaurants/:id/menu', () => {
  it('hides owner fields from diners and shows them to the owner', async () => {
    const diner = (await call('GET', `${base()}/menu`)).json();
    expect(diner.length).toBeGreaterThan(0);
    for (const hidden of ['costPrice', 'stockQuantity', 'minStockAlert', 'soldOutSwitch'])
      expect(diner[0]).not.toHaveProperty(hidden);
    const asOwner = (await call('GET', `${base()}/menu`, owner.cookie)).json();
    expect(asOwner[0]).toMatchObject({ costPrice: '0.00', stockQuantity: 0, minStockAlert: 0 });
    const asOther = (await call('GET', `${base()}/menu`, other.cookie)).json();
    expect(asOther[0]).not.toHaveProperty('costPrice');
  });

  it('orders by category position, then item position', async () => {
    const fresh = await registerOwner(ctx.app);
    const url = `/restaurants/${fresh.restaurant.id}`;
    for (const [name, category] of [
      ['Coca', 'Bebidas'],
      ['Margherita', 'Pizzas'],
      ['Guaraná', 'Bebidas'],
      ['Pudim', null],
    ] as const) {
      await call('POST', `${url}/menu`, fresh.cookie, { name, price: '10', category });
    }
    const categories = (await call('GET', `${url}/categories`)).json();
    const pizzas = categories.find((c: { name: string }) => c.name === 'Pizzas');
    await call('PUT', `${url}/categories/order`, fresh.cookie, { ids: [pizzas.id] });
    const names = (await call('GET', `${url}/menu`)).json().map((item: { name: string }) => item.name);
    expect(names).toEqual(['Margherita', 'Coca', 'Guaraná', 'Pudim']);
  });

  it('answers 404 for an unknown restaurant', async () => {
    const response = await call('GET', '/restaurants/nao-existe/menu');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Restaurante não encontrado' });
  });
});
