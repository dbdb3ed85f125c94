/**
 * An owner set up through the API before the browser takes over: a request context of its own
 * (which keeps the session cookie) and a freshly registered restaurant in São Paulo.
 */
import { type APIRequestContext, type APIResponse, request } from 'playwright-core';
import { inject } from 'vitest';
import { confirmationToken } from '../../test/harness/email-confirmation';
import { baseUrl } from './browser';

/** The JSON of a 2xx answer; anything else fails the test with the server's answer. */
export async function ok<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface OwnerFields {
  name: string;
  description: string;
  whatsapp: string;
  address: string;
  /** The e-mail is `<emailPrefix>-<unique>@exemplo.com.br`; the password `senha-<emailPrefix>-123`. */
  emailPrefix: string;
  /** São Paulo, SP unless given (the state sets the restaurant's time zone). */
  city?: string;
  state?: string;
}

export interface Registration {
  restaurantId: string;
  email: string;
  password: string;
}

/**
 * Signs an owner up with their restaurant through `api` (POST /api/restaurants), which keeps the
 * session: the owner's own request context, or a browser page's `context.request`, so the page is
 * signed in too.
 */
export async function registerRestaurant(api: APIRequestContext, fields: OwnerFields): Promise<Registration> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${fields.emailPrefix}-${unique}@exemplo.com.br`;
  const password = `senha-${fields.emailPrefix}-123`;
  const restaurant = await ok<{ id: string }>(
    await api.post('/api/restaurants', {
      data: {
        name: fields.name,
        description: fields.description,
        whatsapp: fields.whatsapp,
        address: fields.address,
        city: fields.city ?? 'São Paulo',
        state: fields.state ?? 'SP',
        email,
        password,
      },
    }),
  );
  return { restaurantId: restaurant.id, email, password };
}

/** On the shared server unless `url` names one the journey started itself. */
export async function registerOwnerThroughApi(
  fields: OwnerFields,
  url = baseUrl(),
): Promise<{ owner: APIRequestContext; restaurantId: string; email: string }> {
  const owner = await request.newContext({ baseURL: url });
  const { restaurantId, email } = await registerRestaurant(owner, fields);
  return { owner, restaurantId, email };
}

/**
 * The owner opens the link mailed at sign-up (from the server's outbox), so Explorar lists the
 * restaurant (decision 0022). On the shared server unless `server` names one the journey started.
 */
export async function confirmOwnerEmail(
  email: string,
  server: { url: string; dataDir: string } = { url: baseUrl(), dataDir: inject('dataDir') },
): Promise<void> {
  const token = await confirmationToken(server.dataDir, email);
  const context = await request.newContext({ baseURL: server.url });
  try {
    await ok(await context.post('/api/auth/email/verify', { data: { token } }));
  } finally {
    await context.dispose();
  }
}
