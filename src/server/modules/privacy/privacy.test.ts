import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { customerLoyalty, orders, phoneProofCodes, trustedDevices } from '../../db/schema';
import { runJobOnce } from '../../jobs/runner';
import { retentionJob } from './retention.job';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;
const phone = '5511977776666';

async function insertOrder(restaurantId: string, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      restaurantId,
      customerName: 'Maria Souza',
      customerPhone: phone,
      items: JSON.stringify([
        { id: 'x', name: 'Pizza', price: '40.00', quantity: 1, notes: '', subtotal: '40.00' },
      ]),
      total: '40.00',
      deliveryType: 'delivery',
      deliveryAddress: 'Rua das Flores, 10',
      notes: 'Sem cebola',
      ...overrides,
    })
    .returning();
  return order!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

describe('customer data requests (LGPD)', () => {
  it('exports a customer as JSON and as Brazilian CSV', async () => {
    await insertOrder(owner.restaurant.id);
    const json = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/customers/${phone}/export`,
      headers: { cookie: owner.cookie },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().orders[0]).toMatchObject({
      customerName: 'Maria Souza',
      deliveryAddress: 'Rua das Flores, 10',
    });

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/customers/${phone}/export?format=csv`,
      headers: { cookie: owner.cookie },
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.startsWith('\ufeffpedido;data;cliente')).toBe(true);
    expect(csv.body).toContain(';40,00;');
  });

  it('erases a customer: personal data gone, totals kept, other restaurants untouched', async () => {
    const mine = await insertOrder(owner.restaurant.id);
    const theirs = await insertOrder(other.restaurant.id);
    await ctx.database.db.insert(customerLoyalty).values({
      restaurantId: owner.restaurant.id,
      customerPhone: phone,
      customerName: 'Maria',
      referralCode: `REF${Date.now()}`,
    });

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${owner.restaurant.id}/customers/${phone}`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().loyaltyAnonymised).toBe(true);

    const [erased] = await ctx.database.db.select().from(orders).where(eq(orders.id, mine.id));
    expect(erased).toMatchObject({
      customerName: 'Cliente removido',
      customerPhone: '',
      deliveryAddress: null,
      notes: null,
      total: '40.00',
    });
    const [kept] = await ctx.database.db.select().from(orders).where(eq(orders.id, theirs.id));
    expect(kept!.customerPhone).toBe(phone);
    const [loyalty] = await ctx.database.db
      .select()
      .from(customerLoyalty)
      .where(eq(customerLoyalty.restaurantId, owner.restaurant.id));
    expect(loyalty).toMatchObject({ customerName: null, isActive: false });
    expect(loyalty!.customerPhone).not.toContain(phone);
  });

  it('is owner-only, and validates the phone', async () => {
    const url = `/api/restaurants/${owner.restaurant.id}/customers/${phone}`;
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(403);
    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${owner.restaurant.id}/customers/123`,
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Telefone deve ter pelo menos 10 dígitos');
  });
});

describe('retention job', () => {
  it('anonymises orders older than the configured age once, and leaves newer ones', async () => {
    const old = await insertOrder(owner.restaurant.id, { customerPhone: '5511955554444' });
    const recent = await insertOrder(owner.restaurant.id, { customerPhone: '5511955554444' });
    await ctx.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 months'` })
      .where(eq(orders.id, old.id));
    expect(await runJobOnce(ctx.database.db, retentionJob(24))).toBe(true);
    const [a] = await ctx.database.db.select().from(orders).where(eq(orders.id, old.id));
    const [b] = await ctx.database.db.select().from(orders).where(eq(orders.id, recent.id));
    expect(a).toMatchObject({ customerName: 'Cliente removido', customerPhone: '', deliveryAddress: null });
    expect(b!.customerPhone).toBe('5511955554444');
  });

  it('deletes one-time codes a day after they expired and trusted devices once expired, keeping live ones', async () => {
    const restaurantId = owner.restaurant.id;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const code = (expiresAt: Date, codeHash: string) => ({ restaurantId, phone, codeHash, expiresAt });
    await ctx.database.db
      .insert(phoneProofCodes)
      .values([code(hoursAgo(30), 'spent'), code(hoursAgo(2), 'recent'), code(hoursAgo(-0.1), 'live')]);
    const device = (expiresAt: Date, tokenHash: string) => ({ restaurantId, phone, tokenHash, expiresAt });
    await ctx.database.db
      .insert(trustedDevices)
      .values([device(hoursAgo(1), 'expired'), device(hoursAgo(-24), 'trusted')]);

    expect(await runJobOnce(ctx.database.db, retentionJob(24))).toBe(true);
    const codes = await ctx.database.db.select({ codeHash: phoneProofCodes.codeHash }).from(phoneProofCodes);
    expect(codes.map((row) => row.codeHash).sort()).toEqual(['live', 'recent']);
    const devices = await ctx.database.db
      .select({ tokenHash: trustedDevices.tokenHash })
      .from(trustedDevices);
    expect(devices.map((row) => row.tokenHash)).toEqual(['trusted']);
  });
});
