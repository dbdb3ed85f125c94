/**
 * A journey's own app pointed at the Mercado Pago fake (test/fakes/mercadopago.ts), with a browser:
 * started before the file's tests, stopped after them. `answer` reads a request's JSON and names
 * the address and status when it failed.
 */
import type { APIResponse, Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../test/fakes/mercadopago';
import { type AppServer, startAppServer } from './app-server';
import { launchBrowser } from './browser';

export interface MercadoPagoApp {
  browser: Browser;
  mercadoPago: FakeMercadoPago;
  server: AppServer;
}

/** Registers the start and stop; the fields are filled once beforeAll has run. */
export function startsMercadoPagoApp(name: string): MercadoPagoApp {
  const app = {} as MercadoPagoApp;
  beforeAll(async () => {
    app.mercadoPago = await startFakeMercadoPago();
    app.server = await startAppServer({
      name,
      env: { SEED_DEMO: 'false', MERCADOPAGO_BASE_URL: app.mercadoPago.baseUrl },
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

export async function answer<T>(promise: Promise<APIResponse>): Promise<T> {
  const response = await promise;
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
