/**
 * Connecting a restaurant's Mercado Pago account the way an owner does (decision 0066), through
 * app.inject and the fake's authorization page (test/fakes/mercadopago.ts): 'Conectar Mercado Pago'
 * (302 to the fake), 'Autorizar' there (302 back with code and state), then the redirect URI.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/server/lib/types';
import type { FakeMercadoPago, FakeSeller } from '../fakes/mercadopago';

/** The environment that points Comanda's Mercado Pago application at the fake. */
export const mercadoPagoAppEnv = (fake: FakeMercadoPago) => ({
  MERCADOPAGO_BASE_URL: fake.baseUrl,
  MERCADOPAGO_AUTH_BASE_URL: fake.baseUrl,
  MERCADOPAGO_CLIENT_ID: fake.clientId,
  MERCADOPAGO_CLIENT_SECRET: fake.clientSecret,
});

/** 'Conectar Mercado Pago': the authorization URL the app redirects to. */
export async function startMercadoPagoAuthorization(app: App, restaurantId: string, cookie: string) {
  const start = await app.inject({
    method: 'GET',
    url: `/api/restaurants/${restaurantId}/mercadopago/authorize`,
    headers: { cookie },
  });
  if (start.statusCode !== 302) throw new Error(`authorize -> ${start.statusCode}: ${start.body}`);
  return String(start.headers.location);
}

/** The seller answers on the fake's page; the URL Mercado Pago sends the browser back to. */
export async function answerOnFakePage(authorizationUrl: string, answer: 'autorizar' | 'cancelar') {
  const page = await (await fetch(authorizationUrl)).text();
  const href = new RegExp(`id="${answer}" href="([^"]+)"`).exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!href) throw new Error(`no '${answer}' on the fake's page: ${page}`);
  const decided = await fetch(new URL(href, authorizationUrl), { redirect: 'manual' });
  return String(decided.headers.get('location'));
}

/** The browser on the redirect URI (any host: the app answers its path). */
export function returnToComanda(app: App, backUrl: string, cookie?: string): Promise<LightMyRequestResponse> {
  const back = new URL(backUrl);
  return app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The whole journey for a new seller (or the one given); returns the seller and where the owner lands. */
export async function connectMercadoPago(
  app: App,
  fake: FakeMercadoPago,
  owner: { restaurant: { id: string }; cookie: string },
  seller: FakeSeller = fake.addSeller(),
) {
  fake.loginAs(seller.userId);
  const url = await startMercadoPagoAuthorization(app, owner.restaurant.id, owner.cookie);
  const done = await returnToComanda(app, await answerOnFakePage(url, 'autorizar'), owner.cookie);
  return { seller, landing: String(done.headers.location), statusCode: done.statusCode };
}
