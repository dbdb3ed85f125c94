/**
 * The Open Delivery merchant document is public: whoever has its URL reads it, without a login.
 * It listed the owner's login e-mail as the merchant's contact; an e-mail the owner never chose
 * to publish must not appear in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryIntegrations } from '../../src/server/db/schema';
import { keetaMerchantUrl } from '../../src/server/modules/integrations/keeta-link.service';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the public Open Delivery merchant document', () => {
  it('does not show the owner login e-mail', async () => {
    const owner = await registerOwner(ctx.app);
    // A Keeta store not linked yet (the link row exists before the onboarding, inactive): its
    // merchant URL exists all the same.
    const [row] = await ctx.app.db
      .insert(deliveryIntegrations)
      .values({
        restaurantId: owner.restaurant.id,
        platform: 'keeta',
        platformName: 'Keeta',
        status: 'inactive',
      })
      .returning();
    const merchant = await ctx.app.inject({
      method: 'GET',
      url: new URL(keetaMerchantUrl(ctx.app.config.publicUrl, row!.id)).pathname,
    });
    expect(merchant.statusCode).toBe(200);
    expect(merchant.body.toLowerCase()).not.toContain(owner.registration.email.toLowerCase());
    expect(merchant.json().basicInfo.contactEmails).toEqual([]);
  });
});
