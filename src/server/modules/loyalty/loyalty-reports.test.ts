/**
 * 'Relatórios' of the Programa VIP: 'Clientes por nível' lists the tiers in the program's order
 * (the ladder, by minimum points), not by name (issue 32, item 30).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { customerLoyalty } from '../../db/schema';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

describe('GET /api/restaurants/:id/loyalty/reports, perTier', () => {
  it('comes in the ladder order (Bronze, Prata, Ouro, Diamante), a tier off the ladder last', async () => {
    // Names in alphabetical order would read bronze, diamante, ouro, prata.
    const tiers = ['diamante', 'ouro', 'bronze', 'ouro', 'prata', 'diamante', 'ouro', 'antigo'];
    await ctx.database.db.insert(customerLoyalty).values(
      tiers.map((tier, index) => ({
        restaurantId: owner.restaurant.id,
        customerPhone: `551197777${String(index).padStart(4, '0')}`,
        currentTier: tier,
        referralCode: `NIVEL${index}${Date.now().toString(36)}`.toUpperCase(),
      })),
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/loyalty/reports`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().perTier).toEqual([
      { tier: 'bronze', customers: 1 },
      { tier: 'prata', customers: 1 },
      { tier: 'ouro', customers: 3 },
      { tier: 'diamante', customers: 2 },
      { tier: 'antigo', customers: 1 },
    ]);
  });
});
