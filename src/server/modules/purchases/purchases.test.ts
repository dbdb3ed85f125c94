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

async function createItem(who = owner, name = 'Queijo muçarela') {
  const response = await call('POST', `${base(who)}/menu`, who.cookie, { name, price: '30,00' });
  return response.json() as { id: string };
}

async function createSupplier(who = owner, name = 'Laticínios Serra') {
  return (await call('POST', `${base(who)}/suppliers`, who.cookie, { name })).json() as { id: string };
}

const stockOf = async (itemId: string) =>
  (await call('GET', `${base()}/inventory`, owner.cookie))
    .json()
    .items.find((item: { id: string }) => item.id === itemId) as { stockQuantity: number; costPrice: string };

async function createPurchase(lines: object[], extra: object = {}) {
  const response = await call('POST', `${base()}/purchases`, owner.cookie, { items: lines, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('purchases', () => {
  it('creates a pending purchase with the totals computed by the server', async () => {
    const supplier = await createSupplier();
    const cheese = await createItem();
    const ham = await createItem(owner, 'Presunto');
    const purchase = await createPurchase(
      [
        { menuItemId: cheese.id, quantity: 10, unitPrice: '4,50' },
        { menuItemId: ham.id, quantity: 3, unitPrice: '19.99' },
      ],
      {
        supplierId: supplier.id,
        invoiceNumber: '000123',
        purchaseDate: '2024-05-13',
        notes: 'Pago no boleto',
        totalAmount: '1.00',
        status: 'recebida',
      },
    );
    expect(purchase).toMatchObject({
      supplierId: supplier.id,
      supplierName: 'Laticínios Serra',
      invoiceNumber: '000123',
      purchaseDate: '2024-05-13',
      notes: 'Pago no boleto',
      totalAmount: '104.97',
      status: 'pendente',
      receivedAt: null,
      items: [
        {
          menuItemId: cheese.id,
          menuItemName: 'Queijo muçarela',
          quantity: 10,
          unitPrice: '4.50',
          totalPrice: '45.00',
        },
        {
          menuItemId: ham.id,
          menuItemName: 'Presunto',
          quantity: 3,
          unitPrice: '19.99',
          totalPrice: '59.97',
        },
      ],
    });
    const list = (await call('GET', `${base()}/purchases`, owner.cookie)).json();
    expect(list.map((entry: { id: string }) => entry.id)).toContain(purchase.id);
    expect((await stockOf(cheese.id)).stockQuantity).toBe(0);
  });

  it('dates a purchase without a date with today', async () => {
    const item = await createItem();
    const purchase = await createPurchase([{ menuItemId: item.id, quantity: 1, unitPrice: '1' }]);
    expect(purchase.purchaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(purchase.supplierId).toBeNull();
  });

  it.each([
    [{ items: [] }, 'Adicione pelo menos um item à compra'],
    [{ items: 'x' }, 'Adicione pelo menos um item à compra'],
    [{ items: [{ menuItemId: 'x', quantity: 0, unitPrice: '1' }] }, 'Quantidade deve ser maior que 0'],
    [
      { items: [{ menuItemId: 'x', quantity: 1, unitPrice: '-1' }] },
      'O preço unitário não pode ser menor que zero',
    ],
    [{ items: [{ menuItemId: 'x', quantity: 1 }], purchaseDate: '2024-13-01' }, 'Data inválida'],
  ])('refuses %o with 400', async (body, message) => {
    const response = await call('POST', `${base()}/purchases`, owner.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("refuses another owner's item or supplier, and an inactive supplier", async () => {
    const mine = await createItem();
    const theirItem = await createItem(other);
    const theirSupplier = await createSupplier(other);
    const line = { menuItemId: mine.id, quantity: 1, unitPrice: '2' };
    const foreignItem = await call('POST', `${base()}/purchases`, owner.cookie, {
      items: [{ ...line, menuItemId: theirItem.id }],
    });
    expect(foreignItem.statusCode).toBe(400);
    expect(foreignItem.json().error).toBe('Item não encontrado no cardápio deste restaurante.');
    const foreignSupplier = await call('POST', `${base()}/purchases`, owner.cookie, {
      items: [line],
      supplierId: theirSupplier.id,
    });
    expect(foreignSupplier.json().error).toBe('Fornecedor não encontrado');
    const inactive = await createSupplier();
    await call('PATCH', `${base()}/suppliers/${inactive.id}`, owner.cookie, { isActive: false });
    const refused = await call('POST', `${base()}/purchases`, owner.cookie, {
      items: [line],
      supplierId: inactive.id,
    });
    expect(refused.json().error).toBe('Este fornecedor está inativo');
    expect((await call('GET', `${base(other)}/purchases`, owner.cookie)).statusCode).toBe(403);
  });

  it('receiving writes one entrada per line with its cost, updates the cost price, and counts once', async () => {
    const item = await createItem(owner, 'Farinha de trigo');
    await call('POST', `${base()}/stock/movements`, owner.cookie, {
      menuItemId: item.id,
      quantity: 2,
      costPerUnit: '3.00',
    });
    const purchase = await createPurchase([{ menuItemId: item.id, quantity: 25, unitPrice: '3,80' }], {
      invoiceNumber: '555',
    });

    const received = await call('POST', `${base()}/purchases/${purchase.id}/receive`, owner.cookie);
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'recebida', receivedAt: expect.any(String) });
    expect(await stockOf(item.id)).toMatchObject({ stockQuantity: 27, costPrice: '3.80' });

    const again = await call('POST', `${base()}/purchases/${purchase.id}/receive`, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Esta compra já foi recebida.');
    expect((await stockOf(item.id)).stockQuantity).toBe(27);

    const movements = (
      await call('GET', `${base()}/stock/movements?menuItemId=${item.id}`, owner.cookie)
    ).json();
    expect(movements.filter((m: { purchaseId: string | null }) => m.purchaseId === purchase.id)).toEqual([
      expect.objectContaining({
        type: 'entrada',
        quantity: 25,
        costPerUnit: '3.80',
        totalCost: '95.00',
        reason: 'Compra recebida (NF 555)',
      }),
    ]);
  });

  it('two receives pressed at once move stock once', async () => {
    const item = await createItem(owner, 'Tomate pelado');
    const purchase = await createPurchase([
      { menuItemId: item.id, quantity: 6, unitPrice: '5' },
      { menuItemId: item.id, quantity: 4, unitPrice: '6' },
    ]);
    const url = `${base()}/purchases/${purchase.id}/receive`;
    const answers = await Promise.all([call('POST', url, owner.cookie), call('POST', url, owner.cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(item.id)).toMatchObject({ stockQuantity: 10, costPrice: '6.00' });
  });

  it('cancels only a pending purchase, and a cancelled one cannot be received', async () => {
    const item = await createItem();
    const pending = await createPurchase([{ menuItemId: item.id, quantity: 5, unitPrice: '1' }]);
    const cancelled = await call('POST', `${base()}/purchases/${pending.id}/cancel`, owner.cookie);
    expect(cancelled.json().status).toBe('cancelada');
    const receive = await call('POST', `${base()}/purchases/${pending.id}/receive`, owner.cookie);
    expect(receive.statusCode).toBe(409);
    expect(receive.json().error).toBe('Esta compra foi cancelada.');
    expect((await stockOf(item.id)).stockQuantity).toBe(0);

    const received = await createPurchase([{ menuItemId: item.id, quantity: 5, unitPrice: '1' }]);
    await call('POST', `${base()}/purchases/${received.id}/receive`, owner.cookie);
    expect((await call('POST', `${base()}/purchases/${received.id}/cancel`, owner.cookie)).statusCode).toBe(
      409,
    );
    expect((await call('POST', `${base()}/purchases/nao-existe/receive`, owner.cookie)).statusCode).toBe(404);
  });

  it("answers 404 for another restaurant's purchase through one's own path", async () => {
    const theirItem = await createItem(other);
    const theirs = await call('POST', `${base(other)}/purchases`, other.cookie, {
      items: [{ menuItemId: theirItem.id, quantity: 1, unitPrice: '1' }],
    });
    const response = await call('POST', `${base()}/purchases/${theirs.json().id}/receive`, owner.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Compra não encontrada');
  });
});
