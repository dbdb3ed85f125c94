/**
 * The merchant document Keeta (and any Open Delivery marketplace) reads at our merchant URL, held
 * against the standard's published schema (the fixture beside this file) and against what the
 * restaurant really is: its CNPJ, opening hours, order types and pause.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { deliveryIntegrations, fiscalProfiles, restaurants } from '../../db/schema';
import { OPEN_DELIVERY_MERCHANT_SCHEMA } from './open-delivery.merchant.fixture';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let merchantPath: string;
// biome-ignore lint/suspicious/noExplicitAny: the published schema is plain JSON Schema.
const published = z.fromJSONSchema(OPEN_DELIVERY_MERCHANT_SCHEMA as any);

const read = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: merchantPath });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const put = (url: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: { cookie: owner.cookie }, payload });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  const [row] = await ctx.app.db
    .insert(deliveryIntegrations)
    .values({
      restaurantId: owner.restaurant.id,
      platform: 'keeta',
      platformName: 'Keeta',
      status: 'active',
      merchantId: owner.restaurant.id,
    })
    .returning();
  merchantPath = `/api/open-delivery/merchants/${row!.id}`;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the Open Delivery merchant document', () => {
  it('fails the published schema without a CNPJ and a logo, and names them', async () => {
    const document = await read();
    const issues = published.safeParse(document).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues.sort()).toEqual(['basicInfo.document', 'basicInfo.logoImage']);
  });

  it('passes the published schema once the fiscal profile and the logo exist', async () => {
    await ctx.app.db.insert(fiscalProfiles).values({
      restaurantId: owner.restaurant.id,
      cnpj: '22815773000169',
      stateRegistration: '123456789',
      legalName: 'Pizza Plaza Ltda',
      state: 'SP',
      regime: 'simples',
      cscId: '1',
      cscTokenEncrypted: 'x',
    });
    await ctx.app.db
      .update(restaurants)
      .set({ logoUrl: '/api/uploads/logo.webp' })
      .where(eq(restaurants.id, owner.restaurant.id));
    const document = await read();
    const parsed = published.safeParse(document);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(document.basicInfo).toMatchObject({
      document: '22815773000169',
      corporateName: 'Pizza Plaza Ltda',
      averagePreparationTime: 30,
      minOrderValue: { value: 0, currency: 'BRL' },
      merchantCategories: [],
      logoImage: { URL: expect.stringMatching(/^https?:\/\/.+\/api\/uploads\/logo\.webp$/) },
    });
    expect(document.basicInfo.address.complement).toBe('');
  });

  it('carries the real opening hours (in UTC), the order types offered and the pause', async () => {
    expect(
      (
        await put(`/api/restaurants/${owner.restaurant.id}/opening-hours`, {
          periods: [{ weekday: 5, opensAt: '18:00', closesAt: '23:00' }],
        })
      ).statusCode,
    ).toBe(200);
    await ctx.app.db
      .update(restaurants)
      .set({ acceptsPickup: false, acceptsDelivery: true })
      .where(eq(restaurants.id, owner.restaurant.id));
    let document = await read();
    expect(published.safeParse(document).success).toBe(true);
    expect(document.status).toBe('AVAILABLE');
    expect(document.services.map((service: { serviceType: string }) => service.serviceType)).toEqual([
      'DELIVERY',
    ]);
    expect(document.services[0].serviceHours.weekHours).toEqual([
      { dayOfWeek: ['FRIDAY'], timePeriods: { startTime: '21:00:00.000Z', endTime: '23:59:59.000Z' } },
      { dayOfWeek: ['SATURDAY'], timePeriods: { startTime: '00:00:00.000Z', endTime: '02:00:00.000Z' } },
    ]);

    await ctx.app.db
      .update(restaurants)
      .set({ acceptsPickup: true })
      .where(eq(restaurants.id, owner.restaurant.id));
    const paused = await put(`/api/restaurants/${owner.restaurant.id}/pause`, {
      pausedUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(paused.statusCode, paused.body).toBe(200);
    document = await read();
    expect(document.status).toBe('UNAVAILABLE');
    expect(document.services).toEqual([
      expect.objectContaining({ serviceType: 'DELIVERY', status: 'UNAVAILABLE' }),
      expect.objectContaining({ serviceType: 'TAKEOUT', status: 'UNAVAILABLE' }),
    ]);
  });
});

describe('the Keeta card', () => {
  it('names what the document still lacks, and nothing once it is complete', async () => {
    const other = await registerOwner(ctx.app);
    const check = (who: typeof owner) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/restaurants/${who.restaurant.id}/integrations/keeta/merchant-check`,
        headers: { cookie: who.cookie },
      });
    expect((await check(other)).json()).toEqual({
      gaps: ['o CNPJ (na aba Dados fiscais)', 'o logo (na aba Visual)'],
    });
    expect((await check(owner)).json()).toEqual({ gaps: [] });
  });
});
