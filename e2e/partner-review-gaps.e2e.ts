/**
 * Decision 0068 in the running app, against the fakes of Mercado Pago and Meta's Graph API:
 * (a) back from Mercado Pago's authorization, the card tells the outcome once and the address loses
 *     `mercadopago=`, so a reload does not tell it again;
 * (b) a WhatsApp business account connected without a number shows 'Número pendente' and no empty
 *     rows (name, number, quality).
 * Screenshots go to /work/shots/h88 at 390×844 and 1366×800.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../test/fakes/mercadopago';
import { type FakeWhatsAppGraph, startFakeWhatsAppGraph } from '../test/fakes/whatsapp-graph';
import { type AppServer, startAppServer, whatsappFakeEnv } from './harness/app-server';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { answer, connectMercadoPagoInBrowser, mercadoPagoServerEnv } from './harness/mercadopago-app';
import { registerRestaurant } from './harness/owner';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-h88';
let browser: Browser;
let mercadoPago: FakeMercadoPago;
let graph: FakeWhatsAppGraph;
let server: AppServer;

async function shots(page: Page, name: string, target: string) {
  await page.getByText(target).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-390x844.png` });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByText(target).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-1366x800.png` });
  await page.setViewportSize(PHONE_VIEWPORT.viewport);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  mercadoPago = await startFakeMercadoPago();
  graph = await startFakeWhatsAppGraph();
  server = await startAppServer({
    name: 'h88',
    env: { SEED_DEMO: 'false', ...mercadoPagoServerEnv(mercadoPago), ...whatsappFakeEnv(graph) },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mercadoPago?.stop();
  await graph?.close();
});

describe('partner gaps found by review', () => {
  it("tells Mercado Pago's outcome once; a pending WhatsApp number shows no empty rows", async () => {
    const { context, page } = await openPage(browser, { baseURL: server.url, ...PHONE_VIEWPORT });
    const { restaurantId } = await registerRestaurant(context.request, {
      name: `Cantina Revisão ${Date.now().toString(36)}`,
      description: 'Teste de parceiros.',
      whatsapp: '5511977776655',
      address: 'Rua da Consolação, 10 - São Paulo - SP',
      emailPrefix: 'h88',
    });

    const business = graph.addBusiness();
    await answer(
      context.request.post(`/api/restaurants/${restaurantId}/whatsapp/embedded-signup`, {
        data: { code: graph.signupCode(business), wabaId: business.wabaId },
      }),
    );

    await connectMercadoPagoInBrowser(page, mercadoPago, restaurantId);
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=integrations');
    await shots(page, 'mp-returned', 'Mercado Pago conectado!');
    await page.reload();
    await page.getByText('Mercado Pago (PIX automático)').waitFor();
    await page.getByRole('button', { name: 'Desconectar' }).first().waitFor();
    expect(await page.getByText('Mercado Pago conectado!').count()).toBe(0);

    await page.getByText('Número pendente').first().waitFor();
    expect(await page.getByText('Nome exibido').count()).toBe(0);
    expect(await page.getByText('Qualidade do número').count()).toBe(0);
    await shots(page, 'whatsapp-pending', 'Número pendente');
  }, 180_000);
});
