/**
 * iFood's order details that the homologation asks for, on two restaurants linked under ONE app
 * (the reported bug: an order for B must never reach A): the customer's CPF kept for the NFC-e,
 * the card brand, and the delivery address in its parts on the panel's order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../../../../test/fakes/ifood';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { deliveryIntegrations, orders } from '../../db/schema';
import { encryptSecret } from '../../lib/crypto';
import { runIfoodTick } from './ifood.sync';

let ctx: TestContext;
let fake: FakeIfood;
let ownerA: Awaited<ReturnType<typeof registerOwner>>;
let ownerB: Awaited<ReturnType<typeof registerOwner>>;
const MERCHANT_A = 'd1a3bc50-6103-49e0-afeb-b619b753fe69';
const MERCHANT_B = '6b487a27-c4fc-4f26-b05e-3967c2331882';
/** A valid CPF (check digits), as iFood sends `customer.documentNumber`. */
const CPF = '52998224725';

const options = () => ({
  baseUrl: fake.baseUrl,
  encryptionKey: ctx.app.config.encryptionKey,
  app: { clientId: fake.clientId, clientSecret: fake.clientSecret },
});
const freeLease = () => ctx.app.db.update(deliveryIntegrations).set({ pollLeaseUntil: null });
const panelOrders = async (owner: typeof ownerA) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/orders?view=active`,
      headers: { cookie: owner.cookie },
    })
  ).json() as Record<string, unknown>[];

/**
 * Both stores linked to Comanda's one iFood app (the operator's credentials), each with its own
 * merchant id: the row a completed link leaves (status active, the store's id).
 */
async function linkStore(restaurantId: string, merchantId: string) {
  const key = ctx.app.config.encryptionKey;
  await ctx.app.db.insert(deliveryIntegrations).values({
    restaurantId,
    platform: 'ifood',
    platformName: 'iFood',
    status: 'active',
    merchantId,
    apiKey: encryptSecret(key, fake.clientId),
    secretKey: encryptSecret(key, fake.clientSecret),
  });
}

beforeAll(async () => {
  fake = await startFakeIfood();
  ctx = await createTestApp({
    IFOOD_BASE_URL: fake.baseUrl,
    IFOOD_CLIENT_ID: fake.clientId,
    IFOOD_CLIENT_SECRET: fake.clientSecret,
    IFOOD_APP_TYPE: 'centralized',
  });
  ownerA = await registerOwner(ctx.app);
  ownerB = await registerOwner(ctx.app);
  await linkStore(ownerA.restaurant.id, MERCHANT_A);
  await linkStore(ownerB.restaurant.id, MERCHANT_B);
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('iFood order fields: CPF, card brand, full address', () => {
  it('keeps the CPF for the NFC-e, the card brand and every part of the address, on B only', async () => {
    const id = fake.createOrder(MERCHANT_B, {
      customerName: 'Marina Lopes',
      documentNumber: CPF,
      items: [{ name: 'Pizza grande', quantity: 1, unitPrice: 80 }],
      deliveryFee: 8,
      payment: { method: 'CREDIT', type: 'OFFLINE', brand: 'MASTERCARD' },
      address: 'Rua Girassol, 1200',
      addressParts: {
        streetName: 'Rua Girassol',
        streetNumber: '1200',
        complement: 'Apto 42',
        neighborhood: 'Vila Madalena',
        reference: 'Portão azul ao lado da padaria',
        postalCode: '05433002',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    fake.pushEvent(MERCHANT_B, id, 'PLC');
    await freeLease();
    await runIfoodTick(ctx.app.db, options());

    expect((await panelOrders(ownerA)).filter((order) => order.externalOrderId === id)).toEqual([]);
    const order = (await panelOrders(ownerB)).find((candidate) => candidate.externalOrderId === id)!;
    expect(order).toMatchObject({
      deliveryAddress: 'Rua Girassol, 1200',
      deliveryAddressDetails: {
        streetName: 'Rua Girassol',
        streetNumber: '1200',
        complement: 'Apto 42',
        neighborhood: 'Vila Madalena',
        reference: 'Portão azul ao lado da padaria',
        postalCode: '05433002',
        city: 'São Paulo',
        state: 'SP',
      },
      cardBrand: 'MASTERCARD',
      hasFiscalCpf: true,
    });
    // The number itself is never in the panel's answer; the NFC-e reads it from the order.
    expect(JSON.stringify(order)).not.toContain(CPF);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, id));
    expect(row!.fiscalCpf).toBe(CPF);
    expect(row!.notes).toContain('Cobrar na entrega: cartão de crédito MASTERCARD');
  });

  it('keeps no CNPJ or invalid number as the CPF, and no address for a takeout', async () => {
    const cnpj = fake.createOrder(MERCHANT_A, {
      documentNumber: '11222333000181',
      orderType: 'TAKEOUT',
      items: [{ name: 'Refrigerante', quantity: 1, unitPrice: 7 }],
      payment: { method: 'PIX', type: 'ONLINE' },
    });
    fake.pushEvent(MERCHANT_A, cnpj, 'PLC');
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, cnpj));
    expect(row).toMatchObject({
      restaurantId: ownerA.restaurant.id,
      fiscalCpf: null,
      cardBrand: null,
      deliveryAddress: null,
      deliveryAddressDetails: null,
    });
  });
});
