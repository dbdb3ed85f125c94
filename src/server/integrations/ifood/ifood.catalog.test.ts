/**
 * Menu sync against the fake iFood Catalog v2 (test/fakes/ifood-catalog.ts): what the owner builds
 * in Comanda reaches iFood in the documented shape (developer.ifood.com.br modules/catalog guides
 * modifiers-management and pizza): complements as option groups, pizzas through the template.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../../../../test/fakes/ifood';
import type { FakeCatalogItem } from '../../../../test/fakes/ifood-catalog';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { linkIfoodStore } from '../../../../test/harness/ifood-link';
import { deliveryIntegrations } from '../../db/schema';
import { runIfoodTick } from './ifood.sync';

let ctx: TestContext;
let fake: FakeIfood;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const MERCHANT = 'merchant-pizzaria';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = async (method: Method, url: string, payload?: unknown) => {
  const response = await callApi(
    ctx.app,
    method,
    `/restaurants/${owner.restaurant.id}${url}`,
    owner.cookie,
    payload,
  );
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const tick = async () => {
  await ctx.app.db.update(deliveryIntegrations).set({ pollLeaseUntil: null });
  await runIfoodTick(ctx.app.db, {
    baseUrl: fake.baseUrl,
    encryptionKey: ctx.app.config.encryptionKey,
    app: { clientId: fake.clientId, clientSecret: fake.clientSecret },
  });
};
/** The last PUT /items of the item named `name` (its main product's name). */
const lastPut = (name: string) =>
  fake.catalog.puts.filter((put) => put.body.products[0]?.name === name).at(-1)!;

/** A pushed item with every id reference followed: what a diner on iFood would be offered. */
function offered({ item, products, optionGroups = [], options = [] }: FakeCatalogItem) {
  const product = (id: string) => products.find((candidate) => candidate.id === id)!;
  const option = (id: string) => options.find((candidate) => candidate.id === id)!;
  const sizeName = (id: string) => product(option(id).productId).name;
  return {
    type: item.type,
    status: item.status,
    price: item.price,
    name: product(item.productId).name,
    groups: (product(item.productId).optionGroups ?? []).map(({ id, min, max }) => {
      const group = optionGroups.find((candidate) => candidate.id === id)!;
      return {
        name: group.name,
        type: group.optionGroupType,
        min,
        max,
        options: group.optionIds.map((optionId) => {
          const { price, fractions, contextModifiers, productId } = option(optionId);
          return {
            name: product(productId).name,
            price: price?.value,
            ...(fractions && { fractions }),
            ...(contextModifiers?.length && {
              sizes: contextModifiers.map((m) => `${m.catalogContext} ${sizeName(m.parentOptionId!)}`),
            }),
          };
        }),
      };
    }),
  };
}

beforeAll(async () => {
  fake = await startFakeIfood();
  ctx = await createTestApp({
    IFOOD_BASE_URL: fake.baseUrl,
    IFOOD_CLIENT_ID: fake.clientId,
    IFOOD_CLIENT_SECRET: fake.clientSecret,
  });
  owner = await registerOwner(ctx.app);
  const ponto = await call('POST', '/option-groups', {
    name: 'Ponto da carne',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [{ name: 'Mal passado' }, { name: 'Ao ponto' }, { name: 'Bem passado' }],
  });
  const adicionais = await call('POST', '/option-groups', {
    name: 'Adicionais',
    minChoices: 0,
    maxChoices: 3,
    options: [
      { name: 'Bacon', price: '5,00' },
      { name: 'Cheddar', price: '4,00' },
      { name: 'Ovo', price: '3,00' },
    ],
  });
  const tamanho = await call('POST', '/option-groups', {
    name: 'Tamanho',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [{ name: 'Média' }, { name: 'Grande', price: '12,00' }],
  });
  const sabores = await call('POST', '/option-groups', {
    name: 'Sabores',
    kind: 'flavors',
    isRequired: true,
    minChoices: 1,
    maxChoices: 2,
    options: [
      { name: 'Calabresa' },
      { name: 'Margherita', price: '3,00' },
      { name: 'Portuguesa', price: '6,00' },
    ],
  });
  await call('POST', '/menu', {
    name: 'X-Burger',
    price: '30',
    category: 'Lanches',
    optionGroupIds: [ponto.id, adicionais.id],
  });
  await call('POST', '/menu', {
    name: 'Pizza meio a meio',
    price: '40',
    category: 'Pizzas',
    optionGroupIds: [tamanho.id, sabores.id],
  });
  await linkIfoodStore(ctx, owner, fake, MERCHANT);
  await tick();
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('iFood catalog push', () => {
  it('sends the burger with its complements as option groups, min and max on the main product', () => {
    const put = lastPut('X-Burger');
    expect(put.status).toBe(200);
    const lanches = fake.catalog.categories.find((category) => category.name === 'Lanches')!;
    expect(lanches.template).toBe('DEFAULT');
    expect(put.body.item).toMatchObject({ type: 'DEFAULT', categoryId: lanches.id });
    expect(offered(put.body)).toEqual({
      type: 'DEFAULT',
      status: 'AVAILABLE',
      price: { value: 30, originalValue: 30 },
      name: 'X-Burger',
      groups: [
        {
          name: 'Ponto da carne',
          type: 'DEFAULT',
          min: 1,
          max: 1,
          options: [
            { name: 'Mal passado', price: 0 },
            { name: 'Ao ponto', price: 0 },
            { name: 'Bem passado', price: 0 },
          ],
        },
        {
          name: 'Adicionais',
          type: 'DEFAULT',
          min: 0,
          max: 3,
          options: [
            { name: 'Bacon', price: 5 },
            { name: 'Cheddar', price: 4 },
            { name: 'Ovo', price: 3 },
          ],
        },
      ],
    });
  });

  it('sends the half-and-half pizza through the pizza template: sizes priced, two fractions, flavours on every size', () => {
    const put = lastPut('Pizza meio a meio');
    expect(put.status).toBe(200);
    // The guide: omit categoryId and iFood files the pizza in its one PIZZA category.
    expect(put.body.item.categoryId).toBeUndefined();
    expect(fake.catalog.categories.filter((category) => category.template === 'PIZZA')).toHaveLength(1);
    expect(
      fake.catalog.categories.some(
        (category) => category.name === 'Pizzas' && category.template === 'DEFAULT',
      ),
    ).toBe(false);
    const sizes = ['DEFAULT Média', 'DEFAULT Grande'];
    expect(offered(put.body)).toEqual({
      type: 'PIZZA',
      status: 'AVAILABLE',
      price: undefined,
      name: 'Pizza meio a meio',
      groups: [
        {
          name: 'Tamanho',
          type: 'SIZE',
          min: 1,
          max: 1,
          options: [
            { name: 'Média', price: 40, fractions: [1, 2] },
            { name: 'Grande', price: 52, fractions: [1, 2] },
          ],
        },
        {
          name: 'Massa',
          type: 'CRUST',
          min: 1,
          max: 1,
          options: [{ name: 'Tradicional', price: 0, fractions: [1] }],
        },
        {
          name: 'Borda',
          type: 'EDGE',
          min: 0,
          max: 1,
          options: [{ name: 'Sem borda', price: 0, fractions: [1] }],
        },
        {
          name: 'Sabores',
          type: 'TOPPING',
          min: 1,
          max: 1,
          options: [
            { name: 'Calabresa', price: 0, fractions: [1], sizes },
            { name: 'Margherita', price: 3, fractions: [1], sizes },
            { name: 'Portuguesa', price: 6, fractions: [1], sizes },
          ],
        },
      ],
    });
  });

  it('refuses a pizza without sizes as the guide says (422) and tells the owner on the integrations card', async () => {
    const doces = await call('POST', '/option-groups', {
      name: 'Sabores doces',
      kind: 'flavors',
      isRequired: true,
      minChoices: 1,
      maxChoices: 2,
      options: [{ name: 'Chocolate' }, { name: 'Banana com canela' }],
    });
    const doce = await call('POST', '/menu', {
      name: 'Pizza doce',
      price: '45',
      category: 'Pizzas',
      optionGroupIds: [doces.id],
    });
    const before = fake.catalog.items.size;
    await tick();

    expect(lastPut('Pizza doce').status).toBe(422);
    // The other items went again and updated in place: same ids, nothing duplicated.
    expect(lastPut('X-Burger').status).toBe(200);
    expect(fake.catalog.items.size).toBe(before);
    const pushes = fake.catalog.puts.filter((put) => put.body.products[0]?.name === 'Pizza meio a meio');
    expect(pushes).toHaveLength(2);
    expect(JSON.stringify(pushes[1]!.body)).toBe(JSON.stringify(pushes[0]!.body));

    const message =
      'O iFood recusou a pizza "Pizza doce": toda pizza no iFood precisa de tamanhos. Crie um grupo de opções "Tamanho" com os tamanhos e preços e ligue-o a esta pizza.';
    const card = async () =>
      (await call('GET', '/integrations')) as { platform: string; syncErrors: string | null }[];
    expect((await card()).find((row) => row.platform === 'ifood')!.syncErrors).toBe(message);
    // Polls with an unchanged menu keep the message and do not send the menu again.
    const puts = fake.catalog.puts.length;
    await tick();
    expect(fake.catalog.puts.length).toBe(puts);
    expect((await card()).find((row) => row.platform === 'ifood')!.syncErrors).toBe(message);

    // The owner adds the sizes: the next push carries them, iFood accepts, the message goes away.
    const tamanhos = await call('POST', '/option-groups', {
      name: 'Tamanho',
      isRequired: true,
      minChoices: 1,
      maxChoices: 1,
      options: [{ name: 'Broto' }],
    });
    await call('PATCH', `/menu/${doce.id}`, { optionGroupIds: [tamanhos.id, doces.id] });
    await tick();
    expect(lastPut('Pizza doce').status).toBe(200);
    expect((await card()).find((row) => row.platform === 'ifood')!.syncErrors).toBeNull();
  });
});
