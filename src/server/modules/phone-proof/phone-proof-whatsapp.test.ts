/**
 * The loyalty phone proof (issue 19) with its code delivered over WhatsApp (issue 22): the code the
 * diner receives is the one Meta's authentication template carries, in its body and on its
 * copy-code button, and it is accepted once. The Graph API is the fake built from Meta's examples.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeWhatsAppGraph } from '../../../../test/fakes/whatsapp-graph';
import { callApi, type TestContext } from '../../../../test/harness/app';
import {
  connectedRestaurant,
  startWhatsAppScene,
  type WhatsAppScene,
} from '../whatsapp/whatsapp.test-helpers';

let scene: WhatsAppScene;
let ctx: TestContext;
let fake: FakeWhatsAppGraph;

beforeAll(async () => {
  scene = await startWhatsAppScene({ codeSender: true });
  ({ ctx, fake } = scene);
}, 120_000);
afterAll(() => scene?.close());

describe('a one-time code over the restaurant’s WhatsApp', () => {
  it('arrives through the authentication template and is accepted once', async () => {
    const { restaurant } = scene.shop;
    const phone = '(21) 98877-6655';
    const asked = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${restaurant.id}/phone-proof/code`,
      undefined,
      {
        phone,
      },
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ delivered: true });
    const code = fake.codeSentTo('5521988776655') ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const verify = () =>
      callApi(ctx.app, 'POST', `/restaurants/${restaurant.id}/phone-proof/verify`, undefined, {
        phone,
        code,
      });
    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ trusted: true });
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);

    const again = await verify();
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/código/i);
  });

  it('says it could not be delivered when the restaurant has no WhatsApp connected', async () => {
    const { restaurant } = await connectedRestaurant(ctx.app, fake, false);
    const asked = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${restaurant.id}/phone-proof/code`,
      undefined,
      {
        phone: '(31) 97766-5544',
      },
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ delivered: false });
    expect(fake.sent.filter((sent) => sent.to === '5531977665544')).toHaveLength(0);
  });
});
