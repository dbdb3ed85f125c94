/**
 * The Open Delivery merchant document is public: whoever has its URL reads it, without a login.
 * It listed the owner's login e-mail as the merchant's contact; an e-mail the owner never chose
 * to publish must not appear in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // Saved without activating: no marketplace is asked, the merchant URL exists all the same.
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/integrations`,
      headers: { cookie: owner.cookie },
      payload: {
        platform: 'keeta',
        credentials: { apiKey: 'keeta-id', secretKey: 'keeta-secret' },
        isActive: false,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const merchant = await ctx.app.inject({
      method: 'GET',
      url: new URL(saved.json().merchantUrl).pathname,
    });
    expect(merchant.statusCode).toBe(200);
    expect(merchant.body.toLowerCase()).not.toContain(owner.registration.email.toLowerCase());
    expect(merchant.json().basicInfo.contactEmails).toEqual([]);
  });
});
