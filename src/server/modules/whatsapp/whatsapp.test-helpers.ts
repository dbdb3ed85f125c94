/**
 * Test setup for WhatsApp: a restaurant with a menu item, its number connected to the fake Graph
 * API through Embedded Signup (the code the popup would return) with approved templates, diner orders placed through POST /api/orders, and the outbox run as
 * the job runs it (a clock past the 3-second grace of the queue).
 */
import {
  type FakeBusiness,
  type FakeWhatsAppGraph,
  startFakeWhatsAppGraph,
} from '../../../../test/fakes/whatsapp-graph';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { createWhatsAppCodeSender } from '../../integrations/whatsapp/whatsapp-code-sender';
import { runWhatsAppOutbox } from '../../integrations/whatsapp/whatsapp-notifications.job';
import type { App } from '../../lib/types';
import { createItem } from '../orders/order-placement.fixtures';

let phoneSeq = 0;
export const nextPhone = () => `(11) 9${String(7000_0000 + ++phoneSeq).padStart(8, '0')}`;

/** The operator's configuration pointing at the fake: Graph, the app, Embedded Signup, the SDK. */
export const fakeWhatsAppEnv = (fake: FakeWhatsAppGraph) => ({
  GRAPH_API_BASE_URL: fake.baseUrl,
  WHATSAPP_APP_SECRET: fake.appSecret,
  WHATSAPP_APP_ID: fake.appId,
  WHATSAPP_ES_CONFIG_ID: fake.configId,
  WHATSAPP_SDK_URL: fake.sdkUrl,
});

/** What the 'Conectar WhatsApp' button sends once the owner picked `business` in Meta's popup. */
export const signupBody = (fake: FakeWhatsAppGraph, business: FakeBusiness = fake.businesses[0]!) => ({
  code: fake.signupCode(business),
  wabaId: business.wabaId,
  phoneNumberId: business.phoneNumberId,
});

export async function connectedRestaurant(
  app: App,
  fake: FakeWhatsAppGraph,
  connect = true,
  business: FakeBusiness = fake.businesses[0]!,
) {
  const owner = await registerOwner(app);
  const item = await createItem(app.db, owner.restaurant.id, { price: '40.00' });
  if (connect) {
    const response = await callApi(
      app,
      'POST',
      `/restaurants/${owner.restaurant.id}/whatsapp/embedded-signup`,
      owner.cookie,
      signupBody(fake, business),
    );
    if (response.statusCode !== 200) throw new Error(`connect failed: ${response.body}`);
    fake.approveAll();
    await callApi(app, 'POST', `/restaurants/${owner.restaurant.id}/whatsapp/refresh`, owner.cookie);
  }
  return { ...owner, item, business };
}

export interface WhatsAppScene {
  ctx: TestContext;
  fake: FakeWhatsAppGraph;
  shop: Awaited<ReturnType<typeof connectedRestaurant>>;
  /** The webhook's address on the listening app, for Meta-signed deliveries over real HTTP. */
  webhookUrl: string;
  close(): Promise<void>;
}

/**
 * The app on the fake Graph API, a restaurant whose number is connected, and the app listening for
 * the webhook. With `codeSender`, one-time codes go out through the restaurant's WhatsApp, wired as
 * main.ts wires them (once the app, and so its database, exists).
 */
export async function startWhatsAppScene(options: { codeSender?: boolean } = {}): Promise<WhatsAppScene> {
  const fake = await startFakeWhatsAppGraph();
  let app: App | undefined;
  const sender = () =>
    createWhatsAppCodeSender(app!.db, {
      graphBaseUrl: fake.baseUrl,
      encryptionKey: app!.config.encryptionKey,
    });
  const ctx = await createTestApp(
    fakeWhatsAppEnv(fake),
    options.codeSender
      ? {
          codeSender: {
            sendCode: (input) => sender().sendCode(input),
            optedOut: (input) => sender().optedOut?.(input) ?? Promise.resolve(false),
          },
        }
      : {},
  );
  app = ctx.app;
  const shop = await connectedRestaurant(ctx.app, fake);
  const webhookUrl = `${await ctx.app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/whatsapp`;
  return {
    ctx,
    fake,
    shop,
    webhookUrl,
    close: async () => {
      await ctx.close();
      await fake.close();
    },
  };
}

export async function placeOrder(
  app: App,
  restaurant: { restaurant: { id: string }; item: { id: string } },
  extra: Record<string, unknown> = {},
) {
  const response = await callApi(app, 'POST', '/orders', undefined, {
    restaurantId: restaurant.restaurant.id,
    customerName: 'Ana Souza',
    customerPhone: nextPhone(),
    deliveryType: 'delivery',
    deliveryAddress: 'Rua das Flores, 10',
    neighborhood: 'Centro',
    paymentMethod: 'cash',
    items: [{ menuItemId: restaurant.item.id, quantity: 1 }],
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json() as { id: string; orderNumber: string; customerPhone: string };
}

export async function setStatus(app: App, cookie: string, orderId: string, body: Record<string, unknown>) {
  const response = await callApi(app, 'PATCH', `/orders/${orderId}/status`, cookie, body);
  if (response.statusCode !== 200) throw new Error(`status failed: ${response.body}`);
}

/** Runs the outbox as one app instance's job does, with the clock `aheadMs` in the future. */
export const runOutbox = (app: App, aheadMs = 10_000) =>
  runWhatsAppOutbox({
    db: app.db,
    settings: { graphBaseUrl: app.config.whatsapp.graphBaseUrl, encryptionKey: app.config.encryptionKey },
    now: () => new Date(Date.now() + aheadMs),
  });

export function bodyTexts(message: FakeWhatsAppGraph['sent'][number]): string[] {
  const body = message.body.template.components.find((c) => c.type === 'body');
  return ((body?.parameters ?? []) as { text: string }[]).map((p) => p.text);
}
