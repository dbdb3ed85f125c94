/**
 * A part of a split bill paid by PIX from the diner's own phone (issue 33, decision 0046), in a real
 * Chromium against `npm start` pointed at the Mercado Pago fake (test/fakes/mercadopago.ts): table 7
 * of three with three QR orders is split in three; on the panel (1366 × 800 and 390 × 844) the bill's
 * 'PIX no celular do cliente' makes part 2's PIX and shows its QR; the diner opens `/conta/<token>`
 * at 390 × 844 and sees 'Mesa 7 — parte 2 de 3', R$ 36,66 and the PIX; the fake confirms the payment
 * with a signed notification and her page turns 'Pagamento confirmado'. Screenshots in
 * /tmp/shots-bill-pix.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, PHONE_VIEWPORT } from './harness/browser';
import { answer, connectMercadoPagoInContext, startsMercadoPagoApp } from './harness/mercadopago-app';
import { registerRestaurant } from './harness/owner';

const SHOTS = '/tmp/shots-bill-pix';
const app = startsMercadoPagoApp('bill-pix');
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** A restaurant with Mercado Pago connected and table 7 of three people, three QR orders, split in three. */
async function splitTable(context: BrowserContext) {
  const api = context.request;
  const { restaurantId: id } = await registerRestaurant(api, {
    name: 'Boteco da Praça',
    description: 'Petiscos e chope.',
    whatsapp: '5571977776666',
    address: 'Praça da Sé, 10 - Salvador - BA',
    city: 'Salvador',
    state: 'BA',
    emailPrefix: 'conta-pix',
  });
  const base = `/api/restaurants/${id}`;
  const item = await answer<{ id: string }>(
    api.post(`${base}/menu`, {
      data: { name: 'Moqueca de Camarão', description: 'Para um.', price: '33.33', category: 'Pratos' },
    }),
  );
  await answer(
    api.put(`${base}/order-settings`, {
      data: {
        acceptsPickup: true,
        acceptsDelivery: true,
        acceptsTable: true,
        acceptsCash: true,
        acceptsCard: true,
        acceptsPix: false,
        tableCount: 0,
        halfAndHalfPricing: 'highest',
      },
    }),
  );
  await connectMercadoPagoInContext(context, app.mercadoPago, id);
  const table = await answer<{ id: string }>(
    api.post(`${base}/tables`, { data: { label: '7', area: 'Salão', seats: 4 } }),
  );
  const opened = await answer<{ bill: { id: string } }>(
    api.post(`${base}/tables/${table.id}/open`, { data: { people: 3 } }),
  );
  for (const [index, name] of ['Ana', 'Bia', 'Caio'].entries())
    await answer(
      api.post('/api/orders', {
        data: {
          restaurantId: id,
          customerName: name,
          customerPhone: `(71) 98888-000${index}`,
          deliveryType: 'table',
          tableNumber: '7',
          items: [{ menuItemId: item.id, quantity: 1 }],
        },
      }),
    );
  await answer(api.post(`${base}/bills/${opened.bill.id}/split`, { data: { method: 'equal', parts: 3 } }));
  return { id, billId: opened.bill.id };
}

describe('PIX per part from the diner’s phone', () => {
  it('the cashier makes part 2’s PIX, the diner pays it from /conta and her page confirms it', async () => {
    const owner = await openPage(app.browser, {
      baseURL: app.server.url,
      viewport: { width: 1366, height: 800 },
    });
    const { id, billId } = await splitTable(owner.context);

    // The panel: table 7's bill, part 2's PIX made and its QR shown.
    const panel = owner.page;
    await panel.goto(`/admin/${id}?tab=dining-room`);
    await panel.getByRole('button', { name: /^Mesa 7, / }).click();
    const bill = panel.getByRole('dialog', { name: /^Mesa 7 · / });
    await bill.getByRole('tab', { name: 'Fechar conta' }).click();
    // The diner's phone on the bill, for her points (coupon and points need it too).
    const loyalty = bill.getByRole('region', { name: 'Fidelidade e cupom' });
    await loyalty.getByLabel('Telefone do cliente').fill('(71) 98888-1234');
    await loyalty.getByRole('button', { name: 'Salvar telefone' }).click();
    await loyalty.getByText('+55 (71) 9••••-1234').waitFor();
    await loyalty.getByLabel('Código do cupom').waitFor();
    const pix = bill.getByRole('region', { name: 'PIX no celular do cliente' });
    await pix.getByText('Parte 2 de 3:').waitFor();
    expect(await pix.textContent()).toContain('R$ 36,67');
    await pix.getByRole('button', { name: 'Gerar PIX' }).nth(1).click();
    await pix.getByRole('img', { name: 'QR code PIX de R$ 36,66' }).waitFor();
    await pix.getByRole('img', { name: 'QR code PIX de R$ 36,66' }).scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${SHOTS}/panel-pix-1366x800.png` });
    await panel.setViewportSize(PHONE_VIEWPORT.viewport);
    await loyalty.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${SHOTS}/panel-loyalty-390x844.png` });
    await pix.getByRole('img', { name: 'QR code PIX de R$ 36,66' }).scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${SHOTS}/panel-pix-390x844.png` });
    expect(await panel.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const view = await answer<{ closing: { pixLinks: { id: string; url: string }[] } }>(
      owner.context.request.get(`/api/restaurants/${id}/bills/${billId}`),
    );
    const link = view.closing.pixLinks[0]!;
    expect(link.url).toMatch(/\/conta\/[A-Za-z0-9_-]{43}$/);

    // The diner's own phone.
    const diner = await openPage(app.browser, { baseURL: app.server.url, ...PHONE_VIEWPORT });
    const page = diner.page;
    await page.goto(link.url.slice(link.url.indexOf('/conta/')));
    await page.getByRole('heading', { level: 1, name: 'Mesa 7 — parte 2 de 3' }).waitFor();
    await page.getByText('R$ 36,66', { exact: true }).waitFor();
    await page.getByText('Boteco da Praça').first().waitFor();
    await page.getByRole('img', { name: 'QR code PIX de R$ 36,66' }).waitFor();
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/diner-waiting-390x844.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Mercado Pago confirms it: a signed notification, the payment read back as approved.
    const payment = [...app.mercadoPago.payments.values()].find((p) => p.external_reference === link.id)!;
    app.mercadoPago.setStatus(payment.id, 'approved');
    const delivered = await app.mercadoPago.deliver(app.server.url, payment.id, {
      path: `/api/payments/bill-pix/webhook/${id}?source_news=webhooks`,
    });
    expect(delivered.status).toBe(200);
    await page.getByText('Pagamento confirmado. Obrigado!').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/diner-paid-390x844.png`, fullPage: true });

    // The panel's bill: part 2 paid, parts 1 and 3 still offered.
    await panel.setViewportSize({ width: 1366, height: 800 });
    await panel.reload();
    await panel.getByRole('button', { name: /^Mesa 7, / }).click();
    await bill.getByRole('tab', { name: 'Fechar conta' }).click();
    await expect.poll(async () => await pix.getByRole('button', { name: 'Gerar PIX' }).count()).toBe(2);
    expect(await pix.textContent()).not.toContain('Parte 2 de 3');
    await panel.screenshot({ path: `${SHOTS}/panel-after-1366x800.png` });

    expect([...owner.errors, ...diner.errors]).toEqual([]);
    await owner.context.close();
    await diner.context.close();
  });
});
