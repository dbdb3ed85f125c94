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

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  callApi(ctx.app, method, url, cookie, payload);

const base = (who = owner) => `/restaurants/${who.restaurant.id}`;

async function createItem(who = owner, name = 'Refrigerante lata', price = '6,00') {
  const response = await call('POST', `${base(who)}/menu`, who.cookie, { name, price, category: 'Bebidas' });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; name: string };
}

const move = (itemId: string, body: object = {}, who = owner) =>
  call('POST', `${base(who)}/stock/movements`, who.cookie, { menuItemId: itemId, quantity: 1, ...body });

const inventory = async (who = owner) => (await call('GET', `${base(who)}/inventory`, who.cookie)).json();
const itemIn = async (itemId: string) =>
  (await inventory()).items.find((entry: { id: string }) => entry.id === itemId);

describe('GET /restaurants/:id/inventory', () => {
  it('answers zero counters and no items for an empty menu', async () => {
    const fresh = await registerOwner(ctx.app);
    expect(await inventory(fresh)).toEqual({
      counters: { controlledItems: 0, lowStock: 0, stockOk: 0, totalValue: '0.00' },
      items: [],
    });
  });

  it('lists every item with its stock fields and status N/A until control is on', async () => {
    const item = await createItem(owner, 'Água mineral', '4,00');
    expect(await itemIn(item.id)).toEqual({
      id: item.id,
      name: 'Água mineral',
      price: '4.00',
      imageUrl: null,
      category: 'Bebidas',
      isActive: true,
      hasInventoryControl: false,
      stockQuantity: 0,
      minStockAlert: 0,
      stockUnit: 'unidade',
      costPrice: '0.00',
      status: 'N/A',
    });
  });
});

describe('PATCH /restaurants/:id/inventory/:itemId', () => {
  it('sets control, minimum alert, unit and cost, and the counters follow', async () => {
    const fresh = await registerOwner(ctx.app);
    const item = await createItem(fresh, 'Suco de laranja', '9,00');
    const patched = await call('PATCH', `${base(fresh)}/inventory/${item.id}`, fresh.cookie, {
      hasInventoryControl: true,
      minStockAlert: 3,
      stockUnit: 'garrafa',
      costPrice: '2,50',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      hasInventoryControl: true,
      minStockAlert: 3,
      stockUnit: 'garrafa',
      costPrice: '2.50',
      status: 'Baixo',
    });
    await move(item.id, { quantity: 10 }, fresh);
    expect((await inventory(fresh)).counters).toEqual({
      controlledItems: 1,
      lowStock: 0,
      stockOk: 1,
      totalValue: '25.00',
    });
    await call('PATCH', `${base(fresh)}/inventory/${item.id}`, fresh.cookie, { hasInventoryControl: false });
    expect((await inventory(fresh)).counters).toEqual({
      controlledItems: 0,
      lowStock: 0,
      stockOk: 0,
      totalValue: '0.00',
    });
  });

  it.each([
    [{}, 'Nada para alterar'],
    [{ minStockAlert: -1 }, 'O alerta mínimo não pode ser negativo'],
    [{ costPrice: 'caro' }, 'O custo unitário deve ser um valor como 29,90'],
  ])('refuses %o with 400', async (body, message) => {
    const item = await createItem();
    const response = await call('PATCH', `${base()}/inventory/${item.id}`, owner.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("answers 404 for another restaurant's item and 403 on another restaurant's path", async () => {
    const theirs = await createItem(other);
    const body = { hasInventoryControl: true };
    expect((await call('PATCH', `${base()}/inventory/${theirs.id}`, owner.cookie, body)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', `${base(other)}/inventory/${theirs.id}`, owner.cookie, body)).statusCode,
    ).toBe(403);
    expect((await call('PATCH', `${base(other)}/inventory/${theirs.id}`, undefined, body)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /restaurants/:id/stock/movements', () => {
  it.each([
    [{ quantity: 0 }, 'Quantidade deve ser maior que 0'],
    [{ quantity: 'abc' }, 'Quantidade deve ser maior que 0'],
    [{ quantity: -5 }, 'Quantidade deve ser maior que 0'],
    [{ quantity: 2.5 }, 'A quantidade deve ser um número inteiro'],
    [{ type: 'roubo' }, 'Tipo de movimento inválido'],
    [{ menuItemId: '' }, 'Selecione um item'],
    [{ costPerUnit: '-1' }, 'O custo por unidade não pode ser menor que zero'],
  ])('refuses %o with 400 and a Portuguese message', async (body, message) => {
    const item = await createItem();
    const response = await move(item.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('keeps a movement on an item without stock control, and says the count is not used yet', async () => {
    const item = await createItem(owner, 'Bolo de pote', '9,00');
    const response = await move(item.id, { quantity: 4, costPerUnit: '3,20' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ stockAfter: 4, hasInventoryControl: false, costPerUnit: '3.20' });
    expect(response.json().notice).toContain('"Bolo de pote" está sem controle de estoque');
    await call('PATCH', `${base()}/inventory/${item.id}`, owner.cookie, { hasInventoryControl: true });
    const controlled = (await move(item.id, { quantity: 1 })).json();
    expect(controlled).toMatchObject({ stockAfter: 5, hasInventoryControl: true });
    expect(controlled.notice).toBeUndefined();
  });

  it('adds, subtracts and counts, recording the signed change, cost and author', async () => {
    const item = await createItem(owner, 'Cerveja long neck', '12,00');
    const entry = await move(item.id, {
      quantity: 10,
      costPerUnit: '4.50',
      reason: 'Reposição',
      notes: 'Caixa fechada',
    });
    expect(entry.statusCode).toBe(201);
    expect(entry.json()).toMatchObject({
      menuItemId: item.id,
      menuItemName: 'Cerveja long neck',
      type: 'entrada',
      quantity: 10,
      reason: 'Reposição',
      notes: 'Caixa fechada',
      costPerUnit: '4.50',
      totalCost: '45.00',
      createdBy: 'Proprietário',
      orderId: null,
      stockAfter: 10,
    });
    expect((await itemIn(item.id)).costPrice).toBe('4.50');

    expect((await move(item.id, { type: 'saida', quantity: 3 })).json()).toMatchObject({
      quantity: -3,
      stockAfter: 7,
    });
    expect((await move(item.id, { type: 'perda', quantity: 1 })).json()).toMatchObject({
      quantity: -1,
      stockAfter: 6,
    });
    const count = await move(item.id, { type: 'ajuste', quantity: 9, reason: 'Contagem' });
    expect(count.json()).toMatchObject({ type: 'ajuste', quantity: 3, stockAfter: 9 });
    expect((await move(item.id, { type: 'ajuste', quantity: 2 })).json()).toMatchObject({
      quantity: -7,
      stockAfter: 2,
    });

    const history = await call('GET', `${base()}/stock/movements?menuItemId=${item.id}`, owner.cookie);
    expect(history.statusCode).toBe(200);
    expect(history.json().map((m: { type: string; quantity: number }) => [m.type, m.quantity])).toEqual([
      ['ajuste', -7],
      ['ajuste', 3],
      ['perda', -1],
      ['saida', -3],
      ['entrada', 10],
    ]);
    expect(history.json()[0]).toMatchObject({
      createdAt: expect.any(String),
      createdBy: 'Proprietário',
      costPerUnit: '0.00',
    });
  });

  it('never takes stock below 0 and says how much is left', async () => {
    const item = await createItem();
    await move(item.id, { quantity: 2 });
    const refused = await move(item.id, { type: 'saida', quantity: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Estoque insuficiente para "Refrigerante lata": restam 2 un.');
    expect((await itemIn(item.id)).stockQuantity).toBe(2);
    const movements = (
      await call('GET', `${base()}/stock/movements?menuItemId=${item.id}`, owner.cookie)
    ).json();
    expect(movements).toHaveLength(1);
  });

  it("refuses another owner's item, another restaurant's path and no session", async () => {
    const theirs = await createItem(other);
    const foreign = await move(theirs.id, { quantity: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Item não encontrado');
    const mine = await createItem();
    expect((await move(mine.id, {}, { ...other, restaurant: owner.restaurant })).statusCode).toBe(403);
    expect(
      (await call('POST', `${base()}/stock/movements`, undefined, { menuItemId: mine.id, quantity: 1 }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('GET', `${base()}/stock/movements?menuItemId=${theirs.id}`, owner.cookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${base(other)}/stock/movements`, owner.cookie)).statusCode).toBe(403);
  });

  it('20 parallel saídas of 1 on an item with 20 leave exactly 0, and a 21st is refused', async () => {
    const item = await createItem(owner, 'Coxinha', '7,00');
    await call('PATCH', `${base()}/inventory/${item.id}`, owner.cookie, { hasInventoryControl: true });
    await move(item.id, { quantity: 20 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move(item.id, { type: 'saida', quantity: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect((await itemIn(item.id)).stockQuantity).toBe(0);
    expect((await move(item.id, { type: 'saida', quantity: 1 })).statusCode).toBe(409);
    const movements = (
      await call('GET', `${base()}/stock/movements?menuItemId=${item.id}`, owner.cookie)
    ).json();
    expect(movements.filter((m: { type: string }) => m.type === 'saida')).toHaveLength(20);
  });

  it('21 parallel saídas on 20 in stock: exactly 20 pass and one is refused', async () => {
    const item = await createItem(owner, 'Empada', '6,50');
    await move(item.id, { quantity: 20 });
    const answers = await Promise.all(
      Array.from({ length: 21 }, () => move(item.id, { type: 'saida', quantity: 1 })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(20).fill(201), 409]);
    expect((await itemIn(item.id)).stockQuantity).toBe(0);
  });

  it("shows a controlled item at 0 as 'Esgotado' on the public menu until stock returns", async () => {
    const item = await createItem(owner, 'Pastel', '8,00');
    const publicItem = async () =>
      (await call('GET', `${base()}/menu`)).json().find((entry: { id: string }) => entry.id === item.id);
    expect((await publicItem()).isSoldOut).toBe(false);
    await call('PATCH', `${base()}/inventory/${item.id}`, owner.cookie, { hasInventoryControl: true });
    expect((await publicItem()).isSoldOut).toBe(true);
    await move(item.id, { quantity: 1 });
    expect((await publicItem()).isSoldOut).toBe(false);
  });
});
