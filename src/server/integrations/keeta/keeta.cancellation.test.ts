/**
 * An owner's cancellation of a Keeta order is Keeta's to decide (research §2): Comanda asks with the
 * chosen code and keeps the order open; Keeta's refusal (an error answer) leaves it open and says so,
 * the owner may ask again, and Keeta's CANCELLED event cancels it with the owner's reason.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeKeeta, startFakeKeeta } from '../../../../test/fakes/keeta';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { deliveryIntegrations, orders, partnerPollLeases } from '../../db/schema';
import { runOpenDeliveryTick } from '../open-delivery/open-delivery.sync';
import { runKeetaPoll } from './keeta.poll';

let keeta: FakeKeeta;
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let keetaId: string;
let minute = 0;

const tick = async () => {
  await runOpenDeliveryTick(ctx.app.db, ctx.app.config);
  minute += 1;
  keeta.clock = () => Date.now() + minute * 60_000;
  await ctx.app.db.delete(partnerPollLeases);
  await ctx.app.db.update(deliveryIntegrations).set({ pollLeaseUntil: null });
  await runKeetaPoll(ctx.app.db, ctx.app.config);
};
const byExternal = async (externalOrderId: string) =>
  (await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, externalOrderId)))[0]!;
const cancel = (orderId: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: { cookie: owner.cookie },
    payload: {
      status: 'cancelled',
      cancellationReason: 'Sem entregador',
      cancellationCode: 'RESTAURANT_WITHOUT_DELIVERY_PERSON',
    },
  });

beforeAll(async () => {
  keeta = await startFakeKeeta();
  ctx = await createTestApp({
    KEETA_CLIENT_ID: keeta.clientId,
    KEETA_CLIENT_SECRET: keeta.clientSecret,
    KEETA_BASE_URL: keeta.baseUrl,
  });
  owner = await registerOwner(ctx.app);
  keetaId = String(keeta.addStore());
  const linked = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/integrations/keeta/link`,
    headers: { cookie: owner.cookie },
    payload: { keetaMerchantId: keetaId },
  });
  expect(linked.statusCode, linked.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await keeta.stop();
});

describe("an owner's cancellation of a Keeta order", () => {
  it('stays open while Keeta decides; a refusal says so; asked again, Keeta cancels it with our reason', async () => {
    const placed = keeta.placeOrder(keetaId).order;
    await tick();
    const ours = await byExternal(placed.id);
    expect(ours.status).toBe('pending');

    keeta.refuseNext('requestCancellation');
    const asked = await cancel(ours.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'pending', externalStatus: 'CANCELLATION_REQUESTED' });
    await tick();
    expect(keeta.refusedActions).toEqual([
      {
        orderId: placed.id,
        action: 'requestCancellation',
        body: { code: 'RESTAURANT_WITHOUT_DELIVERY_PERSON', mode: 'MANUAL', reason: 'Sem entregador' },
      },
    ]);
    // Refused: the order is as it was, the panel is told, and nothing is retried on its own.
    expect(await byExternal(placed.id)).toMatchObject({
      status: 'pending',
      externalStatus: 'CANCELLATION_REQUEST_FAILED',
    });
    await tick();
    expect(keeta.standard.actions.filter((a) => a.action === 'requestCancellation')).toHaveLength(0);

    // Asked again: Keeta takes it (202), then decides with its CANCELLED event.
    expect((await cancel(ours.id)).statusCode).toBe(200);
    await tick();
    expect(keeta.standard.actions.filter((a) => a.action === 'requestCancellation')).toHaveLength(1);
    expect((await byExternal(placed.id)).status).toBe('pending');
    keeta.cancel(placed.id);
    await tick();
    expect(await byExternal(placed.id)).toMatchObject({
      status: 'cancelled',
      externalStatus: 'CANCELLED',
      cancellationReason: 'Sem entregador',
    });
  });
});
