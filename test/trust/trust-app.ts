/**
 * The app the trust suites probe, with the partners it calls while answering pointed at their fakes:
 * connecting a restaurant's Mercado Pago checks the token with Mercado Pago, so a valid body must
 * reach a Mercado Pago that knows the token (otherwise the honest answer is 502, not what is probed).
 */
import { startFakeMercadoPago } from '../fakes/mercadopago';
import { createTestApp, type TestContext } from '../harness/app';
import { TRUST_MERCADOPAGO_TOKEN } from './valid-bodies';

export async function createTrustApp(): Promise<TestContext> {
  const mercadoPago = await startFakeMercadoPago();
  mercadoPago.addAccount(TRUST_MERCADOPAGO_TOKEN);
  const ctx = await createTestApp({ MERCADOPAGO_BASE_URL: mercadoPago.baseUrl });
  return {
    ...ctx,
    async close() {
      try {
        await ctx.close();
      } finally {
        await mercadoPago.stop();
      }
    },
  };
}
