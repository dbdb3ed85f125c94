/**
 * An owner set up through the API before the browser takes over: a request context of its own
 * (which keeps the session cookie) and a freshly registered restaurant in São Paulo.
 */
import { type APIRequestContext, type APIResponse, request } from 'playwright-core';
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
}

/** On the shared server unless `url` names one the journey started itself. */
export async function registerOwnerThroughApi(
  fields: OwnerFields,
  url = baseUrl(),
): Promise<{ owner: APIRequestContext; restaurantId: string }> {
  const owner = await request.newContext({ baseURL: url });
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const restaurant = await ok<{ id: string }>(
    await owner.post('/api/restaurants', {
      data: {
        name: fields.name,
        description: fields.description,
        whatsapp: fields.whatsapp,
        address: fields.address,
        city: 'São Paulo',
        state: 'SP',
        email: `${fields.emailPrefix}-${unique}@exemplo.com.br`,
        password: `senha-${fields.emailPrefix}-123`,
      },
    }),
  );
  return { owner, restaurantId: restaurant.id };
}
