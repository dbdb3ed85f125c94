/**
 * iFood's order details that the homologation asks for, on two restaurants linked under ONE app
 * (the reported bug: an order for B must never reach A): the customer's CPF kept for the NFC-e,
 * the card brand, and the delivery address in its parts on the panel's order.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../../../../test/fakes/ifood';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { deliveryIntegrations, orderDisputes, orders } from '../../db/schema';
import { runJobOnce } from '../../jobs/runner';
import { encryptSecret } from '../../lib/crypto';
import { retentionJob } from '../../modules/privacy/retention.job';
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

const call = (owner: typeof ownerA, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie: owner.cookie }, payload });

async function placedOn(merchantId: string, name: string) {
  const id = fake.createOrder(merchantId, {
    customerName: name,
    items: [{ name: 'Pastel', quantity: 2, unitPrice: 9 }],
  });
  fake.pushEvent(merchantId, id, 'PLC');
  await freeLease();
  await runIfoodTick(ctx.app.db, options());
  const [row] = await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, id));
  return { externalId: id, order: row! };
}

describe('a cancellation iFood refuses (CARF)', () => {
  it('keeps the order live until iFood answers; CARF leaves it open and a second try goes out', async () => {
    const { externalId, order } = await placedOn(MERCHANT_A, 'Otávio');
    fake.answerCancellation(externalId, 'refuse');
    const asked = await call(ownerA, 'PATCH', `/orders/${order.id}/status`, {
      status: 'cancelled',
      cancellationCode: '503',
      cancellationReason: 'ITEM INDISPONÍVEL',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'pending', externalStatus: 'CANCELLATION_REQUESTED' });
    // Asking again while iFood decides means nothing: refused, and nothing more is queued.
    const twice = await call(ownerA, 'PATCH', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(
      'O cancelamento já foi pedido ao iFood. O pedido continua aberto até o iFood responder.',
    );

    await freeLease();
    await runIfoodTick(ctx.app.db, options()); // sends requestCancellation; iFood queues CARF
    await freeLease();
    await runIfoodTick(ctx.app.db, options()); // polls the CARF
    const [refused] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(refused).toMatchObject({ status: 'pending', externalStatus: 'CANCELLATION_REQUEST_FAILED' });
    expect(refused!.cancelledAt).toBeNull();

    // The owner tries again; this time iFood cancels it, with the owner's reason kept.
    fake.answerCancellation(externalId, 'accept');
    await call(ownerA, 'PATCH', `/orders/${order.id}/status`, {
      status: 'cancelled',
      cancellationCode: '503',
      cancellationReason: 'ITEM INDISPONÍVEL',
    });
    await runIfoodTick(ctx.app.db, options());
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    expect(fake.actionsFor(externalId).filter((action) => action === 'requestCancellation')).toHaveLength(2);
    const [cancelled] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      externalStatus: 'CANCELLED',
      cancellationReason: 'ITEM INDISPONÍVEL',
    });
  });
});

describe('negotiation platform (HSD)', () => {
  it("brings B's dispute to B only, with the diner's message, and sends the owner's refund offer", async () => {
    const { externalId, order } = await placedOn(MERCHANT_B, 'Paula');
    const { disputeId, alternativeId } = fake.openDispute(MERCHANT_B, externalId, { message: 'Veio frio' });
    await freeLease();
    await runIfoodTick(ctx.app.db, options());

    expect((await call(ownerA, 'GET', `/orders/${order.id}/disputes`)).statusCode).toBe(403);
    const listed = await call(ownerB, 'GET', `/orders/${order.id}/disputes`);
    expect(listed.statusCode).toBe(200);
    const [dispute] = listed.json();
    expect(dispute).toMatchObject({
      disputeId,
      action: 'CANCELLATION',
      message: 'Veio frio',
      status: 'open',
      timeoutAction: 'REJECT_CANCELLATION',
      alternatives: [{ id: alternativeId, type: 'REFUND', maxAmountCents: 800 }],
    });

    const tooMuch = await call(ownerB, 'POST', `/orders/${order.id}/disputes/${dispute.id}/answer`, {
      answer: 'alternative',
      alternativeId,
      amountCents: 900,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe('Informe um valor entre R$ 0,01 e R$ 8,00.');
    expect(fake.disputeCalls(disputeId)).toEqual([]);

    const offered = await call(ownerB, 'POST', `/orders/${order.id}/disputes/${dispute.id}/answer`, {
      answer: 'alternative',
      alternativeId,
      amountCents: 500,
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({ status: 'alternative' });
    expect(fake.disputeCalls(disputeId)).toEqual([
      {
        path: `alternatives/${alternativeId}`,
        body: JSON.stringify({ type: 'REFUND', metadata: { amount: { value: '500', currency: 'BRL' } } }),
      },
    ]);
    // Answered once: a second answer is refused.
    const again = await call(ownerB, 'POST', `/orders/${order.id}/disputes/${dispute.id}/answer`, {
      answer: 'accept',
    });
    expect(again.statusCode).toBe(409);
  });

  it('accepts, and HANDSHAKE_SETTLEMENT closes it; an expired dispute takes no answer', async () => {
    const { externalId, order } = await placedOn(MERCHANT_A, 'Quitéria');
    const open = fake.openDispute(MERCHANT_A, externalId);
    const late = fake.openDispute(MERCHANT_A, externalId, { expiresAt: new Date(Date.now() - 1000) });
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    const disputes = (await call(ownerA, 'GET', `/orders/${order.id}/disputes`)).json() as {
      id: string;
      disputeId: string;
    }[];
    const current = disputes.find((dispute) => dispute.disputeId === open.disputeId)!;
    const expired = disputes.find((dispute) => dispute.disputeId === late.disputeId)!;

    const refused = await call(ownerA, 'POST', `/orders/${order.id}/disputes/${expired.id}/answer`, {
      answer: 'reject',
      reason: 'Pedido entregue correto',
    });
    expect(refused.statusCode).toBe(409);
    expect(fake.disputeCalls(late.disputeId)).toEqual([]);

    const missingReason = await call(ownerA, 'POST', `/orders/${order.id}/disputes/${current.id}/answer`, {
      answer: 'reject',
      reason: ' ',
    });
    expect(missingReason.statusCode).toBe(400);

    const accepted = await call(ownerA, 'POST', `/orders/${order.id}/disputes/${current.id}/answer`, {
      answer: 'accept',
    });
    expect(accepted.statusCode).toBe(200);
    expect(fake.disputeCalls(open.disputeId).map((sent) => sent.path)).toEqual(['accept']);
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    const settled = (await call(ownerA, 'GET', `/orders/${order.id}/disputes`)).json() as {
      disputeId: string;
      status: string;
      settlement: string | null;
    }[];
    expect(settled.find((dispute) => dispute.disputeId === open.disputeId)).toMatchObject({
      status: 'accepted',
      settlement: 'ACCEPTED',
    });
    // Nothing of A's disputes reached B: B has only its own.
    const ofB = await ctx.app.db
      .select()
      .from(orderDisputes)
      .where(eq(orderDisputes.restaurantId, ownerB.restaurant.id));
    expect(ofB.map((dispute) => dispute.disputeId)).not.toContain(open.disputeId);
    expect(ofB).toHaveLength(1);
  });
});

describe("the diner's negotiation message and their data", () => {
  it('goes when the owner erases the diner, and with the retention of old orders', async () => {
    const erased = fake.createOrder(MERCHANT_B, {
      customerName: 'Renata',
      phone: '11 98888-1234',
      items: [{ name: 'Pastel', quantity: 1, unitPrice: 9 }],
    });
    const old = fake.createOrder(MERCHANT_B, {
      customerName: 'Jonas',
      phone: '11 97777-4321',
      items: [{ name: 'Pastel', quantity: 1, unitPrice: 9 }],
    });
    fake.pushEvent(MERCHANT_B, erased, 'PLC');
    fake.pushEvent(MERCHANT_B, old, 'PLC');
    fake.openDispute(MERCHANT_B, erased, { message: 'Sou a Renata, moro no apto 42' });
    fake.openDispute(MERCHANT_B, old, { message: 'Sou o Jonas' });
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    const rowOf = async (externalId: string) =>
      (await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, externalId)))[0]!;
    const messageOf = async (externalId: string) =>
      (
        await ctx.app.db
          .select()
          .from(orderDisputes)
          .where(eq(orderDisputes.orderId, (await rowOf(externalId)).id))
      )[0]?.message;
    expect(await messageOf(erased)).toBe('Sou a Renata, moro no apto 42');
    expect(await messageOf(old)).toBe('Sou o Jonas');

    // The erasure finds orders by the phone key ("5511…"); an iFood order keeps iFood's masked
    // number with its localizer, so the key is put on it here as a direct order would have it.
    await ctx.app.db
      .update(orders)
      .set({ customerPhone: '5511988881234' })
      .where(eq(orders.externalOrderId, erased));
    const erase = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${ownerB.restaurant.id}/customers/11988881234`,
      headers: { cookie: ownerB.cookie },
    });
    expect(erase.statusCode).toBe(200);
    expect(await messageOf(erased)).toBeNull();
    expect(await messageOf(old)).toBe('Sou o Jonas');

    await ctx.app.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 months'` })
      .where(eq(orders.externalOrderId, old));
    expect(await runJobOnce(ctx.app.db, retentionJob(24))).toBe(true);
    expect(await messageOf(old)).toBeNull();
  });
});
