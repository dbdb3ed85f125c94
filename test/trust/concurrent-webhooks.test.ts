/**
 * Found by the fuzz on PostgreSQL: concurrent plan-payment reports of one checkout deadlocked (each
 * report's plan_payments insert holds a KEY SHARE on the restaurant row, then each asked FOR UPDATE),
 * and the webhook answered 500. Many approvals at once must all be applied, none refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../harness/app';
import { seedTenant, type Tenant } from './tenant';

let ctx: TestContext;
let owner: Tenant;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await seedTenant(ctx.app, 'corrida');
}, 120_000);
afterAll(() => ctx?.close());

describe('concurrent plan payment reports', () => {
  it('applies 60 simultaneous approvals of one checkout without a deadlock or a 5xx', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/payments/test-checkout/${owner.params.paymentId}/approve`,
          headers: { cookie: owner.cookie },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const account = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurantId}/account`,
      headers: { cookie: owner.cookie },
    });
    expect(account.statusCode).toBe(200);
  });
});
