/**
 * Issue 32, item 3: from 30 addresses, 300 one-time codes went to 300 phones through one
 * restaurant's WhatsApp (each a paid template), one of them to a phone that had written SAIR. Codes
 * are now capped per restaurant per hour and per day (PHONE_PROOF_CODES_PER_HOUR/_PER_DAY, 60 and
 * 300 by default), never sent to a phone that opted out, and counted among the distinct diners of
 * the number's messaging limit like order updates.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneProofCodes, rateLimits, whatsappAccounts, whatsappMessages } from '../../src/server/db/schema';
import {
  placeOrder,
  runOutbox,
  startWhatsAppScene,
  type WhatsAppScene,
} from '../../src/server/modules/whatsapp/whatsapp.test-helpers';
import type { FakeWhatsAppGraph } from '../fakes/whatsapp-graph';
import type { TestContext } from '../harness/app';

let scene: WhatsAppScene;
let ctx: TestContext;
let fake: FakeWhatsAppGraph;
let shop: WhatsAppScene['shop'];
let webhookUrl: string;

beforeAll(async () => {
  scene = await startWhatsAppScene({ codeSender: true });
  ({ ctx, fake, shop, webhookUrl } = scene);
}, 120_000);
afterAll(() => scene?.close());

const askCode = (phone: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${shop.restaurant.id}/phone-proof/code`,
    payload: { phone },
    remoteAddress,
  });

const codesSentTo = (phone: string) =>
  fake.sent.filter(
    (message) => message.to === phone && message.body.template.name === 'comanda_codigo_verificacao',
  );

describe('one-time codes through a restaurant’s WhatsApp', () => {
  it('never go to a phone that wrote SAIR to the restaurant, and the diner is told in Portuguese', async () => {
    const phone = '5531977001122';
    expect((await fake.deliver(webhookUrl, fake.incomingText(phone, 'Sair'))).status).toBe(200);
    const asked = await askCode('(31) 97700-1122', '10.32.0.1');
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error).toMatch(
      /^Não enviamos códigos para este número pelo WhatsApp deste restaurante/,
    );
    expect(codesSentTo(phone)).toEqual([]);
    expect(
      await ctx.app.db
        .select()
        .from(phoneProofCodes)
        .where(and(eq(phoneProofCodes.restaurantId, shop.restaurant.id), eq(phoneProofCodes.phone, phone))),
    ).toEqual([]);
  });

  it('count among the distinct diners of the number’s daily messaging limit', async () => {
    // A number in the 250 tier whose codes already reached 250 diners today.
    await ctx.app.db
      .update(whatsappAccounts)
      .set({ messagingLimitTier: 'TIER_250' })
      .where(eq(whatsappAccounts.restaurantId, shop.restaurant.id));
    await ctx.app.db.insert(phoneProofCodes).values(
      Array.from({ length: 250 }, (_, index) => ({
        restaurantId: shop.restaurant.id,
        phone: `55219${String(80_000_000 + index)}`,
        codeHash: `h${index}`,
        expiresAt: new Date(Date.now() + 600_000),
      })),
    );
    const asked = await askCode('(21) 97711-0000', '10.32.1.1');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ delivered: false });
    expect(codesSentTo('5521977110000')).toEqual([]);
    // An order update to a new diner waits too; a diner already reached today still gets a code.
    const order = await placeOrder(ctx.app, shop, { whatsappUpdates: true });
    await runOutbox(ctx.app);
    expect(fake.sent.filter((message) => message.to === order.customerPhone)).toEqual([]);
    const known = await askCode('(21) 98000-0007', '10.32.1.2');
    expect(known.json()).toMatchObject({ delivered: true });

    await ctx.app.db.delete(whatsappMessages).where(eq(whatsappMessages.restaurantId, shop.restaurant.id));
    await ctx.app.db.delete(phoneProofCodes).where(eq(phoneProofCodes.restaurantId, shop.restaurant.id));
    await ctx.app.db
      .update(whatsappAccounts)
      .set({ messagingLimitTier: 'TIER_1K' })
      .where(eq(whatsappAccounts.restaurantId, shop.restaurant.id));
  });

  it('stop at the restaurant’s hourly cap: 300 codes to 300 phones from 30 addresses', async () => {
    // The cap's count starts here, not with the requests of the tests above.
    await ctx.app.db.delete(rateLimits).where(like(rateLimits.key, 'phone-proof:code:restaurant:%'));
    const before = fake.sent.length;
    const statuses: number[] = [];
    for (let index = 0; index < 300; index++) {
      const phone = `(11) 9${String(60_000_000 + index)}`;
      const asked = await askCode(phone, `10.32.2.${index % 30}`);
      statuses.push(asked.statusCode);
    }
    const perHour = ctx.app.config.phoneProofCodes.perHour;
    expect(perHour).toBe(60);
    expect(statuses.filter((status) => status === 200)).toHaveLength(perHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - perHour);
    expect(fake.sent.length - before).toBe(perHour);
    const refused = await askCode('(11) 96999-9999', '10.32.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Este restaurante enviou muitos códigos agora/);
  }, 300_000);
});
