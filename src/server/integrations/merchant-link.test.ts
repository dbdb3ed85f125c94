/**
 * One store, one restaurant, for every partner linked by store id (decisions 0053, 0068): only an
 * ACTIVE link holds a store, so a store restaurant A disconnected can be linked by B; A cannot turn
 * its old link back on while B holds it; and two links of one store at the same moment end with one
 * linked and the other refused with the same 409, never two restaurants receiving its orders.
 * Against the fake iFood, Keeta and Rappi (test/fakes/*.ts, sources in their headers).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../../../test/fakes/ifood';
import { type FakeKeeta, startFakeKeeta } from '../../../test/fakes/keeta';
import { type FakeRappi, RAPPI_ALLY_STORES, startFakeRappi } from '../../../test/fakes/rappi';
import { createTestApp, registerOwner, type TestContext } from '../../../test/harness/app';
import { deliveryIntegrations } from '../db/schema';
import { MERCHANT_TAKEN_MESSAGE } from './integration-store';

let ctx: TestContext;
let ifood: FakeIfood;
let keeta: FakeKeeta;
let rappi: FakeRappi;
type Owner = Awaited<ReturnType<typeof registerOwner>>;
let a: Owner;
let b: Owner;

const IFOOD_1 = '0e7d8c7e-0000-4aaa-8000-0000000000a1';
const IFOOD_2 = '0e7d8c7e-0000-4aaa-8000-0000000000a2';
const [RAPPI_1, RAPPI_2] = RAPPI_ALLY_STORES.map((store) => store.rappiId) as [string, string];
const keetaStores: string[] = [];

const request = (owner: Owner, method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({
    method,
    url: `/api/restaurants/${owner.restaurant.id}/integrations${url}`,
    headers: { cookie: owner.cookie },
    payload,
  });

const partners = {
  ifood: {
    stores: () => [IFOOD_1, IFOOD_2],
    link: (owner: Owner, store: string) => request(owner, 'POST', '/ifood/store', { store }),
  },
  keeta: {
    stores: () => keetaStores,
    link: (owner: Owner, store: string) => request(owner, 'POST', '/keeta/link', { keetaMerchantId: store }),
  },
  rappi: {
    stores: () => [RAPPI_1, RAPPI_2],
    link: (owner: Owner, store: string) => request(owner, 'POST', '/rappi/link', { storeId: store }),
  },
} as const;

const holders = async (platform: string, merchantId: string) =>
  (
    await ctx.app.db
      .select({ restaurantId: deliveryIntegrations.restaurantId })
      .from(deliveryIntegrations)
      .where(
        and(
          eq(deliveryIntegrations.platform, platform),
          eq(deliveryIntegrations.merchantId, merchantId),
          eq(deliveryIntegrations.status, 'active'),
        ),
      )
  ).map((row) => row.restaurantId);

beforeAll(async () => {
  [ifood, keeta, rappi] = await Promise.all([startFakeIfood(), startFakeKeeta(), startFakeRappi()]);
  ctx = await createTestApp({
    IFOOD_BASE_URL: ifood.baseUrl,
    IFOOD_CLIENT_ID: ifood.clientId,
    IFOOD_CLIENT_SECRET: ifood.clientSecret,
    KEETA_CLIENT_ID: keeta.clientId,
    KEETA_CLIENT_SECRET: keeta.clientSecret,
    KEETA_BASE_URL: keeta.baseUrl,
    RAPPI_BASE_URL: rappi.baseUrl,
    RAPPI_LEGACY_BASE_URL: rappi.legacyBaseUrl,
    RAPPI_CLIENT_ID: rappi.clientId,
    RAPPI_CLIENT_SECRET: rappi.clientSecret,
  });
  a = await registerOwner(ctx.app);
  b = await registerOwner(ctx.app);
  for (const [id, name] of [
    [IFOOD_1, 'Cantina da Ana'],
    [IFOOD_2, 'Burgers do Beto'],
  ] as const) {
    ifood.addStore(id, name);
    ifood.approveStore(id);
  }
  keetaStores.push(String(keeta.addStore()), String(keeta.addStore()));
}, 180_000);

afterAll(async () => {
  await ctx.close();
  await Promise.all([ifood.close(), keeta.stop(), rappi.close()]);
});

describe.each(Object.keys(partners) as (keyof typeof partners)[])(
  '%s: one active link holds a store',
  (platform) => {
    const partner = partners[platform];

    it('lets B link a store A disconnected, and refuses A turning its old link back on (409)', async () => {
      const [store] = partner.stores() as [string];
      const linked = await partner.link(a, store);
      expect(linked.statusCode, linked.body).toBe(200);
      const off = await request(a, 'PATCH', `/${platform}`, { isActive: false });
      expect(off.statusCode, off.body).toBe(200);

      const taken = await partner.link(b, store);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({ status: 'active', merchantId: store });

      const back = await request(a, 'PATCH', `/${platform}`, { isActive: true });
      expect(back.statusCode, back.body).toBe(409);
      expect(back.json().error).toBe(MERCHANT_TAKEN_MESSAGE);
      expect(await holders(platform, store)).toEqual([b.restaurant.id]);
    });

    it('links a store once when two restaurants link it at the same moment; the other gets the 409', async () => {
      const [, store] = partner.stores() as [string, string];
      const answers = await Promise.all([partner.link(a, store), partner.link(b, store)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json().error).toBe(MERCHANT_TAKEN_MESSAGE);
      const winner = answers[0]!.statusCode === 200 ? a : b;
      expect(await holders(platform, store)).toEqual([winner.restaurant.id]);
    });
  },
);
