/**
 * A journey's own app pointed at the Mercado Pago fake (test/fakes/mercadopago.ts) as Comanda's
 * Mercado Pago application (decision 0066: client id and secret, the fake's authorization page,
 * the application's webhook secret), with a browser: started before the file's tests, stopped after
 * them. `connectMercadoPagoInBrowser` connects a restaurant the way its owner does, by clicking
 * through the fake's authorization page. `answer` reads a request's JSON and names the address and
 * status when it failed.
 */
import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type FakeMercadoPago, type FakeSeller, startFakeMercadoPago } from '../../test/fakes/mercadopago';
import { type AppServer, startAppServer } from './app-server';
import { launchBrowser } from './browser';

export interface MercadoPagoApp {
  browser: Browser;
  mercadoPago: FakeMercadoPago;
  server: AppServer;
}

/**
 * The environment of a running app whose Mercado Pago application is the fake: its API, its
 * authorization page, its client id and secret, and the secret it signs notifications with
 * (`fake.deliver` signs with it unless told otherwise).
 */
export const mercadoPagoServerEnv = (fake: FakeMercadoPago): Record<string, string> => ({
  MERCADOPAGO_BASE_URL: fake.baseUrl,
  MERCADOPAGO_AUTH_BASE_URL: fake.baseUrl,
  MERCADOPAGO_CLIENT_ID: fake.clientId,
  MERCADOPAGO_CLIENT_SECRET: fake.clientSecret,
  MERCADOPAGO_WEBHOOK_SECRET: fake.webhookSecret,
});

/** Registers the start and stop; the fields are filled once beforeAll has run. */
export function startsMercadoPagoApp(name: string): MercadoPagoApp {
  const app = {} as MercadoPagoApp;
  beforeAll(async () => {
    app.mercadoPago = await startFakeMercadoPago();
    app.server = await startAppServer({
      name,
      env: { SEED_DEMO: 'false', ...mercadoPagoServerEnv(app.mercadoPago) },
    });
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
    await app.mercadoPago?.stop();
  });
  return app;
}

/**
 * The owner, on Integrações, taps 'Conectar Mercado Pago', lands on the fake's authorization page
 * logged in as `seller` (a new one with a PIX key unless given), taps 'Autorizar' and comes back to
 * the screen with the result. `page` must be in the owner's context; it is left on Integrações.
 */
export async function connectMercadoPagoInBrowser(
  page: Page,
  fake: FakeMercadoPago,
  restaurantId: string,
  seller: FakeSeller = fake.addSeller(),
): Promise<FakeSeller> {
  fake.loginAs(seller.userId);
  await page.goto(`/admin/${restaurantId}?tab=integrations`);
  await page.getByRole('link', { name: 'Conectar Mercado Pago' }).click();
  await page.waitForURL((url) => url.pathname === '/authorization');
  await page.getByRole('link', { name: 'Autorizar' }).click();
  await page.getByText('Mercado Pago conectado! O PIX dos próximos pedidos é confirmado sozinho.').waitFor();
  return seller;
}

/** The same from a journey that works through `context.request`: a page of that context for the clicks. */
export async function connectMercadoPagoInContext(
  context: BrowserContext,
  fake: FakeMercadoPago,
  restaurantId: string,
): Promise<FakeSeller> {
  const page = await context.newPage();
  try {
    return await connectMercadoPagoInBrowser(page, fake, restaurantId);
  } finally {
    await page.close();
  }
}

export async function answer<T>(promise: Promise<APIResponse>): Promise<T> {
  const response = await promise;
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
