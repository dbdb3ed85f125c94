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

/** The owner can; anonymous gets 401; another owner gets 403; bad input gets 400. */
async function expectOwnerOnly(method: Method, url: string, payload?: unknown, badPayload?: unknown) {
  expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  expect((await call(method, url, other.cookie, payload)).statusCode).toBe(403);
  if (badPayload !== undefined) {
    const bad = await call(method, url, owner.cookie, badPayload);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTypeOf('string');
  }
}

describe('categories', () => {
  it('creates, renames (items follow), reorders and deletes', async () => {
    const created = await call('POST', `${base()}/categories`, owner.cookie, { name: 'Lanches' });
    expect(created.statusCode).toBe(201);
    const lanches = created.json();
    const item = (
      await call('POST', `${base()}/menu`, owner.cookie, {
        name: 'X-Burger',
        price: '25',
        category: 'Lanches',
      })
    ).json();
    expect(item.categoryId).toBe(lanches.id);

    const renamed = await call('PUT', `${base()}/categories/${lanches.id}`, owner.cookie, {
      name: 'Hambúrgueres',
    });
    expect(renamed.json()).toMatchObject({ id: lanches.id, name: 'Hambúrgueres' });
    const menu = (await call('GET', `${base()}/menu`)).json();
    expect(menu.find((entry: { id: string }) => entry.id === item.id).category).toBe('Hambúrgueres');

    const bebidas = (await call('POST', `${base()}/categories`, owner.cookie, { name: 'Bebidas' })).json();
    const order = await call('PUT', `${base()}/categories/order`, owner.cookie, {
      ids: [bebidas.id, lanches.id],
    });
    expect(order.json().map((c: { name: string }) => c.name)).toEqual(['Bebidas', 'Hambúrgueres']);

    expect((await call('DELETE', `${base()}/categories/${lanches.id}`, owner.cookie)).statusCode).toBe(204);
    const after = (await call('GET', `${base()}/menu`)).json();
    expect(after.find((entry: { id: string }) => entry.id === item.id)).toMatchObject({
      category: null,
      categoryId: null,
    });
  });

  it('refuses a duplicate name with 409 in Portuguese', async () => {
    await call('POST', `${base()}/categories`, owner.cookie, { name: 'Sobremesas' });
    const again = await call('POST', `${base()}/categories`, owner.cookie, { name: 'sobremesas' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Já existe uma categoria com este nome' });
  });

  it('guards every category route', async () => {
    const category = (await call('POST', `${base()}/categories`, owner.cookie, { name: 'Porções' })).json();
    await expectOwnerOnly('POST', `${base()}/categories`, { name: 'X' }, { name: '' });
    await expectOwnerOnly(
      'PUT',
      `${base()}/categories/${category.id}`,
      { name: 'Y' },
      { name: 'x'.repeat(61) },
    );
    await expectOwnerOnly('PUT', `${base()}/categories/order`, { ids: [category.id] }, { ids: [] });
    await expectOwnerOnly('DELETE', `${base()}/categories/${category.id}`);
    const foreign = await call('PUT', `${base()}/categories/order`, owner.cookie, { ids: ['nao-existe'] });
    expect(foreign.statusCode).toBe(400);
    expect((await call('GET', '/restaurants/nao-existe/categories')).statusCode).toBe(404);
  });
});

describe('option groups', () => {
  const size = {
    name: 'Tamanho',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Pequena', price: '0' },
      { name: 'Grande', price: '15,00' },
    ],
  };
  const extras = {
    name: 'Adicionais',
    maxChoices: 3,
    options: [
      { name: 'Bacon', price: '5' },
      { name: 'Cheddar', price: '4' },
    ],
  };

  it('creates groups, links them to an item and reuses them across items', async () => {
    const sizeGroup = (await call('POST', `${base()}/option-groups`, owner.cookie, size)).json();
    const extrasGroup = (await call('POST', `${base()}/option-groups`, owner.cookie, extras)).json();
    expect(sizeGroup).toMatchObject({ name: 'Tamanho', kind: 'standard', isRequired: true, itemIds: [] });
    expect(sizeGroup.options.map((o: { price: string }) => o.price)).toEqual(['0.00', '15.00']);

    const optionGroupIds = [sizeGroup.id, extrasGroup.id];
    const burger = (
      await call('POST', `${base()}/menu`, owner.cookie, { name: 'Burger', price: '30', optionGroupIds })
    ).json();
    const combo = (
      await call('POST', `${base()}/menu`, owner.cookie, {
        name: 'Combo',
        price: '40',
        optionGroupIds: [extrasGroup.id],
      })
    ).json();
    expect(burger.optionGroups.map((g: { name: string }) => g.name)).toEqual(['Tamanho', 'Adicionais']);

    const groups = (await call('GET', `${base()}/option-groups`, owner.cookie)).json();
    const shared = groups.find((g: { id: string }) => g.id === extrasGroup.id);
    expect(shared.itemIds.sort()).toEqual([burger.id, combo.id].sort());

    const menu = (await call('GET', `${base()}/menu`)).json();
    const publicBurger = menu.find((entry: { id: string }) => entry.id === burger.id);
    expect(publicBurger.optionGroups[0]).toEqual({
      id: sizeGroup.id,
      name: 'Tamanho',
      kind: 'standard',
      isRequired: true,
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: expect.any(String), name: 'Pequena', price: '0.00', isSoldOut: false },
        { id: expect.any(String), name: 'Grande', price: '15.00', isSoldOut: false },
      ],
    });
  });

  it("edits a group keeping option ids, and taps an option 'Esgotado'", async () => {
    const group = (await call('POST', `${base()}/option-groups`, owner.cookie, extras)).json();
    const [bacon] = group.options;
    const edited = await call('PUT', `${base()}/option-groups/${group.id}`, owner.cookie, {
      ...extras,
      options: [
        { id: bacon.id, name: 'Bacon crocante', price: '6' },
        { name: 'Ovo', price: '3' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().options).toEqual([
      { id: bacon.id, name: 'Bacon crocante', price: '6.00', isSoldOut: false },
      { id: expect.any(String), name: 'Ovo', price: '3.00', isSoldOut: false },
    ]);

    const item = (
      await call('POST', `${base()}/menu`, owner.cookie, {
        name: 'X-Bacon',
        price: '28',
        optionGroupIds: [group.id],
      })
    ).json();
    const tapped = await call('PATCH', `${base()}/options/${bacon.id}`, owner.cookie, { isSoldOut: true });
    expect(tapped.json().options[0]).toMatchObject({ id: bacon.id, isSoldOut: true });
    const menu = (await call('GET', `${base()}/menu`)).json();
    expect(
      menu.find((entry: { id: string }) => entry.id === item.id).optionGroups[0].options[0].isSoldOut,
    ).toBe(true);
  });

  it('stores a half-and-half flavour group', async () => {
    const flavors = {
      name: 'Sabores',
      kind: 'flavors',
      isRequired: true,
      minChoices: 1,
      maxChoices: 2,
      options: [{ name: 'Muçarela' }, { name: 'Camarão', price: '19,99' }],
    };
    const created = await call('POST', `${base()}/option-groups`, owner.cookie, flavors);
    expect(created.json()).toMatchObject({ kind: 'flavors', maxChoices: 2 });
  });

  it('deletes a group; items no longer offer it', async () => {
    const group = (await call('POST', `${base()}/option-groups`, owner.cookie, size)).json();
    const item = (
      await call('POST', `${base()}/menu`, owner.cookie, {
        name: 'Açaí',
        price: '15',
        optionGroupIds: [group.id],
      })
    ).json();
    expect((await call('DELETE', `${base()}/option-groups/${group.id}`, owner.cookie)).statusCode).toBe(204);
    const menu = (await call('GET', `${base()}/menu`)).json();
    expect(menu.find((entry: { id: string }) => entry.id === item.id).optionGroups).toEqual([]);
    expect((await call('DELETE', `${base()}/option-groups/${group.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('guards every option route', async () => {
    const group = (await call('POST', `${base()}/option-groups`, owner.cookie, size)).json();
    await expectOwnerOnly('GET', `${base()}/option-groups`);
    await expectOwnerOnly('POST', `${base()}/option-groups`, size, { ...size, options: [] });
    await expectOwnerOnly('PUT', `${base()}/option-groups/${group.id}`, size, { ...size, minChoices: 5 });
    await expectOwnerOnly(
      'PATCH',
      `${base()}/options/${group.options[0].id}`,
      { isSoldOut: true },
      { isSoldOut: 'sim' },
    );
    await expectOwnerOnly('DELETE', `${base()}/option-groups/${group.id}`);
    const foreignOption = await call('PUT', `${base()}/option-groups/${group.id}`, owner.cookie, {
      ...size,
      options: [{ id: 'de-outro-grupo', name: 'X' }],
    });
    expect(foreignOption.statusCode).toBe(400);
    expect(
      (await call('PATCH', `${base()}/options/nao-existe`, owner.cookie, { isSoldOut: true })).statusCode,
    ).toBe(404);
  });
});
