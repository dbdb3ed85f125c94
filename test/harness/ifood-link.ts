/**
 * Links a restaurant's store to Comanda's centralized iFood app the way an owner does (decision
 * 0061): the store exists on the fake iFood, its owner approves Comanda's access request, then the
 * owner names it in Comanda. The app must run with IFOOD_CLIENT_ID/SECRET of the fake.
 */
import { expect } from 'vitest';
import type { FakeIfood } from '../fakes/ifood';
import type { TestContext } from './app';

export async function linkIfoodStore(
  ctx: TestContext,
  owner: { cookie: string; restaurant: { id: string } },
  fake: FakeIfood,
  merchantId: string,
) {
  fake.addStore(merchantId, `Loja ${merchantId}`);
  fake.approveStore(merchantId);
  const linked = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/integrations/ifood/store`,
    headers: { cookie: owner.cookie },
    payload: { store: merchantId },
  });
  expect(linked.statusCode, linked.body).toBe(200);
  return linked.json() as { id: string; receiveUrl: string };
}
